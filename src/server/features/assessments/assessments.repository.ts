import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AssessmentListQuery, GradedAnswer } from '../../../contracts/assessments.contract';
import type { Db } from '../../platform/db/client';
import { containsPattern, decodeCursor, pageOf, type Page } from '../../platform/db/pagination';
import {
  analyticsAssessmentTotals,
  assessmentResults,
  assessments,
  studentCodes,
  students,
  type AssessmentRecord,
  type NewAssessmentRecord,
} from '../../platform/db/schema/index';
import { numberOrNull } from './assessments.totals';
import { createTotalsQueries, meanPercent } from './assessments.totals.repository';
import { createStandardsQueries } from './assessments.standards.repository';

export type AssessmentValues = Omit<
  NewAssessmentRecord,
  'id' | 'ownerId' | 'createdAt' | 'updatedAt' | 'shareCode' | 'published' | 'resultsReleasedAt'
>;

export interface NewResult {
  assessmentId: number;
  studentId: number;
  score: number | null;
  answers: GradedAnswer[];
  needsReview: boolean;
  source: 'gradebook' | 'online';
  submittedAt: Date;
}

const resultColumns = {
  id: assessmentResults.id,
  assessmentId: assessmentResults.assessmentId,
  studentId: assessmentResults.studentId,
  score: assessmentResults.score,
  answers: assessmentResults.answers,
  needsReview: assessmentResults.needsReview,
  source: assessmentResults.source,
  submittedAt: assessmentResults.submittedAt,
  firstName: students.firstName,
  lastName: students.lastName,
};

/** A list row: no questions or generated text; the flagged-question count comes from SQL. */
const listColumns = {
  id: assessments.id,
  title: assessments.title,
  description: assessments.description,
  type: assessments.type,
  subject: assessments.subject,
  grade: assessments.grade,
  maxScore: assessments.maxScore,
  timeLimit: assessments.timeLimit,
  questionCount: assessments.questionCount,
  aiGenerated: assessments.aiGenerated,
  standards: assessments.standards,
  shareCode: assessments.shareCode,
  published: assessments.published,
  scoreRelease: assessments.scoreRelease,
  resultsReleasedAt: assessments.resultsReleasedAt,
  createdAt: assessments.createdAt,
  updatedAt: assessments.updatedAt,
  unreviewedCount: sql<number>`(select count(*) from jsonb_array_elements(${assessments.questions}) q where q->>'needsReview' = 'true')::int`,
};
export type AssessmentListRow = Omit<
  AssessmentRecord,
  'ownerId' | 'questions' | 'generatedContent'
> & {
  unreviewedCount: number;
  submissionCount: number;
  needsReviewCount: number;
  averagePercent: number | null;
};

/**
 * A list row's figures, from the analytics totals (migration 0012) instead of every result of
 * the page's assessments: the mean percent rounded to one decimal in exact arithmetic.
 */
const figureColumns = {
  submissionCount: sql<number>`coalesce(${analyticsAssessmentTotals.submissions}, 0)`,
  needsReviewCount: sql<number>`coalesce(${analyticsAssessmentTotals.pending}, 0)`,
  averagePercent: meanPercent(
    sql`${analyticsAssessmentTotals.tenthsSum}`,
    sql`${analyticsAssessmentTotals.scored}`,
  ),
};

/** All assessment SQL. Every teacher-facing query is scoped by owner id. */
export function createAssessmentsRepository(db: Db) {
  const mine = (ownerId: number, id: number) =>
    and(eq(assessments.ownerId, ownerId), eq(assessments.id, id));
  /** The owner's results of one assessment, narrowed by `more`. */
  const ofAssessment = (ownerId: number, assessmentId: number, ...more: SQL[]) =>
    and(
      eq(assessmentResults.ownerId, ownerId),
      eq(assessmentResults.assessmentId, assessmentId),
      ...more,
    );

  return {
    ...createTotalsQueries(db),
    ...createStandardsQueries(db),

    list(ownerId: number): Promise<AssessmentRecord[]> {
      return db
        .select()
        .from(assessments)
        .where(eq(assessments.ownerId, ownerId))
        .orderBy(desc(assessments.createdAt), desc(assessments.id));
    },

    /**
     * One page, newest first, keyset-paged on (created_at, id) along
     * assessments_owner_created_idx; search (title, description) and type run in SQL.
     */
    async page(ownerId: number, q: AssessmentListQuery): Promise<Page<AssessmentListRow>> {
      const after = q.cursor ? decodeCursor(q.cursor, ['date', 'number'] as const) : null;
      const search = q.search?.trim();
      const pattern = search ? containsPattern(search) : null;
      const rows = await db
        .select({ ...listColumns, ...figureColumns })
        .from(assessments)
        .leftJoin(
          analyticsAssessmentTotals,
          eq(analyticsAssessmentTotals.assessmentId, assessments.id),
        )
        .where(
          and(
            eq(assessments.ownerId, ownerId),
            after
              ? sql`(${assessments.createdAt}, ${assessments.id}) < (${after[0].toISOString()}::timestamptz, ${after[1]})`
              : undefined,
            pattern
              ? or(ilike(assessments.title, pattern), ilike(assessments.description, pattern))
              : undefined,
            q.type ? eq(assessments.type, q.type) : undefined,
          ),
        )
        .orderBy(desc(assessments.createdAt), desc(assessments.id))
        .limit(q.limit + 1);
      const items = rows.map((r) => ({
        ...r,
        averagePercent: numberOrNull(r.averagePercent),
      }));
      return pageOf(items as AssessmentListRow[], q.limit, (r) => [
        r.createdAt.toISOString(),
        r.id,
      ]);
    },

    /** Every assessment in the columns analytics reads (no questions, no generated text). */
    activityList(ownerId: number) {
      return db
        .select({
          id: assessments.id,
          title: assessments.title,
          subject: assessments.subject,
          type: assessments.type,
          aiGenerated: assessments.aiGenerated,
          createdAt: assessments.createdAt,
        })
        .from(assessments)
        .where(eq(assessments.ownerId, ownerId));
    },

    /** Every assessment's id, title, subject, type and scale: what a result row needs. */
    scales(ownerId: number) {
      return db
        .select({
          id: assessments.id,
          title: assessments.title,
          subject: assessments.subject,
          type: assessments.type,
          maxScore: assessments.maxScore,
        })
        .from(assessments)
        .where(eq(assessments.ownerId, ownerId));
    },

    /**
     * Every result's numbers, oldest first, without the answers: analytics joins them with
     * `scales` in memory, so neither table is read twice and no text repeats per row. With a
     * student, only theirs (along the student's results index).
     */
    resultFacts(ownerId: number, studentId?: number) {
      return db
        .select({
          resultId: assessmentResults.id,
          assessmentId: assessmentResults.assessmentId,
          studentId: assessmentResults.studentId,
          score: assessmentResults.score,
          needsReview: assessmentResults.needsReview,
          submittedAt: assessmentResults.submittedAt,
        })
        .from(assessmentResults)
        .where(
          and(
            eq(assessmentResults.ownerId, ownerId),
            studentId === undefined ? undefined : eq(assessmentResults.studentId, studentId),
          ),
        )
        .orderBy(asc(assessmentResults.submittedAt), asc(assessmentResults.id));
    },

    async get(ownerId: number, id: number): Promise<AssessmentRecord | undefined> {
      const [row] = await db.select().from(assessments).where(mine(ownerId, id));
      return row;
    },

    async insert(ownerId: number, values: AssessmentValues, now: Date) {
      const [row] = await db
        .insert(assessments)
        .values({ ...values, ownerId, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    async update(ownerId: number, id: number, changes: Partial<AssessmentValues>, now: Date) {
      const [row] = await db
        .update(assessments)
        .set({ ...changes, updatedAt: now })
        .where(mine(ownerId, id))
        .returning();
      return row;
    },

    async remove(ownerId: number, id: number) {
      const rows = await db
        .delete(assessments)
        .where(mine(ownerId, id))
        .returning({ id: assessments.id });
      return rows.length > 0;
    },

    /**
     * Opens it to students. Keeps an existing code (a second click, or publishing again after
     * closing, gives the same link) unless `renew`; answers the stored code.
     */
    async publish(ownerId: number, id: number, candidate: string, renew = false) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ code: assessments.shareCode })
          .from(assessments)
          .where(mine(ownerId, id))
          .for('update');
        if (!row) return undefined;
        const code = row.code && !renew ? row.code : candidate;
        await tx
          .update(assessments)
          .set({ shareCode: code, published: true })
          .where(mine(ownerId, id));
        return code;
      });
    },

    /** Closes it to new answers; the code stays for publishing again. */
    async close(ownerId: number, id: number) {
      const rows = await db
        .update(assessments)
        .set({ published: false })
        .where(mine(ownerId, id))
        .returning({ id: assessments.id });
      return rows.length > 0;
    },

    async releaseResults(ownerId: number, id: number, now: Date) {
      const rows = await db
        .update(assessments)
        .set({ resultsReleasedAt: now })
        .where(mine(ownerId, id))
        .returning({ id: assessments.id });
      return rows.length > 0;
    },

    /** The assessment behind a student link, open or closed (the caller decides). */
    async findByShareCode(code: string) {
      const [row] = await db.select().from(assessments).where(eq(assessments.shareCode, code));
      return row;
    },

    /** Personal codes of the owner's students, by student id. */
    async studentCodes(ownerId: number) {
      const rows = await db
        .select({ studentId: studentCodes.studentId, code: studentCodes.code })
        .from(studentCodes)
        .where(eq(studentCodes.ownerId, ownerId));
      return new Map(rows.map((r) => [r.studentId, r.code]));
    },

    async studentCode(ownerId: number, studentId: number) {
      const [row] = await db
        .select({ code: studentCodes.code })
        .from(studentCodes)
        .where(and(eq(studentCodes.ownerId, ownerId), eq(studentCodes.studentId, studentId)));
      return row?.code;
    },

    /** Gives codes to students without one; existing codes stay. */
    async addStudentCodes(
      ownerId: number,
      codes: readonly { studentId: number; code: string }[],
      now: Date,
    ) {
      if (codes.length === 0) return;
      await db
        .insert(studentCodes)
        .values(codes.map((c) => ({ ...c, ownerId, createdAt: now })))
        .onConflictDoNothing({ target: studentCodes.studentId });
    },

    /** Replaces a student's code (the caller has checked the student is the owner's). */
    async replaceStudentCode(ownerId: number, studentId: number, code: string, now: Date) {
      await db
        .insert(studentCodes)
        .values({ ownerId, studentId, code, createdAt: now })
        .onConflictDoUpdate({
          target: studentCodes.studentId,
          set: { code, createdAt: now },
          where: eq(studentCodes.ownerId, ownerId),
        });
    },

    /** Every result of the owner, with its student's name, oldest first. */
    results(ownerId: number) {
      return db
        .select(resultColumns)
        .from(assessmentResults)
        .innerJoin(students, eq(students.id, assessmentResults.studentId))
        .where(eq(assessmentResults.ownerId, ownerId))
        .orderBy(asc(assessmentResults.submittedAt), asc(assessmentResults.id));
    },

    resultsOf(ownerId: number, assessmentId: number) {
      return db
        .select(resultColumns)
        .from(assessmentResults)
        .innerJoin(students, eq(students.id, assessmentResults.studentId))
        .where(ofAssessment(ownerId, assessmentId))
        .orderBy(asc(students.lastName), asc(students.firstName), asc(assessmentResults.id));
    },

    async result(ownerId: number, assessmentId: number, resultId: number) {
      const [row] = await db
        .select()
        .from(assessmentResults)
        .where(ofAssessment(ownerId, assessmentId, eq(assessmentResults.id, resultId)));
      return row;
    },

    async resultOfStudent(ownerId: number, assessmentId: number, studentId: number) {
      const [row] = await db
        .select()
        .from(assessmentResults)
        .where(ofAssessment(ownerId, assessmentId, eq(assessmentResults.studentId, studentId)));
      return row;
    },

    async updateResult(
      ownerId: number,
      resultId: number,
      changes: { answers: GradedAnswer[]; score: number | null; needsReview: boolean },
    ) {
      await db
        .update(assessmentResults)
        .set(changes)
        .where(and(eq(assessmentResults.ownerId, ownerId), eq(assessmentResults.id, resultId)));
    },

    /** How many of these ids are the owner's students (the ownership check before writing). */
    async countOwnStudents(ownerId: number, ids: readonly number[]) {
      if (ids.length === 0) return 0;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(students)
        .where(and(eq(students.ownerId, ownerId), inArray(students.id, [...ids])));
      return row?.n ?? 0;
    },

    rosterOf(ownerId: number) {
      return db
        .select({ id: students.id, firstName: students.firstName, lastName: students.lastName })
        .from(students)
        .where(eq(students.ownerId, ownerId))
        .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
    },

    /**
     * Gradebook: all rows in one transaction. A score replaces the recorded one (an online
     * submission keeps its answers; the teacher's number wins); null removes the result.
     */
    async saveScores(
      ownerId: number,
      assessmentId: number,
      scores: readonly { studentId: number; score: number | null; submittedAt?: Date }[],
      now: Date,
    ) {
      // One statement, not one per student: each statement on the results recounts the
      // analytics totals of what it touched (migration 0012), so a whole class is one recount,
      // and its lock is taken after every row is written (a second statement in the same
      // transaction could deadlock with a concurrent save). The last score given for a
      // student wins, as it did when they were saved in turn.
      const latest = [...new Map(scores.map((s) => [s.studentId, s])).values()];
      const cleared = latest.filter((s) => s.score === null).map((s) => s.studentId);
      const scored = latest.filter((s): s is typeof s & { score: number } => s.score !== null);
      const clear = db
        .delete(assessmentResults)
        .where(ofAssessment(ownerId, assessmentId, inArray(assessmentResults.studentId, cleared)));
      if (scored.length === 0) {
        if (cleared.length > 0) await clear;
        return;
      }
      // The deletion rides along as a data-modifying WITH when there is one.
      const writer =
        cleared.length > 0
          ? db.with(db.$with('cleared').as(clear.returning({ id: assessmentResults.id })))
          : db;
      await writer
        .insert(assessmentResults)
        .values(
          scored.map(({ studentId, score, submittedAt }) => ({
            ownerId,
            assessmentId,
            studentId,
            score,
            answers: [],
            needsReview: false,
            source: 'gradebook' as const,
            // A new result is dated (the demo seeder's are spread over past weeks); a regrade
            // keeps the date it was first recorded.
            submittedAt: submittedAt ?? now,
          })),
        )
        .onConflictDoUpdate({
          target: [assessmentResults.assessmentId, assessmentResults.studentId],
          set: { score: sql`excluded.score`, needsReview: false },
        });
    },

    /** Answers the new row, or undefined when the student already has a result. */
    async insertResult(ownerId: number, result: NewResult) {
      const [row] = await db
        .insert(assessmentResults)
        .values({ ownerId, ...result })
        .onConflictDoNothing({
          target: [assessmentResults.assessmentId, assessmentResults.studentId],
        })
        .returning({ id: assessmentResults.id });
      return row;
    },
  };
}

export type AssessmentsRepository = ReturnType<typeof createAssessmentsRepository>;
export type ResultWithName = Awaited<ReturnType<AssessmentsRepository['results']>>[number];
