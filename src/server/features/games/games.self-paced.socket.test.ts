import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, signUp, type TestContext } from '../../testing/test-app';
import {
  gameClient,
  listen,
  makeQuiz,
  openRoom,
  type GameClient,
} from '../../testing/game-clients';
import { systemClock } from '../../platform/clock';
import { createGamesRepository } from './games.repository';
import { GAME_MESSAGES as M, type ServerMessage } from '../../../contracts/games.contract';
import { HTTP_ERRORS } from '../../../contracts/errors';

/**
 * Issue 35 items 3 and 4 over real Socket.IO clients: self-paced rooms (homework) played by three
 * phones with no host action, closing, hostile frames, and extra time held by the server.
 */
let ctx: TestContext;
let url: string;
const call = caller(() => ctx);
let teacher: { cookie: string };
let quiz: Awaited<ReturnType<typeof makeQuiz>>;
const clients: GameClient[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({
    env: { GAME_JOINS_PER_MINUTE: '1000' },
    deps: { clock: systemClock },
  });
  url = await listen(ctx.app);
  teacher = await signUp(ctx.app);
  quiz = await makeQuiz(ctx.app, teacher.cookie, 3, 5);
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

const inHours = (h: number) => new Date(Date.now() + h * 60 * 60_000).toISOString();
const homework = (body: Record<string, unknown> = {}) =>
  openRoom(ctx.app, teacher.cookie, {
    quizId: quiz.id,
    pace: 'self',
    closesAt: inHours(24),
    ...body,
  });
const events = async (roomId: number) =>
  (await createGamesRepository(ctx.db.db).loadEvents(roomId)).map((e) => e.event);
const SECRET = /correctIndex|answerIndex|"correct"|explanation/;

describe('POST /api/games/room with pace: self', () => {
  it('opens an assignment with its closing time and says so on the join page', async () => {
    const closesAt = inHours(48);
    const res = await call('POST', '/api/games/room', teacher.cookie, {
      quizId: quiz.id,
      pace: 'self',
      closesAt,
      timed: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().room).toMatchObject({ pace: 'self', closesAt, status: 'lobby' });
    const info = await call('GET', `/api/games/join/${res.json().room.roomCode}`);
    expect(info.json()).toMatchObject({ pace: 'self', closesAt });
    const open = await call('GET', '/api/games/rooms?status=open', teacher.cookie);
    expect(open.json().rooms[0]).toMatchObject({ pace: 'self', closesAt });
  });

  it.each([
    ['no closing time', { pace: 'self' }, M.closesAtRequired],
    ['a closing time in the past', { pace: 'self', closesAt: inHours(-1) }, M.closesAtPast],
    [
      'a closing time 61 days ahead',
      { pace: 'self', closesAt: inHours(61 * 24) },
      M.closesAtTooFar,
    ],
    ['a closing time on a live game', { closesAt: inHours(2) }, M.closesAtLiveOnly],
    [
      'survival at home',
      { pace: 'self', closesAt: inHours(2), gameMode: 'survival' },
      M.selfPacedSurvival,
    ],
    ['an unknown pace', { pace: 'slow' }, M.paceInvalid],
    ['a numeric pace', { pace: 1 }, M.paceInvalid],
    ['a closing time that is not a time', { pace: 'self', closesAt: 'friday' }, M.closesAtInvalid],
    ['a numeric closing time', { pace: 'self', closesAt: 1_900_000_000 }, M.closesAtInvalid],
    ['a timer as text', { pace: 'self', closesAt: inHours(2), timed: 'yes' }, M.timedInvalid],
  ])('refuses %s with its message and stores nothing', async (_, body, message) => {
    const before = await call('GET', '/api/games/rooms', teacher.cookie);
    const res = await call('POST', '/api/games/room', teacher.cookie, { quizId: quiz.id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const after = await call('GET', '/api/games/rooms', teacher.cookie);
    expect(after.json().rooms).toHaveLength(before.json().rooms.length);
  });

  it('refuses a NUL byte and a 10,000-character closing time', async () => {
    for (const closesAt of ['2030-01-01T00:00:00Z\u0000', 'x'.repeat(10_000)]) {
      const res = await call('POST', '/api/games/room', teacher.cookie, {
        quizId: quiz.id,
        pace: 'self',
        closesAt,
      });
      expect(res.statusCode).toBe(400);
      expect([M.closesAtInvalid, HTTP_ERRORS.invalid_text.message]).toContain(res.json().message);
    }
  });
});

describe('a self-paced room over Socket.IO', () => {
  it('lets three players finish at their own speed with no host action, the host seeing each step', async () => {
    const room = await homework();
    const host = client(teacher.cookie);
    expect(await host.join({ role: 'host', roomId: room.id })).toEqual({ ok: true });
    const snap = (await host.next('host')) as Extract<ServerMessage, { type: 'host' }>;
    expect(snap.snapshot).toMatchObject({ pace: 'self', progress: [] });
    const players: GameClient[] = [];
    for (const nickname of ['Ana', 'Ben', 'Cy']) {
      const c = client();
      expect(await c.join({ role: 'player', code: room.roomCode, nickname })).toMatchObject({
        ok: true,
      });
      const first = (await c.next('player')) as Extract<ServerMessage, { type: 'player' }>;
      expect(first.snapshot).toMatchObject({
        pace: 'self',
        phase: 'question',
        question: { index: 0 },
      });
      players.push(c);
    }
    const [ana, ben, cy] = players as [GameClient, GameClient, GameClient];
    /** Answers the player's question `q` (right or wrong) and asks for the next. */
    const step = async (c: GameClient, q: number, right: boolean) => {
      const seen = c.frames.length;
      const answer = quiz.questions[q]!.answerIndex;
      expect(
        await c.send({
          type: 'answer',
          questionIndex: q,
          choice: right ? answer : (answer + 1) % 4,
        }),
      ).toMatchObject({ ok: true, questionIndex: q });
      const result = (await c.next('result', { since: seen })) as Extract<
        ServerMessage,
        { type: 'result' }
      >;
      expect(result.result).toMatchObject({ index: q, correct: right, correctIndex: answer });
      return c.send({ type: 'next' });
    };
    // Ana finishes all three; Ben does one; Cy none. Nobody's key arrives before their own close.
    for (let q = 0; q < 3; q++) expect(await step(ana, q, q !== 1)).toEqual({ ok: true });
    await ana.next('final');
    await step(ben, 0, true);
    for (const c of [ben, cy]) {
      const before = c.frames.filter((f) => f.type !== 'result');
      expect(JSON.stringify(before)).not.toMatch(SECRET);
    }
    expect(JSON.stringify(cy.frames)).not.toMatch(SECRET);
    // The host saw each player's progress, live.
    const progress = host.frames.flatMap((f) => (f.type === 'progress' ? [f.progress] : []));
    expect(progress.filter((p) => p.nickname === 'Ana').at(-1)).toMatchObject({
      done: 3,
      total: 3,
      finished: true,
      correct: 2,
    });
    expect(progress.filter((p) => p.nickname === 'Ben').at(-1)).toMatchObject({
      done: 1,
      finished: false,
    });
    // Ben and Cy finish later, still without the host.
    for (let q = 1; q < 3; q++) await step(ben, q, true);
    for (let q = 0; q < 3; q++) await step(cy, q, false);
    await cy.next('final');
    // The teacher closes it; results and CSV as for a live game.
    expect(await host.send({ type: 'end' })).toEqual({ ok: true });
    let results;
    for (let i = 0; i < 100 && results?.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 30));
      results = await call('GET', `/api/games/${room.id}/results`, teacher.cookie);
    }
    expect(
      results!
        .json()
        .players.map((p: { nickname: string; correct: number }) => [p.nickname, p.correct]),
    ).toEqual([
      ['Ben', 3],
      ['Ana', 2],
      ['Cy', 0],
    ]);
    const csv = await call('GET', `/api/games/${room.id}/results.csv`, teacher.cookie);
    expect(csv.body).toContain('Ben');
    // A join after it closed says the assignment has closed.
    const late = client();
    expect(await late.join({ role: 'player', code: room.roomCode, nickname: 'Dee' })).toMatchObject(
      {
        ok: false,
        code: 'assignment_closed',
        message: M.assignmentClosed,
      },
    );
    const page = await call('GET', `/api/games/join/${room.roomCode}`);
    expect(page.statusCode).toBe(410);
    expect(page.json().message).toBe(M.assignmentClosed);
  });

  it('refuses a join once the closing time has passed, before the room is ended', async () => {
    const room = await homework({ closesAt: new Date(Date.now() + 1_500).toISOString() });
    await new Promise((r) => setTimeout(r, 1_600));
    const c = client();
    expect(await c.join({ role: 'player', code: room.roomCode, nickname: 'Ana' })).toMatchObject({
      ok: false,
      code: 'assignment_closed',
      message: M.assignmentClosed,
    });
  });

  it('refuses hostile frames with a code and stores nothing for them', async () => {
    const room = await homework();
    const c = client();
    await c.join({ role: 'player', code: room.roomCode, nickname: 'Ana' });
    const stored = (await events(room.id)).length;
    const refusals = await Promise.all([
      // `next` before answering, and a burst of them.
      ...Array.from({ length: 20 }, () => c.send({ type: 'next' })),
      c.send({ type: 'answer', questionIndex: '0', choice: 0 } as never),
      c.send({ type: 'answer', questionIndex: 0, choice: 'a' } as never),
      c.send({ type: 'answer', questionIndex: 0, text: 'x'.repeat(10_000) }),
      c.send({ type: 'answer', questionIndex: 0, text: 'a\u0000b' }),
      c.send({ type: 'answer', questionIndex: 2, choice: 1 }),
      c.send({ type: 'extraTime', playerId: 'x', extra: 'unlimited' }),
      c.send({ type: 'end' }),
    ]);
    for (const r of refusals) {
      expect(r).toMatchObject({ ok: false, code: expect.any(String), message: expect.any(String) });
    }
    expect(refusals[0]).toMatchObject({ code: 'answer_first', message: M.answerFirst });
    expect((await events(room.id)).length).toBe(stored);
  });

  it('holds extra time on the server: the player given it answers late, another cannot', async () => {
    const room = await homework();
    const host = client(teacher.cookie);
    await host.join({ role: 'host', roomId: room.id });
    const slow = client();
    const quick = client();
    const { playerId } = (await slow.join({
      role: 'player',
      code: room.roomCode,
      nickname: 'Slow',
    })) as { playerId: string };
    await quick.join({ role: 'player', code: room.roomCode, nickname: 'Quick' });
    const seen = slow.frames.length;
    expect(await host.send({ type: 'extraTime', playerId, extra: 'x2' })).toEqual({ ok: true });
    const longer = (await slow.next('question', { since: seen })) as Extract<
      ServerMessage,
      { type: 'question' }
    >;
    expect(longer.question.durationMs).toBe(10_000);
    // Past the 5 s time, before the doubled 10 s.
    await new Promise((r) => setTimeout(r, 5_500));
    const right = quiz.questions[0]!.answerIndex;
    expect(await quick.send({ type: 'answer', questionIndex: 0, choice: right })).toMatchObject({
      ok: false,
      code: 'late',
    });
    expect(await slow.send({ type: 'answer', questionIndex: 0, choice: right })).toMatchObject({
      ok: true,
    });
  }, 20_000);
});
