import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../../contracts/common';
import { expectPageQueryErrors, followPages } from '../../testing/paging';
import { caller, signUp, useTestApp } from '../../testing/test-app';

/** GET /api/classes pages like the other lists (decision 0011). */
const ctx = useTestApp();
const call = caller(ctx);

type Row = { id: number; name: string; studentCount: number };

describe('GET /api/classes (paged)', () => {
  it('pages by name then id with a cursor, each row with its own student count', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const { classes, students } = ctx().app.services;
    const kid = await students.create(user.id, { firstName: 'Ada', lastName: 'Byron', grade: '5' });
    // Two share a name: the id orders them.
    const names = ['period 4', 'period 1', 'homeroom', 'period 2', 'period 1', 'art', 'band'];
    for (const [i, name] of names.entries())
      await classes.create(user.id, { name, ...(i === 1 ? { studentIds: [kid.id] } : {}) });

    const pages = await followPages<Row>(call, '/api/classes?limit=3', cookie);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    const all = await classes.list(user.id);
    expect(pages.flat().map((c) => c.id)).toEqual(all.map((c) => c.id));
    expect(pages.flat().map((c) => c.name)).toEqual([
      'art',
      'band',
      'homeroom',
      'period 1',
      'period 1',
      'period 2',
      'period 4',
    ]);
    expect(pages.flat().map((c) => c.studentCount)).toEqual([0, 0, 0, 1, 0, 0, 0]);

    const first = await call('GET', '/api/classes', cookie);
    expect(first.json()).toHaveLength(7);
    expect(first.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('searches the name in SQL, any case, % taken literally', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const { classes } = ctx().app.services;
    for (const name of ['Period 3 Math', 'Algebra 100%', 'Math 1000', 'Science'])
      await classes.create(user.id, { name });
    const names = async (q: string) =>
      ((await call('GET', `/api/classes?${q}`, cookie)).json() as Row[]).map((c) => c.name);
    expect(await names('search=MATH')).toEqual(['Math 1000', 'Period 3 Math']);
    expect(await names('search=100%25')).toEqual(['Algebra 100%']);
    expect(await names('search=100')).toEqual(['Algebra 100%', 'Math 1000']);
    expect(await names('search=math&limit=1')).toEqual(['Math 1000']);
  });

  it('answers 400 with the shared message for a bad limit, cursor or search, 401 signed out', async () => {
    const { cookie } = await signUp(ctx().app);
    await expectPageQueryErrors(call, '/api/classes', cookie, [
      [1, 1],
      ['a', 'b'],
    ]);
  });

  it("never shows another teacher's classes, whatever the cursor", async () => {
    const a = await signUp(ctx().app);
    const b = await signUp(ctx().app);
    const { classes } = ctx().app.services;
    await classes.create(a.user.id, { name: 'A first' });
    await classes.create(a.user.id, { name: 'A second' });
    await classes.create(b.user.id, { name: 'B only' });
    const res = await call('GET', '/api/classes?limit=1', a.cookie);
    const cursor = res.headers[NEXT_CURSOR_HEADER] as string;
    expect(cursor).toBeTruthy();
    const other = await call('GET', `/api/classes?cursor=${cursor}`, b.cookie);
    expect((other.json() as Row[]).map((c) => c.name)).toEqual(['B only']);
    const mine = await followPages<Row>(call, '/api/classes?limit=1', a.cookie);
    expect(mine.flat().map((c) => c.name)).toEqual(['A first', 'A second']);
  });
});
