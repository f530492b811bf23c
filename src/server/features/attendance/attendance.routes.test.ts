import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_MESSAGES as M,
  CHRONIC_MIN_RECORDED_DAYS,
} from '../../../contracts/attendance.contract';
import { caller, signUp, UNAUTHORIZED_BODY, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const call = caller(ctx);

async function teacherWithClass(names = ['Ada', 'Ben', 'Cy']) {
  const { cookie } = await signUp(ctx().app);
  const ids: number[] = [];
  for (const firstName of names) {
    const res = await call('POST', '/api/students', cookie, {
      firstName,
      lastName: 'Park',
      grade: '6',
    });
    ids.push(res.json().id);
  }
  const cls = (
    await call('POST', '/api/classes', cookie, { name: 'Period 1 Science', studentIds: ids })
  ).json();
  const save = (date: string, statuses: string[], extra: object = {}) =>
    call('PUT', `/api/classes/${cls.id}/attendance/${date}`, cookie, {
      marks: statuses.map((status, i) => ({ studentId: ids[i], status })),
      ...extra,
    });
  return { cookie, ids, cls, save };
}

describe('attendance of a class on a day', () => {
  it('saves marks, notes and the face count; saving again updates, never duplicates', async () => {
    const { cookie, ids, cls, save } = await teacherWithClass();
    const url = `/api/classes/${cls.id}/attendance/2026-09-01`;
    const empty = await call('GET', url, cookie);
    expect(empty.json()).toEqual({
      classId: cls.id,
      date: '2026-09-01',
      recorded: false,
      faceCount: null,
      updatedAt: null,
      marks: [],
    });

    const first = await call('PUT', url, cookie, {
      faceCount: 2,
      marks: [
        { studentId: ids[0], status: 'present' },
        { studentId: ids[1], status: 'absent', note: '  Dentist  ' },
        { studentId: ids[2], status: 'present' },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      recorded: true,
      faceCount: 2,
      updatedAt: ctx().clock.now().toISOString(),
      marks: [
        { studentId: ids[0], status: 'present', note: '' },
        { studentId: ids[1], status: 'absent', note: 'Dentist' },
        { studentId: ids[2], status: 'present', note: '' },
      ],
    });

    // A second save changes the marks it gives and keeps the rest (issue 37 item 16).
    const second = await save('2026-09-01', ['late', 'excused']);
    expect(second.json()).toMatchObject({
      faceCount: null,
      marks: [
        { studentId: ids[0], status: 'late' },
        { studentId: ids[1], status: 'excused', note: '' },
        { studentId: ids[2], status: 'present' },
      ],
    });
    expect(second.json().marks).toHaveLength(3);

    const days = (await call('GET', `/api/classes/${cls.id}/attendance`, cookie)).json();
    expect(days).toEqual([
      {
        date: '2026-09-01',
        faceCount: null,
        present: 1,
        absent: 0,
        late: 1,
        excused: 1,
        total: 3,
        rate: 1,
      },
    ]);
  });

  it('lists recorded days in a range and deletes a day', async () => {
    const { cookie, cls, save } = await teacherWithClass();
    await save('2026-09-01', ['present', 'present', 'absent']);
    await save('2026-09-02', ['present', 'absent', 'absent']);
    await save('2026-09-03', ['present', 'present', 'present']);
    const base = `/api/classes/${cls.id}/attendance`;
    const all = (await call('GET', base, cookie)).json();
    expect(all.map((d: { date: string }) => d.date)).toEqual([
      '2026-09-01',
      '2026-09-02',
      '2026-09-03',
    ]);
    expect(all[0].rate).toBeCloseTo(2 / 3);
    const some = (await call('GET', `${base}?from=2026-09-02&to=2026-09-02`, cookie)).json();
    expect(some).toHaveLength(1);
    expect(some[0]).toMatchObject({ present: 1, absent: 2 });

    expect((await call('DELETE', `${base}/2026-09-02`, cookie)).json()).toEqual({ ok: true });
    expect((await call('DELETE', `${base}/2026-09-02`, cookie)).json().code).toBe(
      'attendance.record_not_found',
    );
    expect((await call('GET', base, cookie)).json()).toHaveLength(2);
  });

  it('exports a class over a date range as formula-safe CSV', async () => {
    const { cookie, ids, cls } = await teacherWithClass(['=HYPERLINK("x")', 'Ben']);
    await call('PUT', `/api/classes/${cls.id}/attendance/2026-09-01`, cookie, {
      faceCount: 1,
      marks: [
        { studentId: ids[0], status: 'present' },
        { studentId: ids[1], status: 'absent', note: '+cmd' },
      ],
    });
    await call('PUT', `/api/classes/${cls.id}/attendance/2026-09-05`, cookie, {
      marks: [{ studentId: ids[1], status: 'late' }],
    });
    const res = await call(
      'GET',
      `/api/classes/${cls.id}/attendance/export.csv?from=2026-09-01&to=2026-09-02`,
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="attendance-Period-1-Science-from-2026-09-01-to-2026-09-02.csv"',
    );
    const lines = res.body.replace('\uFEFF', '').trim().split(/\r?\n/);
    expect(lines).toEqual([
      'Date,Class,First Name,Last Name,Status,Note,Face Count',
      `2026-09-01,Period 1 Science,"'=HYPERLINK(""x"")",Park,Present,,1`,
      "2026-09-01,Period 1 Science,Ben,Park,Absent,'+cmd,1",
    ]);
  });

  it('answers each validation message and refuses students outside the class', async () => {
    const { cookie, ids, cls, save } = await teacherWithClass();
    const url = `/api/classes/${cls.id}/attendance/2026-09-01`;
    const cases: [unknown, string][] = [
      [{}, M.marksRequired],
      [{ marks: [] }, M.marksRequired],
      [{ marks: [{ studentId: ids[0], status: 'gone' }] }, M.statusInvalid],
      [{ marks: [{ studentId: ids[0], status: 'present', note: 'x'.repeat(501) }] }, M.noteTooLong],
      [
        {
          marks: [
            { studentId: ids[0], status: 'present' },
            { studentId: ids[0], status: 'absent' },
          ],
        },
        M.marksInvalid,
      ],
      [{ faceCount: -1, marks: [{ studentId: ids[0], status: 'present' }] }, M.faceCountInvalid],
      [{ faceCount: 2.5, marks: [{ studentId: ids[0], status: 'present' }] }, M.faceCountInvalid],
      [{ faceCount: '3', marks: [{ studentId: ids[0], status: 'present' }] }, M.faceCountInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', url, cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const date of ['2026-02-30', '2026-9-1', 'today', '2026-09-01T00:00']) {
      const res = await call('GET', `/api/classes/${cls.id}/attendance/${date}`, cookie);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().message).toBe(M.dateInvalid);
    }
    const range = await call(
      'GET',
      `/api/classes/${cls.id}/attendance?from=2026-09-05&to=2026-09-01`,
      cookie,
    );
    expect(range.json().message).toBe(M.rangeInvalid);
    const nul = await call('PUT', url, cookie, {
      marks: [{ studentId: ids[0], status: 'present', note: 'a\u0000b' }],
    });
    expect(nul.statusCode).toBe(400);

    const outsider = (
      await call('POST', '/api/students', cookie, {
        firstName: 'Out',
        lastName: 'Side',
        grade: '6',
      })
    ).json();
    const res = await call('PUT', url, cookie, {
      marks: [{ studentId: outsider.id, status: 'present' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'attendance.not_in_class', message: M.notInClass });
    expect((await save('2026-09-01', ['present'])).statusCode).toBe(200);
  });

  it('serves the face detector model from Chalkwise itself, cacheable', async () => {
    const manifest = await call(
      'GET',
      '/api/face-model/tiny_face_detector_model-weights_manifest.json',
    );
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()[0].paths).toEqual(['tiny_face_detector_model.bin']);
    const bin = await call('GET', '/api/face-model/tiny_face_detector_model.bin');
    expect(bin.statusCode).toBe(200);
    expect(bin.rawPayload.length).toBeGreaterThan(100_000);
    expect(bin.headers['cache-control']).toBe('public, max-age=86400');
    expect((await call('GET', '/api/face-model/age_gender_model.bin')).statusCode).toBe(404);
    // TensorFlow's WebAssembly engine, as browsers compile it while it streams in.
    for (const file of ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm']) {
      const wasm = await call('GET', `/api/face-model/${file}`);
      expect(wasm.statusCode, file).toBe(200);
      expect(wasm.headers['content-type']).toBe('application/wasm');
      expect([...wasm.rawPayload.subarray(0, 4)]).toEqual([0, 0x61, 0x73, 0x6d]); // "\0asm"
    }
    const threaded = await call('GET', '/api/face-model/tfjs-backend-wasm-threaded-simd.wasm');
    expect(threaded.statusCode).toBe(404);
  });

  it('is 401 signed out', async () => {
    for (const url of ['/api/attendance/summary', '/api/classes/1/attendance']) {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED_BODY);
    }
  });

  it("another teacher's class, record and student are 404 and unchanged", async () => {
    const owner = await teacherWithClass();
    await owner.save('2026-09-01', ['present', 'absent', 'present']);
    const { cookie } = await signUp(ctx().app);
    const base = `/api/classes/${owner.cls.id}/attendance`;
    for (const [method, url, body] of [
      ['GET', base, undefined],
      ['GET', `${base}/export.csv`, undefined],
      ['GET', `${base}/2026-09-01`, undefined],
      ['PUT', `${base}/2026-09-01`, { marks: [{ studentId: owner.ids[0], status: 'absent' }] }],
      ['DELETE', `${base}/2026-09-01`, undefined],
      ['GET', `/api/students/${owner.ids[0]}/attendance`, undefined],
    ] as const) {
      const res = await call(method, url, cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Park');
    }
    // My own class cannot mark their student either.
    const mine = (await call('POST', '/api/classes', cookie, { name: 'Mine' })).json();
    const res = await call('PUT', `/api/classes/${mine.id}/attendance/2026-09-01`, cookie, {
      marks: [{ studentId: owner.ids[0], status: 'present' }],
    });
    expect(res.json().code).toBe('attendance.not_in_class');
    const day = (await call('GET', `${base}/2026-09-01`, owner.cookie)).json();
    expect(day.marks.map((m: { status: string }) => m.status)).toEqual([
      'present',
      'absent',
      'present',
    ]);
    const summary = (await call('GET', '/api/attendance/summary', cookie)).json();
    expect(summary.chronic).toEqual([]);
    expect(summary.classes.map((c: { name: string }) => c.name)).toEqual(['Mine']);
  });
});

describe('rates', () => {
  it("a student's rate across classes, chronic flag and recent days", async () => {
    const { cookie, ids, cls, save } = await teacherWithClass();
    const other = (
      await call('POST', '/api/classes', cookie, { name: 'Homeroom', studentIds: [ids[0]] })
    ).json();
    await save('2026-09-01', ['present', 'present', 'present']);
    await save('2026-09-02', ['absent', 'present', 'present']);
    await save('2026-09-03', ['late', 'present', 'present']);
    await call('PUT', `/api/classes/${other.id}/attendance/2026-09-03`, cookie, {
      marks: [{ studentId: ids[0], status: 'excused', note: 'Field trip' }],
    });
    const res = await call('GET', `/api/students/${ids[0]}/attendance`, cookie);
    expect(res.json()).toEqual({
      studentId: ids[0],
      present: 1,
      absent: 1,
      late: 1,
      excused: 1,
      total: 4,
      recordedDays: 4,
      rate: 2 / 3,
      // One absence in four recorded days: too few days to call it chronic.
      chronic: false,
      recent: [
        { date: '2026-09-03', className: 'Homeroom', status: 'excused', note: 'Field trip' },
        { date: '2026-09-03', className: cls.name, status: 'late', note: '' },
        { date: '2026-09-02', className: cls.name, status: 'absent', note: '' },
        { date: '2026-09-01', className: cls.name, status: 'present', note: '' },
      ],
    });
    const none = await call('GET', `/api/students/${ids[2]}/attendance`, cookie);
    expect(none.json()).toMatchObject({ rate: 1, chronic: false, recordedDays: 3 });
  });

  it('summarises classes over time, chronic absence and today', async () => {
    const { cookie, ids, cls, save } = await teacherWithClass();
    await call('POST', '/api/classes', cookie, { name: 'Art' });
    await save('2026-09-01', ['present', 'absent', 'present']);
    await save('2026-09-02', ['present', 'present', 'present'], { faceCount: 3 });
    const res = await call('GET', '/api/attendance/summary?today=2026-09-02', cookie);
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary.today).toBe('2026-09-02');
    expect(summary.classes).toEqual([
      {
        classId: expect.any(Number),
        name: 'Art',
        archived: false,
        studentCount: 0,
        recordedDays: 0,
        rate: null,
        series: [],
        today: null,
      },
      {
        classId: cls.id,
        name: 'Period 1 Science',
        archived: false,
        studentCount: 3,
        recordedDays: 2,
        rate: 5 / 6,
        series: [
          { date: '2026-09-01', rate: 2 / 3 },
          { date: '2026-09-02', rate: 1 },
        ],
        today: { present: 3, absent: 0, late: 0, excused: 0, total: 3, faceCount: 3 },
      },
    ]);
    // Ben missed one of two days: not labelled before CHRONIC_MIN_RECORDED_DAYS.
    expect(summary.chronic).toEqual([]);
    expect(summary.students).toEqual([
      { studentId: ids[0], recordedDays: 2, absentDays: 0, rate: 1 },
      { studentId: ids[1], recordedDays: 2, absentDays: 1, rate: 0.5 },
      { studentId: ids[2], recordedDays: 2, absentDays: 0, rate: 1 },
    ]);
    expect(summary.todayTotals).toEqual({
      present: 3,
      absent: 0,
      late: 0,
      excused: 0,
      total: 3,
      classesRecorded: 1,
      classesActive: 2,
    });
    // Without ?today the server's day (the test clock's) is used.
    const serverDay = (await call('GET', '/api/attendance/summary', cookie)).json();
    expect(serverDay.today).toBe(ctx().clock.now().toISOString().slice(0, 10));
    const bad = await call('GET', '/api/attendance/summary?today=yesterday', cookie);
    expect(bad.statusCode).toBe(400);
  });

  it(`labels chronic absence from the ${CHRONIC_MIN_RECORDED_DAYS}th recorded day, not the first`, async () => {
    const { cookie, ids, save } = await teacherWithClass();
    await save('2026-09-01', ['present', 'absent', 'present']);
    const first = (await call('GET', '/api/attendance/summary', cookie)).json();
    expect(first.chronic).toEqual([]);
    expect((await call('GET', `/api/students/${ids[1]}/attendance`, cookie)).json().chronic).toBe(
      false,
    );
    for (let day = 2; day <= CHRONIC_MIN_RECORDED_DAYS; day += 1)
      await save(`2026-09-${String(day).padStart(2, '0')}`, ['present', 'present', 'present']);
    const later = (await call('GET', '/api/attendance/summary', cookie)).json();
    expect(later.chronic).toEqual([
      {
        studentId: ids[1],
        firstName: 'Ben',
        lastName: 'Park',
        recordedDays: CHRONIC_MIN_RECORDED_DAYS,
        absentDays: 1,
        absentShare: 1 / CHRONIC_MIN_RECORDED_DAYS,
      },
    ]);
    expect((await call('GET', `/api/students/${ids[1]}/attendance`, cookie)).json().chronic).toBe(
      true,
    );
  });
});
