import { gradeBand, type GradeBand } from './bloom';
import type { Random } from './seeded-random';

/**
 * Math items generated and checked by computation: the answer is computed, never written by
 * hand, and distractors come from typical mistakes. Every item says how it was checked.
 */
export interface MathItem {
  prompt: string;
  answer: string;
  /** Wrong answers, all different from the answer and from each other. */
  distractors: string[];
  explanation: string;
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
function fraction(n: number, d: number): string {
  const g = gcd(n, d);
  const [nn, dd] = [n / g, d / g];
  return dd === 1 ? String(nn) : `${nn}/${dd}`;
}
const fmt = (x: number) => String(Math.round(x * 1000) / 1000);

/** Distinct wrong answers, padded with near misses when the mistakes collide. */
function wrong(answer: string, candidates: string[], rnd: Random, near: () => string): string[] {
  const out: string[] = [];
  for (const c of [...candidates, ...Array.from({ length: 12 }, near)]) {
    if (c !== answer && !out.includes(c)) out.push(c);
    if (out.length === 3) break;
  }
  return rnd.shuffle(out);
}

function arithmetic(rnd: Random, max: number): MathItem {
  const a = rnd.int(2, max);
  const b = rnd.int(1, Math.min(a, max));
  if (rnd.next() < 0.5) {
    const ans = a + b;
    return {
      prompt: `What is ${a} + ${b}?`,
      answer: String(ans),
      distractors: wrong(String(ans), [String(ans + 1), String(ans - 1), String(a - b)], rnd, () =>
        String(ans + rnd.int(-3, 3)),
      ),
      explanation: `${a} + ${b} = ${ans}`,
    };
  }
  const ans = a - b;
  return {
    prompt: `What is ${a} - ${b}?`,
    answer: String(ans),
    distractors: wrong(
      String(ans),
      [String(a + b), String(ans + 1), String(Math.max(0, ans - 1))],
      rnd,
      () => String(ans + rnd.int(-3, 3)),
    ),
    explanation: `${a} - ${b} = ${ans}`,
  };
}

function multiplication(rnd: Random): MathItem {
  const a = rnd.int(3, 12);
  const b = rnd.int(3, 12);
  if (rnd.next() < 0.5) {
    const ans = a * b;
    return {
      prompt: `What is ${a} × ${b}?`,
      answer: String(ans),
      distractors: wrong(String(ans), [String(a + b), String(ans - a), String(ans + b)], rnd, () =>
        String(ans + rnd.int(-6, 6)),
      ),
      explanation: `${a} × ${b} = ${ans}`,
    };
  }
  const product = a * b;
  return {
    prompt: `What is ${product} ÷ ${a}?`,
    answer: String(b),
    distractors: wrong(String(b), [String(b + 1), String(b - 1), String(a)], rnd, () =>
      String(b + rnd.int(-4, 4)),
    ),
    explanation: `${a} × ${b} = ${product}, so ${product} ÷ ${a} = ${b}`,
  };
}

function fractions(rnd: Random): MathItem {
  const d = rnd.pick([4, 6, 8, 10, 12]);
  const a = rnd.int(1, d - 2);
  const b = rnd.int(1, d - a - 1);
  const ans = fraction(a + b, d);
  return {
    prompt: `What is ${a}/${d} + ${b}/${d}? Give the answer in simplest form.`,
    answer: ans,
    // Adding the denominators too is the classic mistake.
    distractors: wrong(
      ans,
      [`${a + b}/${d + d}`, fraction(a * b, d), fraction(a + b + 1, d)],
      rnd,
      () => fraction(a + b + rnd.int(1, 3), d),
    ),
    explanation: `Same denominator: add the numerators, ${a} + ${b} = ${a + b}, so ${a + b}/${d} = ${ans}`,
  };
}

/** Unlike denominators: over the least common denominator, then simplified. */
function unlikeFractions(rnd: Random): MathItem {
  const [d1, d2] = rnd.pick([
    [2, 3],
    [2, 5],
    [3, 4],
    [2, 7],
    [3, 5],
    [4, 6],
    [4, 10],
    [6, 8],
    [3, 8],
    [5, 6],
  ] as const);
  const [a, b] = [rnd.int(1, d1 - 1), rnd.int(1, d2 - 1)];
  const lcd = (d1 * d2) / gcd(d1, d2);
  const [x, y] = [a * (lcd / d1), b * (lcd / d2)];
  const ans = fraction(x + y, lcd);
  return {
    prompt: `What is ${a}/${d1} + ${b}/${d2}? Give the answer in simplest form.`,
    answer: ans,
    // Adding tops and bottoms, or only the tops over one denominator, are the usual mistakes.
    distractors: wrong(
      ans,
      [fraction(a + b, d1 + d2), fraction(a + b, lcd), fraction(a + b, d1 * d2)],
      rnd,
      () => fraction(x + y + rnd.int(1, 3), lcd),
    ),
    explanation: `Common denominator ${lcd}: ${a}/${d1} = ${x}/${lcd} and ${b}/${d2} = ${y}/${lcd}, so the sum is ${x + y}/${lcd} = ${ans}`,
  };
}

function percentages(rnd: Random): MathItem {
  const p = rnd.pick([5, 10, 15, 20, 25, 30, 40, 50, 75]);
  const whole = rnd.pick([20, 40, 60, 80, 120, 160, 200, 240]);
  const ans = (p * whole) / 100;
  return {
    prompt: `What is ${p}% of ${whole}?`,
    answer: fmt(ans),
    distractors: wrong(fmt(ans), [fmt(whole / p), fmt(ans * 10), fmt(whole - ans)], rnd, () =>
      fmt(ans + rnd.int(-5, 5)),
    ),
    explanation: `${p}% of ${whole} = ${p}/100 × ${whole} = ${fmt(ans)}`,
  };
}

function decimals(rnd: Random): MathItem {
  const a = rnd.int(11, 99) / 10;
  const b = rnd.int(11, 99) / 100;
  const ans = Math.round((a + b) * 100) / 100;
  return {
    prompt: `What is ${fmt(a)} + ${fmt(b)}?`,
    answer: fmt(ans),
    distractors: wrong(
      fmt(ans),
      [fmt(a * 10 + b * 100), fmt(Math.round((a + b * 10) * 100) / 100), fmt(ans + 0.1)],
      rnd,
      () => fmt(Math.round((ans + rnd.int(-9, 9) / 10) * 100) / 100),
    ),
    explanation: `Line up the decimal points: ${fmt(a)} + ${fmt(b)} = ${fmt(ans)}`,
  };
}

function ratios(rnd: Random): MathItem {
  const a = rnd.int(2, 5);
  const b = rnd.int(2, 7);
  const k = rnd.int(2, 6);
  return {
    prompt: `The ratio of red to blue beads is ${a}:${b}. If there are ${a * k} red beads, how many blue beads are there?`,
    answer: String(b * k),
    distractors: wrong(
      String(b * k),
      [String(a * k + (b - a)), String(b + k), String(a * b)],
      rnd,
      () => String(b * k + rnd.int(-4, 4)),
    ),
    explanation: `${a * k} ÷ ${a} = ${k}, so blue = ${b} × ${k} = ${b * k}`,
  };
}

function unitRates(rnd: Random): MathItem {
  const hours = rnd.int(2, 6);
  const speed = rnd.pick([35, 40, 45, 50, 55, 60, 65, 70]);
  const miles = speed * hours;
  return {
    prompt: `A train travels ${miles} miles in ${hours} hours at a steady speed. What is its unit rate in miles per hour?`,
    answer: String(speed),
    // Dividing the wrong way round, multiplying, or subtracting are the usual slips.
    distractors: wrong(
      String(speed),
      [fmt(hours / miles), String(miles * hours), String(miles - hours)],
      rnd,
      () => String(speed + rnd.int(-5, 5)),
    ),
    explanation: `Miles per one hour: ${miles} ÷ ${hours} = ${speed}`,
  };
}

function scale(rnd: Random): MathItem {
  const per = rnd.pick([2, 3, 4, 5, 10, 25]);
  const cm = rnd.int(2, 12);
  const km = per * cm;
  return {
    prompt: `On a map the scale is 1 cm : ${per} km. Two towns are ${cm} cm apart on the map. How many kilometres apart are they?`,
    answer: String(km),
    distractors: wrong(String(km), [String(cm + per), fmt(cm / per), String(km + per)], rnd, () =>
      String(km + rnd.int(-6, 6)),
    ),
    explanation: `Each centimetre stands for ${per} km: ${cm} × ${per} = ${km}`,
  };
}

function linear(rnd: Random): MathItem {
  const a = rnd.int(2, 9);
  const x = rnd.int(-6, 12);
  const b = rnd.int(-15, 20);
  const c = a * x + b;
  const sign = b >= 0 ? `+ ${b}` : `- ${-b}`;
  return {
    prompt: `Solve for x: ${a}x ${sign} = ${c}`,
    answer: String(x),
    distractors: wrong(String(x), [fmt((c + b) / a), String(c - b), String(-x)], rnd, () =>
      String(x + rnd.int(-3, 3)),
    ),
    explanation: `${a}x = ${c} ${b >= 0 ? '-' : '+'} ${Math.abs(b)} = ${c - b}, so x = ${c - b} ÷ ${a} = ${x}`,
  };
}

const BY_BAND: Record<GradeBand, ((rnd: Random) => MathItem)[]> = {
  early: [(r) => arithmetic(r, 10), (r) => arithmetic(r, 20)],
  elementary: [multiplication, fractions],
  middle: [percentages, decimals, ratios],
  high: [linear, percentages],
};

/** Kinds a teacher's topic names outright ("linear equations", "percentages"). */
const BY_TOPIC: [RegExp, ((rnd: Random) => MathItem)[]][] = [
  [/equation|algebra|solve for|unknown/i, [linear]],
  [/percent/i, [percentages]],
  [/unlike denominator|different denominator|common denominator/i, [unlikeFractions]],
  [/fraction/i, [fractions]],
  [/decimal/i, [decimals]],
  [/ratio|proportion/i, [ratios]],
  [/\brates?\b|per hour|unit price/i, [unitRates]],
  [/\bscale/i, [scale]],
  [/multipl|times table/i, [multiplication]],
  [/addition|subtraction|adding|subtracting/i, [(r) => arithmetic(r, 20)]],
];

/** Topics that ask for the grade's usual arithmetic rather than one named kind. */
const GENERAL = /arithmetic|mental (?:math|maths)|number facts|number sense|computation/i;

/**
 * Whether the generator makes questions on this topic: a kind the topic names, or general
 * arithmetic. "Geometry" gets none, so a caller never passes percentages off as geometry.
 */
export const mathCovers = (topic: string) =>
  GENERAL.test(topic) || BY_TOPIC.some(([re]) => re.test(topic));

/**
 * `count` distinct items for the grade, cycling through the kinds the topic names, or else
 * the band's kinds (quizzes, which have no topic, and general arithmetic).
 */
export function mathItems(grade: string, count: number, rnd: Random, topic = ''): MathItem[] {
  const matched = BY_TOPIC.filter(([re]) => re.test(topic));
  // "Adding fractions with unlike denominators" names the kind; whole-number addition only
  // answers "adding" when nothing more particular is named (the last rule is the general one).
  const specific = matched.filter((rule) => rule !== BY_TOPIC.at(-1));
  const unlike = specific.some(([, kinds]) => kinds.includes(unlikeFractions));
  const named = (specific.length > 0 ? specific : matched)
    .flatMap(([, kinds]) => kinds)
    .filter((kind) => !(unlike && kind === fractions));
  const kinds = named.length > 0 ? named : BY_BAND[gradeBand(grade)];
  const items: MathItem[] = [];
  const seen = new Set<string>();
  for (let tries = 0; items.length < count && tries < count * 20; tries += 1) {
    const item = kinds[items.length % kinds.length]!(rnd);
    if (seen.has(item.prompt)) continue;
    seen.add(item.prompt);
    items.push(item);
  }
  return items;
}
