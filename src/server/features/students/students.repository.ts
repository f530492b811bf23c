import { and, asc, eq, ilike, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { StudentListQuery } from '../../../contracts/students.contract';
import type { Db } from '../../platform/db/client';
import { bytewise } from '../../platform/db/name-sort';
import { containsPattern, decodeCursor, pageOf, type Page } from '../../platform/db/pagination';
import {
  classes,
  classStudents,
  students,
  type NewStudentRecord,
  type StudentRecord,
} from '../../platform/db/schema/index';

export type StudentValues = Omit<NewStudentRecord, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>;
export type StudentChanges = Partial<StudentValues>;

/** Postgres unique_violation, wherever the driver or Drizzle put it in the cause chain. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Students in name order (folded, byte-wise; decision 0025), id for namesakes. */
const byName = [
  asc(bytewise(students.sortLast)),
  asc(bytewise(students.sortFirst)),
  asc(students.id),
] as const;

/** All student SQL. Every query is scoped by owner id. */
export function createStudentsRepository(db: Db) {
  const mine = (ownerId: number, id: number) =>
    and(eq(students.ownerId, ownerId), eq(students.id, id));

  return {
    /**
     * Alphabetical by last then first name as a person reads them (accents and case aside, as
     * the seat chart sorts; name-sort.ts); id keeps namesakes stable.
     */
    list(ownerId: number): Promise<StudentRecord[]> {
      return db
        .select()
        .from(students)
        .where(eq(students.ownerId, ownerId))
        .orderBy(...byName);
    },

    /**
     * One page in list order, keyset-paged on the folded names and id along
     * students_owner_sort_idx; search, grade and class filters run in SQL.
     */
    async page(ownerId: number, q: StudentListQuery): Promise<Page<StudentRecord>> {
      const after = q.cursor
        ? decodeCursor(q.cursor, ['string', 'string', 'number'] as const)
        : null;
      const search = q.search?.trim();
      const pattern = search ? containsPattern(search) : null;
      const rows = await db
        .select()
        .from(students)
        .where(
          and(
            eq(students.ownerId, ownerId),
            after
              ? sql`(${bytewise(students.sortLast)}, ${bytewise(students.sortFirst)}, ${students.id}) > (${after[0]}, ${after[1]}, ${after[2]})`
              : undefined,
            pattern
              ? or(
                  ilike(sql`${students.firstName} || ' ' || ${students.lastName}`, pattern),
                  ilike(students.email, pattern),
                )
              : undefined,
            q.grade ? eq(students.grade, q.grade) : undefined,
            q.classId
              ? inArray(
                  students.id,
                  db
                    .select({ id: classStudents.studentId })
                    .from(classStudents)
                    .innerJoin(classes, eq(classes.id, classStudents.classId))
                    .where(and(eq(classes.id, q.classId), eq(classes.ownerId, ownerId))),
                )
              : undefined,
          ),
        )
        .orderBy(...byName)
        .limit(q.limit + 1);
      return pageOf(rows, q.limit, (r) => [r.sortLast, r.sortFirst, r.id]);
    },

    async get(ownerId: number, id: number): Promise<StudentRecord | undefined> {
      const [row] = await db.select().from(students).where(mine(ownerId, id));
      return row;
    },

    /** Lowercased emails of the owner's students, optionally leaving one student out. */
    async emails(ownerId: number, exceptId?: number): Promise<Set<string>> {
      const rows = await db
        .select({ email: sql<string>`lower(${students.email})` })
        .from(students)
        .where(
          and(
            eq(students.ownerId, ownerId),
            isNotNull(students.email),
            exceptId === undefined ? undefined : ne(students.id, exceptId),
          ),
        );
      return new Set(rows.map((r) => r.email));
    },

    async insert(ownerId: number, values: StudentValues, now: Date): Promise<StudentRecord> {
      const [row] = await db
        .insert(students)
        .values({ ...values, ownerId, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    /** One statement, so a unique violation on any row leaves none of them saved. */
    async insertMany(
      ownerId: number,
      values: readonly StudentValues[],
      now: Date,
    ): Promise<StudentRecord[]> {
      if (values.length === 0) return [];
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(students)
          .values(values.map((v) => ({ ...v, ownerId, createdAt: now, updatedAt: now })))
          .returning();
        return rows;
      });
    },

    async update(ownerId: number, id: number, changes: StudentChanges, now: Date) {
      const [row] = await db
        .update(students)
        .set({ ...changes, updatedAt: now })
        .where(mine(ownerId, id))
        .returning();
      return row;
    },

    /** Deletes the owner's students among `ids` (an import undone); others' ids delete nothing. */
    async removeMany(ownerId: number, ids: readonly number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .delete(students)
        .where(and(eq(students.ownerId, ownerId), inArray(students.id, [...ids])))
        .returning({ id: students.id });
      return rows.length;
    },

    async remove(ownerId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(students)
        .where(mine(ownerId, id))
        .returning({ id: students.id });
      return rows.length > 0;
    },
  };
}

export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
