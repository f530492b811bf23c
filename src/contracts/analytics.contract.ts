import { z } from 'zod';
import { isoDate, recordIdParam } from './common';
import { GRADE_BANDS, STANDARDS_MASTERY_TEXT } from './analytics.text';

export * from './analytics.text';

/**
 * Figures computed from recorded scores (assessment submissions and gradebook entries).
 * A percent is score / maxScore * 100 of one result. `null` means "no scores yet".
 */
const TREND = ['up', 'down', 'flat'] as const;

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

// ---- GET /api/analytics/standards (issue 34: mastery per standard) ------------------------
export const standardsMasteryQuery = z.object({
  /** Only the results of this class's students (the owner's class, else 404). */
  classId: recordIdParam(STANDARDS_MASTERY_TEXT.classInvalid).optional(),
});

const standardMastery = z.object({
  code: z.string(),
  description: z.string(),
  /**
   * Points earned over points possible across the scored results of the assessments tagged
   * with this standard, as a percent with one decimal; null while none is scored.
   */
  percent: z.number().nullable(),
  earned: z.number(),
  possible: z.number(),
  resultCount: z.number().int(),
  studentCount: z.number().int(),
  assessmentCount: z.number().int(),
});
export type StandardMastery = z.output<typeof standardMastery>;

export const standardsMasteryResponse = z.object({
  /** The teacher's assessments tagged with at least one standard (whatever the class). */
  taggedAssessments: z.number().int(),
  standards: z.array(standardMastery),
});
export type StandardsMastery = z.output<typeof standardsMasteryResponse>;
