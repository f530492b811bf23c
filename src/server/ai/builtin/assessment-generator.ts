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
import { clip } from './clip';
import { materialDrafts, sourceNote } from './material';
import { bankDraft, notesDrafts, toAdd, topicMaterial, type Draft } from './topic-material';

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
  placeholder:
    'A place for your own question: the built-in engine has nothing reviewed on this topic.',
  /** The sentence quoted (issue 34 item 3), cut to fit the 300-character note. */
  material: sourceNote,
} as const;

/** Takes drafts from the pool in the asked mix of types where it can, another type where not. */
function pick(pool: Draft[], kinds: readonly Kind[]): Draft[] {
  const out: Draft[] = [];
  for (const kind of kinds) {
    if (pool.length === 0) break;
    const i = pool.findIndex((d) => d.type === kind);
    out.push(pool.splice(i >= 0 ? i : 0, 1)[0]!);
  }
  return out;
}

function numbered(drafts: readonly Draft[]): Question[] {
  const points = pointsFor(drafts.map((d) => d.type));
  return drafts.map((d, i) => ({ id: `q${i + 1}`, points: points[i]!, ...d }));
}

export interface BuiltQuestions {
  questions: Question[];
  /** Set when there are fewer real questions than asked: how many, and why. */
  notice?: string;
}

type QuestionInput = {
  subject: string;
  grade: string;
  topic: string;
  sourceText?: string;
  sourceName?: string;
};

/**
 * Real questions only (issue 24, item 3): the teacher's material when given (and nothing else),
 * otherwise the reviewed bank, the checked maths generator when it covers the topic, and the
 * reviewed topic notes. Fewer than asked says so; none at all gives places marked for the
 * teacher's own questions rather than questions about nothing in particular.
 */
export function buildQuestions(
  input: QuestionInput,
  kinds: readonly Kind[],
  rnd: Random,
): BuiltQuestions {
  const asked = kinds.length;
  if (input.sourceText?.trim()) {
    const name = input.sourceName || 'your material';
    const drafts = materialDrafts(input.sourceText, name, asked);
    if (drafts.length > 0)
      return {
        questions: numbered(drafts),
        notice:
          drafts.length < asked
            ? `${drafts.length} of ${asked} questions: ${name} gave only ${drafts.length} usable ${drafts.length === 1 ? 'sentence' : 'sentences'} (statements of fact, not instructions or questions). Add more material for more questions.`
            : undefined,
      };
    return placeholders(input, asked, `${name} has no sentences that state a fact to ask about`);
  }
  const material = topicMaterial(input, rnd);
  const drafts = pick(
    material.bank.map((m) => bankDraft(input.subject, m, rnd)),
    kinds,
  );
  const left = kinds.slice(drafts.length);
  if (left.length > 0 && material.math) {
    // Maths the generator covers is computed, so it can always fill the rest with real questions.
    const items = mathItems(input.grade, left.length, rnd, input.topic);
    left.forEach((kind, i) =>
      drafts.push({ ...fromMath(items[i % items.length]!, kind, rnd), source: SOURCE_NOTES.math }),
    );
  } else if (left.length > 0 && material.notes) {
    drafts.push(...pick(notesDrafts(material.notes, rnd), left));
  }
  const where = `"${input.topic}" for ${input.subject}, grades ${material.band}`;
  if (drafts.length === 0)
    return placeholders(input, asked, `the built-in engine has no reviewed questions on ${where}`);
  return {
    questions: numbered(drafts),
    notice:
      drafts.length < asked
        ? `${drafts.length} of ${asked} questions: the built-in engine has only ${drafts.length} reviewed ${drafts.length === 1 ? 'question' : 'questions'} on ${where}, and it does not make up questions. ${MORE}`
        : undefined,
  };
}

const MORE =
  'For more, add your own material (one of your lessons or pasted text), or ask your administrator to connect a language model.';

/** Nothing real: the asked number of places for the teacher's questions, and a notice saying so. */
function placeholders(input: QuestionInput, asked: number, why: string): BuiltQuestions {
  const drafts = Array.from({ length: asked }, (_, i): Draft => ({
    type: 'short_answer',
    prompt: toAdd(`question ${i + 1} on ${input.topic}`),
    choices: [],
    answer: toAdd('the answer you expect'),
    needsReview: true,
    source: SOURCE_NOTES.placeholder,
  }));
  return {
    questions: numbered(drafts),
    notice: `No questions written: ${why}. The assessment holds ${asked} ${asked === 1 ? 'place' : 'places'} marked [Add: ...] for your own questions. ${MORE}`,
  };
}

export function generateAssessmentDraft(input: GenerateAssessmentBody): {
  assessment: GeneratedAssessment;
  notice?: string;
} {
  const rnd = seededRandom(hashSeed(input));
  const { questions, notice } = buildQuestions(
    input,
    kindsFor(input.assessmentType, input.questionCount),
    rnd,
  );
  const assessment = generatedAssessment.parse({
    title: clip(input.topic, 200),
    // Students read the description on the take page: teacher notes (which questions to
    // review) live on the questions' flags and in the answer key, never here.
    description: clip(
      `${input.assessmentType.charAt(0).toUpperCase()}${input.assessmentType.slice(1)} on ${input.topic} for ${gradeName(input.grade)} ${input.subject}.`,
      2000,
    ),
    questions,
  });
  return { assessment, ...(notice ? { notice } : {}) };
}
