import type { Question } from '../../../contracts/questions.contract';
import { bankQuestions, bankSourceNote, BAND_OF, type BankMatch } from './bank/match';
import type { Band } from './bank/types';
import { gradeBand } from './bloom';
import { topicNotes } from './knowledge/index';
import type { TopicNotes } from './knowledge/types';
import { mathCovers, mathItems } from './math-questions';
import type { Random } from './seeded-random';

/**
 * What the built-in engine really has on a teacher's topic (issue 24, item 3): reviewed notes,
 * reviewed bank questions, and whether the checked maths generator covers it. Every generator
 * builds from this and marks what is missing instead of wrapping the topic in filler.
 */
export interface TopicMaterial {
  notes?: TopicNotes;
  /** Bank questions named by the topic itself or by its notes, best match first, no repeats. */
  bank: BankMatch[];
  math: boolean;
  band: Band;
}

export function topicMaterial(
  input: { subject: string; grade: string; topic: string },
  rnd: Random,
): TopicMaterial {
  const { subject, grade, topic } = input;
  const notes = topicNotes(subject, grade, topic);
  const found = [topic, ...(notes?.bankTopics ?? [])].flatMap((t) =>
    bankQuestions(subject, grade, t, rnd),
  );
  const seen = new Set<string>();
  const bank = found.filter((m) => !seen.has(m.question.prompt) && !!seen.add(m.question.prompt));
  return {
    notes,
    bank,
    math: subject === 'Mathematics' && mathCovers(topic),
    band: BAND_OF[gradeBand(grade)],
  };
}

/** True when the engine has anything real on the topic. */
export const hasMaterial = (m: TopicMaterial) => !!m.notes || m.bank.length > 0 || m.math;

/** The marker for a place the teacher fills in: plain to see, easy to search for. */
export const toAdd = (what: string) => `[Add: ${what}]`;

/** A question without its number and points, as the assessment builder assembles them. */
export type Draft = Omit<Question, 'id' | 'points'>;

export const bankDraft = (subject: string, m: BankMatch, rnd: Random): Draft => ({
  type: m.question.type,
  prompt: m.question.prompt,
  choices:
    m.question.type === 'multiple_choice'
      ? rnd.shuffle([m.question.answer, ...(m.question.distractors ?? [])])
      : [],
  answer: m.question.answer,
  needsReview: false,
  explanation: m.question.explanation,
  source: bankSourceNote(subject, m),
});

const notesSource = (notes: TopicNotes) =>
  `Chalkwise topic notes: "${notes.names[0]}". Reviewed; check it fits your class.`;

/**
 * Questions made only from the notes' own sentences: which term a definition names, whether
 * a definition belongs to its term (every other one swapped with a neighbour's, so the answer
 * is not always true), each misconception as a false statement, and the worked example.
 */
export function notesDrafts(notes: TopicNotes, rnd: Random): Draft[] {
  const source = notesSource(notes);
  const { terms } = notes;
  const choice: Draft[] = terms.map(([term, definition], i) => ({
    type: 'multiple_choice',
    prompt: `Which term matches this description: "${definition}"?`,
    choices: rnd.shuffle([term, ...terms.filter((_, j) => j !== i).map(([t]) => t)].slice(0, 4)),
    answer: term,
    needsReview: false,
    explanation: `${term}: ${definition}.`,
    source,
  }));
  const matched: Draft[] = terms.map(([term, definition], i) => {
    const swap = i % 2 === 1 ? terms[(i + 1) % terms.length] : undefined;
    const shown = swap && swap[0] !== term ? swap[1] : definition;
    return {
      type: 'true_false',
      prompt: `True or false: "${term}" means ${shown}.`,
      choices: [],
      answer: String(shown === definition),
      needsReview: false,
      explanation: `${term}: ${definition}.`,
      source,
    };
  });
  const wrongIdeas: Draft[] = notes.misconceptions.map((m) => ({
    type: 'true_false',
    prompt: `True or false: ${m.wrong}`,
    choices: [],
    answer: 'false',
    needsReview: false,
    explanation: m.right,
    source,
  }));
  const worked: Draft = {
    type: 'short_answer',
    prompt: notes.example.problem,
    choices: [],
    answer: notes.example.answer,
    needsReview: false,
    explanation: notes.example.steps.join(' '),
    source,
  };
  return [...choice, worked, ...interleave(matched, wrongIdeas)];
}

function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (i < a.length) out.push(a[i]!);
    if (i < b.length) out.push(b[i]!);
  }
  return out;
}

/**
 * Practice for a lesson or worksheet, real items only: computed maths when the generator covers
 * the topic, then reviewed bank questions, then questions from the topic notes. Empty when the
 * engine has nothing on the topic; the caller then marks the place for the teacher's own.
 */
export function practiceDrafts(
  input: { subject: string; grade: string; topic: string },
  material: TopicMaterial,
  count: number,
  rnd: Random,
): Draft[] {
  const math: Draft[] = material.math
    ? mathItems(input.grade, count, rnd, input.topic).map((m) => ({
        type: 'short_answer',
        prompt: m.prompt,
        choices: [],
        answer: m.answer,
        needsReview: false,
        explanation: m.explanation,
      }))
    : [];
  const bank = material.bank.map((m) => bankDraft(input.subject, m, rnd));
  const notes = material.notes ? notesDrafts(material.notes, rnd) : [];
  return [...math, ...bank, ...notes].slice(0, count);
}

/** One practice item on one line, with its answer for the teacher. */
export function inlineItem(d: Draft): { q: string; a: string } {
  if (d.type === 'multiple_choice')
    return {
      q: `${d.prompt} (${d.choices.map((c, i) => `${String.fromCharCode(65 + i)}. ${c}`).join('; ')})`,
      a: `${String.fromCharCode(65 + d.choices.indexOf(d.answer))}. ${d.answer}`,
    };
  if (d.type === 'true_false')
    return {
      q: `True or false? ${d.prompt.replace(/^True or false[:?]?\s*/i, '')}`,
      a: d.answer === 'true' ? 'True' : 'False',
    };
  return { q: d.prompt, a: d.answer };
}
