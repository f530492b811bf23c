import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../testing/test-app';
import { attendanceRecords } from '../../platform/db/schema/index';
import { createAttendanceRepository } from './attendance.repository';

const ctx = useTestApp();
const DAY = '2026-09-01';

/** A teacher with one student in one class, and that class's attendance taken on DAY. */
async function teacher() {
  const { user } = await signUp(ctx().app);
  const { students, classes, attendance } = ctx().app.services;
  const ada = await students.create(user.id, { firstName: 'Ada', lastName: 'Park', grade: '6' });
  const cls = await classes.create(user.id, { name: 'Period 1', studentIds: [ada.id] });
  await attendance.saveDay(user.id, cls.id, DAY, {
    faceCount: 1,
    marks: [{ studentId: ada.id, status: 'present' }],
  });
  return { id: user.id, ada: ada.id, cls: cls.id };
}

// The service checks the class first; these call the repository directly, as a caller that
// forgot the check would, and expect another teacher's ids to change nothing.
describe('attendance repository: saveDay is owner-scoped', () => {
  const repo = () => createAttendanceRepository(ctx().db.db);

  it('does not overwrite another teacher’s day (the conflict update carries the owner)', async () => {
    const a = await teacher();
    const b = await teacher();
    const before = await repo().getDay(a.id, a.cls, DAY);
    ctx().clock.advance(60_000);
    const marks = [{ studentId: a.ada, status: 'absent' as const, note: 'x' }];
    expect(await repo().saveDay(b.id, a.cls, DAY, 40, marks, ctx().clock.now())).toBe(false);
    expect(await repo().getDay(a.id, a.cls, DAY)).toEqual(before);
    expect(before?.marks).toEqual([{ studentId: a.ada, status: 'present', note: '' }]);
  });

  it('leaves a record of another owner on the same class and day alone (setWhere)', async () => {
    const a = await teacher();
    const b = await teacher();
    // Data no service writes: B's record on A's class. Only the conflict update's owner
    // condition keeps A's save from taking it over.
    const { db } = ctx().db;
    await db.insert(attendanceRecords).values({
      ownerId: b.id,
      classId: a.cls,
      date: '2026-09-03',
      faceCount: 7,
      createdAt: ctx().clock.now(),
      updatedAt: ctx().clock.now(),
    });
    expect(await repo().saveDay(a.id, a.cls, '2026-09-03', 1, [], ctx().clock.now())).toBe(false);
    expect(await repo().classDays(b.id, a.cls)).toEqual([{ date: '2026-09-03', faceCount: 7 }]);
  });

  it('creates no day on another teacher’s class', async () => {
    const a = await teacher();
    const b = await teacher();
    expect(await repo().saveDay(b.id, a.cls, '2026-09-02', 3, [], ctx().clock.now())).toBe(false);
    expect(await repo().classDays(a.id, a.cls)).toEqual([{ date: DAY, faceCount: 1 }]);
    expect(await repo().classDays(b.id, a.cls)).toEqual([]);
    // A can still take that day: no stray record of B's holds the (class, date) slot.
    const marks = [{ studentId: a.ada, status: 'late' as const, note: '' }];
    expect(await repo().saveDay(a.id, a.cls, '2026-09-02', 1, marks, ctx().clock.now())).toBe(true);
  });

  it('marks only the owner’s students', async () => {
    const a = await teacher();
    const b = await teacher();
    const marks = [
      { studentId: b.ada, status: 'present' as const, note: '' },
      { studentId: a.ada, status: 'absent' as const, note: 'not yours' },
    ];
    expect(await repo().saveDay(b.id, b.cls, DAY, 2, marks, ctx().clock.now())).toBe(true);
    expect((await repo().getDay(b.id, b.cls, DAY))?.marks).toEqual([
      { studentId: b.ada, status: 'present', note: '' },
    ]);
    expect(await repo().studentMarks(a.id, a.ada)).toMatchObject([{ status: 'present' }]);
  });
});
