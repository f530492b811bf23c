import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { UNSCORED_TYPES, type QuizListQuery } from '../../../contracts/quizzes.contract';
import type { Db } from '../../platform/db/client';
import { containsPattern, decodeCursor, pageOf, type Page } from '../../platform/db/pagination';
import { quizzes, type NewQuizRecord, type QuizRecord } from '../../platform/db/schema/index';

export type QuizValues = Omit<NewQuizRecord, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>;
export type QuizChanges = Partial<
  Pick<QuizValues, 'title' | 'description' | 'questions' | 'standards'>
>;

/**
 * A list row: every column but the questions (up to 50, each with its choices and explanation),
 * which the list only counts; the counts come from SQL so the questions never leave the database.
 */
const summaryColumns = {
  id: quizzes.id,
  title: quizzes.title,
  description: quizzes.description,
  subject: quizzes.subject,
  gradeLevel: quizzes.gradeLevel,
  difficulty: quizzes.difficulty,
  popCultureTheme: quizzes.popCultureTheme,
  aiGenerated: quizzes.aiGenerated,
  standards: quizzes.standards,
  sourceAssessmentId: quizzes.sourceAssessmentId,
  createdAt: quizzes.createdAt,
  updatedAt: quizzes.updatedAt,
  questionCount: sql<number>`jsonb_array_length(${quizzes.questions})`.mapWith(Number),
  needsReviewCount: sql<number>`(select count(*) from jsonb_array_elements(${quizzes.questions}) q
    where q->>'needsReview' = 'true')`.mapWith(Number),
  /** Questions that score (not polls or word clouds): an LMS gradebook column's maximum. */
  scoredCount: sql<number>`(select count(*) from jsonb_array_elements(${quizzes.questions}) q
    where coalesce(q->>'type', 'multiple_choice') not in (${sql.join(
      UNSCORED_TYPES.map((t) => sql`${t}`),
      sql`, `,
    )}))`.mapWith(Number),
};
export type QuizSummaryRow = Omit<QuizRecord, 'questions' | 'ownerId'> & {
  questionCount: number;
  needsReviewCount: number;
  scoredCount: number;
};

/** All quiz SQL. Every query is scoped by the owner's id, so other teachers' ids find nothing. */
export function createQuizzesRepository(db: Db) {
  const mine = (ownerId: number, id: number) =>
    and(eq(quizzes.ownerId, ownerId), eq(quizzes.id, id));

  return {
    /** Every quiz's summary, newest first: for callers that need them all. */
    list(ownerId: number): Promise<QuizSummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(quizzes)
        .where(eq(quizzes.ownerId, ownerId))
        .orderBy(desc(quizzes.createdAt), desc(quizzes.id));
    },

    /**
     * One page, newest first (id breaks ties between quizzes made in the same instant),
     * keyset-paged on (created_at, id) along quizzes_owner_created_idx; the title search runs
     * in SQL.
     */
    async page(ownerId: number, q: QuizListQuery): Promise<Page<QuizSummaryRow>> {
      const after = q.cursor ? decodeCursor(q.cursor, ['date', 'number'] as const) : null;
      const search = q.search?.trim();
      const rows = await db
        .select(summaryColumns)
        .from(quizzes)
        .where(
          and(
            eq(quizzes.ownerId, ownerId),
            after
              ? sql`(${quizzes.createdAt}, ${quizzes.id}) < (${after[0].toISOString()}::timestamptz, ${after[1]})`
              : undefined,
            search ? ilike(quizzes.title, containsPattern(search)) : undefined,
          ),
        )
        .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
        .limit(q.limit + 1);
      return pageOf(rows, q.limit, (r) => [r.createdAt.toISOString(), r.id]);
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
