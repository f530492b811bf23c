import { describe, expect, it } from 'vitest';
import { bankQuestions } from './bank/match';
import type { BankQuestion, SubjectBank } from './bank/types';
import { seededRandom } from './seeded-random';
import { bankQuestionLevel, levelDistance } from './text-levels';
import { builtinShares, sharesTable } from './text-levels.report';

/** Issue 34 item 1: the built-in engine's texts carry their level and it prefers the grade's. */
const q = (prompt: string, explanation: string): BankQuestion => ({
  topics: ['magnets'],
  type: 'short_answer',
  prompt,
  answer: 'An answer.',
  explanation,
});
const easy = q(
  'What does a magnet pull on?',
  'A magnet pulls on things made of iron. It does not pull on wood or glass.',
);
const hard = q(
  'Explain the characteristic behaviour of ferromagnetic materials in external magnetic fields.',
  'Ferromagnetic materials exhibit spontaneous magnetization because of the alignment of electron spins within microscopic magnetic domains.',
);
const bank = (qs: BankQuestion[]): Record<string, SubjectBank> => ({
  Science: { 'K-2': [], '3-5': qs, '6-8': [], '9-12': [] },
});

describe('built-in texts and their reading level', () => {
  it('measures every bank text once, and puts the texts that read at the grade first', () => {
    expect(bankQuestionLevel(easy)).toBeLessThan(4);
    expect(bankQuestionLevel(hard)).toBeGreaterThan(12);
    for (const seed of [1, 2, 3, 4, 5]) {
      const found = bankQuestions(
        'Science',
        '3',
        'magnets',
        seededRandom(seed),
        bank([hard, easy]),
      );
      expect(found.map((m) => m.question)).toEqual([easy, hard]);
    }
  });

  it('counts texts within a grade as on target, and a text too short to measure as fitting', () => {
    expect(levelDistance(3.9, '3')).toBe(0);
    expect(levelDistance(6.5, '3')).toBeCloseTo(3.5);
    expect(levelDistance(undefined, 'K')).toBe(0);
  });

  it('reports the share of built-in texts on target for every grade', () => {
    const shares = builtinShares();
    expect(shares.map((s) => s.grade)).toEqual([
      'K',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    for (const s of shares) {
      expect(s.texts).toBeGreaterThan(100);
      expect(s.onTarget).toBeGreaterThanOrEqual(0);
      expect(s.onTarget).toBeLessThanOrEqual(s.texts);
    }
    expect(sharesTable(shares)).toMatch(/^\| Grade \| Texts measured/);
  });
});
