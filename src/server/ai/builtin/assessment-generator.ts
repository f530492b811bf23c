import {
  generatedAssessment,
  type GenerateAssessmentBody,
  type GeneratedAssessment,
} from '../../../contracts/ai.contract';
import type { Question } from '../../../contracts/questions.contract';
import { gradeName } from './bloom';
import { mathItems, type MathItem } from './math-questions';
import { splitMinutes } from './minutes';
import { hashSeed, seededRandom, type Random } from './seeded-random';
import { topicChoiceItems, topicShortAnswers, topicTrueFalse } from './topic-questions';
import { clip } from './clip';

type Kind = Question['type'];

/** The mix of question types each assessment type leans on, cycled in this order. */
const MIX: Record<GenerateAssessmentBody['assessmentType'], Kind[]> = {
  quiz: ['multiple_choice', 'multiple_choice', 'true_false', 'multiple_choice', 'short_answer'],
  test: ['multiple_choice', 'short_answer', 'multiple_choice', 'true_false'],
  exam: ['multiple_choice', 'short_answer', 'multiple_choice', 'true_false', 'short_answer'],
  assignment: ['short_answer', 'short_answer', 'multiple_choice'],
  project: ['short_answer', 'short_answer', 'short_answer', 'multiple_choice'],
};

const kindsFor = (type: GenerateAssessmentBody['assessmentType'], count: number): Kind[] =>
  Array.from({ length: count }, (_, i) => MIX[type][i % MIX[type].length]!);

/** Points add up to 100 when there are at most 100 questions; written answers weigh double. */
function pointsFor(kinds: readonly Kind[]): number[] {
  if (kinds.length > 100) return kinds.map(() => 1);
  return splitMinutes(
    100,
    kinds.map((k) => (k === 'short_answer' ? 2 : 1)),
  );
}

function fromMath(item: MathItem, kind: Kind, rnd: Random): Omit<Question, 'id' | 'points'> {
  if (kind === 'multiple_choice') {
    return {
      type: kind,
      prompt: item.prompt,
      choices: rnd.shuffle([item.answer, ...item.distractors]),
      answer: item.answer,
      needsReview: false,
      explanation: item.explanation,
    };
  }
  if (kind === 'true_false') {
    const honest = rnd.next() < 0.5;
    const shown = honest ? item.answer : item.distractors[0]!;
    return {
      type: kind,
      prompt: `True or false: the answer to "${item.prompt}" is ${shown}.`,
      choices: [],
      answer: String(honest),
      needsReview: false,
      explanation: item.explanation,
    };
  }
  return {
    type: kind,
    prompt: item.prompt,
    choices: [],
    answer: item.answer,
    needsReview: false,
    explanation: item.explanation,
  };
}

export function buildQuestions(
  input: { subject: string; grade: string; topic: string; objectives?: readonly string[] },
  kinds: readonly Kind[],
  rnd: Random,
): Question[] {
  const points = pointsFor(kinds);
  if (input.subject === 'Mathematics') {
    const items = mathItems(input.grade, kinds.length, rnd, input.topic);
    return kinds.map((kind, i) => ({
      id: `q${i + 1}`,
      points: points[i]!,
      ...fromMath(items[i % items.length]!, kind, rnd),
    }));
  }
  const choice = rnd.shuffle(topicChoiceItems(input.topic));
  const tf = rnd.shuffle(topicTrueFalse(input.topic));
  const short = topicShortAnswers(input.topic, input.objectives ?? [], rnd);
  const used = { multiple_choice: 0, true_false: 0, short_answer: 0 };
  return kinds.map((kind, i) => {
    const n = used[kind]++;
    const base = { id: `q${i + 1}`, points: points[i]!, needsReview: true };
    if (kind === 'multiple_choice') {
      const c = choice[n % choice.length]!;
      return {
        ...base,
        type: kind,
        prompt: c.prompt,
        choices: rnd.shuffle([c.answer, ...c.distractors]),
        answer: c.answer,
      };
    }
    if (kind === 'true_false') {
      const t = tf[n % tf.length]!;
      return { ...base, type: kind, prompt: t.prompt, choices: [], answer: t.answer };
    }
    const s = short[n % short.length]!;
    return { ...base, type: kind, prompt: s.prompt, choices: [], answer: s.answer };
  });
}

export function generateAssessmentDraft(input: GenerateAssessmentBody): GeneratedAssessment {
  const rnd = seededRandom(hashSeed(input));
  const questions = buildQuestions(input, kindsFor(input.assessmentType, input.questionCount), rnd);
  return generatedAssessment.parse({
    title: clip(input.topic, 200),
    // Students read the description on the take page: teacher notes (which questions to
    // review) live on the questions' flags and in the answer key, never here.
    description: clip(
      `${input.assessmentType.charAt(0).toUpperCase()}${input.assessmentType.slice(1)} on ${input.topic} for ${gradeName(input.grade)} ${input.subject}.`,
      2000,
    ),
    questions,
  });
}
