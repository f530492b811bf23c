import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestContext } from '../../testing/test-app';
import {
  gameClient,
  listen,
  makeQuiz,
  openRoom,
  type GameClient,
} from '../../testing/game-clients';
import { systemClock } from '../../platform/clock';
import type { ServerMessage } from '../../../contracts/games.contract';

/** Real Socket.IO clients against a listening app on the real clock. */
let ctx: TestContext;
let url: string;
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
  quiz = await makeQuiz(ctx.app, teacher.cookie, 3);
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

async function hostRoom(body: Record<string, unknown> = {}) {
  const room = await openRoom(ctx.app, teacher.cookie, { quizId: quiz.id, ...body });
  const host = client(teacher.cookie);
  expect(await host.join({ role: 'host', roomId: room.id })).toEqual({ ok: true });
  await host.next('host');
  return { room, host };
}

async function player(code: string, nickname: string) {
  const c = client();
  const ack = await c.join({ role: 'player', code, nickname });
  expect(ack).toMatchObject({ ok: true });
  await c.next('player');
  return Object.assign(c, { playerId: ack.playerId!, token: ack.token! });
}

const leaksAnswer = (frame: ServerMessage) =>
  /correctIndex|answerIndex|"correct"/.test(JSON.stringify(frame));

describe('a live game over Socket.IO', () => {
  it('plays a Speed game to the podium and saves the results', async () => {
    const { room, host } = await hostRoom();
    const players = [
      await player(room.roomCode, 'Ana'),
      await player(room.roomCode, 'Ben'),
      await player(room.roomCode, 'Cy'),
    ];
    await host.next('playerJoined');
    expect(await host.send({ type: 'start' })).toEqual({ ok: true });

    for (let q = 0; q < 3; q++) {
      const since = players.map((p) => p.frames.length);
      const asked = await players[0]!.next('question', { since: since[0] });
      expect(asked.question.index).toBe(q);
      // Until the question closes, no frame any player receives names the right choice.
      for (const p of players) expect(p.frames.filter(leaksAnswer)).toHaveLength(q);
      const right = quiz.questions[q]!.answerIndex;
      expect(await players[0]!.send({ type: 'answer', questionIndex: q, choice: right })).toEqual({
        ok: true,
        questionIndex: q,
        choice: right,
      });
      await players[1]!.send({ type: 'answer', questionIndex: q, choice: (right + 1) % 4 });
      // Idempotent: the same answer again is refused and names the choice that counted.
      expect(await players[1]!.send({ type: 'answer', questionIndex: q, choice: right })).toEqual({
        ok: false,
        code: 'duplicate',
        choice: (right + 1) % 4,
      });
      await players[2]!.send({ type: 'answer', questionIndex: q, choice: right });
      const result = await players[0]!.next('result', { since: since[0] });
      expect(result.result).toMatchObject({ index: q, correct: true, correctIndex: right });
      expect((await players[1]!.next('result', { since: since[1] })).result.correct).toBe(false);
      await host.send({ type: 'next' }); // the leaderboard, or the podium after the last question
      if (q < 2) await host.send({ type: 'next' });
    }
    const ended = await host.next('ended');
    expect(
      ended.podium
        .map((p) => p.nickname)
        .slice(0, 2)
        .sort(),
    ).toEqual(['Ana', 'Cy']);
    expect((await players[1]!.next('final')).final).toMatchObject({
      rank: 3,
      players: 3,
      correct: 0,
    });

    // Saved once the results transaction commits.
    let res = await ctx.app.inject({ url: `/api/games/${room.id}/results`, headers: teacher });
    for (let i = 0; i < 50 && res.statusCode === 404; i++) {
      await new Promise((r) => setTimeout(r, 50));
      res = await ctx.app.inject({ url: `/api/games/${room.id}/results`, headers: teacher });
    }
    expect(res.statusCode).toBe(200);
    const results = res.json();
    expect(results.players).toHaveLength(3);
    expect(results.players[2]).toMatchObject({
      nickname: 'Ben',
      score: 0,
      correct: 0,
      accuracy: 0,
    });
    expect(results.players[0].answers).toHaveLength(3);
    expect(results.questions[0]).toMatchObject({ accuracy: 67, counts: expect.any(Array) });
    expect(results.questions[0].commonWrongChoice).toBe(1);
    const csv = await ctx.app.inject({
      url: `/api/games/${room.id}/results.csv`,
      headers: teacher,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Rank,Player,Team,Score');
  });

  it('lets a player who drops mid-question back in with the same score and answer', async () => {
    const { room, host } = await hostRoom({ accuracyMode: true });
    const ana = await player(room.roomCode, 'Ana');
    await player(room.roomCode, 'Ben');
    await host.send({ type: 'start' });
    await ana.next('question');
    await ana.send({ type: 'answer', questionIndex: 0, choice: quiz.questions[0]!.answerIndex });
    ana.close();
    await host.next('playerLeft');

    const back = client();
    const ack = await back.join({ role: 'player', code: room.roomCode, token: ana.token });
    expect(ack).toMatchObject({ ok: true, playerId: ana.playerId });
    const snap = (await back.next('player')).snapshot;
    expect(snap).toMatchObject({ nickname: 'Ana', phase: 'question', answeredChoice: 0, score: 0 });
    expect(leaksAnswer({ type: 'player', snapshot: snap })).toBe(false);
    await host.send({ type: 'next' });
    expect((await back.next('result')).result).toMatchObject({ correct: true, score: 1000 });
  });

  it('sends a player with extra time one question frame, theirs, and the rest the shared one', async () => {
    const { room, host } = await hostRoom();
    const ana = await player(room.roomCode, 'Ana');
    const ben = await player(room.roomCode, 'Ben');
    const cy = await player(room.roomCode, 'Cy');
    expect(await host.send({ type: 'extraTime', playerId: ana.playerId, extra: 'x2' })).toEqual({
      ok: true,
    });
    expect(
      await host.send({ type: 'extraTime', playerId: ben.playerId, extra: 'unlimited' }),
    ).toEqual({ ok: true });
    const since = [ana, ben, cy].map((p) => p.frames.length);
    await host.send({ type: 'start' });
    // A frame sent after the start reaches each socket after everything the start sent it.
    expect(await host.send({ type: 'pause' })).toEqual({ ok: true });
    for (const [i, p] of [ana, ben, cy].entries()) await p.next('paused', { since: since[i] });
    const shared = (await cy.next('question', { since: since[2] })).question;
    const asked = (p: GameClient, from: number) =>
      p.frames.slice(from).flatMap((f) => (f.type === 'question' ? [f.question] : []));
    expect(asked(ana, since[0]!)).toMatchObject([{ durationMs: shared.durationMs * 2 }]);
    expect(asked(ben, since[1]!)).toMatchObject([{ untimed: true }]);
    expect(asked(cy, since[2]!)).toEqual([shared]);
  });

  it('locks, kicks and bans, and says when a room is full', async () => {
    const { room, host } = await hostRoom({ maxPlayers: 2 });
    const ana = await player(room.roomCode, 'Ana');
    const ben = await player(room.roomCode, 'Ben');
    expect(
      await client().join({ role: 'player', code: room.roomCode, nickname: 'Cy' }),
    ).toMatchObject({
      ok: false,
      code: 'full',
      message: 'This game is full.',
    });
    await host.send({ type: 'kick', playerId: ana.playerId });
    expect((await ana.next('removed')).banned).toBe(false);
    await host.send({ type: 'ban', playerId: ben.playerId });
    expect((await ben.next('removed')).banned).toBe(true);
    expect(
      await client().join({ role: 'player', code: room.roomCode, token: ben.token }),
    ).toMatchObject({
      ok: false,
      code: 'banned',
    });
    await host.send({ type: 'lock', locked: true });
    expect(
      await client().join({ role: 'player', code: room.roomCode, nickname: 'Dee' }),
    ).toMatchObject({
      ok: false,
      code: 'locked',
    });
  });

  it('lets only the teacher who made the room host it, and only players answer', async () => {
    const room = await openRoom(ctx.app, teacher.cookie, { quizId: quiz.id });
    const other = await signUp(ctx.app);
    for (const cookie of [other.cookie, undefined]) {
      expect(await client(cookie).join({ role: 'host', roomId: room.id })).toMatchObject({
        ok: false,
        code: 'not_host',
      });
    }
    const ana = await player(room.roomCode, 'Ana');
    expect(await ana.send({ type: 'start' })).toMatchObject({ ok: false, code: 'not_host' });
    expect(await ana.send({ type: 'kick', playerId: ana.playerId })).toMatchObject({ ok: false });
  });

  it('refuses malformed messages and unknown codes with a clear answer', async () => {
    const c = client();
    expect(await c.join({ role: 'player', code: 'ZZZZZZ', nickname: 'Ana' })).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect(
      await c.join({ role: 'player', code: 'bad code!', nickname: 'x' } as never),
    ).toMatchObject({
      ok: false,
      code: 'invalid',
    });
    expect(await c.send({ type: 'answer', questionIndex: -1, choice: 9 } as never)).toEqual({
      ok: false,
      code: 'invalid',
      message: expect.any(String),
    });
    expect(await c.join({ role: 'player', code: 'ABC', nickname: 'a\u0000' })).toMatchObject({
      ok: false,
    });
    // A frame over 16 KB is not read: the connection is closed instead.
    const flood = client();
    const closed = new Promise((resolve) => flood.socket.on('disconnect', resolve));
    await expect(
      flood.join({ role: 'player', code: 'ABC', nickname: 'x'.repeat(40_000) }),
    ).rejects.toThrow();
    await closed;
  });
});

describe('join rate limit', () => {
  it('slows down one address trying to join too often', async () => {
    const limited = await buildTestApp({
      env: { GAME_JOINS_PER_MINUTE: '3' },
      deps: { clock: systemClock },
    });
    const base = await listen(limited.app);
    try {
      const acks = [];
      for (let i = 0; i < 4; i++) {
        const c = gameClient(base);
        clients.push(c);
        acks.push(await c.join({ role: 'player', code: 'ZZZZZZ', nickname: `P${i}` }));
      }
      expect(acks.slice(0, 3).every((a) => !a.ok && a.code === 'not_found')).toBe(true);
      expect(acks[3]).toMatchObject({
        ok: false,
        code: 'too_many_joins',
        retryAfterSeconds: expect.any(Number),
      });
    } finally {
      await limited.app.close();
      await limited.db.close();
    }
  });

  /** An app with a join limit of `joins` a minute on the real clock, and its URL. */
  async function limitedApp(env: Record<string, string>) {
    const limited = await buildTestApp({ env, deps: { clock: systemClock } });
    const base = await listen(limited.app);
    const from = (headers: Record<string, string> = {}) => {
      const c = gameClient(base, undefined, headers);
      clients.push(c);
      return c;
    };
    const close = async () => {
      await limited.app.close();
      await limited.db.close();
    };
    return { app: limited.app, base, from, close };
  }

  it('does not count a rejoin to a seat the room has, and counts a made-up token (issue 37 item 2)', async () => {
    const limited = await limitedApp({ GAME_JOINS_PER_MINUTE: '3' });
    try {
      const owner = await signUp(limited.app);
      const made = await makeQuiz(limited.app, owner.cookie, 2);
      const room = await openRoom(limited.app, owner.cookie, { quizId: made.id });
      const other = await openRoom(limited.app, owner.cookie, { quizId: made.id });
      const host = gameClient(limited.base, owner.cookie);
      clients.push(host);
      expect(await host.join({ role: 'host', roomId: room.id })).toEqual({ ok: true });
      const seat = await limited
        .from()
        .join({ role: 'player', code: room.roomCode, nickname: "Zoë O'Brien-Núñez" });
      expect(seat).toMatchObject({ ok: true });
      const back = { role: 'player', code: room.roomCode, token: seat.token! } as const;
      // Ten rejoins, as a class does after a failover: none of them is a new join.
      for (let i = 0; i < 10; i++) {
        expect(await limited.from().join(back)).toMatchObject({
          ok: true,
          playerId: seat.playerId,
        });
      }
      // A made-up token, or a real one for another room, is a join like any other.
      const madeUp = randomBytes(18).toString('base64url');
      expect(
        await limited.from().join({ role: 'player', code: room.roomCode, token: madeUp }),
      ).toMatchObject({ ok: false, code: 'unknown' });
      expect(
        await limited.from().join({ role: 'player', code: other.roomCode, token: seat.token! }),
      ).toMatchObject({ ok: false, code: 'unknown' });
      const limit = { ok: false, code: 'too_many_joins', retryAfterSeconds: expect.any(Number) };
      expect(
        await limited.from().join({ role: 'player', code: room.roomCode, token: madeUp }),
      ).toMatchObject(limit);
      expect(
        await limited.from().join({ role: 'player', code: 'ZZZZZZ', token: madeUp }),
      ).toMatchObject(limit);
      expect(
        await limited.from().join({ role: 'player', code: room.roomCode, nickname: 'Ana' }),
      ).toMatchObject(limit);
      // A token with a name is a new join too, whatever the token.
      expect(await limited.from().join({ ...back, nickname: 'Seán' })).toMatchObject(limit);
      // Hostile tokens are refused as malformed, before anything is looked up.
      for (const bad of [
        'a\u0000b',
        '\ud800x',
        'x'.repeat(10_000),
        "'; drop table game_events;--",
      ]) {
        expect(
          await limited.from().join({ role: 'player', code: room.roomCode, token: bad }),
        ).toMatchObject({ ok: false, code: 'invalid', message: expect.any(String) });
      }
      // The real seat still gets back in while the address is at its limit.
      expect(await limited.from().join(back)).toMatchObject({ ok: true, playerId: seat.playerId });
    } finally {
      await limited.close();
    }
  });

  it('counts an IPv6 address by its /64, as guests and device marks do (issue 37 item 17)', async () => {
    const limited = await limitedApp({ GAME_JOINS_PER_MINUTE: '2', TRUST_PROXY: '1' });
    try {
      const join = (ip: string) =>
        limited
          .from({ 'x-forwarded-for': ip })
          .join({ role: 'player', code: 'ZZZZZZ', nickname: 'Ana' });
      expect(await join('2001:db8:7:1::a')).toMatchObject({ code: 'not_found' });
      expect(await join('2001:db8:7:1:ffff:ffff:ffff:1')).toMatchObject({ code: 'not_found' });
      // A third address of the same /64 is the same household, phone or server.
      expect(await join('2001:DB8:7:1::b')).toMatchObject({ code: 'too_many_joins' });
      // The next /64, and an IPv4 address, are others.
      expect(await join('2001:db8:7:2::a')).toMatchObject({ code: 'not_found' });
      expect(await join('203.0.113.9')).toMatchObject({ code: 'not_found' });
    } finally {
      await limited.close();
    }
  });
});
