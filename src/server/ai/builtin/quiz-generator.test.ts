import { BANK } from './bank/index';
import { describe, expect, it } from 'vitest';
import { generateQuizInput, type GeneratedQuiz } from '../../../contracts/ai.contract';
import { GRADES, QUIZ_DIFFICULTIES, SUBJECTS } from '../../../contracts/constants';
import { generateQuizDraft } from './quiz-generator';
import { quizTheme } from './quiz-themes';
import { verified, wordProblems } from './quiz-word-problems';
import { seededRandom } from './seeded-random';

const quiz = (over: Record<string, unknown> = {}) =>
  generateQuizDraft(generateQuizInput.parse({ subject: 'Mathematics', gradeLevel: '4', ...over }));

/** Recomputes a themed word problem from its text alone, independently of the generator. */
function solveWord(text: string): number | undefined {
  const n = (re: RegExp) => re.exec(text)?.slice(1).map(Number);
  let m = n(/has (\d+) .+ and finds (\d+) more/);
  if (m) return m[0]! + m[1]!;
  m = n(/has (\d+) .+ and gives (\d+) to/);
  if (m) return m[0]! - m[1]!;
  m = n(/fills (\d+) .+ with (\d+) .+ each/);
  if (m) return m[0]! * m[1]!;
  m = n(/shares (\d+) .+ equally among (\d+) /);
  if (m) return m[0]! / m[1]!;
  m = n(/collects (\d+) .+ a day for (\d+) days, then uses (\d+) of them/);
  if (m) return m[0]! * m[1]! - m[2]!;
  m = n(/^(\d+)% of .+'s (\d+) /);
  if (m) return (m[0]! * m[1]!) / 100;
  m = n(/uses (\d+)\/(\d+) of (\d+) /);
  if (m) return (m[2]! / m[1]!) * m[0]!;
  m = n(/buys (\d+) packs of .+ gets (\d+) extra, (\d+) /);
  if (m) return (m[2]! - m[1]!) / m[0]!;
  return undefined;
}

function expectPlayable(q: GeneratedQuiz) {
  for (const item of q.questions) {
    expect(item.choices.length).toBeGreaterThanOrEqual(2);
    expect(item.choices.length).toBeLessThanOrEqual(4);
    expect(item.answerIndex).toBeGreaterThanOrEqual(0);
    expect(item.answerIndex).toBeLessThan(item.choices.length);
    expect(new Set(item.choices.map((c) => c.toLowerCase())).size).toBe(item.choices.length);
    expect(item.question.length).toBeLessThanOrEqual(500);
    for (const c of item.choices) expect(c.length).toBeLessThanOrEqual(120);
    expect(typeof item.needsReview).toBe('boolean');
  }
  expect(new Set(q.questions.map((x) => x.question)).size).toBe(q.questions.length);
}

describe('themed maths quizzes', () => {
  it('put the theme into the problems: Minecraft has Steve or Alex counting blocks', () => {
    const q = quiz({ popCultureTheme: 'Minecraft', totalQuestions: 10 });
    expect(q.questions).toHaveLength(10);
    for (const item of q.questions) expect(item.question).toMatch(/Steve|Alex/);
    expect(q.questions.some((x) => /blocks|diamonds|emeralds|torches/.test(x.question))).toBe(true);
    expect(q.title).toBe('Mathematics medium quiz: Minecraft');
  });

  it('flavour an unknown theme with its name', () => {
    const q = quiz({ popCultureTheme: 'Bluey', totalQuestions: 5 });
    for (const item of q.questions) expect(item.question).toContain('Bluey');
  });

  it('compute every answer correctly, on many seeds, grades and difficulties', () => {
    let solved = 0;
    for (const gradeLevel of GRADES)
      for (const difficulty of QUIZ_DIFFICULTIES)
        for (const popCultureTheme of ['Minecraft', 'Pokémon', 'Star Wars', 'Space', 'Bluey'])
          for (const totalQuestions of [5, 20]) {
            const q = quiz({ gradeLevel, difficulty, popCultureTheme, totalQuestions });
            expect(q.questions).toHaveLength(totalQuestions);
            expectPlayable(q);
            for (const item of q.questions) {
              const expected = solveWord(item.question);
              expect(expected, item.question).toBeDefined();
              expect(item.choices[item.answerIndex]).toBe(String(expected));
              expect(item.choices).toHaveLength(4);
              expect(item.needsReview).toBe(false);
              solved += 1;
            }
          }
    expect(solved).toBeGreaterThan(3000);
  });

  it('give wrong answers that are distinct positive whole numbers', () => {
    const q = quiz({ gradeLevel: '2', difficulty: 'easy', popCultureTheme: 'Frozen' });
    for (const item of q.questions)
      for (const c of item.choices)
        expect(Number(c)).toSatisfy((v: number) => v > 0 && Number.isInteger(v));
  });

  it('only keep problems whose check agrees', () => {
    const rnd = seededRandom(7);
    const problems = wordProblems(quizTheme('Mario'), 'middle', 1, 30, rnd);
    expect(problems.length).toBe(30);
    expect(problems.every(verified)).toBe(true);
    const [p] = problems;
    expect(verified({ ...p!, answer: p!.answer + 1 })).toBe(false);
    expect(verified({ ...p!, distractors: [p!.answer, 1, 2] })).toBe(false);
    expect(verified({ ...p!, distractors: [3, 3, 4] })).toBe(false);
  });

  it('grow the numbers with difficulty', () => {
    const biggest = (difficulty: string) =>
      Math.max(
        ...quiz({
          gradeLevel: '5',
          difficulty,
          popCultureTheme: 'Minecraft',
          totalQuestions: 20,
        }).questions.map((x) => Number(x.choices[x.answerIndex])),
      );
    expect(biggest('easy')).toBeLessThan(biggest('medium'));
    expect(biggest('medium')).toBeLessThan(biggest('hard'));
  });
});

describe('every quiz', () => {
  it('is playable for every subject, grade and count, with or without a theme', () => {
    for (const subject of SUBJECTS)
      for (const gradeLevel of ['K', '5', '12'])
        for (const totalQuestions of [5, 10, 15, 20])
          for (const popCultureTheme of [undefined, 'Harry Potter']) {
            const q = quiz({ subject, gradeLevel, totalQuestions, popCultureTheme });
            expect(q.questions).toHaveLength(totalQuestions);
            expectPlayable(q);
          }
  });

  it('asks the band’s reviewed bank questions, with explanations, through a theme character', () => {
    const q = quiz({ subject: 'Science', gradeLevel: '5', popCultureTheme: 'Pokémon' });
    const bank = new Map(BANK.Science!['3-5'].map((b) => [b.prompt, b]));
    for (const x of q.questions) {
      const asked = /^(?:Ash|Misty) asks: (.*)$/s.exec(x.question);
      expect(asked, x.question).not.toBeNull();
      const source = bank.get(asked![1]!);
      expect(source, asked![1]).toBeDefined();
      expect(x.needsReview).toBe(false);
      expect(x.explanation).toBe(source!.explanation);
      const right =
        source!.type === 'true_false'
          ? source!.answer === 'true'
            ? 'True'
            : 'False'
          : source!.answer;
      expect(x.choices[x.answerIndex]).toBe(right);
    }
  });

  it('falls back to flagged facts and reasoning questions once the bank runs out', () => {
    const q = quiz({ subject: 'Science', gradeLevel: '5', totalQuestions: 50 });
    const bank = new Set(BANK.Science!['3-5'].map((b) => b.prompt));
    const flagged = q.questions.filter((x) => !bank.has(x.question));
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.every((x) => x.needsReview === true)).toBe(true);
    const plain = quiz({ subject: 'History', gradeLevel: '7' });
    expect(plain.questions.some((x) => x.question.includes('asks:'))).toBe(false);
  });

  it('is the same for the same input and differs across themes and counts', () => {
    const a = quiz({ popCultureTheme: 'Minecraft' });
    expect(quiz({ popCultureTheme: 'Minecraft' })).toEqual(a);
    const texts = (q: GeneratedQuiz) => q.questions.map((x) => x.question);
    expect(texts(quiz({ popCultureTheme: 'Star Wars' }))).not.toEqual(texts(a));
    expect(texts(quiz({ popCultureTheme: 'Minecraft', totalQuestions: 5 }))).not.toEqual(
      texts(a).slice(0, 5),
    );
    const science = (theme: string) => texts(quiz({ subject: 'Science', popCultureTheme: theme }));
    expect(science('Frozen')).not.toEqual(science('Mario'));
  });

  it('checks plain maths too: no theme means computed sums, none needing review', () => {
    const q = quiz({ gradeLevel: '3', totalQuestions: 10 });
    expect(q.questions).toHaveLength(10);
    expect(q.questions.every((x) => x.needsReview === false)).toBe(true);
  });
});

describe("quizzes on the teacher's unit", () => {
  it('draws a Science quiz from what the engine has on the topic, and says how much', () => {
    const q = quiz({ subject: 'Science', gradeLevel: '5', topic: 'The water cycle' });
    expectPlayable(q);
    expect(q.title).toBe('The water cycle: Science medium quiz');
    const onTopic = q.questions.filter((x) =>
      /water|evaporat|condens|precipitat|cloud|collection/i.test(x.question),
    );
    expect(onTopic.length).toBeGreaterThanOrEqual(8);
    for (const x of onTopic) expect(x.needsReview).toBe(false);
    const n = /on The water cycle(?: \((\d+) of them: the built-in engine has no more on it)?/.exec(
      q.description,
    );
    expect(n, q.description).not.toBeNull();
    expect(Number(n![1] ?? q.questions.length)).toBe(onTopic.length);
  });

  it('keeps maths on the topic, themed or not', () => {
    const ratios = quiz({ gradeLevel: '7', topic: 'Ratios and unit rates', totalQuestions: 10 });
    for (const x of ratios.questions) expect(x.question).toMatch(/ratio|unit rate/i);
    expect(ratios.description).toContain('on Ratios and unit rates.');
    const themed = quiz({
      gradeLevel: '7',
      topic: 'Percentages',
      popCultureTheme: 'Minecraft',
      totalQuestions: 10,
    });
    expect(themed.questions).toHaveLength(10);
    for (const x of themed.questions) expect(x.question).toMatch(/%/);
    expect(themed.questions.some((x) => /Steve|Alex/.test(x.question))).toBe(true);
  });

  it('says so when it has nothing on the topic, rather than passing other questions off as it', () => {
    const q = quiz({ gradeLevel: '7', topic: 'Geometry', totalQuestions: 5 });
    expect(q.questions).toHaveLength(5);
    expect(q.description).toContain(
      'The built-in engine has nothing on "Geometry" yet, so these are Grade 7 Mathematics in general',
    );
  });

  it('says what a theme does outside maths', () => {
    const q = quiz({ subject: 'History', gradeLevel: '8', popCultureTheme: 'Pokémon' });
    expect(q.description).toContain('Theme: a character from Pokémon asks each question');
    for (const x of q.questions) expect(x.question).toMatch(/^(Ash|Misty) asks: /);
  });

  it('gives the same quiz as before when no topic is given', () => {
    const plain = quiz({ subject: 'Science', gradeLevel: '5' });
    expect(quiz({ subject: 'Science', gradeLevel: '5', topic: undefined })).toEqual(plain);
  });
});
