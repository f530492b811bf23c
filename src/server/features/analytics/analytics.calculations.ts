import {
  BAND_FLOORS,
  GRADE_BANDS,
  SUPPORT_BELOW,
  TREND_MIN_CHANGE,
  TREND_WINDOW,
  type GradeBand,
  type RankedStudent,
  type StudentPerformance,
} from '../../../contracts/analytics.contract';

/**
 * Pure figures: the service fetches aggregates (facts, computed in SQL) and rows through the
 * other features' services and hands them here, so every number on Dashboard and Analytics is
 * unit-testable. The same figures from every result row, which the tests hold these and the
 * SQL to, are in `src/server/testing/analytics-oracles.ts`.
 */

/** One scored or pending result, as the assessments service's `results(ownerId)` returns it. */
export interface ResultRow {
  resultId: number;
  assessmentId: number;
  assessmentTitle: string;
  subject: string;
  type: string;
  studentId: number;
  score: number | null;
  maxScore: number;
  /** score / maxScore * 100; null while short answers await grading. */
  percent: number | null;
  needsReview: boolean;
  submittedAt: Date;
}
export type ScoredRow = ResultRow & { percent: number };

export interface StudentRow {
  id: number;
  firstName: string;
  lastName: string;
  grade: string;
}

export interface AssessmentRow {
  id: number;
  title: string;
  subject: string;
  type: string;
  aiGenerated: boolean;
  createdAt: Date;
}

export const round1 = (x: number) => Math.round(x * 10) / 10;

/** Groups in one pass (pushing, not spreading, so large classes stay linear). */
export function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export function mean(xs: readonly number[]): number | null {
  return xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length;
}

export function isScored(r: ResultRow): r is ScoredRow {
  return r.percent !== null && Number.isFinite(r.percent);
}

/** Oldest first; ties by id so the order is stable across databases. */
export function chronological<T extends { submittedAt: Date; resultId: number }>(
  rows: readonly T[],
) {
  return [...rows].sort(
    (a, b) => a.submittedAt.getTime() - b.submittedAt.getTime() || a.resultId - b.resultId,
  );
}

export function gradeBand(average: number): GradeBand {
  if (average >= BAND_FLOORS.excellent) return 'excellent';
  if (average >= BAND_FLOORS.good) return 'good';
  if (average >= BAND_FLOORS.fair) return 'fair';
  return 'support';
}

/**
 * Up, down or flat: the latest scores against the same number of scores just before them
 * (at most TREND_WINDOW each, so two scores compare last with first). Null with fewer than 2.
 */
export function trendOf(percentsOldestFirst: readonly number[]): 'up' | 'down' | 'flat' | null {
  const n = percentsOldestFirst.length;
  if (n < 2) return null;
  const k = Math.min(TREND_WINDOW, Math.floor(n / 2));
  const recent = mean(percentsOldestFirst.slice(n - k))!;
  const earlier = mean(percentsOldestFirst.slice(n - 2 * k, n - k))!;
  const change = recent - earlier;
  if (change >= TREND_MIN_CHANGE) return 'up';
  if (change <= -TREND_MIN_CHANGE) return 'down';
  return 'flat';
}

function bySubject(rows: readonly ScoredRow[]) {
  return [...groupBy(rows, (r) => r.subject).entries()]
    .map(([subject, rs]) => ({
      subject,
      average: round1(mean(rs.map((r) => r.percent))!),
      count: rs.length,
    }))
    .sort((a, b) => a.subject.localeCompare(b.subject));
}

/** One student's figures from their scored results (rows of other students are ignored). */
export function studentPerformance(
  studentId: number,
  rows: readonly ResultRow[],
): StudentPerformance & { rawAverage: number | null } {
  const mine = chronological(rows.filter((r) => r.studentId === studentId).filter(isScored));
  const raw = mean(mine.map((r) => r.percent));
  return {
    studentId,
    rawAverage: raw,
    average: raw === null ? null : round1(raw),
    band: raw === null ? null : gradeBand(raw),
    scoreCount: mine.length,
    trend: trendOf(mine.map((r) => r.percent)),
    bySubject: bySubject(mine),
  };
}

export type Performance = ReturnType<typeof studentPerformance>;

/** The Students page tiles: Total, Improving, Need Support, Excellent. */
export function studentTiles(perfs: readonly Performance[]) {
  return {
    total: perfs.length,
    improving: perfs.filter((p) => p.trend === 'up').length,
    needSupport: perfs.filter((p) => p.rawAverage !== null && p.rawAverage < SUPPORT_BELOW).length,
    excellent: perfs.filter((p) => p.band === 'excellent').length,
  };
}

/** How many students with scores fall in each grade band, and their share. */
export function distribution(perfs: readonly Performance[]) {
  const scored = perfs.filter((p) => p.band !== null);
  return GRADE_BANDS.map((band) => {
    const count = scored.filter((p) => p.band === band).length;
    return {
      band,
      count,
      percent: scored.length === 0 ? 0 : round1((count / scored.length) * 100),
    };
  });
}

function ranked(students: readonly StudentRow[], perfs: readonly Performance[]) {
  const byId = new Map(students.map((s) => [s.id, s]));
  return perfs.flatMap((p) => {
    const s = byId.get(p.studentId);
    if (!s || p.rawAverage === null || p.band === null) return [];
    return [{ s, p, raw: p.rawAverage }];
  });
}

const byName = (a: StudentRow, b: StudentRow) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id - b.id;

function present({ s, p }: { s: StudentRow; p: Performance }): RankedStudent {
  return {
    studentId: s.id,
    firstName: s.firstName,
    lastName: s.lastName,
    grade: s.grade,
    average: p.average!,
    band: p.band!,
    trend: p.trend,
    scoreCount: p.scoreCount,
  };
}

/** The n highest averages (students without scores are not ranked). */
export function topPerformers(
  students: readonly StudentRow[],
  perfs: readonly Performance[],
  n: number,
) {
  return ranked(students, perfs)
    .sort((a, b) => b.raw - a.raw || byName(a.s, b.s))
    .slice(0, n)
    .map(present);
}

/**
 * Who to help first: the n lowest averages among students who need support (average below
 * SUPPORT_BELOW). A class where everyone is doing well has no priority students.
 */
export function priorityStudents(
  students: readonly StudentRow[],
  perfs: readonly Performance[],
  n: number,
) {
  return ranked(students, perfs)
    .filter((r) => r.raw < SUPPORT_BELOW)
    .sort((a, b) => a.raw - b.raw || byName(a.s, b.s))
    .slice(0, n)
    .map(present);
}

/** A student's scored results, oldest first, for the progress page. */
export function scoreHistory(studentId: number, rows: readonly ResultRow[]) {
  return chronological(rows.filter((r) => r.studentId === studentId).filter(isScored)).map((r) => ({
    assessmentId: r.assessmentId,
    title: r.assessmentTitle,
    subject: r.subject,
    percent: round1(r.percent),
    date: r.submittedAt,
  }));
}

// ---- the same figures from aggregates the database computed (issue 16) ----------------------

/**
 * What SQL hands analytics instead of every result row: per student and subject the count and
 * sum of scored percents (each rounded to one decimal, as percentOf rounds), each student's
 * last 2 x TREND_WINDOW scored percents oldest first, and per assessment its submissions.
 */
export interface ClassFacts {
  bySubject: readonly { studentId: number; subject: string; count: number; sum: number }[];
  recent: ReadonlyMap<number, readonly number[]>;
  byAssessment: readonly {
    assessmentId: number;
    submissions: number;
    pendingReview: number;
    average: number | null;
    lastSubmittedAt: Date | null;
  }[];
  pendingReview: number;
}

/** Per student (as `performancesOf` in the tests' oracles computes it from rows): the same averages, bands, trends and per-subject figures. */
export function performancesFromFacts(
  students: readonly StudentRow[],
  facts: ClassFacts,
): Performance[] {
  const groups = groupBy(facts.bySubject, (f) => f.studentId);
  return students.map((s) => {
    const subjects = groups.get(s.id) ?? [];
    const count = subjects.reduce((n, f) => n + f.count, 0);
    const raw = count === 0 ? null : subjects.reduce((t, f) => t + f.sum, 0) / count;
    return {
      studentId: s.id,
      rawAverage: raw,
      average: raw === null ? null : round1(raw),
      band: raw === null ? null : gradeBand(raw),
      scoreCount: count,
      trend: trendOf(facts.recent.get(s.id) ?? []),
      bySubject: subjects
        .map((f) => ({ subject: f.subject, average: round1(f.sum / f.count), count: f.count }))
        .sort((a, b) => a.subject.localeCompare(b.subject)),
    };
  });
}

/** The headline figures (the oracles' `classStats`). */
export function classStatsFromFacts(
  students: readonly StudentRow[],
  facts: ClassFacts,
  perfs: readonly Performance[],
) {
  const count = facts.bySubject.reduce((n, f) => n + f.count, 0);
  const sum = facts.bySubject.reduce((t, f) => t + f.sum, 0);
  return {
    totalStudents: students.length,
    averageScore: count === 0 ? null : round1(sum / count),
    completedAssessments: facts.byAssessment.reduce((n, a) => n + a.submissions, 0),
    needsSupport: studentTiles(perfs).needSupport,
  };
}

/** Per subject (the oracles' `subjectPerformance`). */
export function subjectPerformanceFromFacts(facts: ClassFacts) {
  return [...groupBy(facts.bySubject, (f) => f.subject).entries()]
    .map(([subject, fs]) => {
      const count = fs.reduce((n, f) => n + f.count, 0);
      const raw = fs.reduce((t, f) => t + f.sum, 0) / count;
      return {
        subject,
        raw,
        average: round1(raw),
        resultCount: count,
        studentCount: fs.length,
        belowSupport: fs.filter((f) => f.sum / f.count < SUPPORT_BELOW).length,
      };
    })
    .sort((a, b) => b.raw - a.raw || a.subject.localeCompare(b.subject))
    .map(({ raw: _raw, ...rest }) => rest);
}

/** The n assessments with the latest activity (the oracles' `recentActivity`). */
export function recentActivityFromFacts(
  assessments: readonly AssessmentRow[],
  facts: ClassFacts,
  n: number,
) {
  const byId = new Map(facts.byAssessment.map((f) => [f.assessmentId, f]));
  return assessments
    .map((a) => {
      const f = byId.get(a.id);
      const last = Math.max(a.createdAt.getTime(), f?.lastSubmittedAt?.getTime() ?? 0);
      return {
        assessmentId: a.id,
        title: a.title,
        subject: a.subject,
        type: a.type,
        lastActivityAt: new Date(last),
        submissions: f?.submissions ?? 0,
        pendingReview: f?.pendingReview ?? 0,
        average: f?.average == null ? null : round1(f.average),
      };
    })
    .sort(
      (a, b) =>
        b.lastActivityAt.getTime() - a.lastActivityAt.getTime() || b.assessmentId - a.assessmentId,
    )
    .slice(0, n);
}

export type ClassFigures = ReturnType<typeof classStatsFromFacts>;
