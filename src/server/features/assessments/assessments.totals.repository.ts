import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  analyticsAssessmentTotals,
  analyticsStudentRecent,
  analyticsStudentSubjects,
  assessments,
  students,
} from '../../platform/db/schema/index';
import {
  assertRecentKept,
  classFactsFrom,
  classFiguresFrom,
  talliesFrom,
  type ClassFactsRow,
  type ClassFiguresRow,
  type TalliesRow,
} from './assessments.totals';

/*
 * The class-wide figures read from the running totals that migration 0012's triggers keep
 * (schema/analytics.ts): a row per student and subject, one per student with their latest
 * scores, and one per assessment, so a request reads about as many rows as the class has
 * students, however many scores they have. What the rows mean is assessments.totals.ts.
 */

/**
 * A mean percent from a sum of tenths and a count, rounded to one decimal in exact numeric
 * arithmetic (as round(avg(percent), 1) did); null when nothing is scored. Answered as text.
 */
export const meanPercent = (tenthsSum: SQL, scored: SQL) =>
  sql<string | null>`round(${tenthsSum}::numeric / nullif(${scored}, 0) / 10, 1)`;

export function createTotalsQueries(db: Db) {
  return {
    /**
     * ClassFacts for analytics: per student and subject, per assessment, and each student's
     * last `recentCount` scored percents, oldest first (at most ANALYTICS_RECENT_KEPT are kept).
     */
    async classFacts(ownerId: number, recentCount: number) {
      assertRecentKept(recentCount);
      const result = await db.execute<ClassFactsRow>(sql`select
        (select json_agg(json_build_array(student_id, subject, scored, tenths_sum))
          from ${analyticsStudentSubjects} where owner_id = ${ownerId}) as by_subject,
        (select json_agg(json_build_array(assessment_id, submissions, pending, scored, tenths_sum,
            last_submitted_at))
          from ${analyticsAssessmentTotals} where owner_id = ${ownerId}) as by_assessment,
        (select json_agg(json_build_array(student_id, tenths))
          from ${analyticsStudentRecent} where owner_id = ${ownerId}) as recent`);
      return classFactsFrom(result.rows[0]!, recentCount);
    },

    /**
     * Analytics' headline figures in one statement: students, results, the mean percent and
     * the students whose mean is below `supportBelow` (compared in exact integer tenths).
     */
    async classFigures(ownerId: number, supportBelow: number) {
      const result = await db.execute<ClassFiguresRow>(sql`select
        (select count(*) from ${students} where owner_id = ${ownerId})::int as total_students,
        (select coalesce(sum(submissions), 0) from ${analyticsAssessmentTotals}
          where owner_id = ${ownerId})::int as completed,
        (select ${meanPercent(sql`sum(tenths_sum)`, sql`sum(scored)`)}
          from ${analyticsStudentSubjects} where owner_id = ${ownerId}) as average,
        (select count(*) from (select 1 from ${analyticsStudentSubjects}
          where owner_id = ${ownerId} group by student_id
          having sum(tenths_sum) < ${supportBelow * 10}::numeric * sum(scored)) t)::int
          as needs_support`);
      return classFiguresFrom(result.rows[0]!);
    },

    /** The assessments screen's tiles in one statement, from the per-assessment totals. */
    async tallies(ownerId: number) {
      const result = await db.execute<TalliesRow>(sql`select
        (select count(*) from ${assessments} where owner_id = ${ownerId})::int as total,
        coalesce(sum(submissions), 0)::int as completed,
        ${meanPercent(sql`sum(tenths_sum)`, sql`sum(scored)`)} as average,
        coalesce(sum(pending), 0)::int as pending
        from ${analyticsAssessmentTotals} where owner_id = ${ownerId}`);
      return talliesFrom(result.rows[0]!);
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
