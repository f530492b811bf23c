import { z } from 'zod';
import { isoDate } from './common';

/**
 * Figures computed from recorded scores (assessment submissions and gradebook entries).
 * A percent is score / maxScore * 100 of one result. `null` means "no scores yet".
 */
const TREND = ['up', 'down', 'flat'] as const;
/** Spec grade colour bands: 90+, 80-89, 70-79, below 70. */
export const GRADE_BANDS = ['excellent', 'good', 'fair', 'support'] as const;

const subjectAverage = z.object({
  subject: z.string(),
  average: z.number(),
  count: z.number().int(),
});

export const studentPerformance = z.object({
  studentId: z.number().int(),
  average: z.number().nullable(),
  band: z.enum(GRADE_BANDS).nullable(),
  scoreCount: z.number().int(),
  /** From the student's recent scores against their earlier ones; null with fewer than 2. */
  trend: z.enum(TREND).nullable(),
  bySubject: z.array(subjectAverage),
});
export type StudentPerformance = z.output<typeof studentPerformance>;

/** GET /api/analytics/students: one entry per student of the caller, plus the tiles. */
export const studentsPerformanceResponse = z.object({
  students: z.array(studentPerformance),
  tiles: z.object({
    total: z.number().int(),
    improving: z.number().int(),
    needSupport: z.number().int(),
    excellent: z.number().int(),
  }),
});

const studentScore = z.object({
  assessmentId: z.number().int(),
  title: z.string(),
  subject: z.string(),
  percent: z.number(),
  date: isoDate,
});

/** GET /api/analytics/students/:id: the progress page (404 for another teacher's student). */
export const studentProgressResponse = studentPerformance.extend({
  scores: z.array(studentScore),
});

// ---- thresholds shared by the server's calculations and the UI's colour bands -------------
/** An average below this needs support (spec: "Need Support", below 70). */
export const SUPPORT_BELOW = 70;
/** Lower bounds of the bands 90+, 80-89, 70-79. */
export const BAND_FLOORS = { excellent: 90, good: 80, fair: 70 } as const;
/** Trend: the mean of the latest (up to) 3 scores against the mean of the (up to) 3 before. */
export const TREND_WINDOW = 3;
/** A change of at least this many percentage points counts as up or down. */
export const TREND_MIN_CHANGE = 3;

export type GradeBand = (typeof GRADE_BANDS)[number];
export const BAND_LABELS: Record<GradeBand, string> = {
  excellent: 'Excellent (90%+)',
  good: 'Good (80-89%)',
  fair: 'Fair (70-79%)',
  support: 'Needs Support (below 70%)',
};

/** User-visible strings of the Dashboard and Analytics pages, shared by UI and tests. */
export const ANALYTICS_TEXT = {
  noScores: 'No scores yet',
  noScoresHint: 'Record scores in Assessments and the figures appear here.',
  noPriority: 'No student needs extra support right now.',
  noPriorityHint: `Students averaging below ${SUPPORT_BELOW}% appear here.`,
  noStudents: 'No students yet',
  noStudentsHint: 'Add your class in Students to see their progress.',
  noLessons: 'No lessons yet',
  noAssessments: 'No assessments yet',
  noInsights: 'Insights appear once scores are recorded.',
  fallbackName: 'Teacher',
} as const;

/** Insights are sentences written from the data; each template lives here, once. */
export const INSIGHT_TEXT = {
  weakestSubject: (subject: string, below: number, total: number) =>
    `${subject} has the most students below ${SUPPORT_BELOW}% (${below} of ${total}). A review session could help.`,
  strongestSubject: (subject: string, average: number) =>
    `Your class is strongest in ${subject}, averaging ${average.toFixed(1)}%.`,
  improving: (count: number) =>
    `${count} ${count === 1 ? 'student is' : 'students are'} improving: their recent scores are up on earlier ones.`,
  /** Names the first few; `total` counts them all. */
  declining: (names: string[], total: number) =>
    `${total} ${total === 1 ? 'student is' : 'students are'} trending down: ${names.join(', ')}${total > names.length ? ` and ${total - names.length} more` : ''}.`,
  needSupport: (count: number) =>
    `${count} ${count === 1 ? 'student averages' : 'students average'} below ${SUPPORT_BELOW}% and may need support.`,
  allAbove: () => `Every student with scores averages ${SUPPORT_BELOW}% or more.`,
  pendingReview: (count: number) =>
    `${count} ${count === 1 ? 'submission is' : 'submissions are'} waiting for you to grade short answers.`,
  unscored: (count: number) =>
    `${count} ${count === 1 ? 'student has' : 'students have'} no scores yet.`,
} as const;
const INSIGHT_KINDS = [
  'weakest_subject',
  'strongest_subject',
  'improving',
  'declining',
  'need_support',
  'pending_review',
  'unscored',
] as const;
const INSIGHT_TONES = ['positive', 'warning', 'info'] as const;

// ---- GET /api/analytics/stats (spec section 3: Analytics stats) ----------------------------
export const analyticsStats = z.object({
  totalStudents: z.number().int(),
  /** Mean percent of every scored result, one decimal; null with no scores. */
  averageScore: z.number().nullable(),
  /** Submissions and gradebook entries recorded (graded or awaiting review). */
  completedAssessments: z.number().int(),
  /** Students whose average is below SUPPORT_BELOW. */
  needsSupport: z.number().int(),
});
export type AnalyticsStats = z.output<typeof analyticsStats>;

// ---- GET /api/analytics/overview ------------------------------------------------------------
const bandShare = z.object({
  band: z.enum(GRADE_BANDS),
  count: z.number().int(),
  /** Share of the students with scores, one decimal; 0 when nobody has scores. */
  percent: z.number(),
});

const subjectPerformance = z.object({
  subject: z.string(),
  average: z.number(),
  resultCount: z.number().int(),
  studentCount: z.number().int(),
  /** Students whose average in this subject is below SUPPORT_BELOW. */
  belowSupport: z.number().int(),
});

export const rankedStudent = z.object({
  studentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  grade: z.string(),
  average: z.number(),
  band: z.enum(GRADE_BANDS),
  trend: z.enum(TREND).nullable(),
  scoreCount: z.number().int(),
});
export type RankedStudent = z.output<typeof rankedStudent>;

const assessmentActivity = z.object({
  assessmentId: z.number().int(),
  title: z.string(),
  subject: z.string(),
  type: z.string(),
  /** The latest submission, or the creation time when there is none yet. */
  lastActivityAt: isoDate,
  submissions: z.number().int(),
  pendingReview: z.number().int(),
  average: z.number().nullable(),
});

export const insight = z.object({
  kind: z.enum(INSIGHT_KINDS),
  tone: z.enum(INSIGHT_TONES),
  text: z.string(),
});
export type Insight = z.output<typeof insight>;

const recentLesson = z.object({
  id: z.number().int(),
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  status: z.string(),
  aiGenerated: z.boolean(),
  createdAt: isoDate,
});

const dashboardFigures = z.object({
  students: z.number().int(),
  averageScore: z.number().nullable(),
  /** Successful AI generations times minutesPerGeneration (a documented estimate). */
  timeSavedMinutes: z.number().int(),
  generations: z.number().int(),
  minutesPerGeneration: z.number(),
  aiLessons: z.number().int(),
  totalLessons: z.number().int(),
  recentLessons: z.array(recentLesson),
});

export const analyticsOverview = z.object({
  stats: analyticsStats,
  /** Students with at least one score; the distribution's denominator. */
  scoredStudents: z.number().int(),
  distribution: z.array(bandShare),
  subjects: z.array(subjectPerformance),
  topPerformers: z.array(rankedStudent),
  priorityStudents: z.array(rankedStudent),
  recentActivity: z.array(assessmentActivity),
  insights: z.array(insight),
  dashboard: dashboardFigures,
});
export type AnalyticsOverview = z.output<typeof analyticsOverview>;
