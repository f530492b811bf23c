import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../testing/test-app';
import { createClassesRepository } from './classes.repository';

const ctx = useTestApp();

/** A teacher with two students and a class holding the first, seated at 0. */
async function teacher() {
  const { user } = await signUp(ctx().app);
  const { students, classes } = ctx().app.services;
  const ada = await students.create(user.id, { firstName: 'Ada', lastName: 'Park', grade: '6' });
  const ben = await students.create(user.id, { firstName: 'Ben', lastName: 'Park', grade: '6' });
  const cls = await classes.create(user.id, { name: 'Period 1', studentIds: [ada.id] });
  await classes.saveSeats(user.id, cls.id, { seats: [{ studentId: ada.id, seat: 0 }] });
  return { id: user.id, ada: ada.id, ben: ben.id, cls: cls.id };
}

// The service checks ownership first; these call the repository directly, as a caller that
// forgot the check would, and expect another teacher's ids to change nothing.
describe('classes repository: the owner is in every WHERE', () => {
  const repo = () => createClassesRepository(ctx().db.db);
  const roster = (ownerId: number, classId: number) => repo().students(ownerId, classId);
  const row = (ownerId: number, classId: number) => repo().get(ownerId, classId);

  it('addStudents adds nothing to another teacher’s class, nor their students to one’s own', async () => {
    const a = await teacher();
    const b = await teacher();
    const before = await row(a.id, a.cls);
    ctx().clock.advance(60_000);
    await repo().addStudents(b.id, a.cls, [b.ada, a.ben], ctx().clock.now());
    expect((await roster(a.id, a.cls)).map((s) => s.id)).toEqual([a.ada]);
    expect((await row(a.id, a.cls))?.updatedAt).toEqual(before?.updatedAt);

    await repo().addStudents(b.id, b.cls, [a.ben, b.ben], ctx().clock.now());
    expect((await roster(b.id, b.cls)).map((s) => s.id)).toEqual([b.ada, b.ben]);
    // Read without the owner filter on the students: A's Ben did not join B's class.
    expect((await roster(a.id, b.cls)).map((s) => s.id)).toEqual([]);
  });

  it('removeStudent removes nothing from another teacher’s class', async () => {
    const a = await teacher();
    const b = await teacher();
    expect(await repo().removeStudent(b.id, a.cls, a.ada, ctx().clock.now())).toBe(false);
    expect((await roster(a.id, a.cls)).map((s) => s.id)).toEqual([a.ada]);
    expect(await repo().removeStudent(a.id, a.cls, a.ada, ctx().clock.now())).toBe(true);
    expect(await roster(a.id, a.cls)).toEqual([]);
  });

  it('setSeats moves no seat and changes no field of another teacher’s class', async () => {
    const a = await teacher();
    const b = await teacher();
    const before = await row(a.id, a.cls);
    ctx().clock.advance(60_000);
    await repo().setSeats(
      b.id,
      a.cls,
      [{ studentId: a.ada, seat: 5 }],
      { name: 'Taken over', seatRows: 1 },
      ctx().clock.now(),
    );
    expect(await roster(a.id, a.cls)).toMatchObject([{ id: a.ada, seat: 0 }]);
    expect(await row(a.id, a.cls)).toEqual(before);

    await repo().setSeats(a.id, a.cls, [{ studentId: a.ada, seat: 5 }], {}, ctx().clock.now());
    expect(await roster(a.id, a.cls)).toMatchObject([{ id: a.ada, seat: 5 }]);
  });
});
