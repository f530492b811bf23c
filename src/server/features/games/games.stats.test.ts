import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, signUp, type TestContext } from '../../testing/test-app';
import { gameClient, listen, makeQuiz, openRoom } from '../../testing/game-clients';
import { systemClock } from '../../platform/clock';

let ctx: TestContext;
let url: string;
const call = caller(() => ctx);

beforeAll(async () => {
  ctx = await buildTestApp({ deps: { clock: systemClock } });
  url = await listen(ctx.app);
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.close();
});

/**
 * Plays the quiz's two questions with three players. `right[q]` says which players answer
 * question q right (the others answer wrong).
 */
async function play(
  cookie: string,
  quiz: Awaited<ReturnType<typeof makeQuiz>>,
  right: boolean[][],
) {
  const room = await openRoom(ctx.app, cookie, { quizId: quiz.id });
  const host = gameClient(url, cookie);
  const players = ['Ana', 'Ben', 'Cy'].map(() => gameClient(url));
  try {
    await host.join({ role: 'host', roomId: room.id });
    for (const [i, p] of players.entries())
      await p.join({ role: 'player', code: room.roomCode, nickname: `P${i}` });
    await host.send({ type: 'start' });
    for (let q = 0; q < 2; q++) {
      const answer = quiz.questions[q]!.answerIndex;
      const seen = players.map((p) => p.frames.length);
      for (const p of players) await p.next('question', { since: p.frames.length - 1 });
      for (const [i, p] of players.entries())
        await p.send({
          type: 'answer',
          questionIndex: q,
          choice: right[q]![i] ? answer : (answer + 1) % 4,
        });
      await players[0]!.next('result', { since: seen[0] });
      await host.send({ type: 'next' });
      if (q === 0) await host.send({ type: 'next' });
    }
    await host.next('ended');
    for (let i = 0; i < 100; i++) {
      const res = await call('GET', `/api/games/${room.id}/results`, cookie);
      if (res.statusCode === 200) return room;
      await new Promise((r) => setTimeout(r, 30));
    }
    throw new Error('results never saved');
  } finally {
    for (const c of [host, ...players]) c.close();
  }
}

describe('GET /api/games/stats: hardest questions', () => {
  it("lists a question asked in two games once, with the quiz's own number", async () => {
    const { cookie } = await signUp(ctx.app);
    const quiz = await makeQuiz(ctx.app, cookie, 2);
    // Question 1 is the easy one (3 of 3 right), question 2 the hard one (1 of 3).
    const answers = [
      [true, true, true],
      [true, false, false],
    ];
    const first = await play(cookie, quiz, answers);
    const latest = await play(cookie, quiz, answers);

    const { hardest } = (await call('GET', '/api/games/stats', cookie)).json();
    expect(hardest).toEqual([
      {
        roomId: latest.id,
        title: expect.any(String),
        questionIndex: 1,
        question: quiz.questions[1]!.question,
        games: 2,
        answers: 6,
        accuracy: 33,
      },
      expect.objectContaining({ questionIndex: 0, games: 2, answers: 6, accuracy: 100 }),
    ]);
    expect(latest.id).toBeGreaterThan(first.id);
  });
});
