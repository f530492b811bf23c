import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES as M } from '../../../contracts/classes.contract';
import { caller, signUp, UNAUTHORIZED_BODY, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const call = caller(ctx);

async function student(cookie: string, firstName: string, lastName = 'Lee') {
  const res = await call('POST', '/api/students', cookie, { firstName, lastName, grade: '5' });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

async function teacherWithClass() {
  const { cookie } = await signUp(ctx().app);
  const ada = await student(cookie, 'Ada', 'Byron');
  const ben = await student(cookie, 'Ben', 'Carter');
  const res = await call('POST', '/api/classes', cookie, {
    name: 'Period 3 Math',
    subject: 'Math',
    grade: '5',
    studentIds: [ada, ben],
  });
  expect(res.statusCode).toBe(201);
  return { cookie, ada, ben, cls: res.json() };
}

describe('classes', () => {
  it('creates a class with 24 seats by default, its students unseated', async () => {
    const { cls, ada, ben } = await teacherWithClass();
    expect(cls).toMatchObject({
      name: 'Period 3 Math',
      subject: 'Math',
      grade: '5',
      seatRows: 4,
      seatColumns: 6,
      archived: false,
      studentCount: 2,
      students: [
        { id: ada, firstName: 'Ada', lastName: 'Byron', seat: null },
        { id: ben, firstName: 'Ben', lastName: 'Carter', seat: null },
      ],
    });
    expect(cls).not.toHaveProperty('ownerId');
  });

  it('lists, renames, archives, restores and deletes', async () => {
    const { cookie, cls } = await teacherWithClass();
    await call('POST', '/api/classes', cookie, { name: 'Algebra', subject: '', grade: null });
    const list = (await call('GET', '/api/classes', cookie)).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Algebra', 'Period 3 Math']);
    expect(list[0]).toMatchObject({ subject: null, grade: null, studentCount: 0 });

    const renamed = await call('PATCH', `/api/classes/${cls.id}`, cookie, {
      name: ' Period 4 Math ',
      archived: true,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Period 4 Math', archived: true });
    const restored = await call('PATCH', `/api/classes/${cls.id}`, cookie, { archived: false });
    expect(restored.json().archived).toBe(false);

    expect((await call('DELETE', `/api/classes/${cls.id}`, cookie)).json()).toEqual({ ok: true });
    expect((await call('GET', `/api/classes/${cls.id}`, cookie)).statusCode).toBe(404);
    // Students stay on the roster.
    expect((await call('GET', '/api/students', cookie)).json()).toHaveLength(2);
  });

  it('adds and removes students; a student may be in several classes', async () => {
    const { cookie, ada, ben, cls } = await teacherWithClass();
    const other = (await call('POST', '/api/classes', cookie, { name: 'Homeroom' })).json();
    const added = await call('POST', `/api/classes/${other.id}/students`, cookie, {
      studentIds: [ada, ada],
    });
    expect(added.json().students.map((s: { id: number }) => s.id)).toEqual([ada]);
    const removed = await call('DELETE', `/api/classes/${cls.id}/students/${ben}`, cookie);
    expect(removed.json().students.map((s: { id: number }) => s.id)).toEqual([ada]);
    expect(
      (await call('DELETE', `/api/classes/${cls.id}/students/${ben}`, cookie)).statusCode,
    ).toBe(404);
  });

  it('saves seats, swaps in one request and refuses shared or outside seats', async () => {
    const { cookie, ada, ben, cls } = await teacherWithClass();
    const url = `/api/classes/${cls.id}/seats`;
    let res = await call('PUT', url, cookie, {
      seats: [
        { studentId: ada, seat: 0 },
        { studentId: ben, seat: 7 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().students.map((s: { seat: number }) => s.seat)).toEqual([0, 7]);
    res = await call('PUT', url, cookie, {
      seats: [
        { studentId: ada, seat: 7 },
        { studentId: ben, seat: 0 },
      ],
    });
    expect(res.json().students.map((s: { seat: number }) => s.seat)).toEqual([7, 0]);

    res = await call('PUT', url, cookie, { seats: [{ studentId: ada, seat: 0 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'classes.seat_taken', message: M.seatTaken });
    res = await call('PUT', url, cookie, { seats: [{ studentId: ada, seat: 24 }] });
    expect(res.json()).toMatchObject({ code: 'classes.seat_outside' });
    res = await call('PUT', url, cookie, { seats: [{ studentId: 999999, seat: 1 }] });
    expect(res.json()).toMatchObject({ code: 'classes.not_in_class' });

    // A smaller layout keeps row and column where it can: seat 7 (row 2, col 2) of 6 columns
    // is seat 4 of 3 columns; seat 0 stays 0.
    res = await call('PATCH', `/api/classes/${cls.id}`, cookie, { seatRows: 2, seatColumns: 3 });
    expect(res.json().students.map((s: { seat: number }) => s.seat)).toEqual([4, 0]);
    res = await call('PATCH', `/api/classes/${cls.id}`, cookie, { seatRows: 1 });
    expect(res.json().students.map((s: { seat: number | null }) => s.seat)).toEqual([null, 0]);
  });

  it('answers each validation message', async () => {
    const { cookie, cls } = await teacherWithClass();
    const cases: [unknown, string][] = [
      [{}, M.nameRequired],
      [{ name: '   ' }, M.nameRequired],
      [{ name: 'x'.repeat(101) }, M.nameTooLong],
      [{ name: 'A', subject: 'x'.repeat(101) }, M.subjectTooLong],
      [{ name: 'A', grade: '13' }, M.gradeInvalid],
      [{ name: 'A', seatRows: 0 }, M.rowsInvalid],
      [{ name: 'A', seatRows: 2.5 }, M.rowsInvalid],
      [{ name: 'A', seatColumns: 13 }, M.columnsInvalid],
      [{ name: 'A', seatColumns: '6' }, M.columnsInvalid],
      [{ name: 'A', studentIds: [] }, M.studentIdsInvalid],
      [{ name: 'A', studentIds: 'all' }, M.studentIdsInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/classes', cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const nul = await call('PATCH', `/api/classes/${cls.id}`, cookie, { name: 'A\u0000B' });
    expect(nul.statusCode).toBe(400);
    const seats = await call('PUT', `/api/classes/${cls.id}/seats`, cookie, {
      seats: [{ studentId: 1, seat: -1 }],
    });
    expect(seats.json().message).toBe(M.seatsInvalid);
    expect((await call('GET', '/api/classes/abc', cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/classes/99999999', cookie)).statusCode).toBe(404);
  });

  it('is 401 signed out', async () => {
    const res = await call('GET', '/api/classes');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED_BODY);
  });

  it("another teacher's class is 404 and unchanged; their student cannot join my class", async () => {
    const owner = await teacherWithClass();
    const { cookie } = await signUp(ctx().app);
    const id = owner.cls.id;
    for (const [method, url, body] of [
      ['GET', `/api/classes/${id}`, undefined],
      ['PATCH', `/api/classes/${id}`, { name: 'Mine now' }],
      ['DELETE', `/api/classes/${id}`, undefined],
      ['POST', `/api/classes/${id}/students`, { studentIds: [owner.ada] }],
      ['DELETE', `/api/classes/${id}/students/${owner.ada}`, undefined],
      ['PUT', `/api/classes/${id}/seats`, { seats: [{ studentId: owner.ada, seat: 3 }] }],
    ] as const) {
      const res = await call(method, url, cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Period 3');
    }
    expect((await call('GET', '/api/classes', cookie)).json()).toEqual([]);
    expect((await call('GET', `/api/classes/${id}`, owner.cookie)).json()).toEqual(owner.cls);

    const mine = (await call('POST', '/api/classes', cookie, { name: 'Mine' })).json();
    const res = await call('POST', `/api/classes/${mine.id}/students`, cookie, {
      studentIds: [owner.ada],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('classes.student_not_found');
    const create = await call('POST', '/api/classes', cookie, {
      name: 'Sneaky',
      studentIds: [owner.ben],
    });
    expect(create.statusCode).toBe(404);
    expect((await call('GET', '/api/classes', cookie)).json()).toHaveLength(1);
  });

  it('the service hands other features the class with its students, 404 for others', async () => {
    const owner = await teacherWithClass();
    const { user } = await signUp(ctx().app);
    const { classes } = ctx().app.services;
    const ownerId = (
      await ctx().app.inject({ method: 'GET', url: '/api/user', headers: { cookie: owner.cookie } })
    ).json().user.id;
    const got = await classes.get(ownerId, owner.cls.id);
    expect(got.students.map((s) => s.firstName)).toEqual(['Ada', 'Ben']);
    await expect(classes.get(user.id, owner.cls.id)).rejects.toMatchObject({
      status: 404,
      code: 'classes.not_found',
    });
    expect(await classes.list(user.id)).toEqual([]);
  });
});
