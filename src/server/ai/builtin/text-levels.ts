import { fleschKincaid, gradeNumber, ON_TARGET_WITHIN } from '../reading-level';
import type { BankQuestion } from './bank/types';
import type { TopicNotes } from './knowledge/types';

/**
 * The measured reading level of every text the built-in engine holds (issue 34 item 1): a bank
 * question reads as its prompt and explanation, topic notes as their definitions, corrections
 * and worked example. Measured once per text on first use; undefined with too few words.
 */
const measured = new WeakMap<object, number | undefined>();

function levelOf(text: object, prose: () => string): number | undefined {
  if (!measured.has(text)) measured.set(text, fleschKincaid(prose())?.grade);
  return measured.get(text);
}

const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

export const bankQuestionLevel = (q: BankQuestion) =>
  levelOf(q, () => [q.prompt, q.explanation].map(sentence).join(' '));

export const notesLevel = (n: TopicNotes) =>
  levelOf(n, () =>
    [
      ...n.terms.map(([term, definition]) => `${capital(term)} is ${definition}`),
      ...n.misconceptions.map((m) => m.right),
      n.example.problem,
      ...n.example.steps,
    ]
      .map(sentence)
      .join(' '),
  );

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * How far a text reads from a grade, for ordering: 0 within a grade of it (all on-target texts
 * are equally good, so the seeded order among them stays), else the distance; a text too short
 * to measure counts as on target (one short sentence says little either way).
 */
export function levelDistance(level: number | undefined, grade: string): number {
  if (level === undefined) return 0;
  const off = Math.abs(level - gradeNumber(grade));
  return off <= ON_TARGET_WITHIN ? 0 : off;
}
