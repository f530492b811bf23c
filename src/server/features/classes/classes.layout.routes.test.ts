import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES as M } from '../../../contracts/classes.contract';
import { caller, signUp, useTestApp } from '../../testing/test-app';
import { rosterZip, type RosterFixture } from '../interop/interop.fixtures';
import { layoutFor } from './classes.rules';

/** Issue 32 item 9: a new class's seat layout holds its roster, however the students came. */
const ctx = useTestApp();
const call = caller(ctx);

async function students(cookie: string, count: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await call('POST', '/api/students', cookie, {
      firstName: `Pupil${String(i).padStart(2, '0')}`,
      lastName: 'Lee',
      grade: '5',
    });
    expect(res.statusCode).toBe(201);
    ids.push(res.json().id as number);
  }
  return ids;
}

describe('layoutFor', () => {
  it.each([
    [0, 4, 6],
    [24, 4, 6],
    [25, 5, 6],
    [30, 5, 6],
    [72, 12, 6],
    [73, 11, 7],
    [144, 12, 12],
    [1000, 12, 12],
  ])('%i students get %i rows of %i', (count, seatRows, seatColumns) => {
    expect(layoutFor(count)).toEqual({ seatRows, seatColumns });
  });

  it('grows a layout without shrinking it', () => {
    expect(layoutFor(30, { seatRows: 3, seatColumns: 8 })).toEqual({ seatRows: 4, seatColumns: 8 });
    expect(layoutFor(10, { seatRows: 6, seatColumns: 8 })).toEqual({ seatRows: 6, seatColumns: 8 });
  });
});

describe('a new class is sized from its roster', () => {
  it('a class of 30 made with its students gets 5 rows of 6; a small one keeps 4 by 6', async () => {
    const { cookie } = await signUp(ctx().app);
    const ids = await students(cookie, 30);
    const big = await call('POST', '/api/classes', cookie, { name: 'Big', studentIds: ids });
    expect(big.statusCode, big.body).toBe(201);
    expect(big.json()).toMatchObject({ seatRows: 5, seatColumns: 6, studentCount: 30 });
    const small = await call('POST', '/api/classes', cookie, {
      name: 'Small',
      studentIds: ids.slice(0, 3),
    });
    expect(small.json()).toMatchObject({ seatRows: 4, seatColumns: 6 });
    const empty = await call('POST', '/api/classes', cookie, { name: 'Empty' });
    expect(empty.json()).toMatchObject({ seatRows: 4, seatColumns: 6 });
  });

  it('a layout the teacher gives is kept, even if smaller; a bad one is refused', async () => {
    const { cookie } = await signUp(ctx().app);
    const ids = await students(cookie, 26);
    const given = await call('POST', '/api/classes', cookie, {
      name: 'Lab',
      seatRows: 3,
      seatColumns: 4,
      studentIds: ids,
    });
    expect(given.json()).toMatchObject({ seatRows: 3, seatColumns: 4 });
    const cols = await call('POST', '/api/classes', cookie, {
      name: 'Lab 2',
      seatColumns: 4,
      studentIds: ids,
    });
    expect(cols.json()).toMatchObject({ seatRows: 7, seatColumns: 4 });
    const bad = await call('POST', '/api/classes', cookie, { name: 'X', seatRows: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.rowsInvalid);
  });

  it('a class nobody is seated in grows when students are added; an arranged one keeps its layout', async () => {
    const { cookie } = await signUp(ctx().app);
    const ids = await students(cookie, 30);
    const cls = (await call('POST', '/api/classes', cookie, { name: 'Homeroom' })).json();
    const added = await call('POST', `/api/classes/${cls.id}/students`, cookie, {
      studentIds: ids,
    });
    expect(added.json()).toMatchObject({ seatRows: 5, seatColumns: 6, studentCount: 30 });

    const arranged = (
      await call('POST', '/api/classes', cookie, { name: 'Arranged', studentIds: ids.slice(0, 2) })
    ).json();
    await call('PUT', `/api/classes/${arranged.id}/seats`, cookie, {
      seats: [{ studentId: ids[0], seat: 0 }],
    });
    const more = await call('POST', `/api/classes/${arranged.id}/students`, cookie, {
      studentIds: ids,
    });
    expect(more.json()).toMatchObject({ seatRows: 4, seatColumns: 6, studentCount: 30 });
  });

  it('a OneRoster import sizes each new class from its members', async () => {
    const { cookie } = await signUp(ctx().app);
    const roster: RosterFixture = {
      users: [
        { sourcedId: 't-1', givenName: 'Grace', familyName: 'Hopper', role: 'teacher' },
        ...Array.from({ length: 31 }, (_, i) => ({
          sourcedId: `s-${i}`,
          givenName: `Pupil${i}`,
          familyName: 'Lee',
          grades: '05',
        })),
      ],
      classes: [{ sourcedId: 'c-1', title: 'Period 3 Math', grades: '05' }],
      enrollments: [
        { classSourcedId: 'c-1', userSourcedId: 't-1', role: 'teacher' },
        ...Array.from({ length: 31 }, (_, i) => ({
          classSourcedId: 'c-1',
          userSourcedId: `s-${i}`,
          role: 'student',
        })),
      ],
    };
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/students/import/oneroster',
      headers: { 'content-type': 'application/zip', cookie },
      payload: rosterZip(roster),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [cls] = (await call('GET', '/api/classes', cookie)).json();
    expect(cls).toMatchObject({ seatRows: 6, seatColumns: 6, studentCount: 31 });
  });
});
