// Analytics' thresholds and words, without zod: the dashboard and analytics pages import them,
// and the schemas in analytics.contract.ts build on them.

/** Spec grade colour bands: 90+, 80-89, 70-79, below 70. */
export const GRADE_BANDS = ['excellent', 'good', 'fair', 'support'] as const;

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

/** Mastery per standard on the Analytics page (issue 34), shared by UI, server and tests. */
export const STANDARDS_MASTERY_TEXT = {
  classInvalid: 'Please choose one of your classes',
  title: 'Mastery by Standard',
  noTagged: 'No assessment is tagged with a standard yet',
  noTaggedHint:
    'Open an assessment, add the standards it covers under Standards and save; once its results are scored, mastery per standard appears here.',
  noScores: 'Your tagged assessments have no scored results yet',
  noScoresHint:
    'Record scores in the gradebook or grade the submissions of an assessment tagged with a standard.',
  noClassScores: 'No student of this class has a scored result on a tagged assessment yet',
} as const;
