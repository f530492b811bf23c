import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  ANALYTICS_RECENT_KEPT,
  analyticsAssessmentTotals,
  analyticsStudentRecent,
  analyticsStudentSubjects,
  assessments,
  students,
} from '../../platform/db/schema/index';

/**
 * The class-wide figures Dashboard, Analytics and the assessments screen show, read from the
 * running totals that migration 0012's triggers keep (schema/analytics.ts): a row per student
 * and subject, one per student with their latest scores, and one per assessment, so a request
 * reads about as many rows as the class has students, however many scores they have. Percents are stored in tenths, as exact integers;
 * averages that the database rounds are computed in numeric, as round(avg(percent), 1) did.
 */
/**
 * A mean percent from a sum of tenths and a count, rounded to one decimal in exact numeric
 * arithmetic (as round(avg(percent), 1) did); null when nothing is scored. Answered as text.
 */
export const meanPercent = (tenthsSum: SQL, scored: SQL) =>
  sql<string | null>`round(${tenthsSum}::numeric / nullif(${scored}, 0) / 10, 1)`;

/** A numeric answered as text, as a number (null kept). */
export const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

export function createTotalsQueries(db: Db) {
  return {
    /**
     * ClassFacts for analytics: per student and subject, per assessment, and each student's
     * last `recentCount` scored percents, oldest first (at most ANALYTICS_RECENT_KEPT are kept).
     */
    async classFacts(ownerId: number, recentCount: number) {
      if (recentCount > ANALYTICS_RECENT_KEPT)
        throw new Error(`Only the last ${ANALYTICS_RECENT_KEPT} scores are kept per student`);
      const result = await db.execute<{
        by_subject: [number, string, number, number][] | null;
        by_assessment: [number, number, number, number, number, string][] | null;
        recent: [number, number[]][] | null;
      }>(sql`select
        (select json_agg(json_build_array(student_id, subject, scored, tenths_sum))
          from ${analyticsStudentSubjects} where owner_id = ${ownerId}) as by_subject,
        (select json_agg(json_build_array(assessment_id, submissions, pending, scored, tenths_sum,
            last_submitted_at))
          from ${analyticsAssessmentTotals} where owner_id = ${ownerId}) as by_assessment,
        (select json_agg(json_build_array(student_id, tenths))
          from ${analyticsStudentRecent} where owner_id = ${ownerId}) as recent`);
      const row = result.rows[0]!;
      const recent = new Map<number, number[]>();
      for (const [studentId, tenths] of row.recent ?? [])
        recent.set(
          studentId,
          tenths.slice(-recentCount).map((t) => t / 10),
        );
      const byAssessment = (row.by_assessment ?? []).map(
        ([assessmentId, submissions, pending, scored, tenths, last]) => ({
          assessmentId,
          submissions,
          pendingReview: pending,
          // One division of exact integers: the correctly rounded mean of the percents.
          average: scored === 0 ? null : tenths / (10 * scored),
          lastSubmittedAt: new Date(last),
        }),
      );
      return {
        bySubject: (row.by_subject ?? []).map(([studentId, subject, count, tenths]) => ({
          studentId,
          subject,
          count,
          sum: tenths / 10,
        })),
        recent,
        byAssessment,
        pendingReview: byAssessment.reduce((n, a) => n + a.pendingReview, 0),
      };
    },

    /**
     * Analytics' headline figures in one statement: students, results, the mean percent and
     * the students whose mean is below `supportBelow` (compared in exact integer tenths).
     */
    async classFigures(ownerId: number, supportBelow: number) {
      const result = await db.execute<{
        total_students: number;
        completed: number;
        average: string | null;
        needs_support: number;
      }>(sql`select
        (select count(*) from ${students} where owner_id = ${ownerId})::int as total_students,
        (select coalesce(sum(submissions), 0) from ${analyticsAssessmentTotals}
          where owner_id = ${ownerId})::int as completed,
        (select ${meanPercent(sql`sum(tenths_sum)`, sql`sum(scored)`)}
          from ${analyticsStudentSubjects} where owner_id = ${ownerId}) as average,
        (select count(*) from (select 1 from ${analyticsStudentSubjects}
          where owner_id = ${ownerId} group by student_id
          having sum(tenths_sum) < ${supportBelow * 10}::numeric * sum(scored)) t)::int
          as needs_support`);
      const row = result.rows[0]!;
      return {
        totalStudents: Number(row.total_students),
        completedAssessments: Number(row.completed),
        averageScore: numberOrNull(row.average),
        needsSupport: Number(row.needs_support),
      };
    },

    /** The assessments screen's tiles in one statement, from the per-assessment totals. */
    async tallies(ownerId: number) {
      const result = await db.execute<{
        total: number;
        completed: number;
        average: string | null;
        pending: number;
      }>(sql`select
        (select count(*) from ${assessments} where owner_id = ${ownerId})::int as total,
        coalesce(sum(submissions), 0)::int as completed,
        ${meanPercent(sql`sum(tenths_sum)`, sql`sum(scored)`)} as average,
        coalesce(sum(pending), 0)::int as pending
        from ${analyticsAssessmentTotals} where owner_id = ${ownerId}`);
      const row = result.rows[0]!;
      return {
        totalAssessments: Number(row.total),
        completed: Number(row.completed),
        averageScore: numberOrNull(row.average),
        needsReview: Number(row.pending),
      };
    },

    /** Submissions waiting for a grade (the sidebar's badge): the assessments' pending counts. */
    async reviewCount(ownerId: number): Promise<number> {
      const result = await db.execute<{ pending: number }>(sql`
        select coalesce(sum(pending), 0)::int as pending
        from ${analyticsAssessmentTotals} where owner_id = ${ownerId}`);
      return Number(result.rows[0]!.pending);
    },
  };
}
