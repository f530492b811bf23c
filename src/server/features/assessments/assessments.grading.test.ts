import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contracts/questions.contract';
import {
  applyGrades,
  autoGradedTally,
  awaitsGrading,
  distributionOf,
  gradeAnswers,
  percentOf,
  questionAccuracyOf,
  scoreOf,
  SHARE_CODE_ALPHABET,
  shareCodeFrom,
} from './assessments.grading';

const q = (
  id: string,
  type: Question['type'],
  answer: string,
  points: number,
  choices: string[] = [],
): Question => ({
  id,
  type,
  prompt: `Question ${id}`,
  choices,
  answer,
  points,
  needsReview: false,
});
const questions = [
  q('q1', 'multiple_choice', '7/8', 2, ['7/8', '4/12', '1']),
  q('q2', 'true_false', 'true', 1),
  q('q3', 'short_answer', 'Use 20 as the common denominator', 2),
];

describe('autoGradedTally', () => {
  it('counts only multiple-choice and true/false answers, never a blank written one', () => {
    const graded = gradeAnswers(questions, [
      { questionId: 'q1', answer: '7/8' },
      { questionId: 'q2', answer: 'false' },
      { questionId: 'q3', answer: '' },
    ]);
    expect(autoGradedTally(questions, graded)).toEqual({ correct: 1, autoGraded: 2 });
  });

  it('does not count a written answer the teacher marked right', () => {
    const graded = gradeAnswers(questions, [
      { questionId: 'q1', answer: '7/8' },
      { questionId: 'q3', answer: 'Use 20' },
    ]);
    const marked = applyGrades(questions, graded, [{ questionId: 'q3', pointsAwarded: 2 }]);
    expect(autoGradedTally(questions, marked as typeof graded)).toEqual({
      correct: 1,
      autoGraded: 2,
    });
  });
});

describe('gradeAnswers', () => {
  it('marks objective answers at once, ignoring case and spaces, and leaves written ones for the teacher', () => {
    const graded = gradeAnswers(questions, [
      { questionId: 'q1', answer: ' 7/8 ' },
      { questionId: 'q2', answer: 'TRUE' },
      { questionId: 'q3', answer: 'twenty' },
    ]);
    expect(graded).toEqual([
      { questionId: 'q1', answer: '7/8', correct: true, pointsAwarded: 2 },
      { questionId: 'q2', answer: 'TRUE', correct: true, pointsAwarded: 1 },
      { questionId: 'q3', answer: 'twenty', correct: null, pointsAwarded: null },
    ]);
    expect(awaitsGrading(graded)).toBe(true);
    expect(scoreOf(questions, graded, 100)).toBeNull();
  });

  it('gives nothing for missing, wrong or unknown answers, and a blank written answer needs no grading', () => {
    const graded = gradeAnswers(questions, [
      { questionId: 'q1', answer: '1' },
      { questionId: 'nope', answer: 'true' },
    ]);
    expect(graded.map((a) => [a.correct, a.pointsAwarded])).toEqual([
      [false, 0],
      [false, 0],
      [false, 0],
    ]);
    expect(scoreOf(questions, graded, 100)).toBe(0);
  });
});

describe('applyGrades and scoreOf', () => {
  const graded = gradeAnswers(questions, [
    { questionId: 'q1', answer: '7/8' },
    { questionId: 'q2', answer: 'false' },
    { questionId: 'q3', answer: 'use 20' },
  ]);

  it('scores earned points on the max score scale once every answer is graded', () => {
    const done = applyGrades(questions, graded, [{ questionId: 'q3', pointsAwarded: 1 }]);
    if ('invalid' in done) throw new Error('unexpected');
    expect(done[2]).toEqual({
      questionId: 'q3',
      answer: 'use 20',
      correct: false,
      pointsAwarded: 1,
    });
    expect(awaitsGrading(done)).toBe(false);
    // 2 + 0 + 1 of 5 points, on a 40-point scale.
    expect(scoreOf(questions, done, 40)).toBe(24);
    const full = applyGrades(questions, graded, [{ questionId: 'q3', pointsAwarded: 2 }]);
    if ('invalid' in full) throw new Error('unexpected');
    expect(full[2]!.correct).toBe(true);
  });

  it('refuses points above the question, and grading an objective or unknown question', () => {
    expect(applyGrades(questions, graded, [{ questionId: 'q3', pointsAwarded: 3 }])).toEqual({
      invalid: 'points',
    });
    expect(applyGrades(questions, graded, [{ questionId: 'q1', pointsAwarded: 1 }])).toEqual({
      invalid: 'question',
    });
    expect(applyGrades(questions, graded, [{ questionId: 'zz', pointsAwarded: 1 }])).toEqual({
      invalid: 'question',
    });
  });

  it('scores an assessment without points as 0 rather than dividing by zero', () => {
    expect(scoreOf([], [], 100)).toBe(0);
  });
});

describe('figures', () => {
  it('turns scores into percents and bands', () => {
    expect(percentOf(17, 20)).toBe(85);
    expect(percentOf(null, 20)).toBeNull();
    expect(distributionOf([100, 90, 89.9, 70, 65, 10, null])).toEqual([
      { band: '90-100', count: 2 },
      { band: '80-89', count: 1 },
      { band: '70-79', count: 1 },
      { band: '60-69', count: 1 },
      { band: 'Below 60', count: 1 },
    ]);
  });

  it('counts per-question accuracy over graded answers only', () => {
    const a = gradeAnswers(questions, [
      { questionId: 'q1', answer: '7/8' },
      { questionId: 'q3', answer: 'x' },
    ]);
    const b = gradeAnswers(questions, [{ questionId: 'q1', answer: '1' }]);
    const stats = questionAccuracyOf(questions, [a, b]);
    expect(stats.map((s) => [s.questionId, s.answered, s.correct, s.pending, s.accuracy])).toEqual([
      ['q1', 2, 1, 0, 50],
      ['q2', 0, 0, 0, 0],
      // Issue 32 item 13: a written answer not graded yet is pending, not 0% (b's blank is 0).
      ['q3', 1, 0, 1, null],
    ]);
  });

  it('counts partial credit: points earned over points possible', () => {
    const essay = q('e1', 'short_answer', 'A model answer', 4);
    const answers = (points: number | null) => [
      { questionId: 'e1', answer: 'text', correct: points === 4, pointsAwarded: points },
    ];
    // 3 of 4 and 4 of 4 points: 7 of 8 is 87.5%, though only one answer earned full marks.
    const [stats] = questionAccuracyOf([essay], [answers(3), answers(4)]);
    expect(stats).toMatchObject({ answered: 2, correct: 1, pending: 0, accuracy: 87.5 });
    // One more still to grade: no figure until it is, rather than one that will change.
    const [waiting] = questionAccuracyOf([essay], [answers(3), answers(4), answers(null)]);
    expect(waiting).toMatchObject({ answered: 3, correct: 1, pending: 1, accuracy: null });
    // 24 of 32 points over eight partly right answers is 75%, not 0%.
    const [partly] = questionAccuracyOf(
      [essay],
      Array.from({ length: 8 }, () => answers(3)),
    );
    expect(partly).toMatchObject({ correct: 0, accuracy: 75 });
  });
});

describe('share codes', () => {
  it('are 8 characters from the unambiguous alphabet', () => {
    const code = shareCodeFrom(Uint8Array.from([0, 30, 31, 255, 7, 100, 200, 13]));
    expect(code).toHaveLength(8);
    expect([...code].every((c) => SHARE_CODE_ALPHABET.includes(c))).toBe(true);
    expect(SHARE_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });
});
