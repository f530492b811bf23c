import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { parseLessonSearch } from '../../../contracts/lesson-search';
import type { LessonListQuery } from '../../../contracts/lessons.contract';
import type { Db } from '../../platform/db/client';
import { containsPattern, decodeCursor, pageOf, type Page } from '../../platform/db/pagination';
import { lessons, type LessonRow, type NewLessonRow } from '../../platform/db/schema/index';

export type LessonValues = Omit<
  NewLessonRow,
  'id' | 'ownerId' | 'createdAt' | 'updatedAt' | 'shareToken'
>;
export type LessonChanges = Partial<LessonValues>;

/** A list row: every column but the content, which may be 200,000 characters. */
const summaryColumns = {
  id: lessons.id,
  title: lessons.title,
  subject: lessons.subject,
  grade: lessons.grade,
  topic: lessons.topic,
  duration: lessons.duration,
  objectives: lessons.objectives,
  materials: lessons.materials,
  description: lessons.description,
  status: lessons.status,
  aiGenerated: lessons.aiGenerated,
  standards: lessons.standards,
  shareToken: lessons.shareToken,
  createdAt: lessons.createdAt,
  updatedAt: lessons.updatedAt,
};
export type LessonSummaryRow = Omit<LessonRow, 'content' | 'ownerId'>;

/** Spec 9's search: the text as a case-insensitive substring of title, subject or grade. */
const containsText = (text: string) => {
  const pattern = containsPattern(text);
  return or(
    ilike(lessons.title, pattern),
    ilike(lessons.subject, pattern),
    ilike(lessons.grade, pattern),
  );
};

/**
 * ...or, when the text names a grade ("grade 7", "7th grade"), lessons of that grade whose
 * title, subject or grade hold each of the other words.
 */
function searchCondition(search: string) {
  const graded = parseLessonSearch(search);
  if (!graded) return containsText(search);
  return or(
    containsText(search),
    and(eq(lessons.grade, graded.grade), ...graded.words.map(containsText)),
  );
}

/** All lesson SQL. Every teacher-facing query is scoped by owner id. */
export function createLessonsRepository(db: Db) {
  const mine = (ownerId: number, id: number) =>
    and(eq(lessons.ownerId, ownerId), eq(lessons.id, id));

  return {
    /** Every lesson's summary (no content), newest first: for callers that need them all. */
    list(ownerId: number): Promise<LessonSummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(lessons)
        .where(eq(lessons.ownerId, ownerId))
        .orderBy(desc(lessons.createdAt), desc(lessons.id));
    },

    /** How many lessons the teacher has, and how many of them AI made (dashboard tiles). */
    async counts(ownerId: number): Promise<{ total: number; aiGenerated: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          aiGenerated: sql<number>`(count(*) filter (where ${lessons.aiGenerated}))::int`,
        })
        .from(lessons)
        .where(eq(lessons.ownerId, ownerId));
      return row ?? { total: 0, aiGenerated: 0 };
    },

    /**
     * One page, newest first (id breaks ties between lessons created in the same instant),
     * keyset-paged on (created_at, id) along lessons_owner_created_idx; search and filters
     * (spec 9) run in SQL.
     */
    async page(ownerId: number, q: LessonListQuery): Promise<Page<LessonSummaryRow>> {
      const after = q.cursor ? decodeCursor(q.cursor, ['date', 'number'] as const) : null;
      const search = q.search?.trim();
      const subject = q.subject?.trim();
      const rows = await db
        .select(summaryColumns)
        .from(lessons)
        .where(
          and(
            eq(lessons.ownerId, ownerId),
            after
              ? sql`(${lessons.createdAt}, ${lessons.id}) < (${after[0].toISOString()}::timestamptz, ${after[1]})`
              : undefined,
            search ? searchCondition(search) : undefined,
            subject ? sql`lower(${lessons.subject}) = lower(${subject})` : undefined,
            q.status ? eq(lessons.status, q.status) : undefined,
          ),
        )
        .orderBy(desc(lessons.createdAt), desc(lessons.id))
        .limit(q.limit + 1);
      return pageOf(rows, q.limit, (r) => [r.createdAt.toISOString(), r.id]);
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
