import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { quizzes, type NewQuizRecord, type QuizRecord } from '../../platform/db/schema/index';

export type QuizValues = Omit<NewQuizRecord, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>;
export type QuizChanges = Partial<Pick<QuizValues, 'title' | 'description' | 'questions'>>;

/** All quiz SQL. Every query is scoped by the owner's id, so other teachers' ids find nothing. */
export function createQuizzesRepository(db: Db) {
  const mine = (ownerId: number, id: number) =>
    and(eq(quizzes.ownerId, ownerId), eq(quizzes.id, id));

  return {
    /** Newest first; id breaks ties between quizzes made in the same instant. */
    list(ownerId: number): Promise<QuizRecord[]> {
      return db
        .select()
        .from(quizzes)
        .where(eq(quizzes.ownerId, ownerId))
        .orderBy(desc(quizzes.createdAt), desc(quizzes.id));
    },

    async get(ownerId: number, id: number): Promise<QuizRecord | undefined> {
      const [row] = await db.select().from(quizzes).where(mine(ownerId, id));
      return row;
    },

    async insert(ownerId: number, values: QuizValues, now: Date): Promise<QuizRecord> {
      const [row] = await db
        .insert(quizzes)
        .values({ ...values, ownerId, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    async update(ownerId: number, id: number, changes: QuizChanges, now: Date) {
      const [row] = await db
        .update(quizzes)
        .set({ ...changes, updatedAt: now })
        .where(mine(ownerId, id))
        .returning();
      return row;
    },

    async remove(ownerId: number, id: number): Promise<boolean> {
      const rows = await db.delete(quizzes).where(mine(ownerId, id)).returning({ id: quizzes.id });
      return rows.length > 0;
    },
  };
}

export type QuizzesRepository = ReturnType<typeof createQuizzesRepository>;
