import { z } from 'zod';
import {
  ASSESSMENT_TYPES,
  CONTENT_TYPES,
  DEFAULT_ASSESSMENT,
  DEFAULT_CONTENT_DURATION,
  DEFAULT_LESSON_DURATION,
  GRADES,
  LEARNING_STYLES,
  QUIZ_DIFFICULTIES,
  SUBJECTS,
} from './constants';
import { question } from './questions.contract';
import { QUESTION_TYPES } from './question-types';
import { defineErrors } from './errors';
import { standardsField, standardsList } from './standards.contract';

/**
 * The shapes every AI engine returns (built-in or LLM, validated with these schemas) and the
 * bodies of the generating endpoints. Spec sections 3, 5 and 7.
 */
export const AI_MESSAGES = {
  missingInformation: 'Missing Information: Please fill in all required fields.',
} as const;

const required = (max: number) =>
  z.string(AI_MESSAGES.missingInformation).trim().min(1, AI_MESSAGES.missingInformation).max(max);
const optional = (max: number) => z.string().trim().max(max).optional();
const subject = z.enum(SUBJECTS, AI_MESSAGES.missingInformation);
const grade = z.enum(GRADES, AI_MESSAGES.missingInformation);

// ---- reading level (issue 34 item 1) -----------------------------------------------------
/**
 * The Flesch-Kincaid grade a text's prose reads at (`grade`, one decimal; below 0 is easier
 * than kindergarten text), the grade it was written for (`target`, K = 0), and whether it is
 * within one grade of it. Left out when the text holds too little prose to measure.
 */
export const readingLevel = z.object({
  grade: z.number().min(-5).max(40),
  target: z.number().int().min(0).max(12),
  onTarget: z.boolean(),
  /** Why the level is off target when the engine could not do better (e.g. no bank text fits). */
  note: z.string().max(300).optional(),
});
export type ReadingLevel = z.infer<typeof readingLevel>;

// ---- standards (issue 34 item 2) ---------------------------------------------------------
/**
 * The codes an engine chose, from the candidates the app gave it (`standardCandidates`); the
 * pipeline keeps only those and answers them with the data's descriptions.
 */
const chosenStandards = z.object({
  standards: z.array(z.string().min(1).max(40)).max(6).optional(),
});
/**
 * On a generation's answer: the standards kept, and, when the model named codes that are not
 * among the app's standards for the request, a sentence that names them (they were dropped).
 */
export const standardsAnswer = z.object({
  standards: standardsList.default([]),
  standardsNotice: z.string().max(1000).optional(),
});

// ---- the teacher's own material (issue 34 item 3) -----------------------------------------
/** How much of the teacher's own material a generation can be drawn from. */
export const SOURCE_TEXT_MAX = 20_000;
export const SOURCE_MESSAGES = {
  tooLong: 'Your material must be at most 20,000 characters',
} as const;
/**
 * The teacher's material (pasted, one of their lessons, or read from their file by
 * POST /api/ai/extract-text): an assessment's, quiz's, worksheet's or lesson's questions are
 * drawn from it, each naming the sentence it came from.
 */
export const sourceFields = {
  sourceText: z
    .string(SOURCE_MESSAGES.tooLong)
    .trim()
    .max(SOURCE_TEXT_MAX, SOURCE_MESSAGES.tooLong)
    .optional(),
  /** What the material is called in each question's source note (the file's or lesson's name). */
  sourceName: optional(200),
};

// ---- lesson plan -------------------------------------------------------------------------
const lessonPhase = z.object({
  name: z.string().min(1).max(120),
  minutes: z.number().int().min(1).max(600),
  activities: z.array(z.string().min(1).max(1000)).min(1).max(12),
});
export const lessonPlan = z.object({
  title: z.string().min(1).max(200),
  overview: z.string().min(1).max(2000),
  objectives: z.array(z.string().min(1).max(500)).min(1).max(12),
  materials: z.array(z.string().min(1).max(300)).max(30),
  /** Their minutes add up to the requested duration. */
  phases: z.array(lessonPhase).min(1).max(12),
  differentiation: z.object({
    visual: z.string().min(1).max(1000),
    auditory: z.string().min(1).max(1000),
    kinesthetic: z.string().min(1).max(1000),
    reading: z.string().min(1).max(1000),
  }),
  checksForUnderstanding: z.array(z.string().min(1).max(500)).min(1).max(12),
  homework: z.string().min(1).max(2000),
  ...chosenStandards.shape,
});
export type LessonPlan = z.infer<typeof lessonPlan>;

export const generateLessonBody = z.object({
  title: optional(200),
  subject,
  grade,
  topic: required(300),
  duration: z.coerce.number().int().min(5).max(600).default(DEFAULT_LESSON_DURATION),
  objectives: z.array(z.string().trim().max(500)).max(20).default([]),
  description: optional(2000),
  /**
   * Standards the teacher chose (codes from the shipped data): the engine chooses among these
   * instead of the topic's candidates (issue 34 item 2).
   */
  standards: standardsField.optional(),
  ...sourceFields,
});
export type GenerateLessonBody = z.output<typeof generateLessonBody>;
/**
 * Generate-and-save (POST /api/lessons/generate): the create dialog's fields; the server
 * generates the plan and saves the lesson in one call, so closing the tab loses nothing.
 */
export const generateLessonDraftBody = generateLessonBody.extend({ title: required(200) });
export type GenerateLessonDraftBody = z.output<typeof generateLessonDraftBody>;

/** `content` is the plan as markdown, ready to store as the lesson's content.generatedContent. */
export const generateLessonResponse = z.object({
  content: z.string(),
  plan: lessonPlan,
  ...standardsAnswer.shape,
});

// ---- assessment --------------------------------------------------------------------------

export const generatedAssessment = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(2000),
  questions: z.array(question).min(1).max(50),
  ...chosenStandards.shape,
});
export type GeneratedAssessment = z.infer<typeof generatedAssessment>;

export const generateAssessmentBody = z.object({
  subject,
  grade,
  /** The client sets it from the assessment title. */
  topic: required(300),
  assessmentType: z.enum(ASSESSMENT_TYPES).default(DEFAULT_ASSESSMENT.type),
  questionCount: z.coerce.number().int().min(1).max(50).default(DEFAULT_ASSESSMENT.questionCount),
  description: optional(2000),
  ...sourceFields,
  /**
   * Standards the teacher chose (codes from the shipped data): the engine chooses among these
   * instead of the topic's candidates (issue 34 item 2).
   */
  standards: standardsField.optional(),
});
export type GenerateAssessmentBody = z.output<typeof generateAssessmentBody>;
/**
 * Said with a generated assessment that holds fewer questions than asked: how many, and why
 * (issue 24). Also on POST /api/assessments/generate's answer, beside the saved assessment.
 */
export const generationNotice = z.object({ notice: z.string().max(1000).optional() });
export const generateAssessmentResponse = z.object({
  content: z.string(),
  assessment: generatedAssessment,
  ...generationNotice.shape,
  readingLevel: readingLevel.optional(),
  ...standardsAnswer.shape,
});

// ---- classroom content -------------------------------------------------------------------
export const generateContentBody = z.object({
  contentType: z.enum(CONTENT_TYPES, AI_MESSAGES.missingInformation),
  subject,
  grade,
  topic: required(300),
  learningStyle: z.enum(LEARNING_STYLES, AI_MESSAGES.missingInformation),
  duration: z.coerce.number().int().min(5).max(600).default(DEFAULT_CONTENT_DURATION),
  additionalRequirements: optional(2000),
  ...sourceFields,
});
export type GenerateContentBody = z.output<typeof generateContentBody>;
export const generatedContent = z.object({
  title: z.string().min(1).max(200),
  /** Markdown. */
  content: z.string().min(1).max(100_000),
});
export type GeneratedContent = z.infer<typeof generatedContent>;
export const generateContentResponse = generatedContent.extend({
  readingLevel: readingLevel.optional(),
});

// ---- RollCall quiz -----------------------------------------------------------------------
/**
 * The game shows at most 4 answer shapes, so at most 4 choices, sized like the quiz editor's
 * limits (src/contracts/quizzes.contract.ts). `needsReview`: the built-in engine says true when
 * it could not check a question itself (word facts) and false for computed maths; an LLM leaves
 * it out, and the quizzes service then marks the question for review, since nothing checked it.
 */
const quizQuestion = z.object({
  /** Left out, a question is multiple choice (every engine before the types existed). */
  type: z.enum(QUESTION_TYPES).optional(),
  question: z.string().min(1).max(500),
  /** Choice types only (multiple choice, true/false, multi-select, poll); none for the others. */
  choices: z.array(z.string().min(1).max(120)).max(4).default([]),
  /** Multiple choice and true/false; -1 for a type with no single right choice. */
  answerIndex: z.number().int().min(-1).max(3).default(-1),
  answerIndexes: z.array(z.number().int().min(0).max(3)).max(4).optional(),
  acceptedAnswers: z.array(z.string().min(1).max(75)).max(10).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().optional(),
  answer: z.number().optional(),
  tolerance: z.number().optional(),
  items: z.array(z.string().min(1).max(120)).max(4).optional(),
  explanation: z.string().max(1000).optional(),
  needsReview: z.boolean().optional(),
});
export type GeneratedQuizQuestion = z.infer<typeof quizQuestion>;
export const generatedQuiz = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(2000),
  questions: z.array(quizQuestion).min(1).max(50),
});
export type GeneratedQuiz = z.infer<typeof generatedQuiz>;
export const generateQuizInput = z.object({
  subject,
  gradeLevel: grade,
  difficulty: z.enum(QUIZ_DIFFICULTIES).default('medium'),
  popCultureTheme: optional(200),
  totalQuestions: z.coerce.number().int().min(1).max(50).default(10),
  /** The class's unit ("Ratios and unit rates"): every question is about it when given. */
  topic: optional(200),
  ...sourceFields,
  /** The types to mix (issue 35 item 5); left out, multiple choice with some true/false. */
  questionTypes: z.array(z.enum(QUESTION_TYPES)).min(1).max(QUESTION_TYPES.length).optional(),
});
export type GenerateQuizInput = z.output<typeof generateQuizInput>;

// ---- chat --------------------------------------------------------------------------------
export const chatMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(20_000),
});
export type ChatTurn = z.infer<typeof chatMessage>;

/** Engine failures as HTTP errors: never a 500, never a key or a stack trace. */
export const AI_ERRORS = defineErrors('ai', {
  timeout: { status: 504, message: 'The AI model took too long to answer. Please try again.' },
  rate_limited: { status: 503, message: 'The AI provider is busy. Please try again shortly.' },
  bad_key: { status: 502, message: 'The AI provider refused the configured key.' },
  model_not_found: { status: 502, message: 'The configured AI model was not found.' },
  malformed_answer: { status: 502, message: 'The AI model answered with something unusable.' },
  unavailable: { status: 502, message: 'The AI provider is unavailable. Please try again.' },
  failed: { status: 502, message: 'The AI engine could not produce an answer. Please try again.' },
  too_many_requests: {
    status: 429,
    message: 'Too many AI requests. Please wait a minute and try again.',
  },
});
