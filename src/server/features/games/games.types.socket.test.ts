import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestContext } from '../../testing/test-app';
import {
  EVERY_TYPE_QUESTIONS,
  gameClient,
  listen,
  makeTypedQuiz,
  openRoom,
  type GameClient,
} from '../../testing/game-clients';
import { systemClock } from '../../platform/clock';
import {
  GAME_MESSAGES as M,
  type AnswerGiven,
  type QuestionView,
  type ServerMessage,
} from '../../../contracts/games.contract';
import { QUIZ_MESSAGES as QM } from '../../../contracts/quizzes.contract';
import { HTTP_ERRORS } from '../../../contracts/errors';

/**
 * Issue 35 items 1-2 over real Socket.IO clients: a quiz of every type played by three phones,
 * no answer key in any frame before the question closes, bad answers refused with a code and
 * a message and nothing counted, then the results and CSV per type. And the quiz API's checks.
 */
let ctx: TestContext;
let url: string;
let teacher: { cookie: string };
let quizId: number;
const clients: GameClient[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({
    env: { GAME_JOINS_PER_MINUTE: '1000' },
    deps: { clock: systemClock },
  });
  url = await listen(ctx.app);
  teacher = await signUp(ctx.app);
  quizId = await makeTypedQuiz(ctx.app, teacher.cookie, EVERY_TYPE_QUESTIONS);
});
afterAll(async () => {
  for (const c of clients) c.close();
  await ctx.app.close();
  await ctx.db.close();
});

function client(cookie?: string) {
  const c = gameClient(url, cookie);
  clients.push(c);
  return c;
}

/** Anything that names a right answer, accepted spelling, tolerance or order. */
const SECRET =
  /correctIndex|answerIndex|acceptedAnswers|Crème|brûlée|tolerance|1066|correctOrder|explanation|"correct"|"answer"/;

/** The right order as indexes into the items as a device shows them. */
const rightOrder = (q: QuestionView) =>
  ['atom', 'cell', 'organ', 'body'].map((item) => q.items!.indexOf(item));

describe('a quiz of every question type over Socket.IO', () => {
  it('plays each type, keeps every key secret until the close, and saves results per type', async () => {
    const room = await openRoom(ctx.app, teacher.cookie, {
      quizId,
      accuracyMode: true,
      streaks: false,
    });
    const host = client(teacher.cookie);
    expect(await host.join({ role: 'host', roomId: room.id })).toEqual({ ok: true });
    const names = ['Ana', 'Ben', 'Cy'];
    const players: GameClient[] = [];
    for (const nickname of names) {
      const c = client();
      expect(await c.join({ role: 'player', code: room.roomCode, nickname })).toMatchObject({
        ok: true,
      });
      players.push(c);
    }
    expect(await host.send({ type: 'start' })).toEqual({ ok: true });

    // What each player gives, per question (indexes into what the device shows for an order).
    const plan: ((q: QuestionView) => AnswerGiven)[][] = [
      [() => ({ choice: 1 }), () => ({ choice: 0 }), () => ({ choice: 1 })],
      [() => ({ choice: 0 }), () => ({ choice: 1 }), () => ({ choice: 0 })],
      [() => ({ choices: [0, 1] }), () => ({ choices: [0] }), () => ({ choices: [2, 3] })],
      [() => ({ text: ' creme  BRULEE ' }), () => ({ text: '.5' }), () => ({ text: 'pudding' })],
      [() => ({ value: 1066 }), () => ({ value: 1092 }), () => ({ value: 1200 })],
      [
        (q) => ({ order: rightOrder(q) }),
        (q) => ({ order: [...rightOrder(q)].reverse() }),
        (q) => ({ order: rightOrder(q) }),
      ],
      [() => ({ choice: 0 }), () => ({ choice: 0 }), () => ({ choice: 2 })],
      [
        () => ({ text: 'Photosynthesis' }),
        () => ({ text: 'photosynthesis ' }),
        () => ({ text: 'Sun' }),
      ],
    ];
    // A wrong shape for each type, refused with the room's message.
    const wrongShape: AnswerGiven[] = [
      { text: 'four' },
      { choices: [0] },
      { choice: 0 },
      { value: 3 },
      { text: '1066' },
      { choice: 1 },
      { order: [0, 1, 2] },
      { value: 1 },
    ];
    const expected = [
      // points per player, in accuracy mode (1000 flat, partial credit by share)
      [1000, 0, 1000],
      [1000, 0, 1000],
      [1000, 500, 0],
      [1000, 1000, 0],
      [1000, 500, 0],
      [1000, 0, 1000],
      [0, 0, 0],
      [0, 0, 0],
    ];

    for (let i = 0; i < EVERY_TYPE_QUESTIONS.length; i++) {
      const type = EVERY_TYPE_QUESTIONS[i]!.type;
      const since = players.map((p) => p.frames.length);
      const asked = await players[0]!.next('question', { since: since[0] });
      expect(asked.question).toMatchObject({ index: i, type });
      if (type === 'order')
        expect(asked.question.items).not.toEqual(['atom', 'cell', 'organ', 'body']);
      if (type === 'slider')
        expect(asked.question).toMatchObject({ min: 1000, max: 1200, step: 1 });

      const bad = await players[0]!.send({ type: 'answer', questionIndex: i, ...wrongShape[i]! });
      expect(bad, type).toMatchObject({ ok: false, code: 'invalid', message: M.answerShape });
      const long = await players[0]!.send({
        type: 'answer',
        questionIndex: i,
        text: 'x'.repeat(10_000),
      });
      expect(long).toMatchObject({ ok: false, code: 'invalid', message: M.textTooLong });
      const nul = await players[0]!.send({ type: 'answer', questionIndex: i, text: 'a\u0000b' });
      expect(nul).toMatchObject({
        ok: false,
        code: 'invalid',
        message: HTTP_ERRORS.invalid_text.message,
      });

      for (let p = 0; p < 2; p++) {
        const given = plan[i]![p]!(asked.question);
        const ack = await players[p]!.send({ type: 'answer', questionIndex: i, ...given });
        expect(ack, `${type} ${names[p]}`).toMatchObject({ ok: true, questionIndex: i });
      }
      // Two of three have answered: nothing any phone holds names the key yet.
      players.forEach((p, n) => {
        const frames: ServerMessage[] = p.frames.slice(since[n]);
        for (const f of frames)
          expect(JSON.stringify(f), `${type} to ${names[n]}`).not.toMatch(SECRET);
      });
      await players[2]!.send({ type: 'answer', questionIndex: i, ...plan[i]![2]!(asked.question) });

      const results = await Promise.all(
        players.map((p, n) => p.next('result', { since: since[n] })),
      );
      expect(
        results.map((r) => r.result.points),
        type,
      ).toEqual(expected[i]);
      const reveal = await host.next('reveal', {
        since: host.frames.findLastIndex((f) => f.type === 'question'),
      });
      expect(reveal.reveal.type).toBe(type);
      if (type === 'multi_select') {
        expect(results[1]!.result).toMatchObject({ fraction: 0.5, correctIndexes: [0, 1] });
        expect(results[1]!.result.explanation).toBe('Squares are never prime.');
      }
      if (type === 'slider')
        expect(results[1]!.result).toMatchObject({ fraction: 0.5, answer: 1066, tolerance: 2 });
      if (type === 'order') {
        expect(results[1]!.result).toMatchObject({
          positionsRight: 0,
          correctOrder: ['atom', 'cell', 'organ', 'body'],
        });
        expect(reveal.reveal.positionsRight).toEqual([1, 0, 0, 0, 2]);
      }
      if (type === 'word_cloud') {
        expect(reveal.reveal.words).toEqual([
          { text: 'Photosynthesis', count: 2 },
          { text: 'Sun', count: 1 },
        ]);
      }
      if (type === 'poll') expect(reveal.reveal.counts).toEqual([2, 0, 1]);
      await host.send({ type: 'next' });
      if (i < EVERY_TYPE_QUESTIONS.length - 1) await host.send({ type: 'next' });
    }
    await host.next('ended');

    let res = await ctx.app.inject({ url: `/api/games/${room.id}/results`, headers: teacher });
    for (let i = 0; i < 50 && res.statusCode === 404; i++) {
      await new Promise((r) => setTimeout(r, 50));
      res = await ctx.app.inject({ url: `/api/games/${room.id}/results`, headers: teacher });
    }
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ana = body.players.find((p: { nickname: string }) => p.nickname === 'Ana');
    // Six scored questions all right; the poll and the word cloud count in no accuracy.
    expect(ana).toMatchObject({ score: 6000, correct: 6, answered: 6, accuracy: 100 });
    const byType = Object.fromEntries(
      body.questions.map((q: { type: string }) => [q.type, q]),
    ) as Record<string, Record<string, unknown>>;
    expect(byType.multi_select).toMatchObject({ counts: [2, 1, 1, 1], answerIndexes: [0, 1] });
    expect(byType.type_answer).toMatchObject({ accuracy: 67 });
    expect((byType.slider!.histogram as { count: number }[]).map((b) => b.count)).toEqual([
      0, 0, 0, 1, 1, 0, 0, 0, 0, 1,
    ]);
    expect(byType.order).toMatchObject({ positionsRight: [1, 0, 0, 0, 2] });
    expect(byType.poll).toMatchObject({ counts: [2, 0, 1], accuracy: 0 });
    expect(byType.word_cloud).toMatchObject({
      words: [
        { text: 'Photosynthesis', count: 2 },
        { text: 'Sun', count: 1 },
      ],
      hidden: 0,
    });
    const ben = body.players.find((p: { nickname: string }) => p.nickname === 'Ben');
    expect(
      ben.answers.find((a: { questionIndex: number }) => a.questionIndex === 4).detail,
    ).toEqual({
      value: 1092,
      fraction: 0.5,
    });

    const csv = await ctx.app.inject({
      url: `/api/games/${room.id}/results.csv`,
      headers: teacher,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('50% right (2, 500 pts)');
    expect(csv.body).toContain('right (creme  BRULEE, 1000 pts)');
    expect(csv.body).toContain('50% right (1092, 500 pts)');
    expect(csv.body).toContain('wrong, 0 of 4 in place (body > organ > cell > atom, 0 pts)');
    expect(csv.body).toContain('Photosynthesis');
  });
});

describe('the quiz API checks each type', () => {
  const patch = (payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/quizzes/${quizId}`,
      headers: teacher,
      payload,
    });
  const questionsNow = async () =>
    (await ctx.app.inject({ url: `/api/quizzes/${quizId}`, headers: teacher })).json().questions;

  it('answers each type back with its own fields and nothing else', async () => {
    const questions = await questionsNow();
    expect(questions.map((q: { type: string }) => q.type)).toEqual(
      EVERY_TYPE_QUESTIONS.map((q) => q.type),
    );
    expect(questions[4]).toMatchObject({ min: 1000, max: 1200, answer: 1066, tolerance: 2 });
    expect(questions[4]).not.toHaveProperty('items');
    expect(questions[5]).toMatchObject({
      items: ['atom', 'cell', 'organ', 'body'],
      answerIndex: -1,
    });
    expect(questions[3]).toMatchObject({ ignoreAccents: true });
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = await questionsNow();
    const slider = EVERY_TYPE_QUESTIONS[4]!;
    const cases: [unknown, number, string][] = [
      [[{ ...slider, min: 1300 }], 400, QM.sliderMinAboveMax],
      [[{ ...slider, tolerance: -1 }], 400, QM.sliderToleranceInvalid],
      [[{ ...slider, answer: 'ten' }], 400, QM.sliderNumber('answer')],
      [
        [{ ...EVERY_TYPE_QUESTIONS[3]!, acceptedAnswers: ['x'.repeat(10_000)] }],
        400,
        QM.acceptedAnswerTooLong,
      ],
      [[{ ...EVERY_TYPE_QUESTIONS[5]!, items: ['only one'] }], 400, QM.itemsCount],
      [[{ ...EVERY_TYPE_QUESTIONS[2]!, answerIndexes: [7] }], 400, QM.answerIndexesInvalid],
      [[{ ...EVERY_TYPE_QUESTIONS[0]!, type: 'essay' }], 400, QM.typeInvalid],
    ];
    for (const [questions, status, message] of cases) {
      const res = await patch({ questions });
      expect(res.statusCode, message).toBe(status);
      expect(JSON.stringify(res.json()), message).toContain(message.replace(/"/g, '\\"'));
    }
    const nul = await patch({ questions: [{ ...EVERY_TYPE_QUESTIONS[7]!, question: 'a\u0000b' }] });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await questionsNow()).toEqual(before);
  });
});
