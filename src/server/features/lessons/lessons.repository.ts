import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { lessons, type LessonRow, type NewLessonRow } from '../../platform/db/schema/index';

export type LessonValues = Omit<
  NewLessonRow,
  'id' | 'ownerId' | 'createdAt' | 'updatedAt' | 'shareToken'
>;
export type LessonChanges = Partial<LessonValues>;

/** All lesson SQL. Every teacher-facing query is scoped by owner id. */
export function createLessonsRepository(db: Db) {
  const mine = (ownerId: number, id: number) =>
    and(eq(lessons.ownerId, ownerId), eq(lessons.id, id));

  return {
    /** Newest first; id breaks ties between lessons created in the same instant. */
    list(ownerId: number): Promise<LessonRow[]> {
      return db
        .select()
        .from(lessons)
        .where(eq(lessons.ownerId, ownerId))
        .orderBy(desc(lessons.createdAt), desc(lessons.id));
    },

    async get(ownerId: number, id: number): Promise<LessonRow | undefined> {
      const [row] = await db.select().from(lessons).where(mine(ownerId, id));
      return row;
    },

    async insert(ownerId: number, values: LessonValues, now: Date): Promise<LessonRow> {
      const [row] = await db
        .insert(lessons)
        .values({ ...values, ownerId, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    async update(ownerId: number, id: number, changes: LessonChanges, now: Date) {
      const [row] = await db
        .update(lessons)
        .set({ ...changes, updatedAt: now })
        .where(mine(ownerId, id))
        .returning();
      return row;
    },

    async remove(ownerId: number, id: number): Promise<boolean> {
      const rows = await db.delete(lessons).where(mine(ownerId, id)).returning({ id: lessons.id });
      return rows.length > 0;
    },

    /**
     * Sets the token only when none exists, in one statement, so two concurrent "share" clicks
     * end with one link; answers the token that is stored afterwards.
     */
    async ensureShareToken(
      ownerId: number,
      id: number,
      candidate: string,
    ): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ token: lessons.shareToken })
          .from(lessons)
          .where(mine(ownerId, id))
          .for('update');
        if (!row) return undefined;
        if (row.token) return row.token;
        await tx.update(lessons).set({ shareToken: candidate }).where(mine(ownerId, id));
        return candidate;
      });
    },

    async clearShareToken(ownerId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(lessons)
        .set({ shareToken: null })
        .where(mine(ownerId, id))
        .returning({ id: lessons.id });
      return rows.length > 0;
    },

    async findShared(token: string): Promise<LessonRow | undefined> {
      const [row] = await db.select().from(lessons).where(eq(lessons.shareToken, token));
      return row;
    },
  };
}

export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
