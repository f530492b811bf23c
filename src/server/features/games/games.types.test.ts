import { describe, expect, it } from 'vitest';
import { createGame, replay, type RulesQuestion } from './games.rules';
import {
  foldText,
  groupWords,
  isPermutation,
  multiSelectFraction,
  orderOutcome,
  prepareAccepted,
  shownOrder,
  sliderFraction,
  sliderHistogram,
  typedMatches,
} from './games.scoring';
import { hostSnapshot, playerSnapshot } from './games.views';
import { TYPED, game, resultOf } from '../../testing/game-rules';
import { GAME_MESSAGES as M, answerMessage } from '../../../contracts/games.contract';
import { QUIZ_MESSAGES as QM, quizQuestionInput } from '../../../contracts/quizzes.contract';

/** Issue 35 items 1 and 2: each question type's scoring, normalisation and validation. */

const one = (q: RulesQuestion, config = {}) => {
  const g = game({ accuracyMode: true, ...config }, [q]);
  g.join('Ana');
  g.join('Ben');
  g.send({ type: 'start' });
  return g;
};

describe('multi-select partial credit', () => {
  it('is max(0, (right picked - wrong picked) / right total)', () => {
    expect(multiSelectFraction([0, 1], [0, 1])).toBe(1);
    expect(multiSelectFraction([0], [0, 1])).toBe(0.5);
    expect(multiSelectFraction([0, 2], [0, 1])).toBe(0);
    expect(multiSelectFraction([2, 3], [0, 1])).toBe(0);
    expect(multiSelectFraction([0, 1, 2], [0, 1, 3])).toBeCloseTo(1 / 3);
  });

  it('scores a share of the points, and only all right counts as correct', () => {
    const g = one(TYPED.multi_select!);
    g.give('Ana', { choices: [0] });
    const r = g.give('Ben', { choices: [1, 0] });
    const ana = resultOf(r.out, 'p-Ana')!.result;
    const ben = resultOf(r.out, 'p-Ben')!.result;
    expect(ana).toMatchObject({ correct: false, fraction: 0.5, points: 500 });
    expect(ana.correctIndexes).toEqual([0, 1]);
    expect(ana.explanation).toBe('4 and 9 are squares.');
    expect(ben).toMatchObject({ correct: true, fraction: 1, points: 1000 });
    expect(g.state.reveal).toMatchObject({
      type: 'multi_select',
      counts: [2, 1, 0, 0],
      answered: 2,
    });
    expect(g.player('Ana')).toMatchObject({ correct: 0, answered: 1, streak: 0 });
  });

  it('refuses no choices, a repeated choice, one past the list and a single choice', () => {
    const g = one(TYPED.multi_select!);
    expect(g.give('Ana', { choices: [] }).reply).toMatchObject({
      code: 'invalid',
      message: M.choicesInvalid,
    });
    expect(g.give('Ana', { choices: [1, 1] }).reply).toMatchObject({ message: M.choicesInvalid });
    const four = one({ ...TYPED.multi_select!, choices: ['2', '3', '4'] });
    expect(four.give('Ana', { choices: [3] }).reply).toMatchObject({ message: M.choicesInvalid });
    expect(g.give('Ana', { choice: 0 }).reply).toMatchObject({ message: M.answerShape });
    expect(g.state.answers[0]!.size).toBe(0);
  });
});

describe('type answer', () => {
  it('folds case, spaces and (by default) accents', () => {
    expect(foldText('  Crème   BRÛLÉE ', true)).toBe('creme brulee');
    expect(foldText('Crème', false)).toBe('crème');
    const accepted = prepareAccepted(['Crème brûlée'], true);
    expect(typedMatches(accepted, 'creme   brulee')).toBe(true);
    expect(typedMatches(accepted, 'cream')).toBe(false);
    const strict = prepareAccepted(['Crème'], false);
    expect(typedMatches(strict, 'creme')).toBe(false);
    expect(typedMatches(strict, 'CRÈME')).toBe(true);
  });

  it('compares numbers as numbers', () => {
    const accepted = prepareAccepted(['0.5']);
    for (const t of ['.5', '0.50', '+0.5', ' 0.5 ', '5e-1'])
      expect(typedMatches(accepted, t)).toBe(true);
    expect(typedMatches(accepted, '0.55')).toBe(false);
    expect(typedMatches(accepted, '1/2')).toBe(false);
  });

  it('plays: right scores, wrong does not, the text is kept; an empty text is refused', () => {
    const g = one(TYPED.type_answer!);
    expect(g.give('Ana', { text: '   ' }).reply).toMatchObject({ message: M.textRequired });
    expect(g.give('Ana', { value: 3 }).reply).toMatchObject({ message: M.answerShape });
    g.give('Ana', { text: 'creme brulee' });
    const r = g.give('Ben', { text: 'Half' });
    expect(resultOf(r.out, 'p-Ana')!.result).toMatchObject({ correct: true, points: 1000 });
    expect(resultOf(r.out, 'p-Ben')!.result).toMatchObject({
      correct: false,
      points: 0,
      given: { text: 'Half' },
      acceptedAnswers: ['0.5', 'Crème brûlée'],
    });
    expect(g.state.reveal!.words).toEqual([
      { text: 'creme brulee', count: 1 },
      { text: 'Half', count: 1 },
    ]);
  });
});

describe('slider', () => {
  const s = { min: 0, max: 100, answer: 50, tolerance: 5 };
  it('is full within the tolerance, nothing a quarter of the range away, linear between', () => {
    expect(sliderFraction(50, s)).toBe(1);
    expect(sliderFraction(55, s)).toBe(1);
    expect(sliderFraction(45, s)).toBe(1);
    expect(sliderFraction(75, s)).toBe(0);
    expect(sliderFraction(100, s)).toBe(0);
    expect(sliderFraction(65, s)).toBeCloseTo(0.5);
    expect(sliderFraction(35, s)).toBeCloseTo(0.5);
  });

  it('never scores a closer answer less', () => {
    let last = 2;
    for (let v = 50; v <= 100; v += 0.5) {
      const f = sliderFraction(v, s);
      expect(f).toBeLessThanOrEqual(last);
      last = f;
    }
    // A tolerance wider than a quarter of the range: full inside, nothing outside.
    expect(sliderFraction(70, { ...s, tolerance: 30 })).toBe(1);
    expect(sliderFraction(90, { ...s, tolerance: 30 })).toBe(0);
  });

  it('counts answers in tenths of the range', () => {
    const h = sliderHistogram([0, 5, 10, 99, 100], 0, 100);
    expect(h).toHaveLength(10);
    expect(h[0]).toEqual({ from: 0, to: 10, count: 2 });
    expect(h[1]!.count).toBe(1);
    expect(h[9]!.count).toBe(2);
  });

  it('plays with partial credit and refuses a value off the slider', () => {
    const g = one(TYPED.slider!);
    expect(g.give('Ana', { value: 999 }).reply).toMatchObject({ message: M.valueInvalid });
    expect(g.give('Ana', { value: 1201 }).reply).toMatchObject({ message: M.valueInvalid });
    expect(g.give('Ana', { text: '1066' }).reply).toMatchObject({ message: M.answerShape });
    g.give('Ana', { value: 1067 });
    const r = g.give('Ben', { value: 1066 + 2 + 24 }); // half way from the tolerance to 50 away
    expect(resultOf(r.out, 'p-Ana')!.result).toMatchObject({
      correct: true,
      fraction: 1,
      points: 1000,
    });
    expect(resultOf(r.out, 'p-Ben')!.result).toMatchObject({
      correct: false,
      fraction: 0.5,
      points: 500,
      answer: 1066,
      tolerance: 2,
    });
    expect(g.state.reveal!.histogram!.reduce((n, b) => n + b.count, 0)).toBe(2);
  });
});

describe('order', () => {
  it('shows the items shuffled, the same on every replay, never in the right order', () => {
    for (let room = 1; room < 50; room++) {
      for (const n of [2, 3, 4]) {
        const shown = shownOrder(room, 0, n);
        expect(isPermutation(shown, n)).toBe(true);
        expect(shown).not.toEqual(Array.from({ length: n }, (_, i) => i));
        expect(shownOrder(room, 0, n)).toEqual(shown);
      }
    }
  });

  it('maps the device order back to saved positions and counts the places right', () => {
    const shown = [2, 0, 3, 1]; // the device shows organ, atom, body, cell
    expect(orderOutcome([1, 3, 0, 2], shown)).toEqual({ saved: [0, 1, 2, 3], positionsRight: 4 });
    expect(orderOutcome([1, 3, 2, 0], shown)).toEqual({ saved: [0, 1, 3, 2], positionsRight: 2 });
  });

  it('plays all or nothing, with the places right in the result', () => {
    const g = one(TYPED.order!);
    const shown = g.state.prepared[0]!.shown!;
    const items = TYPED.order!.items!;
    const view = playerSnapshot(g.state, 'p-Ana', g.now).question!;
    expect(view.items).toEqual(shown.map((i) => items[i]));
    const right = [0, 1, 2, 3].map((saved) => shown.indexOf(saved));
    const swapped = [right[1]!, right[0]!, right[2]!, right[3]!];
    expect(g.give('Ana', { order: [0, 0, 1, 2] }).reply).toMatchObject({ message: M.orderInvalid });
    expect(g.give('Ana', { order: [0, 1, 2] }).reply).toMatchObject({ message: M.orderInvalid });
    g.give('Ana', { order: right });
    const r = g.give('Ben', { order: swapped });
    expect(resultOf(r.out, 'p-Ana')!.result).toMatchObject({
      correct: true,
      positionsRight: 4,
      points: 1000,
    });
    expect(resultOf(r.out, 'p-Ben')!.result).toMatchObject({
      correct: false,
      positionsRight: 2,
      points: 0,
      correctOrder: items,
    });
    expect(g.state.reveal!.positionsRight).toEqual([0, 0, 1, 0, 1]);
  });
});

describe('poll and word cloud', () => {
  it('a poll counts the choices and moves no score, streak or survival', () => {
    const g = one(TYPED.poll!, { mode: 'survival' });
    g.give('Ana', { choice: 1 });
    const r = g.give('Ben', { choice: 1 });
    expect(resultOf(r.out, 'p-Ana')!.result).toMatchObject({
      correct: false,
      points: 0,
      eliminated: false,
    });
    expect(g.state.reveal).toMatchObject({ type: 'poll', counts: [0, 2] });
    expect(g.player('Ana')).toMatchObject({ score: 0, answered: 0, eliminatedAt: null });
  });

  it('groups words case- and space-insensitively, largest first, and hides profanity', () => {
    const { words, hidden } = groupWords(
      [
        'Photosynthesis',
        'photosynthesis ',
        'Sun',
        ' light  energy',
        'Light Energy',
        'fuck',
        'PHOTOSYNTHESIS',
      ],
      true,
    );
    expect(words).toEqual([
      { text: 'Photosynthesis', count: 3 },
      { text: 'light energy', count: 2 },
      { text: 'Sun', count: 1 },
    ]);
    expect(hidden).toBe(1);
  });

  it('a word cloud takes a short phrase and refuses a longer one', () => {
    const g = one(TYPED.word_cloud!);
    expect(g.give('Ana', { text: 'x'.repeat(41) }).reply).toMatchObject({ message: M.wordTooLong });
    g.give('Ana', { text: 'Sunny' });
    g.give('Ben', { text: 'sunny' });
    expect(g.state.reveal).toMatchObject({ words: [{ text: 'Sunny', count: 2 }], hidden: 0 });
    expect(g.player('Ben').score).toBe(0);
  });
});

describe('no secret before the close', () => {
  it('no view of an open question holds an answer key of any type', () => {
    const questions = Object.values(TYPED);
    const g = game({}, questions);
    g.join('Ana');
    g.send({ type: 'start' });
    for (let i = 0; i < questions.length; i++) {
      const text = JSON.stringify([
        playerSnapshot(g.state, 'p-Ana', g.now),
        hostSnapshot(g.state, g.now),
      ]);
      for (const secret of [
        'answerIndex',
        'correctIndex',
        'acceptedAnswers',
        'Crème',
        'tolerance',
        '1066',
        'correctOrder',
        'answerIndexes',
        'explanation',
      ]) {
        expect(text, `${questions[i]!.type}: ${secret}`).not.toContain(secret);
      }
      g.send({ type: 'next' }); // close
      g.send({ type: 'next' }); // leaderboard
      if (i < questions.length - 1) g.send({ type: 'next' });
    }
  });

  it('a replay of every type rebuilds the same scores', () => {
    const g = game({}, [TYPED.multi_select!, TYPED.slider!, TYPED.order!, TYPED.type_answer!]);
    g.join('Ana');
    g.send({ type: 'start' });
    g.give('Ana', { choices: [0] }, 1000);
    g.send({ type: 'next' });
    g.send({ type: 'next' });
    g.give('Ana', { value: 1080 }, 2000);
    g.send({ type: 'next' });
    g.send({ type: 'next' });
    g.give('Ana', { order: [0, 1, 2, 3] }, 500);
    g.send({ type: 'next' });
    g.send({ type: 'next' });
    g.give('Ana', { text: '.5' }, 500);
    const copy = replay(createGame(g.state.config, g.state.questions), g.log);
    expect(copy.players.get('p-Ana')!.score).toBe(g.player('Ana').score);
    expect(g.player('Ana').score).toBeGreaterThan(1000);
  });
});

describe('the answer message', () => {
  it('takes exactly one answer shape', () => {
    const base = { type: 'answer', questionIndex: 0 } as const;
    expect(answerMessage.safeParse({ ...base, choice: 1 }).success).toBe(true);
    expect(answerMessage.safeParse({ ...base, value: 3.5 }).success).toBe(true);
    const none = answerMessage.safeParse(base);
    expect(none.error?.issues[0]?.message).toBe(M.answerOneShape);
    const two = answerMessage.safeParse({ ...base, choice: 1, text: 'a' });
    expect(two.error?.issues[0]?.message).toBe(M.answerOneShape);
    const long = answerMessage.safeParse({ ...base, text: 'x'.repeat(10_000) });
    expect(long.error?.issues[0]?.message).toBe(M.textTooLong);
    expect(answerMessage.safeParse({ ...base, value: Infinity }).success).toBe(false);
    expect(
      answerMessage.safeParse({ ...base, order: [0, 1, 2, 3, 0] }).error?.issues[0]?.message,
    ).toBe(M.orderInvalid);
  });
});

describe('quiz question validation per type', () => {
  const base = { question: 'Q?', timeLimit: 20 };
  const first = (input: unknown) => quizQuestionInput.safeParse(input).error?.issues[0]?.message;

  it('keeps a stored question without a type valid as multiple choice', () => {
    const parsed = quizQuestionInput.parse({ ...base, choices: ['a', 'b'], answerIndex: 1 });
    expect(parsed.type).toBe('multiple_choice');
  });

  it('says what is wrong for each type', () => {
    expect(first({ ...base, type: 'essay' })).toBe(QM.typeInvalid);
    expect(first({ ...base, type: 'true_false', choices: ['Yes', 'No'], answerIndex: 0 })).toBe(
      QM.trueFalseChoices,
    );
    expect(first({ ...base, type: 'multiple_choice', choices: ['a', 'b'] })).toBe(QM.answerInvalid);
    expect(first({ ...base, type: 'multi_select', choices: ['a', 'b'], answerIndexes: [] })).toBe(
      QM.answerIndexesRequired,
    );
    expect(
      first({ ...base, type: 'multi_select', choices: ['a', 'b'], answerIndexes: [0, 2] }),
    ).toBe(QM.answerIndexesInvalid);
    expect(first({ ...base, type: 'type_answer', acceptedAnswers: [] })).toBe(
      QM.acceptedAnswersCount,
    );
    expect(first({ ...base, type: 'type_answer', acceptedAnswers: ['x'.repeat(76)] })).toBe(
      QM.acceptedAnswerTooLong,
    );
    expect(
      first({
        ...base,
        type: 'type_answer',
        acceptedAnswers: Array.from({ length: 11 }, (_, i) => `a${i}`),
      }),
    ).toBe(QM.acceptedAnswersCount);
    const slider = { ...base, type: 'slider', min: 0, max: 10, step: 1, answer: 5, tolerance: 1 };
    expect(quizQuestionInput.safeParse(slider).success).toBe(true);
    expect(first({ ...slider, min: 20 })).toBe(QM.sliderMinAboveMax);
    expect(first({ ...slider, step: 0 })).toBe(QM.sliderStepInvalid);
    expect(first({ ...slider, step: 0.0001 })).toBe(QM.sliderStepsTooMany);
    expect(first({ ...slider, answer: 11 })).toBe(QM.sliderAnswerOutside);
    expect(first({ ...slider, tolerance: -1 })).toBe(QM.sliderToleranceInvalid);
    expect(first({ ...slider, max: 'ten' })).toBe(QM.sliderNumber('max'));
    expect(first({ ...slider, max: 1e9 })).toBe(QM.sliderNumber('max'));
    expect(first({ ...base, type: 'order', items: ['one'] })).toBe(QM.itemsCount);
    expect(first({ ...base, type: 'order', items: ['a', 'A '] })).toBe(QM.itemsDistinct);
    expect(first({ ...base, type: 'poll', choices: ['a'] })).toBe(QM.choicesCount);
    expect(quizQuestionInput.safeParse({ ...base, type: 'word_cloud' }).success).toBe(true);
  });
});
