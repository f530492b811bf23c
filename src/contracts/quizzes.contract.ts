import { z } from 'zod';
import { defineErrors } from './errors';
import {
  AI_PROVIDERS,
  GRADES,
  QUIZ_DIFFICULTIES,
  QUIZ_QUESTION_COUNTS,
  SUBJECTS,
} from './constants';
import { isoDate, pageQuery, recordId } from './common';
import { standardsField, standardsList } from './standards.contract';
import { QUESTION_TYPES, type QuestionType } from './question-types';
import { sourceFields } from './ai.contract';

/**
 * RollCall quizzes: questions played in live game rooms. The limits follow the game screen:
 * 4 answer shapes (keys 1-4), so 2 to 4 choices or items; a choice fits on a phone button
 * (120 characters); a question fits on a projector (500 characters).
 */

export { QUESTION_TYPES, type QuestionType };
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  multiple_choice: 'Multiple choice',
  true_false: 'True or false',
  multi_select: 'Multi-select',
  type_answer: 'Type answer',
  slider: 'Slider',
  order: 'Order',
  poll: 'Poll',
  word_cloud: 'Word cloud',
};
/** Types a player answers by picking choices (the game's shapes, keys 1-4). */
export const CHOICE_TYPES: readonly QuestionType[] = [
  'multiple_choice',
  'true_false',
  'multi_select',
  'poll',
];
/** Types that score no points: the room's opinion, not a test. */
export const UNSCORED_TYPES: readonly QuestionType[] = ['poll', 'word_cloud'];
export const TRUE_FALSE_CHOICES = ['True', 'False'] as const;
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
  acceptedAnswersMax: 10,
  acceptedAnswer: 75,
  /** A word cloud answer: a word or a short phrase. */
  wordCloud: 40,
  /** The longest text a player may type for any type-answer question. */
  typedAnswer: 75,
  /** Slider bounds stay readable on a phone. */
  sliderAbsMax: 1_000_000,
  /** At most this many steps between a slider's min and max. */
  sliderStepsMax: 10_000,
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
  questionTypesRequired: 'Pick at least one question type',
  questionTypesTooMany: `Pick each question type at most once (${QUESTION_TYPES.length} types)`,
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
  typeInvalid: `Question type must be one of: ${QUESTION_TYPES.join(', ')}`,
  trueFalseChoices: 'A true or false question has exactly two choices: True and False',
  answerIndexesRequired: 'Pick at least one right answer among the choices',
  answerIndexesInvalid: 'Each right answer must be one of the choices, once',
  acceptedAnswersCount: `A type-answer question needs 1 to ${L.acceptedAnswersMax} accepted answers`,
  acceptedAnswerRequired: 'Each accepted answer needs text',
  acceptedAnswerTooLong: `Each accepted answer must be at most ${L.acceptedAnswer} characters`,
  sliderNumber: (field: string) =>
    `The slider's ${field} must be a number between -${L.sliderAbsMax} and ${L.sliderAbsMax}`,
  sliderMinAboveMax: "The slider's min must be below its max",
  sliderStepInvalid: "The slider's step must be more than 0 and fit between its min and max",
  sliderStepsTooMany: `A slider can have at most ${L.sliderStepsMax} steps between its min and max`,
  sliderAnswerOutside: "The slider's answer must be between its min and max",
  sliderToleranceInvalid:
    "The slider's tolerance must be 0 or more and smaller than the distance from min to max",
  itemsCount: `An order question needs ${L.choicesMin} to ${L.choicesMax} items`,
  itemRequired: 'Each item needs text',
  itemTooLong: `Each item must be at most ${L.choice} characters`,
  itemsDistinct: 'The items of an order question must all be different',
  needsReviewInvalid: 'needsReview must be true or false',
  reviewReasonInvalid: 'The review note must be text of at most 300 characters',
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

const sliderNumber = (field: string) =>
  z
    .number(M.sliderNumber(field))
    .min(-L.sliderAbsMax, M.sliderNumber(field))
    .max(L.sliderAbsMax, M.sliderNumber(field));
const indexList = z
  .array(
    z.number(M.answerIndexesInvalid).int(M.answerIndexesInvalid).min(0, M.answerIndexesInvalid),
    M.answerIndexesInvalid,
  )
  .max(L.choicesMax, M.answerIndexesInvalid);

/** Case and spaces do not make two texts different (choices, items, accepted answers). */
const distinct = (list: string[]) =>
  new Set(list.map((c) => c.toLowerCase().replace(/\s+/g, ' '))).size === list.length;

/**
 * One question as a teacher edits it. One flat shape for every type (the editor switches type
 * without losing what was typed); the fields a type does not use are dropped when it is saved.
 * Choice types answer with an index into their own choices (`answerIndex`, or `answerIndexes`
 * for multi-select); type answer lists its accepted spellings; a slider has its range, right
 * value and tolerance; an order question keeps its items in the right order.
 */
export const quizQuestionInput = z
  .object({
    type: z.enum(QUESTION_TYPES, M.typeInvalid).default('multiple_choice'),
    question: z
      .string(M.questionRequired)
      .trim()
      .min(1, M.questionRequired)
      .max(L.question, M.questionTooLong),
    choices: z.array(choiceText, M.choicesCount).max(L.choicesMax, M.choicesCount).default([]),
    answerIndex: z
      .number(M.answerInvalid)
      .int(M.answerInvalid)
      .min(-1, M.answerInvalid)
      .max(L.choicesMax - 1, M.answerInvalid)
      .optional(),
    answerIndexes: indexList.optional(),
    acceptedAnswers: z
      .array(
        z
          .string(M.acceptedAnswerRequired)
          .trim()
          .min(1, M.acceptedAnswerRequired)
          .max(L.acceptedAnswer, M.acceptedAnswerTooLong),
        M.acceptedAnswersCount,
      )
      .max(L.acceptedAnswersMax, M.acceptedAnswersCount)
      .optional(),
    /** Type answer: "é" counts as "e" (the default). */
    ignoreAccents: z.boolean().optional(),
    min: sliderNumber('min').optional(),
    max: sliderNumber('max').optional(),
    step: sliderNumber('step').optional(),
    answer: sliderNumber('answer').optional(),
    tolerance: sliderNumber('tolerance').optional(),
    items: z
      .array(
        z.string(M.itemRequired).trim().min(1, M.itemRequired).max(L.choice, M.itemTooLong),
        M.itemsCount,
      )
      .max(L.choicesMax, M.itemsCount)
      .optional(),
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
    /** Why it needs review, in words (an import's reason; issue 32 item 14); none for the AI's. */
    reviewReason: z.string(M.reviewReasonInvalid).trim().max(300, M.reviewReasonInvalid).optional(),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (CHOICE_TYPES.includes(q.type)) {
      if (q.choices.length < L.choicesMin) return issue('choices', M.choicesCount);
      if (!distinct(q.choices)) issue('choices', M.choicesDistinct);
    }
    switch (q.type) {
      case 'true_false':
      case 'multiple_choice':
        if (
          q.type === 'true_false' &&
          (q.choices.length !== 2 ||
            q.choices[0] !== TRUE_FALSE_CHOICES[0] ||
            q.choices[1] !== TRUE_FALSE_CHOICES[1])
        )
          issue('choices', M.trueFalseChoices);
        if (q.answerIndex === undefined || q.answerIndex < 0 || q.answerIndex >= q.choices.length)
          issue('answerIndex', M.answerInvalid);
        return;
      case 'multi_select': {
        const picked = q.answerIndexes ?? [];
        if (picked.length === 0) return issue('answerIndexes', M.answerIndexesRequired);
        if (new Set(picked).size !== picked.length || picked.some((i) => i >= q.choices.length))
          issue('answerIndexes', M.answerIndexesInvalid);
        return;
      }
      case 'type_answer': {
        const accepted = q.acceptedAnswers ?? [];
        if (accepted.length === 0) issue('acceptedAnswers', M.acceptedAnswersCount);
        return;
      }
      case 'slider': {
        const { min, max, step, answer, tolerance } = q;
        if (min === undefined) issue('min', M.sliderNumber('min'));
        if (max === undefined) issue('max', M.sliderNumber('max'));
        if (step === undefined) issue('step', M.sliderNumber('step'));
        if (answer === undefined) issue('answer', M.sliderNumber('answer'));
        if (tolerance === undefined) issue('tolerance', M.sliderNumber('tolerance'));
        if (min === undefined || max === undefined) return;
        if (min >= max) return issue('min', M.sliderMinAboveMax);
        if (step !== undefined) {
          if (step <= 0 || step > max - min) issue('step', M.sliderStepInvalid);
          else if ((max - min) / step > L.sliderStepsMax) issue('step', M.sliderStepsTooMany);
        }
        if (answer !== undefined && (answer < min || answer > max))
          issue('answer', M.sliderAnswerOutside);
        if (tolerance !== undefined && (tolerance < 0 || tolerance >= max - min))
          issue('tolerance', M.sliderToleranceInvalid);
        return;
      }
      case 'order': {
        const items = q.items ?? [];
        if (items.length < L.choicesMin) return issue('items', M.itemsCount);
        if (!distinct(items)) issue('items', M.itemsDistinct);
        return;
      }
      case 'poll':
      case 'word_cloud':
        return;
    }
  });
export type QuizQuestionInput = z.input<typeof quizQuestionInput>;
export type QuizQuestion = z.output<typeof quizQuestionInput>;

export type TypeFieldsOut = Omit<TypeFieldsIn, 'type' | 'choices' | 'answerIndex'> & {
  type: QuestionType;
  choices: string[];
  answerIndex: number;
};
/**
 * The fields only some question types have, the one list the contract, the stored record and the
 * game rules share.
 */
export interface TypeSpecificFields {
  /** Multi-select: every right choice. */
  answerIndexes?: number[];
  /** Type answer: the spellings that count, and whether accents are ignored (default yes). */
  acceptedAnswers?: string[];
  ignoreAccents?: boolean;
  /** Slider. */
  min?: number;
  max?: number;
  step?: number;
  answer?: number;
  tolerance?: number;
  /** Order: the items in the right order (players see them shuffled). */
  items?: string[];
}

interface TypeFieldsIn extends TypeSpecificFields {
  type?: QuestionType;
  choices?: string[];
  answerIndex?: number;
}

/**
 * The fields a question's type uses and nothing else (a question switched from slider to poll in
 * the editor keeps no slider fields). No type is multiple choice.
 */
export function typeFields(q: TypeFieldsIn): TypeFieldsOut {
  const type = q.type ?? 'multiple_choice';
  const choices = CHOICE_TYPES.includes(type) ? (q.choices ?? []) : [];
  const oneRight = type === 'multiple_choice' || type === 'true_false';
  const base = { type, choices, answerIndex: oneRight ? (q.answerIndex ?? 0) : -1 };
  switch (type) {
    case 'multi_select':
      return { ...base, answerIndexes: [...(q.answerIndexes ?? [])].sort((a, b) => a - b) };
    case 'type_answer':
      return {
        ...base,
        acceptedAnswers: q.acceptedAnswers ?? [],
        ignoreAccents: q.ignoreAccents ?? true,
      };
    case 'slider':
      return {
        ...base,
        min: q.min ?? 0,
        max: q.max ?? 100,
        step: q.step ?? 1,
        answer: q.answer ?? 0,
        tolerance: q.tolerance ?? 0,
      };
    case 'order':
      return { ...base, items: q.items ?? [] };
    default:
      return base;
  }
}

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
  /**
   * Issue 35 item 5: the types the quiz mixes, each at least once when the count allows. Left
   * out, the engine writes multiple choice with some true/false, as before the types existed.
   */
  questionTypes: z
    .array(z.enum(QUESTION_TYPES, M.typeInvalid), M.questionTypesRequired)
    .min(1, M.questionTypesRequired)
    .max(QUESTION_TYPES.length, M.questionTypesTooMany)
    .refine((list) => new Set(list).size === list.length, M.questionTypesTooMany)
    .optional(),
  /** Beyond the spec's fields: the unit the class is on, so the questions are about it. */
  topic: z.string(M.topicTooLong).trim().max(L.topic, M.topicTooLong).default(''),
  /** Issue 34 item 3: the teacher's own material (their file's text); questions come from it. */
  ...sourceFields,
});
export type GenerateQuizFormInput = z.input<typeof generateQuizBody>;
export type GenerateQuizBody = z.output<typeof generateQuizBody>;

const quizFields = {
  title: z.string(M.titleRequired).trim().min(1, M.titleRequired).max(L.title, M.titleTooLong),
  description: z.string(M.descriptionTooLong).trim().max(L.description, M.descriptionTooLong),
  questions: questionList,
  /** Codes from the shipped standards (issue 34 item 2); the server writes their descriptions. */
  standards: standardsField.optional(),
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
  assessmentId: recordId(M.assessmentRequired),
});

// ---- responses (no transforms: they are encoded) ----------------------------------------------
export const quizQuestionResponse = z.object({
  type: z.enum(QUESTION_TYPES),
  question: z.string(),
  choices: z.array(z.string()),
  /** -1 for a type with no single right choice. */
  answerIndex: z.number().int(),
  answerIndexes: z.array(z.number().int()).optional(),
  acceptedAnswers: z.array(z.string()).optional(),
  ignoreAccents: z.boolean().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().optional(),
  answer: z.number().optional(),
  tolerance: z.number().optional(),
  items: z.array(z.string()).optional(),
  timeLimit: z.number().int(),
  explanation: z.string().optional(),
  needsReview: z.boolean(),
  reviewReason: z.string().optional(),
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
  standards: standardsList.default([]),
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
  /** What the engine could not make or left out, in its words (a type, fewer questions). */
  notice: z.string().optional(),
});
export type QuizSummary = z.input<typeof quizSummary>;
export type Quiz = z.input<typeof quizResponse>;
export type GeneratedQuizResult = z.input<typeof generateQuizResponse>;

export const QUIZ_ERRORS = defineErrors('quizzes', {
  not_found: { status: 404, message: M.notFound },
  no_choice_questions: { status: 400, message: M.noChoiceQuestions },
  /** Issue 34 item 3: a quiz from the teacher's material needs a sentence to ask about. */
  no_material_facts: {
    status: 400,
    message:
      'Your material has no sentences that state a fact to ask about (only headings, lists, instructions or questions). Use a file or text with sentences of information.',
  },
});
