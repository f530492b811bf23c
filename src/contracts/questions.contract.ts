import { z } from 'zod';
import { rubric } from './rubrics.contract';

/**
 * A structured assessment question, shared by the assessment editor, the student take page,
 * auto-grading and every AI engine (built-in and LLM), so a generated assessment is editable
 * as it comes.
 */
export const QUESTION_TYPES = ['multiple_choice', 'true_false', 'short_answer'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const question = z.object({
  /** Stable within its assessment (e.g. "q1"); answers refer to it. */
  id: z.string().trim().min(1).max(40),
  type: z.enum(QUESTION_TYPES),
  prompt: z.string().trim().min(1, 'Question text is required').max(2000),
  /** Multiple choice only: 2 to 8 options. Empty for the other types. */
  choices: z.array(z.string().trim().min(1).max(500)).max(8).default([]),
  /**
   * The correct answer: for multiple choice the text of the right choice, for true/false
   * "true" or "false", for short answer a model answer the teacher grades against.
   */
  answer: z.string().trim().max(1000),
  points: z.number().int().min(0).max(1000).default(1),
  /** Set by the built-in engine for questions it could not check itself. */
  needsReview: z.boolean().default(false),
  explanation: z.string().trim().max(2000).optional(),
  /**
   * Where a generated question came from (the teacher's text, a lesson, the maths generator,
   * a general template), for the teacher only: publicQuestion leaves it out.
   */
  source: z.string().trim().max(300).optional(),
  /**
   * Short answer only: criteria with levels worth points, whose best levels add up to the
   * question's points (checked with the assessment; rubrics.contract.ts).
   */
  rubric: rubric.optional(),
});
export type Question = z.output<typeof question>;
export type QuestionInput = z.input<typeof question>;

/** What a student sees: the same question without its answer or explanation. */
export const publicQuestion = question.pick({
  id: true,
  type: true,
  prompt: true,
  choices: true,
  points: true,
});
export type PublicQuestion = z.output<typeof publicQuestion>;
