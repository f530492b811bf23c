import { describe, expect, it } from 'vitest';
import { CLASS_LIMITS } from '../../../contracts/classes.contract';
import { ATTENDANCE_LIMITS } from '../../../contracts/attendance.contract';
import { caller, signUp, useTestApp } from '../../testing/test-app';
import { rosterZip, type RosterFixture } from '../interop/interop.fixtures';

/** The largest class, however it was made, can have its whole day recorded (issue 37 item 16). */
const ctx = useTestApp();
const call = caller(ctx);

const classOf = (students: number): RosterFixture => {
  const people = Array.from({ length: students }, (_, i) => ({
    sourcedId: `s-${i}`,
    givenName: `Siân ${i}`,
    familyName: 'Ní Bhriain',
    grades: '09',
  }));
  return {
    users: [{ sourcedId: 't-1', givenName: 'Grace', familyName: 'Hopper' }, ...people],
    classes: [{ sourcedId: 'c-1', title: 'Assembly', grades: '09' }],
    enrollments: [
      { classSourcedId: 'c-1', userSourcedId: 't-1', role: 'teacher' },
      ...people.map((p) => ({
        classSourcedId: 'c-1',
        userSourcedId: p.sourcedId,
        role: 'student',
      })),
    ],
  };
};
const importRoster = (cookie: string, roster: RosterFixture) =>
  ctx().app.inject({
    method: 'POST',
    url: '/api/students/import/oneroster',
    headers: { 'content-type': 'application/zip', cookie },
    payload: rosterZip(roster),
  });

describe('the largest class', () => {
  it('is one limit: a class holds as many students as a day holds marks', () => {
    expect(ATTENDANCE_LIMITS.marks).toBe(CLASS_LIMITS.students);
  });

  it('records a full day of a 1,000-student class in two saves that merge', async () => {
    const { cookie } = await signUp(ctx().app);
    const imported = await importRoster(cookie, classOf(CLASS_LIMITS.students));
    expect(imported.statusCode, imported.body).toBe(200);
    const [cls] = (await call('GET', '/api/classes?limit=5', cookie)).json() as { id: number }[];
    const { students } = (await call('GET', `/api/classes/${cls!.id}`, cookie)).json() as {
      students: { id: number }[];
    };
    expect(students).toHaveLength(1000);
    const url = `/api/classes/${cls!.id}/attendance/2026-09-14`;
    const first = await call('PUT', url, cookie, {
      marks: students.slice(0, 600).map((s) => ({ studentId: s.id, status: 'present' })),
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('PUT', url, cookie, {
      marks: [
        ...students.slice(600).map((s) => ({ studentId: s.id, status: 'absent' })),
        // A mark given again is changed, not doubled.
        { studentId: students[0]!.id, status: 'late', note: 'Bus' },
      ],
    });
    expect(second.statusCode, second.body).toBe(200);
    const day = (await call('GET', url, cookie)).json() as {
      marks: { studentId: number; status: string; note: string }[];
    };
    expect(day.marks).toHaveLength(1000);
    const count = (status: string) => day.marks.filter((m) => m.status === status).length;
    expect([count('present'), count('absent'), count('late')]).toEqual([599, 400, 1]);
    expect(day.marks.find((m) => m.studentId === students[0]!.id)).toMatchObject({ note: 'Bus' });
  });

  it('is not made bigger by OneRoster: a class past it is reported and left out', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await importRoster(cookie, classOf(CLASS_LIMITS.students + 1));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().problems).toContainEqual({
      file: 'classes.csv',
      line: 2,
      message:
        'Assembly has 1,001 students; a class holds at most 1,000, so it was not imported. Split it into sections in your SIS.',
    });
    expect((await call('GET', '/api/classes?limit=5', cookie)).json()).toEqual([]);
  });

  it('is not made bigger by hand: adding past it is a 400 and adds no one', async () => {
    const { cookie } = await signUp(ctx().app);
    expect((await importRoster(cookie, classOf(999))).statusCode).toBe(200);
    const [cls] = (await call('GET', '/api/classes?limit=5', cookie)).json() as { id: number }[];
    const ids: number[] = [];
    for (const firstName of ['Ada', 'Bea']) {
      const s = await call('POST', '/api/students', cookie, {
        firstName,
        lastName: 'Ó Súilleabháin',
        grade: '9',
      });
      ids.push(s.json().id);
    }
    const res = await call('POST', `/api/classes/${cls!.id}/students`, cookie, { studentIds: ids });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'classes.class_full',
      message: 'A class holds at most 1,000 students; this one has 999.',
    });
    const detail = (await call('GET', `/api/classes/${cls!.id}`, cookie)).json();
    expect(detail.studentCount).toBe(999);
    const one = await call('POST', `/api/classes/${cls!.id}/students`, cookie, {
      studentIds: [ids[0]],
    });
    expect(one.statusCode).toBe(200);
  });
});
