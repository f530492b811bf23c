import { z } from 'zod';
import { defineErrors } from './errors';
import {
  AI_PROVIDERS,
  GRADES,
  QUIZ_DIFFICULTIES,
  QUIZ_QUESTION_COUNTS,
  SUBJECTS,
} from './constants';
import { isoDate, pageQuery } from './common';

/**
 * RollCall quizzes: multiple-choice questions played in live game rooms. The limits follow the
 * game screen: 4 answer shapes (keys 1-4), so 2 to 4 choices; a choice fits on a phone button
 * (120 characters); a question fits on a projector (500 characters).
 */
export const QUIZ_LIMITS = {
  title: 200,
  description: 2000,
  theme: 100,
  topic: 200,
  questions: 50,
  question: 500,
  choice: 120,
  choicesMin: 2,
  choicesMax: 4,
  explanation: 1000,
  timeLimitMin: 5,
  timeLimitMax: 120,
  timeLimitDefault: 20,
} as const;

const L = QUIZ_LIMITS;

/** User-visible quiz strings; spec sections 2, 5 and 8 word for word where the spec has them. */
export const QUIZ_MESSAGES = {
  // toasts (spec 8)
  generated: 'Quiz Generated!',
  generatedDescription: (count: number) => `A quiz with ${count} questions`,
  generateFailedTitle: 'Generation Failed',
  generateFailed: 'Failed to generate quiz. Please try again.',
  generating: 'Generating...',
  generatingProgress: 'Writing your quiz. This can take a little while.',
  // validation (server and forms)
  subjectRequired: 'Please choose a subject',
  gradeRequired: 'Please choose a grade level',
  difficultyInvalid: 'Difficulty must be easy, medium or hard',
  totalQuestionsInvalid: 'Number of questions must be 5, 10, 15 or 20',
  providerInvalid: 'AI provider must be openrouter, openai or google',
  themeTooLong: `Pop-culture theme must be at most ${L.theme} characters`,
  topicTooLong: `Topic must be at most ${L.topic} characters`,
  // What a theme does, since it differs by subject and engine (issue 27).
  themeHint:
    'Maths becomes word problems set in the theme. In other subjects the built-in engine has a character from it ask each question; an AI model sets each question in it.',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${L.title} characters`,
  descriptionTooLong: `Description must be at most ${L.description} characters`,
  questionsRequired: 'A quiz needs at least one question',
  questionsTooMany: `A quiz can have at most ${L.questions} questions`,
  questionRequired: 'Question text is required',
  questionTooLong: `Question text must be at most ${L.question} characters`,
  choicesCount: `Each question needs ${L.choicesMin} to ${L.choicesMax} choices`,
  choiceRequired: 'Each choice needs text',
  choiceTooLong: `Each choice must be at most ${L.choice} characters`,
  choicesDistinct: 'The choices of a question must all be different',
  answerInvalid: 'Pick the right answer among the choices',
  timeLimitInvalid: `Time per question must be a whole number of seconds between ${L.timeLimitMin} and ${L.timeLimitMax}`,
  explanationTooLong: `Explanation must be at most ${L.explanation} characters`,
  needsReviewInvalid: 'needsReview must be true or false',
  assessmentRequired: 'Please choose an assessment',
  noChoiceQuestions:
    'This assessment has no multiple-choice or true/false questions to make a quiz from.',
  notFound: 'Quiz not found',
  // other toasts and dialogs
  errorTitle: 'Error',
  updated: 'Quiz saved',
  updateFailed: 'Failed to save quiz. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this quiz?',
  deleted: 'Quiz deleted',
  deleteFailed: 'Failed to delete quiz. Please try again.',
  duplicated: 'Quiz duplicated',
  duplicateFailed: 'Failed to duplicate quiz. Please try again.',
  fromAssessmentDone: 'Quiz created from assessment',
  fromAssessmentFailed: 'Failed to make a quiz from this assessment. Please try again.',
  emptyState: 'No quizzes yet',
  emptyHint: 'Generate your first quiz above, or make one from an assessment.',
  noMatches: 'No quizzes match your search.',
} as const;

const M = QUIZ_MESSAGES;

// ---- questions -------------------------------------------------------------------------------
const choiceText = z
  .string(M.choiceRequired)
  .trim()
  .min(1, M.choiceRequired)
  .max(L.choice, M.choiceTooLong);

/** One question as a teacher edits it; the right answer is an index into its own choices. */
export const quizQuestionInput = z
  .object({
    question: z
      .string(M.questionRequired)
      .trim()
      .min(1, M.questionRequired)
      .max(L.question, M.questionTooLong),
    choices: z
      .array(choiceText, M.choicesCount)
      .min(L.choicesMin, M.choicesCount)
      .max(L.choicesMax, M.choicesCount),
    answerIndex: z
      .number(M.answerInvalid)
      .int(M.answerInvalid)
      .min(0, M.answerInvalid)
      .max(L.choicesMax - 1, M.answerInvalid),
    timeLimit: z
      .number(M.timeLimitInvalid)
      .int(M.timeLimitInvalid)
      .min(L.timeLimitMin, M.timeLimitInvalid)
      .max(L.timeLimitMax, M.timeLimitInvalid)
      .default(L.timeLimitDefault),
    explanation: z
      .string(M.explanationTooLong)
      .trim()
      .max(L.explanation, M.explanationTooLong)
      .optional(),
    needsReview: z.boolean(M.needsReviewInvalid).default(false),
  })
  .superRefine((q, ctx) => {
    if (q.answerIndex >= q.choices.length)
      ctx.addIssue({ code: 'custom', path: ['answerIndex'], message: M.answerInvalid });
    const seen = new Set(q.choices.map((c) => c.toLowerCase()));
    if (seen.size !== q.choices.length)
      ctx.addIssue({ code: 'custom', path: ['choices'], message: M.choicesDistinct });
  });
export type QuizQuestionInput = z.input<typeof quizQuestionInput>;
export type QuizQuestion = z.output<typeof quizQuestionInput>;

const questionList = z
  .array(quizQuestionInput, M.questionsRequired)
  .min(1, M.questionsRequired)
  .max(L.questions, M.questionsTooMany);

// ---- request bodies --------------------------------------------------------------------------
/** POST /api/quizzes/generate: the original form (spec 2, 7); the configured engine runs. */
export const generateQuizBody = z.object({
  subject: z.enum(SUBJECTS, M.subjectRequired),
  gradeLevel: z.enum(GRADES, M.gradeRequired),
  difficulty: z.enum(QUIZ_DIFFICULTIES, M.difficultyInvalid).default('medium'),
  popCultureTheme: z.string(M.themeTooLong).trim().max(L.theme, M.themeTooLong).default(''),
  totalQuestions: z
    .number(M.totalQuestionsInvalid)
    .refine((n) => (QUIZ_QUESTION_COUNTS as readonly number[]).includes(n), M.totalQuestionsInvalid)
    .default(10),
  /** Accepted for the original's form; which engine runs is configuration (the form says so). */
  aiProvider: z.enum(AI_PROVIDERS, M.providerInvalid).default('openrouter'),
  /** Beyond the spec's fields: the unit the class is on, so the questions are about it. */
  topic: z.string(M.topicTooLong).trim().max(L.topic, M.topicTooLong).default(''),
});
export type GenerateQuizFormInput = z.input<typeof generateQuizBody>;
export type GenerateQuizBody = z.output<typeof generateQuizBody>;

const quizFields = {
  title: z.string(M.titleRequired).trim().min(1, M.titleRequired).max(L.title, M.titleTooLong),
  description: z.string(M.descriptionTooLong).trim().max(L.description, M.descriptionTooLong),
  questions: questionList,
};

/** PATCH /api/quizzes/:id: any subset of the editable fields. */
export const updateQuizBody = z.object(quizFields).partial();
export type UpdateQuizInput = z.input<typeof updateQuizBody>;

/** The quiz page's form: every editable field at once, checked with the API's own rules. */
export const quizFormBody = z.object(quizFields);
export type QuizFormIn = z.input<typeof quizFormBody>;
export type QuizFormOut = z.output<typeof quizFormBody>;

/** POST /api/quizzes/from-assessment. */
export const quizFromAssessmentBody = z.object({
  assessmentId: z
    .number(M.assessmentRequired)
    .int(M.assessmentRequired)
    .positive(M.assessmentRequired)
    .max(2_147_483_647, M.assessmentRequired),
});

// ---- responses (no transforms: they are encoded) ----------------------------------------------
export const quizQuestionResponse = z.object({
  question: z.string(),
  choices: z.array(z.string()),
  answerIndex: z.number().int(),
  timeLimit: z.number().int(),
  explanation: z.string().optional(),
  needsReview: z.boolean(),
});

export const quizSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  subject: z.string(),
  gradeLevel: z.string(),
  difficulty: z.enum(QUIZ_DIFFICULTIES),
  popCultureTheme: z.string(),
  questionCount: z.number().int(),
  /** Questions the engine could not check; the list shows a badge until the teacher has. */
  needsReviewCount: z.number().int(),
  aiGenerated: z.boolean(),
  sourceAssessmentId: z.number().int().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export const quizResponse = quizSummary.extend({ questions: z.array(quizQuestionResponse) });
export const quizListResponse = z.array(quizSummary);

/** GET /api/quizzes: a page, newest first (decision 0011); `search` finds the title, any case. */
export const quizListQuery = pageQuery;
export type QuizListQuery = z.output<typeof quizListQuery>;
export const generateQuizResponse = z.object({
  quiz: quizSummary,
  questions: z.array(quizQuestionResponse),
});
export type QuizSummary = z.input<typeof quizSummary>;
export type Quiz = z.input<typeof quizResponse>;
export type GeneratedQuizResult = z.input<typeof generateQuizResponse>;

export const QUIZ_ERRORS = defineErrors('quizzes', {
  not_found: { status: 404, message: M.notFound },
  no_choice_questions: { status: 400, message: M.noChoiceQuestions },
});
