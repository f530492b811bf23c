import type { Random } from './seeded-random';
import { midSentence, type QuizTheme } from './quiz-themes';
import type { GradeBand } from './bloom';

/**
 * Themed maths word problems for RollCall quizzes. Each problem keeps its numbers and a
 * `check` that recomputes the answer a second way; a problem is only used when the check
 * agrees, the answer is a whole number of at least 0 and its three wrong answers are distinct
 * whole numbers (typical mistakes first, near misses to fill).
 */
export interface WordProblem {
  prompt: string;
  answer: number;
  distractors: number[];
  explanation: string;
  /** The answer recomputed independently of `answer`. */
  check: () => number;
}

export type Level = 0 | 1 | 2;

interface Cast {
  hero: string;
  heroMid: string;
  items: string;
  container: string;
  friends: string;
}

function distinctWrong(answer: number, candidates: number[], rnd: Random): number[] {
  const out: number[] = [];
  const near = Array.from(
    { length: 24 },
    (_, i) => answer + (i % 2 === 0 ? 1 : -1) * (1 + (i >> 1)),
  );
  for (const c of [...candidates, ...rnd.shuffle(near.slice(0, 6)), ...near]) {
    if (Number.isInteger(c) && c > 0 && c !== answer && !out.includes(c)) out.push(c);
    if (out.length === 3) break;
  }
  return out;
}

type Make = (
  rnd: Random,
  c: Cast,
  level: Level,
) => Omit<WordProblem, 'distractors'> & {
  mistakes: number[];
};

const add: Make = (rnd, c, level) => {
  const max = [10, 30, 90][level]!;
  const a = rnd.int(2, max);
  const b = rnd.int(2, max);
  return {
    prompt: `${c.hero} has ${a} ${c.items} and finds ${b} more. How many ${c.items} does ${c.heroMid} have now?`,
    answer: a + b,
    check: () => [a, b].reduce((s, x) => s + x, 0),
    mistakes: [Math.abs(a - b), a + b + 10, a + b - 1],
    explanation: `${a} + ${b} = ${a + b}`,
  };
};

const subtract: Make = (rnd, c, level) => {
  const max = [12, 40, 120][level]!;
  const a = rnd.int(6, max);
  const b = rnd.int(2, a - 1);
  return {
    prompt: `${c.hero} has ${a} ${c.items} and gives ${b} to the ${c.friends}. How many ${c.items} are left?`,
    answer: a - b,
    check: () => a + -1 * b,
    mistakes: [a + b, a - b + 1, a - b - 10],
    explanation: `${a} - ${b} = ${a - b}`,
  };
};

const multiply: Make = (rnd, c, level) => {
  const a = rnd.int(2, [5, 9, 12][level]!);
  const b = rnd.int(3, [10, 12, 25][level]!);
  return {
    prompt: `${c.hero} fills ${a} ${c.container} with ${b} ${c.items} each. How many ${c.items} is that in all?`,
    answer: a * b,
    check: () => Array.from({ length: a }, () => b).reduce((s, x) => s + x, 0),
    mistakes: [a + b, a * b - b, a * (b + 1)],
    explanation: `${a} × ${b} = ${a * b}`,
  };
};

const divide: Make = (rnd, c, level) => {
  const a = rnd.int(2, [5, 9, 12][level]!);
  const b = rnd.int(2, [10, 12, 20][level]!);
  return {
    prompt: `${c.hero} shares ${a * b} ${c.items} equally among ${a} ${c.friends}. How many ${c.items} does each get?`,
    answer: b,
    check: () => (a * b) / a,
    mistakes: [b + 1, a, a * b - a],
    explanation: `${a * b} ÷ ${a} = ${b}`,
  };
};

const twoStep: Make = (rnd, c, level) => {
  const a = rnd.int(3, [8, 15, 40][level]!);
  const d = rnd.int(2, [5, 7, 12][level]!);
  const s = rnd.int(1, a * d - 1);
  return {
    prompt: `${c.hero} collects ${a} ${c.items} a day for ${d} days, then uses ${s} of them. How many ${c.items} are left?`,
    answer: a * d - s,
    check: () => Array.from({ length: d }, () => a).reduce((t, x) => t + x, 0) - s,
    mistakes: [a * d + s, a + d - s, a * d],
    explanation: `${a} × ${d} = ${a * d}, then ${a * d} - ${s} = ${a * d - s}`,
  };
};

const percent: Make = (rnd, c, level) => {
  const p = rnd.pick(
    [
      [10, 25, 50],
      [10, 20, 25, 50, 75],
      [5, 15, 30, 35, 40, 60, 85],
    ][level]!,
  );
  const whole = rnd.pick([20, 40, 60, 80, 100, 120, 200, 240, 400]);
  return {
    prompt: `${p}% of ${c.heroMid}'s ${whole} ${c.items} are rare. How many rare ${c.items} are there?`,
    answer: (p * whole) / 100,
    check: () => whole * (p / 100),
    mistakes: [whole - (p * whole) / 100, p, Math.round(whole / p)],
    explanation: `${p}% of ${whole} = ${p}/100 × ${whole} = ${(p * whole) / 100}`,
  };
};

const fractionOf: Make = (rnd, c, level) => {
  const d = rnd.pick(
    [
      [2, 3, 4],
      [3, 4, 5, 6],
      [5, 6, 8, 12],
    ][level]!,
  );
  const n = rnd.int(1, d - 1);
  const whole = d * rnd.int(2, [6, 10, 15][level]!);
  return {
    prompt: `${c.hero} uses ${n}/${d} of ${whole} ${c.items}. How many ${c.items} is that?`,
    answer: (whole / d) * n,
    check: () => (whole * n) / d,
    mistakes: [whole / d, whole - (whole / d) * n, whole * n],
    explanation: `${whole} ÷ ${d} = ${whole / d}, then × ${n} = ${(whole / d) * n}`,
  };
};

const equation: Make = (rnd, c, level) => {
  const a = rnd.int(2, [4, 8, 12][level]!);
  const x = rnd.int(3, [10, 15, 30][level]!);
  const b = rnd.int(1, [10, 20, 50][level]!);
  const total = a * x + b;
  return {
    prompt: `${c.hero} buys ${a} packs of ${c.items} and gets ${b} extra, ${total} ${c.items} in all. How many ${c.items} are in each pack?`,
    answer: x,
    check: () => (total - b) / a,
    mistakes: [Math.floor(total / a), total - b, x + b],
    explanation: `${a}x + ${b} = ${total}, so ${a}x = ${total - b} and x = ${x}`,
  };
};

/** The kinds each grade band practises, cycled in this order. */
export const WORD_KINDS: Record<GradeBand, Make[]> = {
  early: [add, subtract],
  elementary: [multiply, add, divide, subtract, twoStep],
  middle: [fractionOf, percent, twoStep, multiply, divide],
  high: [equation, percent, twoStep, fractionOf],
};

/** Kinds a teacher's unit names outright, so a themed quiz on "percentages" stays on it. */
const KINDS_BY_TOPIC: [RegExp, Make[]][] = [
  [/equation|algebra|unknown/i, [equation]],
  [/percent/i, [percent]],
  [/fraction/i, [fractionOf]],
  [/multipl|times table/i, [multiply]],
  [/divi/i, [divide]],
  [/addition|adding/i, [add]],
  [/subtract/i, [subtract]],
];

/** Whether a problem is safe to print: its check agrees and its choices are distinct. */
export function verified(p: WordProblem): boolean {
  const all = [p.answer, ...p.distractors];
  return (
    Number.isInteger(p.answer) &&
    p.answer >= 0 &&
    p.check() === p.answer &&
    p.distractors.length === 3 &&
    all.every((n) => Number.isInteger(n) && n >= 0) &&
    new Set(all).size === all.length
  );
}

/**
 * `count` distinct, verified word problems in the theme, or fewer if the kinds run dry. With a
 * topic, only the kinds it names (none when it names none: the caller says so).
 */
export function wordProblems(
  theme: QuizTheme,
  band: GradeBand,
  level: Level,
  count: number,
  rnd: Random,
  topic?: string,
): WordProblem[] {
  const kinds = topic
    ? KINDS_BY_TOPIC.filter(([re]) => re.test(topic)).flatMap(([, k]) => k)
    : WORD_KINDS[band];
  if (kinds.length === 0) return [];
  const out: WordProblem[] = [];
  const seen = new Set<string>();
  for (let tries = 0; out.length < count && tries < count * 30; tries += 1) {
    const hero = rnd.pick(theme.heroes);
    const cast: Cast = {
      hero,
      heroMid: midSentence(hero),
      items: rnd.pick(theme.items),
      container: rnd.pick(theme.containers),
      friends: rnd.pick(theme.friends),
    };
    const { mistakes, ...made } = kinds[out.length % kinds.length]!(rnd, cast, level);
    const problem = { ...made, distractors: distinctWrong(made.answer, mistakes, rnd) };
    if (seen.has(problem.prompt) || !verified(problem)) continue;
    seen.add(problem.prompt);
    out.push(problem);
  }
  return out;
}
