import { z } from 'zod';
import { ASSESSMENT_TYPES, DEFAULT_ASSESSMENT, GRADES, SUBJECTS } from './constants';
import { isoDate, pageQuery, recordId, recordIdParam } from './common';
import { defineErrors } from './errors';
import { publicQuestion, question } from './questions.contract';
import { RUBRIC_MESSAGES, rubric, rubricMax, rubricOutcome, rubricPicks } from './rubrics.contract';
import { readingLevel, SOURCE_TEXT_MAX } from './ai.contract';
import { standardsField, standardsList } from './standards.contract';

/** The most questions one generation writes (the AI contract's limit). */
export const AI_QUESTIONS_MAX = 50;

/** User-visible assessment strings; spec sections 2, 5 and 8 word for word where the spec has them. */
export const ASSESSMENT_MESSAGES = {
  exportFailed: 'Failed to export assessment. Please try again.',
  // validation (server and forms)
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  typeInvalid: 'Type must be quiz, test, assignment, project or exam',
  subjectRequired: 'Please choose a subject',
  gradeRequired: 'Please choose a grade',
  maxScoreInvalid: 'Max score must be a whole number between 1 and 1000',
  sourceTooLong: 'Your material must be at most 20,000 characters',
  sourceLessonInvalid: 'Please choose one of your lessons',
  timeLimitInvalid: 'Time limit must be a whole number of minutes between 1 and 600',
  questionCountInvalid: 'Question count must be a whole number between 1 and 100',
  questionsTooMany: 'An assessment can have at most 100 questions',
  questionIdsUnique: 'Each question needs its own id',
  choicesNeeded: 'A multiple choice question needs 2 to 8 choices, one of them the answer',
  trueFalseAnswer: 'A true/false answer must be true or false',
  aiGeneratedInvalid: 'aiGenerated must be true or false',
  scoreInvalid: 'Score must be a number from 0 to the max score',
  studentNotFound: 'Student not found',
  notFound: 'Assessment not found',
  resultNotFound: 'Result not found',
  pointsInvalid: 'Points must be between 0 and the question’s points',
  noShortAnswer: 'That question is not a short-answer question of this submission',
  // student take page
  takeNotFound: 'This assessment link is invalid or no longer accepts answers.',
  alreadySubmitted: 'You have already submitted this assessment.',
  pickYourName: 'Please choose your name',
  noQuestions: 'This assessment has no questions yet.',
  submitted: 'Your answers were submitted.',
  received: 'Your answers were received. Your teacher will share your score later.',
  enterYourCode: 'Please enter your personal code',
  wrongStudentCode:
    'That personal code does not match your name. Check the code your teacher gave you.',
  noSubmission: 'You have not submitted this assessment yet.',
  scoreReleaseInvalid: 'Score release must be immediate or after_release',
  // toasts and dialogs (spec 8)
  errorTitle: 'Error',
  created: 'Assessment created successfully!',
  createFailed: 'Failed to create assessment. Please try again.',
  generateFailed: 'Failed to generate assessment. Please try again.',
  updated: 'Assessment saved',
  updateFailed: 'Failed to save assessment. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this assessment? Its results are deleted too.',
  deleted: 'Assessment deleted',
  deleteFailed: 'Failed to delete assessment. Please try again.',
  scoresSaved: 'Scores saved',
  scoresFailed: 'Failed to save scores. Please try again.',
  published: 'Assessment published',
  unpublished: 'Assessment closed to new answers',
  emptyState: 'Create Your First Assessment',
  noMatches: 'No assessments match your search or filter.',
  noResults: 'No results yet',
  released: 'Scores released to students',
  codeRenewed: 'New personal code issued',
  linkRenewed: 'New student link issued; the old link no longer works',
} as const;

export const ASSESSMENT_LIMITS = {
  title: 200,
  description: 5000,
  maxScore: 1000,
  timeLimit: 600,
  questionCount: 100,
  questions: 100,
  answer: 5000,
  content: 200_000,
} as const;

const M = ASSESSMENT_MESSAGES;
const L = ASSESSMENT_LIMITS;

/** Every error the assessments feature answers, with its stable code ('assessments.not_found'). */
export const ASSESSMENT_ERRORS = defineErrors('assessments', {
  not_found: { status: 404, message: M.notFound },
  student_not_found: { status: 404, message: M.studentNotFound },
  result_not_found: { status: 404, message: M.resultNotFound },
  score_invalid: { status: 400, message: M.scoreInvalid },
  points_invalid: { status: 400, message: M.pointsInvalid },
  no_short_answer: { status: 400, message: M.noShortAnswer },
  take_not_found: { status: 404, message: M.takeNotFound },
  no_questions: { status: 400, message: M.noQuestions },
  already_submitted: { status: 409, message: M.alreadySubmitted },
  wrong_student_code: { status: 403, message: M.wrongStudentCode },
  no_submission: { status: 404, message: M.noSubmission },
});

/** Whether a student sees the score on submitting, or once the teacher releases results. */
export const SCORE_RELEASES = ['immediate', 'after_release'] as const;
export type ScoreRelease = (typeof SCORE_RELEASES)[number];

/** A question is consistent with its type: choices hold the answer, true/false is true or false. */
const checkedQuestion = question.superRefine((q, ctx) => {
  if (q.type === 'multiple_choice' && (q.choices.length < 2 || !q.choices.includes(q.answer))) {
    ctx.addIssue({ code: 'custom', message: M.choicesNeeded, path: ['choices'] });
  }
  if (q.type === 'true_false' && q.answer !== 'true' && q.answer !== 'false') {
    ctx.addIssue({ code: 'custom', message: M.trueFalseAnswer, path: ['answer'] });
  }
  // A rubric grades a written answer, and its best levels are the question's points.
  if (q.rubric && q.type !== 'short_answer')
    ctx.addIssue({ code: 'custom', message: RUBRIC_MESSAGES.shortAnswerOnly, path: ['rubric'] });
  // (Only a well-formed rubric is added up: one message at a time.)
  else if (q.rubric && rubric.safeParse(q.rubric).success && rubricMax(q.rubric) !== q.points)
    ctx.addIssue({
      code: 'custom',
      message: RUBRIC_MESSAGES.totalMismatch(rubricMax(q.rubric), q.points),
      path: ['rubric'],
    });
});

const questionList = z
  .array(checkedQuestion)
  .max(L.questions, M.questionsTooMany)
  .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, M.questionIdsUnique);

/**
 * The spec sends AI-made questions as `{ generatedContent }` (markdown); Chalkwise also sends
 * them structured. Either form, or a bare array, is accepted and stored as both.
 */
const questionsObject = z.object({
  generatedContent: z.string().max(L.content).default(''),
  items: questionList.default([]),
});
const questionsField = z.union([questionList, questionsObject], {
  // When neither form fits, the message is the first problem of the form that was sent (a
  // rubric's "Level points are whole numbers..."), not zod's bare "Invalid input".
  error: (issue) => {
    if (issue.code !== 'invalid_union') return undefined;
    const sent = Array.isArray(issue.input) ? issue.errors[0] : issue.errors[1];
    return sent?.[0]?.message;
  },
});

/** Every editable field, without defaults, so PATCH can take any subset. */
const assessmentFields = {
  title: z.string(M.titleRequired).trim().min(1, M.titleRequired).max(L.title, M.titleTooLong),
  description: z.string(M.descriptionTooLong).trim().max(L.description, M.descriptionTooLong),
  type: z.enum(ASSESSMENT_TYPES, M.typeInvalid),
  subject: z.enum(SUBJECTS, M.subjectRequired),
  grade: z.enum(GRADES, M.gradeRequired),
  maxScore: z
    .number(M.maxScoreInvalid)
    .int(M.maxScoreInvalid)
    .min(1, M.maxScoreInvalid)
    .max(L.maxScore, M.maxScoreInvalid),
  timeLimit: z
    .number(M.timeLimitInvalid)
    .int(M.timeLimitInvalid)
    .min(1, M.timeLimitInvalid)
    .max(L.timeLimit, M.timeLimitInvalid),
  questionCount: z
    .number(M.questionCountInvalid)
    .int(M.questionCountInvalid)
    .min(1, M.questionCountInvalid)
    .max(L.questionCount, M.questionCountInvalid),
  questions: questionsField,
  aiGenerated: z.boolean(M.aiGeneratedInvalid),
  scoreRelease: z.enum(SCORE_RELEASES, M.scoreReleaseInvalid),
  /** Codes from the shipped standards (issue 34 item 2); the server writes their descriptions. */
  standards: standardsField,
};

export const createAssessmentBody = z.object({
  title: assessmentFields.title,
  description: assessmentFields.description.default(''),
  type: assessmentFields.type.default(DEFAULT_ASSESSMENT.type),
  subject: assessmentFields.subject,
  grade: assessmentFields.grade,
  maxScore: assessmentFields.maxScore.default(DEFAULT_ASSESSMENT.maxScore),
  timeLimit: assessmentFields.timeLimit.default(DEFAULT_ASSESSMENT.timeLimit),
  questionCount: assessmentFields.questionCount.default(DEFAULT_ASSESSMENT.questionCount),
  questions: assessmentFields.questions.default([]),
  aiGenerated: assessmentFields.aiGenerated.default(false),
  scoreRelease: assessmentFields.scoreRelease.default('immediate'),
  standards: assessmentFields.standards.default([]),
});
/**
 * Generate-and-save (POST /api/assessments/generate): the create dialog's fields; the server
 * generates questions from the title (the spec's topic) and saves the assessment in one call.
 */
export const generateAssessmentDraftBody = createAssessmentBody
  .pick({
    title: true,
    description: true,
    type: true,
    subject: true,
    grade: true,
    maxScore: true,
    timeLimit: true,
    scoreRelease: true,
    standards: true,
  })
  .extend({
    questionCount: z.coerce
      .number()
      .int()
      .min(1)
      .max(AI_QUESTIONS_MAX)
      .default(DEFAULT_ASSESSMENT.questionCount),
    /** Pasted material to draw the questions from. */
    sourceText: z.string().trim().max(SOURCE_TEXT_MAX, M.sourceTooLong).optional(),
    /** One of the teacher's own lessons to draw the questions from. */
    sourceLessonId: recordIdParam(M.sourceLessonInvalid).optional(),
  });
export type GenerateAssessmentDraftBody = z.output<typeof generateAssessmentDraftBody>;

export type CreateAssessmentInput = z.input<typeof createAssessmentBody>;
export type CreateAssessmentBody = z.output<typeof createAssessmentBody>;

export const updateAssessmentBody = z.object(assessmentFields).partial();
export type UpdateAssessmentInput = z.input<typeof updateAssessmentBody>;
export type UpdateAssessmentBody = z.output<typeof updateAssessmentBody>;

/** The edit form: the update body with the questions always in their object form. */
export const assessmentFormBody = updateAssessmentBody.extend({ questions: questionsObject });

/** Normalises the accepted `questions` forms into what is stored. */
export function splitQuestions(value: z.output<typeof questionsField>) {
  return Array.isArray(value)
    ? { items: value, generatedContent: '' }
    : { items: value.items, generatedContent: value.generatedContent };
}

// ---- responses (no transforms: they are encoded) ------------------------------------------
/** A list row, with its figures computed from stored results. */
export const assessmentSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: z.enum(ASSESSMENT_TYPES),
  subject: z.string(),
  grade: z.string(),
  maxScore: z.number().int(),
  timeLimit: z.number().int(),
  questionCount: z.number().int(),
  aiGenerated: z.boolean(),
  standards: standardsList.default([]),
  /**
   * The student link's code (/take/{shareCode}); only the owner sees it. Kept when the teacher
   * closes the assessment, so links handed out work again when it is published again.
   */
  shareCode: z.string().nullable(),
  /** Students can take it now. */
  published: z.boolean(),
  scoreRelease: z.enum(SCORE_RELEASES),
  /** When the teacher released scores (after_release only); null until then. */
  resultsReleasedAt: isoDate.nullable(),
  submissionCount: z.number().int(),
  needsReviewCount: z.number().int(),
  /** Questions the AI flagged that the teacher has not marked as checked (publishing warns). */
  unreviewedCount: z.number().int(),
  /** Mean percent of the scored results; null with none. */
  averagePercent: z.number().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export const assessmentResponse = assessmentSummary.extend({
  questions: z.object({ generatedContent: z.string(), items: z.array(question) }),
  /** How the questions' prompts read for the grade (issue 34 item 1); none with too few words. */
  readingLevel: readingLevel.optional(),
});
export const assessmentListResponse = z.array(assessmentSummary);

/** GET /api/assessments: a page, newest first; spec 9 search (title, description), type filter. */
export const assessmentListQuery = pageQuery.extend({
  type: z.enum(ASSESSMENT_TYPES, M.typeInvalid).optional(),
});
export type AssessmentListQuery = z.output<typeof assessmentListQuery>;
export type AssessmentListParams = z.input<typeof assessmentListQuery>;
export type AssessmentSummary = z.input<typeof assessmentSummary>;
export type Assessment = z.input<typeof assessmentResponse>;

/** The four tiles of the assessments screen, and the sidebar badge (needsReview). */
export const assessmentStats = z.object({
  totalAssessments: z.number().int(),
  /** Submissions and recorded scores. */
  completed: z.number().int(),
  /** Mean percent over every scored result; null with none. */
  averageScore: z.number().nullable(),
  /** Submissions with short answers still to grade. */
  needsReview: z.number().int(),
});
export type AssessmentStats = z.infer<typeof assessmentStats>;

const RESULT_SOURCES = ['gradebook', 'online'] as const;

export const gradedAnswer = z.object({
  questionId: z.string(),
  answer: z.string(),
  /** null while a short answer waits for the teacher. */
  correct: z.boolean().nullable(),
  pointsAwarded: z.number().nullable(),
  /** The rubric level picked per criterion, when the teacher graded with the rubric. */
  levels: z.array(z.number().int()).optional(),
});
export type GradedAnswer = z.infer<typeof gradedAnswer>;

export const assessmentResult = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  /** Points on the assessment's maxScore scale; null while answers wait for grading. */
  score: z.number().nullable(),
  percent: z.number().nullable(),
  needsReview: z.boolean(),
  source: z.enum(RESULT_SOURCES),
  answers: z.array(gradedAnswer),
  submittedAt: isoDate,
});
export type AssessmentResult = z.input<typeof assessmentResult>;

export const DISTRIBUTION_BANDS = ['90-100', '80-89', '70-79', '60-69', 'Below 60'] as const;

const questionAccuracy = z.object({
  questionId: z.string(),
  prompt: z.string(),
  type: z.string(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** Written answers awaiting the teacher's grading. */
  pending: z.number().int(),
  /** Points earned over points possible on graded answers (partial credit counts); null when none is graded yet or any is pending. */
  accuracy: z.number().nullable(),
});

export const assessmentResultsResponse = z.object({
  assessment: assessmentResponse,
  results: z.array(assessmentResult),
  distribution: z.array(z.object({ band: z.enum(DISTRIBUTION_BANDS), count: z.number().int() })),
  questions: z.array(questionAccuracy),
  /** The owner's roster, for the gradebook grid (students without a result have no row above). */
  roster: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AssessmentResults = z.input<typeof assessmentResultsResponse>;

/** Gradebook: set (number) or clear (null) each listed student's score; all or nothing. */
export const saveScoresBody = z.object({
  scores: z
    .array(
      z.object({
        studentId: recordId(),
        score: z.number(M.scoreInvalid).min(0, M.scoreInvalid).nullable(),
      }),
    )
    .max(1000),
});
export type SaveScoresBody = z.infer<typeof saveScoresBody>;

/** The teacher grades short answers of one submission. */
export const gradeAnswersBody = z.object({
  grades: z
    .array(
      z.object({
        questionId: z.string().max(40),
        /** Either the points, or the rubric's levels (the points follow), or both agreeing. */
        pointsAwarded: z.number(M.pointsInvalid).min(0, M.pointsInvalid).optional(),
        levels: rubricPicks.optional(),
      }),
    )
    .min(1)
    .max(L.questions),
});
export type GradeAnswersBody = z.infer<typeof gradeAnswersBody>;

export const resultParams = z.object({
  id: recordIdParam(),
  resultId: recordIdParam(),
});

export const publishResponse = z.object({ shareCode: z.string(), path: z.string() });
export const takePath = (code: string) => `/take/${code}`;

// ---- personal codes: a student proves who they are on the take page -------------------------
/** 5 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const STUDENT_CODE_LENGTH = 5;
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The class sheet: every student of the teacher with their personal code. */
export const studentCodesResponse = z.array(
  z.object({ studentId: z.number().int(), name: z.string(), code: z.string() }),
);
export type StudentCodes = z.input<typeof studentCodesResponse>;
export const studentIdParam = z.object({
  studentId: recordIdParam(),
});

// ---- the student take page (public, no account) ---------------------------------------------
/** Letters and digits only: anything else cannot be a link's code (and never reaches SQL). */
export const takeCodeParam = z.object({
  code: z
    .string()
    .max(40, M.takeNotFound)
    .regex(/^[A-Za-z0-9]+$/, M.takeNotFound),
});

/** Typed by a student: spaces and case do not matter. */
const studentCode = z
  .string(M.enterYourCode)
  .max(40, M.wrongStudentCode)
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(1, M.enterYourCode));

/** Who is answering: the name chosen from the roster and that student's personal code. */
export const studentIdentity = z.object({
  studentId: recordId(M.pickYourName),
  studentCode,
});
export type StudentIdentity = z.output<typeof studentIdentity>;

export const takeAssessmentResponse = z.object({
  title: z.string(),
  description: z.string(),
  type: z.enum(ASSESSMENT_TYPES),
  subject: z.string(),
  timeLimit: z.number().int(),
  /** False once the teacher closed it: students can still look up released scores. */
  open: z.boolean(),
  questions: z.array(publicQuestion),
  /** First name and last initial only: the page is public to anyone holding the code. */
  students: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TakeAssessment = z.input<typeof takeAssessmentResponse>;

export const submitAnswersBody = studentIdentity.extend({
  answers: z
    .array(z.object({ questionId: z.string().max(40), answer: z.string().max(L.answer) }))
    .max(L.questions),
});
export type SubmitAnswersBody = z.infer<typeof submitAnswersBody>;

/**
 * What a student learns about their submission. With `released` false (the teacher releases
 * scores later) only that it was received: no score, no count of right answers.
 */
export const submitAnswersResponse = z.object({
  released: z.boolean(),
  /** Known at once when every question is objective; null while short answers await grading. */
  score: z.number().nullable(),
  maxScore: z.number().int(),
  correct: z.number().int().nullable(),
  autoGraded: z.number().int().nullable(),
  needsReview: z.boolean(),
  /** Each rubric-graded question with the levels picked; empty until scores are released. */
  rubrics: z.array(rubricOutcome),
});
export type SubmitAnswersResult = z.input<typeof submitAnswersResponse>;
