import { z } from 'zod';
import {
  generatedQuiz,
  type GenerateQuizInput,
  type GeneratedQuiz,
} from '../../contracts/ai.contract';
import {
  QUESTION_TYPE_LABELS,
  QUIZ_LIMITS as L,
  quizQuestionInput,
  TRUE_FALSE_CHOICES,
  type QuestionType,
} from '../../contracts/quizzes.contract';

/**
 * A quiz answer's schema from the request (issue 35 item 5): each question one of the picked
 * types, shaped as that type (what a hosted model's JSON schema and the local model's grammar
 * ask for), then checked by the quiz contract's own validation (a slider's min below its max,
 * distinct choices, a right answer among them), so what is saved is what the editor accepts.
 */

/** Without a pick, what the engines wrote before the types existed. */
export const DEFAULT_QUIZ_TYPES: readonly QuestionType[] = ['multiple_choice', 'true_false'];

const q = generatedQuiz.shape.questions.element.shape;
const common = { question: q.question, explanation: q.explanation, needsReview: q.needsReview };
const text = z.string().min(1).max(L.choice);
const choices = (n: number) => z.array(text).length(n);
const indexIn = (n: number) =>
  z
    .number()
    .int()
    .min(0)
    .max(n - 1);
const kind = <T extends QuestionType>(type: T) => z.literal(type);

/** Each type's shape; choice types once per choice count, so an index stays within its own. */
const SHAPES: Record<QuestionType, z.ZodObject[]> = {
  multiple_choice: [4, 3, 2].map((n) =>
    // No type is multiple choice, as in the quiz contract.
    z.object({
      type: kind('multiple_choice').default('multiple_choice'),
      ...common,
      choices: choices(n),
      answerIndex: indexIn(n),
    }),
  ),
  true_false: [
    z.object({
      type: kind('true_false'),
      ...common,
      choices: z.tuple([z.literal(TRUE_FALSE_CHOICES[0]), z.literal(TRUE_FALSE_CHOICES[1])]),
      answerIndex: indexIn(2),
    }),
  ],
  multi_select: [4, 3].map((n) =>
    z.object({
      type: kind('multi_select'),
      ...common,
      choices: choices(n),
      answerIndexes: z.array(indexIn(n)).min(1).max(n),
    }),
  ),
  type_answer: [
    z.object({
      type: kind('type_answer'),
      ...common,
      acceptedAnswers: z
        .array(z.string().min(1).max(L.acceptedAnswer))
        .min(1)
        .max(L.acceptedAnswersMax),
    }),
  ],
  slider: [
    z.object({
      type: kind('slider'),
      ...common,
      min: z.number(),
      max: z.number(),
      step: z.number(),
      answer: z.number(),
      tolerance: z.number(),
    }),
  ],
  order: [
    z.object({
      type: kind('order'),
      ...common,
      items: z.array(text).min(L.choicesMin).max(L.choicesMax),
    }),
  ],
  poll: [z.object({ type: kind('poll'), ...common, choices: z.array(text).min(2).max(4) })],
  word_cloud: [z.object({ type: kind('word_cloud'), ...common })],
};

/** The quiz contract's first complaint about a question, or null when the editor accepts it. */
export function questionProblem(question: unknown): string | null {
  const parsed = quizQuestionInput.safeParse(question);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'not a valid question');
}

/** One question of the picked types, held to the quiz contract. */
export function pickedQuestion(types: readonly QuestionType[]) {
  const shapes = types.flatMap((t) => SHAPES[t]);
  const one = shapes.length === 1 ? shapes[0]! : z.union(shapes);
  return one.superRefine((question, ctx) => {
    const problem = questionProblem(question);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

export const typeOf = (question: { type?: QuestionType }): QuestionType =>
  question.type ?? 'multiple_choice';

/**
 * Exactly the count asked, every picked type at least once when the count allows; fewer only
 * from the teacher's material or when the engine says why (`fewerAllowed`), where fewer beats
 * invented.
 */
export function quizAnswer(
  input: Pick<GenerateQuizInput, 'totalQuestions' | 'questionTypes'> & { sourceText?: string },
  engineSaysFewer = false,
) {
  const fewerAllowed = engineSaysFewer || Boolean(input.sourceText);
  const n = input.totalQuestions;
  const types = input.questionTypes ?? DEFAULT_QUIZ_TYPES;
  // A type's shape has only its own fields (what a model is asked for); `choices` and
  // `answerIndex` default in the contract, and the quizzes service keeps each type's own.
  return generatedQuiz.extend({
    questions: z
      .array(pickedQuestion(types))
      .min(fewerAllowed ? 1 : n)
      .max(n)
      .superRefine((list, ctx) => {
        // Only a teacher's pick must be mixed; without one the engine chooses as it always did.
        if (!input.questionTypes || fewerAllowed || n < types.length) return;
        for (const t of types)
          if (!list.some((item) => typeOf(item) === t))
            ctx.addIssue({
              code: 'custom',
              message: `The quiz must have at least one ${QUESTION_TYPE_LABELS[t].toLowerCase()} question`,
            });
      }),
  }) as unknown as z.ZodType<GeneratedQuiz>;
}

/** Said when questions were left out or a picked type is missing: never a silent short quiz. */
export function shortQuizNotice(
  input: Pick<GenerateQuizInput, 'totalQuestions' | 'questionTypes'>,
  questions: readonly { type?: QuestionType }[],
  dropped: { count: number; problem?: string },
): string | undefined {
  const parts: string[] = [];
  const n = questions.length;
  const failed =
    dropped.count > 0
      ? `: ${dropped.count} the AI model wrote did not hold together${dropped.problem ? ` (${dropped.problem})` : ''}, even when asked again, and ${dropped.count === 1 ? 'was' : 'were'} left out`
      : ': the AI model wrote no more';
  if (n < input.totalQuestions) parts.push(`${n} of ${input.totalQuestions} questions${failed}.`);
  const missing = (input.questionTypes ?? []).filter(
    (t) => !questions.some((x) => typeOf(x) === t),
  );
  if (missing.length > 0 && input.totalQuestions >= (input.questionTypes ?? []).length)
    parts.push(
      `No ${missing.map((t) => QUESTION_TYPE_LABELS[t].toLowerCase()).join(', ')} question came out right.`,
    );
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * What is kept of a model's quiz that did not match twice (issue 35 item 5): its title and
 * every question the contract accepts, up to the count asked; the rest are dropped and the
 * notice says how many and why. Null when nothing is usable (then the call fails clearly).
 */
export function salvageQuiz(
  input: Pick<GenerateQuizInput, 'totalQuestions' | 'questionTypes'>,
  value: unknown,
): { quiz: GeneratedQuiz; notice?: string } | null {
  const envelope = generatedQuiz.pick({ title: true, description: true }).safeParse(value);
  const list = (value as { questions?: unknown } | null)?.questions;
  if (!envelope.success || !Array.isArray(list)) return null;
  const one = pickedQuestion(input.questionTypes ?? DEFAULT_QUIZ_TYPES);
  const kept: GeneratedQuiz['questions'] = [];
  let problem: string | undefined;
  for (const item of list.slice(0, input.totalQuestions)) {
    const parsed = one.safeParse(item);
    if (parsed.success) kept.push(parsed.data as GeneratedQuiz['questions'][number]);
    else problem ??= parsed.error.issues[0]?.message;
  }
  if (kept.length === 0) return null;
  const dropped = { count: Math.min(list.length, input.totalQuestions) - kept.length, problem };
  return {
    quiz: { ...envelope.data, questions: kept },
    notice: shortQuizNotice(input, kept, dropped),
  };
}
