import { z } from 'zod';
import {
  generatedAssessment,
  generatedContent,
  lessonPlan,
  type GenerateAssessmentBody,
  type GenerateLessonBody,
  type GenerateQuizInput,
} from '../../contracts/ai.contract';
import { question } from '../../contracts/questions.contract';
import { quizAnswer } from './quiz-answer';

/**
 * The answer's schema built from the request (issue 33 item 2): the contract schema narrowed to
 * what was asked, so a hosted model gets it as its JSON schema, the local model as its grammar,
 * and every engine's answer is validated with it. What JSON Schema cannot say (minutes that add
 * up, an answer among its own choices) is a refinement the validation checks.
 *
 * The generated shapes carry no grade, so there is no grade to pin: the grade reaches the model
 * in the request only.
 */

const { phases } = lessonPlan.shape;
const phase = phases.element;
/** The plan holds at most this many objectives and phases (lessonPlan). */
const MAX_PLAN_OBJECTIVES = 12;
const MAX_PHASES = 12;

/** The teacher's objectives as the plan keeps them: trimmed, blanks dropped, at most 12. */
export const typedObjectives = (input: Pick<GenerateLessonBody, 'objectives'>) =>
  input.objectives
    .map((o) => o.trim())
    .filter(Boolean)
    .slice(0, MAX_PLAN_OBJECTIVES);

export function lessonAnswer(input: GenerateLessonBody) {
  const typed = typedObjectives(input);
  const minutes = z.number().int().min(1).max(input.duration);
  // Objectives the teacher typed are theirs, word for word and in order.
  const objectives: z.ZodType<string[]> =
    typed.length > 0
      ? (z.tuple(typed.map((o) => z.literal(o)) as [z.ZodLiteral<string>]) as z.ZodType<string[]>)
      : lessonPlan.shape.objectives;
  return lessonPlan.extend({
    objectives,
    phases: z
      .array(phase.extend({ minutes }))
      .min(1)
      .max(MAX_PHASES)
      .refine((list) => list.reduce((sum, p) => sum + p.minutes, 0) === input.duration, {
        message: `The phases' minutes must add up to the ${input.duration} minutes asked for.`,
      }),
  });
}

const choice = question.shape.choices.unwrap().element;
/** A generated question: a rubric is the teacher's (or drafted on its own), never in a set. */
const generated = question.omit({ rubric: true });
const multipleChoice = generated
  .extend({
    type: z.literal('multiple_choice'),
    choices: z.array(choice).min(2).max(8),
  })
  .refine((q) => q.choices.includes(q.answer.trim()), {
    message: 'A multiple-choice answer must be one of its choices.',
    path: ['answer'],
  });
const trueFalse = generated.extend({
  type: z.literal('true_false'),
  choices: z.array(choice).max(0).default([]),
  answer: z.enum(['true', 'false']),
});
const shortAnswer = generated.extend({
  type: z.literal('short_answer'),
  choices: z.array(choice).max(0).default([]),
});

/**
 * Exactly the count asked for, unless the questions are drawn from the teacher's material
 * (`fewerAllowed`), where fewer is better than invented: the service then says how many.
 */
export function assessmentAnswer(
  input: Pick<GenerateAssessmentBody, 'questionCount' | 'sourceText'>,
  fewerAllowed = Boolean(input.sourceText),
) {
  const n = input.questionCount;
  return generatedAssessment.extend({
    questions: z
      .array(z.union([multipleChoice, trueFalse, shortAnswer]))
      .min(fewerAllowed ? 1 : n)
      .max(n),
  });
}

/** A quiz's answer mixes the teacher's picked types (issue 35 item 5): its own file. */
export { quizAnswer };

/** Classroom content has nothing counted in it: the contract schema is the request's. */
export const contentAnswer = () => generatedContent;

/** Properties a model must not set: it cannot say its own questions were checked. */
const MODEL_OMITS = new Set(['needsReview', 'reviewReason']);

type Json = Record<string, unknown>;
function withoutOmitted(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutOmitted);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === '$schema') continue;
    if (key === 'properties') {
      out[key] = Object.fromEntries(
        Object.entries(value as Json)
          .filter(([name]) => !MODEL_OMITS.has(name))
          .map(([name, child]) => [name, withoutOmitted(child)]),
      );
    } else if (key === 'required' && Array.isArray(value)) {
      out[key] = value.filter((name) => !MODEL_OMITS.has(name as string));
    } else out[key] = withoutOmitted(value);
  }
  return out;
}

/**
 * The answer's schema as the JSON Schema a model is given (a hosted model's `response_format`,
 * the local model's grammar): every property the answer has, without the ones a model must not
 * set. Refinements (minutes that add up, an answer among its choices) are not in it; the
 * pipeline checks them.
 */
export function answerJsonSchema(schema: z.ZodType): Json {
  return withoutOmitted(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })) as Json;
}

/** Each generation's answer schema, as an engine builds it from the request it was given. */
export const ANSWER_SCHEMAS = {
  lesson: lessonAnswer,
  assessment: (input: GenerateAssessmentBody) => assessmentAnswer(input),
  content: contentAnswer,
  quiz: (input: GenerateQuizInput) => quizAnswer(input),
} as const;
