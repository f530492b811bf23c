import { ANALYTICS_RECENT_KEPT } from '../../platform/db/schema/index';

/*
 * The class-wide figures Dashboard, Analytics and the assessments screen show, from the rows the
 * totals queries (assessments.totals.repository.ts) read out of the running totals. Percents are
 * stored in tenths, as exact integers; means the database rounds arrive as numeric text.
 */

/** A numeric answered as text, as a number (null kept). */
export const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** Refuses a trend longer than the scores the totals keep per student. */
export function assertRecentKept(recentCount: number) {
  if (recentCount > ANALYTICS_RECENT_KEPT)
    throw new Error(`Only the last ${ANALYTICS_RECENT_KEPT} scores are kept per student`);
}

/** The one row classFacts reads: three JSON arrays, null when the teacher has none. */
export type ClassFactsRow = {
  by_subject: [number, string, number, number][] | null;
  by_assessment: [number, number, number, number, number, string][] | null;
  recent: [number, number[]][] | null;
};

/** ClassFacts from its row: each student's last `recentCount` percents, oldest first. */
export function classFactsFrom(row: ClassFactsRow, recentCount: number) {
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
}

export type ClassFiguresRow = {
  total_students: number;
  completed: number;
  average: string | null;
  needs_support: number;
};

export const classFiguresFrom = (row: ClassFiguresRow) => ({
  totalStudents: Number(row.total_students),
  completedAssessments: Number(row.completed),
  averageScore: numberOrNull(row.average),
  needsSupport: Number(row.needs_support),
});

export type TalliesRow = {
  total: number;
  completed: number;
  average: string | null;
  pending: number;
};

export const talliesFrom = (row: TalliesRow) => ({
  totalAssessments: Number(row.total),
  completed: Number(row.completed),
  averageScore: numberOrNull(row.average),
  needsReview: Number(row.pending),
});
