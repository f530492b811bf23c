import { SUPPORT_BELOW } from '../../contracts/analytics.contract';
import {
  chronological,
  groupBy,
  isScored,
  mean,
  round1,
  studentPerformance,
  studentTiles,
  type AssessmentRow,
  type ClassFacts,
  type Performance,
  type ResultRow,
  type StudentRow,
} from '../features/analytics/analytics.calculations';

/**
 * Test oracles: the analytics figures computed directly from every result row, the plain
 * definition the tests hold the SQL aggregates (`classFacts`, the totals triggers) and the
 * `*FromFacts` functions to. The app never runs these: it reads aggregates, so its cost
 * follows the number of students, not of scores (decision 0015).
 */

export function performancesOf(students: readonly StudentRow[], rows: readonly ResultRow[]) {
  const byStudent = groupBy(rows, (r) => r.studentId);
  return students.map((s) => studentPerformance(s.id, byStudent.get(s.id) ?? []));
}

/** Only results of the teacher's current students count (a removed student's rows do not). */
export function rowsOfStudents(students: readonly StudentRow[], rows: readonly ResultRow[]) {
  const ids = new Set(students.map((s) => s.id));
  return rows.filter((r) => ids.has(r.studentId));
}

export function classStats(
  students: readonly StudentRow[],
  rows: readonly ResultRow[],
  perfs: readonly Performance[],
) {
  const average = mean(rows.filter(isScored).map((r) => r.percent));
  return {
    totalStudents: students.length,
    averageScore: average === null ? null : round1(average),
    completedAssessments: rows.length,
    needsSupport: studentTiles(perfs).needSupport,
  };
}

/** Per subject: mean of its scored results, and how many students average below support there. */
export function subjectPerformance(rows: readonly ResultRow[]) {
  return [...groupBy(rows.filter(isScored), (r) => r.subject).entries()]
    .map(([subject, rs]) => {
      const perStudent = groupBy(rs, (r) => r.studentId);
      const raw = mean(rs.map((r) => r.percent))!;
      return {
        subject,
        raw,
        average: round1(raw),
        resultCount: rs.length,
        studentCount: perStudent.size,
        belowSupport: [...perStudent.values()].filter(
          (ps) => mean(ps.map((r) => r.percent))! < SUPPORT_BELOW,
        ).length,
      };
    })
    .sort((a, b) => b.raw - a.raw || a.subject.localeCompare(b.subject))
    .map(({ raw: _raw, ...rest }) => rest);
}

/** The n assessments with the latest activity (last submission, else creation), with their figures. */
export function recentActivity(
  assessments: readonly AssessmentRow[],
  rows: readonly ResultRow[],
  n: number,
) {
  const byAssessment = groupBy(rows, (r) => r.assessmentId);
  return assessments
    .map((a) => {
      const mine = byAssessment.get(a.id) ?? [];
      const last = mine.reduce(
        (t, r) => Math.max(t, r.submittedAt.getTime()),
        a.createdAt.getTime(),
      );
      const average = mean(mine.filter(isScored).map((r) => r.percent));
      return {
        assessmentId: a.id,
        title: a.title,
        subject: a.subject,
        type: a.type,
        lastActivityAt: new Date(last),
        submissions: mine.length,
        pendingReview: mine.filter((r) => r.needsReview).length,
        average: average === null ? null : round1(average),
      };
    })
    .sort(
      (a, b) =>
        b.lastActivityAt.getTime() - a.lastActivityAt.getTime() || b.assessmentId - a.assessmentId,
    )
    .slice(0, n);
}

/** The facts SQL computes, from plain rows (the reference the unit tests hold SQL to). */
export function factsFromRows(rows: readonly ResultRow[], recentCount: number): ClassFacts {
  const scored = rows.filter(isScored);
  const bySubject = [...groupBy(scored, (r) => `${r.studentId}\u0000${r.subject}`).values()].map(
    (rs) => ({
      studentId: rs[0]!.studentId,
      subject: rs[0]!.subject,
      count: rs.length,
      sum: rs.reduce((t, r) => t + r.percent, 0),
    }),
  );
  const recent = new Map(
    [...groupBy(scored, (r) => r.studentId).entries()].map(([id, rs]) => [
      id,
      chronological(rs)
        .slice(-recentCount)
        .map((r) => r.percent),
    ]),
  );
  const byAssessment = [...groupBy(rows, (r) => r.assessmentId).entries()].map(([id, rs]) => ({
    assessmentId: id,
    submissions: rs.length,
    pendingReview: rs.filter((r) => r.needsReview).length,
    average: mean(rs.filter(isScored).map((r) => r.percent)),
    lastSubmittedAt: new Date(Math.max(...rs.map((r) => r.submittedAt.getTime()))),
  }));
  return {
    bySubject,
    recent,
    byAssessment,
    pendingReview: rows.filter((r) => r.needsReview).length,
  };
}
