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
import { sourceQuestions } from './source-questions';
import { bankQuestions, bankSourceNote, type BankMatch } from './bank/match';

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

/** Where each question came from, shown to the teacher only (never on the take page). */
export const SOURCE_NOTES = {
  math: 'Computed by the built-in maths generator; the answer is checked.',
  template: 'General reasoning question (not specific to the topic); review before use.',
  objective: 'Written from your objective; review before use.',
  material: (name: string, sentence: number) => `From ${name}, sentence ${sentence}.`,
} as const;

type Draft = Omit<Question, 'id' | 'points'>;

/** Questions from the teacher's own material: as many as it gives, never padded. */
function fromMaterial(text: string, name: string, count: number): Draft[] {
  return sourceQuestions(text, count).map((q) => ({
    type: q.type,
    prompt: q.prompt,
    choices: q.choices,
    answer: q.answer,
    // The answer is the material's own word; the teacher still glances at the wording.
    needsReview: q.type === 'short_answer',
    explanation: q.explanation,
    source: SOURCE_NOTES.material(name, q.sentence),
  }));
}

/**
 * Reviewed questions from the bundled bank whose topic matches, in the asked mix of types
 * where the bank has them (another type where it does not); never more than it holds.
 */
function fromBank(
  input: { subject: string; grade: string; topic: string },
  kinds: readonly Kind[],
  rnd: Random,
): Draft[] {
  const matches = bankQuestions(input.subject, input.grade, input.topic, rnd);
  const take = (kind: Kind): BankMatch | undefined => {
    const i = matches.findIndex((m) => m.question.type === kind);
    return matches.splice(i >= 0 ? i : 0, 1)[0];
  };
  const out: Draft[] = [];
  for (const kind of kinds) {
    const m = take(kind);
    if (!m) break;
    const q = m.question;
    out.push({
      type: q.type,
      prompt: q.prompt,
      choices:
        q.type === 'multiple_choice' ? rnd.shuffle([q.answer, ...(q.distractors ?? [])]) : [],
      answer: q.answer,
      needsReview: false,
      explanation: q.explanation,
      source: bankSourceNote(input.subject, m),
    });
  }
  return out;
}

/**
 * General questions for subjects the engine cannot compute: each template at most once, so
 * a long request gets fewer questions rather than repeats.
 */
function fromTemplates(
  input: { topic: string; objectives?: readonly string[] },
  kinds: readonly Kind[],
  rnd: Random,
): Draft[] {
  const pools = {
    multiple_choice: rnd.shuffle(topicChoiceItems(input.topic)).map((c): Draft => ({
      type: 'multiple_choice',
      prompt: c.prompt,
      choices: rnd.shuffle([c.answer, ...c.distractors]),
      answer: c.answer,
      needsReview: true,
      source: SOURCE_NOTES.template,
    })),
    true_false: rnd.shuffle(topicTrueFalse(input.topic)).map((t): Draft => ({
      type: 'true_false',
      prompt: t.prompt,
      choices: [],
      answer: t.answer,
      needsReview: true,
      source: SOURCE_NOTES.template,
    })),
    short_answer: topicShortAnswers(input.topic, input.objectives ?? [], rnd).map((s): Draft => ({
      type: 'short_answer',
      prompt: s.prompt,
      choices: [],
      answer: s.answer,
      needsReview: true,
      source: s.fromObjective ? SOURCE_NOTES.objective : SOURCE_NOTES.template,
    })),
  };
  const out: Draft[] = [];
  for (const kind of kinds) {
    const next = pools[kind].shift();
    if (next) out.push(next);
  }
  return out;
}

function numbered(drafts: readonly Draft[]): Question[] {
  const points = pointsFor(drafts.map((d) => d.type));
  return drafts.map((d, i) => ({ id: `q${i + 1}`, points: points[i]!, ...d }));
}

export function buildQuestions(
  input: {
    subject: string;
    grade: string;
    topic: string;
    objectives?: readonly string[];
    sourceText?: string;
    sourceName?: string;
  },
  kinds: readonly Kind[],
  rnd: Random,
): Question[] {
  const drafts: Draft[] = input.sourceText?.trim()
    ? fromMaterial(input.sourceText, input.sourceName || 'your material', kinds.length)
    : [];
  // The teacher's own material, when given, is the whole source: the bank does not pad it.
  if (!input.sourceText?.trim()) drafts.push(...fromBank(input, kinds, rnd));
  const left = kinds.slice(drafts.length);
  if (left.length > 0 && input.subject === 'Mathematics') {
    // Maths is computed, so it can always fill the rest with real questions.
    const items = mathItems(input.grade, left.length, rnd, input.topic);
    left.forEach((kind, i) =>
      drafts.push({ ...fromMath(items[i % items.length]!, kind, rnd), source: SOURCE_NOTES.math }),
    );
  } else if (drafts.length === 0) {
    // No material and no bank topic: general questions, each once (fewer rather than repeats).
    drafts.push(...fromTemplates(input, kinds, rnd));
  }
  return numbered(drafts);
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
