import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import type { WordCount } from '../../../contracts/games.contract';
import { UNSCORED_TYPES, type QuestionType } from '../../../contracts/quizzes.contract';

/**
 * How each question type scores an answer (issue 35 item 1), pure and without a clock, for the
 * room's reducer (games.rules.ts). What the quiz holds is prepared once when the room opens, so
 * an answer costs a comparison, not a rebuild of the key.
 */

/**
 * How many of a room's questions score (not polls or word clouds): the maximum of a student's
 * right answers, which an LMS gradebook gets (decision 0033).
 */
export const scoredCount = (questions: readonly { type?: QuestionType }[]) =>
  questions.filter((q) => !UNSCORED_TYPES.includes(q.type ?? 'multiple_choice')).length;

// ---- type answer ---------------------------------------------------------------------------

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/;
const MARKS = /\p{M}+/gu;
const SPACES = /\s+/g;

/** Trimmed, case folded, spaces collapsed and (by default) accents dropped: "  Éclair " -> "eclair". */
export function foldText(text: string, ignoreAccents: boolean): string {
  let t = text.normalize('NFKC').trim().replace(SPACES, ' ').toLowerCase();
  if (ignoreAccents) t = t.normalize('NFD').replace(MARKS, '').normalize('NFC');
  return t;
}

/** A number when the folded text is one ("0.5", ".5", "+0.50", "1e3"), else the folded text. */
export function typedKey(text: string, ignoreAccents: boolean): string | number {
  const folded = foldText(text, ignoreAccents);
  return NUMBER.test(folded) ? Number(folded) : folded;
}

export interface AcceptedAnswers {
  ignoreAccents: boolean;
  keys: Set<string | number>;
}

export function prepareAccepted(
  accepted: readonly string[],
  ignoreAccents = true,
): AcceptedAnswers {
  return { ignoreAccents, keys: new Set(accepted.map((a) => typedKey(a, ignoreAccents))) };
}

/** Whether a typed answer equals one of the accepted spellings (numbers compare as numbers). */
export function typedMatches(accepted: AcceptedAnswers, text: string): boolean {
  return accepted.keys.has(typedKey(text, accepted.ignoreAccents));
}

// ---- multi-select ----------------------------------------------------------------------------

/** Partial credit: max(0, (right picked - wrong picked) / right total). */
export function multiSelectFraction(picked: readonly number[], right: readonly number[]): number {
  let score = 0;
  for (const c of picked) score += right.includes(c) ? 1 : -1;
  return right.length === 0 ? 0 : Math.max(0, score / right.length);
}

// ---- slider ----------------------------------------------------------------------------------

export interface SliderKey {
  min: number;
  max: number;
  answer: number;
  tolerance: number;
}

/**
 * Full marks within the tolerance, nothing a quarter of the range away or further, linear in
 * between: a closer answer never scores less.
 */
export function sliderFraction(value: number, s: SliderKey): number {
  const distance = Math.abs(value - s.answer);
  if (distance <= s.tolerance) return 1;
  const far = (s.max - s.min) / 4;
  if (distance >= far) return 0;
  return 1 - (distance - s.tolerance) / (far - s.tolerance);
}

/** Whether a value is on the slider: inside its range (a device may round differently). */
export const onSlider = (value: number, s: { min: number; max: number }) =>
  Number.isFinite(value) && value >= s.min && value <= s.max;

/** How many values fall in each tenth of the range (the last tenth takes the max). */
export function sliderHistogram(
  values: Iterable<number>,
  min: number,
  max: number,
  bins = 10,
): { from: number; to: number; count: number }[] {
  const width = (max - min) / bins;
  const counts = new Array<number>(bins).fill(0);
  for (const v of values) {
    const bin = Math.min(bins - 1, Math.max(0, Math.floor((v - min) / width)));
    counts[bin]! += 1;
  }
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return counts.map((count, i) => ({
    from: round(min + i * width),
    to: round(min + (i + 1) * width),
    count,
  }));
}

// ---- order -----------------------------------------------------------------------------------

/** mulberry32: a small seeded generator, so a replay shuffles the items the same way. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How question `index` of room `roomId` shows its `n` items: shown[i] is the saved (right)
 * position of the item shown i-th. Never the right order itself, so it gives nothing away.
 */
export function shownOrder(roomId: number, index: number, n: number): number[] {
  const next = seeded(roomId * 7919 + index * 104729 + n);
  const shown = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [shown[i], shown[j]] = [shown[j]!, shown[i]!];
  }
  if (n > 1 && shown.every((v, i) => v === i)) shown.push(shown.shift()!);
  return shown;
}

/** An order sent by a device is every shown item once. */
export function isPermutation(order: readonly number[], n: number): boolean {
  if (order.length !== n) return false;
  let seen = 0;
  for (const i of order) {
    if (!Number.isInteger(i) || i < 0 || i >= n || seen & (1 << i)) return false;
    seen |= 1 << i;
  }
  return true;
}

/** A device's order (indexes into the items as shown) as saved positions, and how many are right. */
export function orderOutcome(
  order: readonly number[],
  shown: readonly number[],
): { saved: number[]; positionsRight: number } {
  const saved = order.map((i) => shown[i]!);
  let positionsRight = 0;
  saved.forEach((item, place) => {
    if (item === place) positionsRight += 1;
  });
  return { saved, positionsRight };
}

// ---- word cloud ------------------------------------------------------------------------------

const matcher = new RegExpMatcher({
  ...englishDataset.build(),
  ...englishRecommendedTransformers,
});

/** The profanity filter of the word cloud (obscenity's English set, look-alikes folded). */
export const isProfane = (text: string) => matcher.hasMatch(text);

/**
 * Answers grouped case- and space-insensitively, largest first (ties: first given first); each
 * group shows the spelling most players used. What the filter catches is counted, not shown.
 */
export function groupWords(
  texts: Iterable<string>,
  filter: boolean,
): { words: WordCount[]; hidden: number } {
  const groups = new Map<string, { count: number; spellings: Map<string, number> }>();
  let hidden = 0;
  for (const raw of texts) {
    const text = raw.trim().replace(SPACES, ' ');
    if (!text) continue;
    if (filter && isProfane(text)) {
      hidden += 1;
      continue;
    }
    const key = text.toLowerCase();
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { count: 0, spellings: new Map() }));
    g.count += 1;
    g.spellings.set(text, (g.spellings.get(text) ?? 0) + 1);
  }
  const words = [...groups.values()].map((g) => {
    let best = '';
    let most = 0;
    for (const [spelling, n] of g.spellings) {
      if (n > most) [best, most] = [spelling, n];
    }
    return { text: best, count: g.count };
  });
  // Array.prototype.sort is stable: equal counts keep the order they were first given.
  words.sort((a, b) => b.count - a.count);
  return { words, hidden };
}
