import { and, asc, eq, exists, ilike, inArray, sql } from 'drizzle-orm';
import type { ClassListQuery } from '../../../contracts/classes.contract';
import type { Db } from '../../platform/db/client';
import { bytewise } from '../../platform/db/name-sort';
import { containsPattern, decodeCursor, pageOf, type Page } from '../../platform/db/pagination';
import { classes, classStudents, students, type ClassRecord } from '../../platform/db/schema/index';

export interface ClassValues {
  name: string;
  subject: string | null;
  grade: string | null;
  seatRows: number;
  seatColumns: number;
  /** The SIS sourcedId of a class imported from OneRoster. */
  sourceId?: string | null;
}
export type ClassChanges = Partial<ClassValues> & { archivedAt?: Date | null };

export interface SeatedStudent {
  id: number;
  firstName: string;
  lastName: string;
  seat: number | null;
}

export type ClassListRow = ClassRecord & { studentCount: number };

/** A class row and how many students it holds (counted per row, so a page counts its own). */
const listColumns = {
  c: classes,
  studentCount: sql<number>`(select count(*) from ${classStudents}
    where ${classStudents.classId} = ${classes.id})`.mapWith(Number),
};
const byName = [asc(classes.name), asc(classes.id)];
const flatten = (rows: { c: ClassRecord; studentCount: number }[]): ClassListRow[] =>
  rows.map(({ c, studentCount }) => ({ ...c, studentCount }));

/** All class SQL. Every query is scoped by the owner's id (the class's, and its students'). */
export function createClassesRepository(db: Db) {
  const mine = (ownerId: number, id: number) =>
    and(eq(classes.ownerId, ownerId), eq(classes.id, id));
  /** class_students has no owner column: its rows count only when their class is the owner's. */
  const inOwnedClass = (ownerId: number, classId: number) =>
    and(
      eq(classStudents.classId, classId),
      exists(
        db
          .select({ one: sql`1` })
          .from(classes)
          .where(mine(ownerId, classId)),
      ),
    );

  return {
    /** Alphabetical; each with how many students it holds. For callers that need them all. */
    async list(ownerId: number): Promise<ClassListRow[]> {
      return flatten(
        await db
          .select(listColumns)
          .from(classes)
          .where(eq(classes.ownerId, ownerId))
          .orderBy(...byName),
      );
    },

    /**
     * One page by name (id breaks ties between classes of the same name), keyset-paged on
     * (name, id) along classes_owner_name_idx; the name search runs in SQL.
     */
    async page(ownerId: number, q: ClassListQuery): Promise<Page<ClassListRow>> {
      const after = q.cursor ? decodeCursor(q.cursor, ['string', 'number'] as const) : null;
      const search = q.search?.trim();
      const rows = await db
        .select(listColumns)
        .from(classes)
        .where(
          and(
            eq(classes.ownerId, ownerId),
            after ? sql`(${classes.name}, ${classes.id}) > (${after[0]}, ${after[1]})` : undefined,
            search ? ilike(classes.name, containsPattern(search)) : undefined,
          ),
        )
        .orderBy(...byName)
        .limit(q.limit + 1);
      return pageOf(flatten(rows), q.limit, (r) => [r.name, r.id]);
    },

    async get(ownerId: number, id: number): Promise<ClassRecord | undefined> {
      const [row] = await db.select().from(classes).where(mine(ownerId, id));
      return row;
    },

    /** The class's students, by last then first name as read (decision 0025); only the owner's own. */
    students(ownerId: number, classId: number): Promise<SeatedStudent[]> {
      return db
        .select({
          id: students.id,
          firstName: students.firstName,
          lastName: students.lastName,
          seat: classStudents.seat,
        })
        .from(classStudents)
        .innerJoin(students, eq(students.id, classStudents.studentId))
        .where(and(eq(classStudents.classId, classId), eq(students.ownerId, ownerId)))
        .orderBy(
          asc(bytewise(students.sortLast)),
          asc(bytewise(students.sortFirst)),
          asc(students.id),
        );
    },

    async insert(
      ownerId: number,
      values: ClassValues,
      studentIds: number[],
      now: Date,
    ): Promise<ClassRecord> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(classes)
          .values({ ...values, ownerId, createdAt: now, updatedAt: now })
          .returning();
        if (studentIds.length > 0)
          await tx
            .insert(classStudents)
            .values(studentIds.map((studentId) => ({ classId: row!.id, studentId })));
        return row!;
      });
    },

    async update(ownerId: number, id: number, changes: ClassChanges, now: Date) {
      const [row] = await db
        .update(classes)
        .set({ ...changes, updatedAt: now })
        .where(mine(ownerId, id))
        .returning();
      return row;
    },

    /** Deletes the owner's classes among `ids` (an import undone); others' ids delete nothing. */
    async removeMany(ownerId: number, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .delete(classes)
        .where(and(eq(classes.ownerId, ownerId), inArray(classes.id, [...ids])));
    },

    async remove(ownerId: number, id: number): Promise<boolean> {
      const rows = await db.delete(classes).where(mine(ownerId, id)).returning({ id: classes.id });
      return rows.length > 0;
    },

    /**
     * Adds students not yet in the class (unseated); ones already in keep their seats. The rows
     * come from a SELECT of the owner's class joined to the owner's students, so another
     * teacher's class or student ids add nothing even if a caller skipped the service's check.
     */
    async addStudents(ownerId: number, classId: number, studentIds: number[], now: Date) {
      if (studentIds.length === 0) return;
      await db.transaction(async (tx) => {
        await tx
          .insert(classStudents)
          .select(
            tx
              // Every column in the table's order, as INSERT ... SELECT needs; new members unseated.
              .select({
                classId: classes.id,
                studentId: students.id,
                seat: sql<null>`null`.as('seat'),
              })
              .from(classes)
              .innerJoin(students, eq(students.ownerId, classes.ownerId))
              .where(and(mine(ownerId, classId), inArray(students.id, studentIds))),
          )
          .onConflictDoNothing();
        await tx.update(classes).set({ updatedAt: now }).where(mine(ownerId, classId));
      });
    },

    async removeStudent(
      ownerId: number,
      classId: number,
      studentId: number,
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(classStudents)
          .where(and(inOwnedClass(ownerId, classId), eq(classStudents.studentId, studentId)))
          .returning({ id: classStudents.studentId });
        await tx.update(classes).set({ updatedAt: now }).where(mine(ownerId, classId));
        return rows.length > 0;
      });
    },

    /**
     * Writes seats in one transaction: everyone listed is unseated first, so swapping two
     * students never passes through a moment where one seat holds both.
     */
    async setSeats(
      ownerId: number,
      classId: number,
      seats: { studentId: number; seat: number | null }[],
      changes: ClassChanges,
      now: Date,
    ) {
      await db.transaction(async (tx) => {
        const ids = seats.map((s) => s.studentId);
        if (ids.length > 0) {
          await tx
            .update(classStudents)
            .set({ seat: null })
            .where(and(inOwnedClass(ownerId, classId), inArray(classStudents.studentId, ids)));
          for (const { studentId, seat } of seats.filter((s) => s.seat !== null))
            await tx
              .update(classStudents)
              .set({ seat })
              .where(and(inOwnedClass(ownerId, classId), eq(classStudents.studentId, studentId)));
        }
        await tx
          .update(classes)
          .set({ ...changes, updatedAt: now })
          .where(mine(ownerId, classId));
      });
    },
  };
}

export type ClassesRepository = ReturnType<typeof createClassesRepository>;
