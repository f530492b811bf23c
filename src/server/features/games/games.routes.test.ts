import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  caller,
  signUp,
  type TestContext,
  UNAUTHORIZED_BODY,
} from '../../testing/test-app';
import { deviceMark, gameClient, listen, makeQuiz, openRoom } from '../../testing/game-clients';
import { systemClock } from '../../platform/clock';
import { DEVICES_PER_NETWORK } from './games.routes';
import { GAME_MESSAGES as M, ROOM_CODE_ALPHABET } from '../../../contracts/games.contract';

let ctx: TestContext;
let url: string;
const call = caller(() => ctx);
let teacher: { cookie: string; user: { id: number } };
let quiz: Awaited<ReturnType<typeof makeQuiz>>;

beforeAll(async () => {
  ctx = await buildTestApp({ deps: { clock: systemClock } });
  url = await listen(ctx.app);
  teacher = await signUp(ctx.app);
  quiz = await makeQuiz(ctx.app, teacher.cookie, 2);
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.close();
});

/**
 * Plays a two-question game to the end: "=cmd" answers right, "Bo" wrong. Answers the room with
 * the host's last frame (podium and team standings).
 */
async function playedGame(body: Record<string, unknown> = {}) {
  const room = await openRoom(ctx.app, teacher.cookie, { quizId: quiz.id, ...body });
  const host = gameClient(url, teacher.cookie);
  const a = gameClient(url);
  const b = gameClient(url);
  try {
    await host.join({ role: 'host', roomId: room.id });
    await a.join({ role: 'player', code: room.roomCode, nickname: '=cmd|calc' });
    await b.join({ role: 'player', code: room.roomCode, nickname: 'Bo' });
    await host.send({ type: 'start' });
    for (let q = 0; q < 2; q++) {
      await a.next('question', { since: a.frames.length - 1 });
      const right = quiz.questions[q]!.answerIndex;
      const seen = b.frames.length;
      await a.send({ type: 'answer', questionIndex: q, choice: right });
      await b.send({ type: 'answer', questionIndex: q, choice: (right + 1) % 4 });
      await b.next('result', { since: seen });
      await host.send({ type: 'next' });
      if (q === 0) await host.send({ type: 'next' });
    }
    const ended = await host.next('ended');
    for (let i = 0; i < 100; i++) {
      const res = await call('GET', `/api/games/${room.id}/results`, teacher.cookie);
      if (res.statusCode === 200) return { ...room, ended };
      await new Promise((r) => setTimeout(r, 30));
    }
    throw new Error('results never saved');
  } finally {
    for (const c of [host, a, b]) c.close();
  }
}

describe('POST /api/games/room', () => {
  it('opens a room with the spec defaults and a code from the unambiguous alphabet', async () => {
    const res = await call('POST', '/api/games/room', teacher.cookie, { quizId: quiz.id });
    expect(res.statusCode).toBe(201);
    const { room } = res.json();
    expect(room).toMatchObject({
      gameMode: 'speed',
      maxPlayers: 50,
      status: 'lobby',
      questionCount: 2,
      playerCount: 0,
      rosterMode: false,
    });
    expect(room.roomCode).toHaveLength(6);
    for (const ch of room.roomCode) expect(ROOM_CODE_ALPHABET).toContain(ch);
  });

  it('keeps the options it was given', async () => {
    const res = await call('POST', '/api/games/room', teacher.cookie, {
      quizId: quiz.id,
      maxPlayers: 30,
      gameMode: 'survival',
    });
    expect(res.json().room).toMatchObject({ maxPlayers: 30, gameMode: 'survival' });
  });

  it.each([
    ['no quiz', {}, M.quizRequired],
    ['a text quiz id', { quizId: 'abc' }, M.quizRequired],
    ['zero players', { quizId: 1, maxPlayers: 0 }, M.maxPlayersInvalid],
    ['too many players', { quizId: 1, maxPlayers: 5001 }, M.maxPlayersInvalid],
    ['an unknown mode', { quizId: 1, gameMode: 'chaos' }, M.modeInvalid],
    ['a 2 s question', { quizId: 1, questionSeconds: 2 }, M.questionSecondsInvalid],
    ['five teams', { quizId: 1, teamCount: 5 }, M.teamsInvalid],
  ])('refuses %s with its message', async (_, body, message) => {
    const res = await call('POST', '/api/games/room', teacher.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses NUL bytes and huge bodies', async () => {
    const nul = await call('POST', '/api/games/room', teacher.cookie, { quizId: 1, x: 'a\u0000' });
    expect(nul.statusCode).toBe(400);
    const huge = await call('POST', '/api/games/room', teacher.cookie, {
      quizId: quiz.id,
      pad: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('answers 401 signed out, and 404 for another teacher’s quiz or class', async () => {
    const out = await call('POST', '/api/games/room', undefined, { quizId: quiz.id });
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual(UNAUTHORIZED_BODY);
    const other = await signUp(ctx.app);
    expect(
      (await call('POST', '/api/games/room', other.cookie, { quizId: quiz.id })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/games/room', teacher.cookie, { quizId: 999_999 })).statusCode,
    ).toBe(404);
    const cls = await call('POST', '/api/classes', other.cookie, { name: 'Theirs' });
    const withClass = await call('POST', '/api/games/room', teacher.cookie, {
      quizId: quiz.id,
      classId: cls.json().id,
    });
    expect(withClass.statusCode).toBe(404);
  });
});

describe('GET /api/games/join/:code', () => {
  it('shows the room to anyone with the code, without answers', async () => {
    const room = await openRoom(ctx.app, teacher.cookie, { quizId: quiz.id, gameMode: 'team' });
    const res = await call('GET', `/api/games/join/${room.roomCode.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      roomCode: room.roomCode,
      title: expect.any(String),
      gameMode: 'team',
      status: 'lobby',
      pace: 'live',
      closesAt: null,
      roster: null,
    });
  });

  it('lists a roster-mode class by first name and last initial, marking who joined', async () => {
    const s = await call('POST', '/api/students', teacher.cookie, {
      firstName: 'Maya',
      lastName: 'Patel',
      grade: '5',
    });
    const cls = await call('POST', '/api/classes', teacher.cookie, {
      name: 'Period 3',
      studentIds: [s.json().id],
    });
    const room = await openRoom(ctx.app, teacher.cookie, {
      quizId: quiz.id,
      classId: cls.json().id,
    });
    const player = gameClient(url, await deviceMark(ctx.app, room.roomCode));
    try {
      expect(
        await player.join({ role: 'player', code: room.roomCode, studentId: s.json().id }),
      ).toMatchObject({
        ok: true,
      });
      const res = await call('GET', `/api/games/join/${room.roomCode}`);
      expect(res.json().roster).toEqual([{ studentId: s.json().id, name: 'Maya P.', taken: true }]);
    } finally {
      player.close();
    }
  });

  it('gives each device one name in roster mode: by the mark its join page gave it', async () => {
    const names = ['Maya', 'Leo', 'Ava'];
    const ids: number[] = [];
    for (const firstName of names) {
      const s = await call('POST', '/api/students', teacher.cookie, {
        firstName,
        lastName: 'Okafor',
        grade: '5',
      });
      ids.push(s.json().id);
    }
    const cls = await call('POST', '/api/classes', teacher.cookie, {
      name: 'Period 4',
      studentIds: ids,
    });
    const room = await openRoom(ctx.app, teacher.cookie, {
      quizId: quiz.id,
      classId: cls.json().id,
    });
    const joinPage = (remoteAddress: string) =>
      ctx.app.inject({ url: `/api/games/join/${room.roomCode}`, remoteAddress });
    const markFrom = async (remoteAddress: string) => {
      const device = (await joinPage(remoteAddress)).cookies.find(
        (c) => c.name === 'chalkwise_device',
      );
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      return `chalkwise_device=${device!.value}`;
    };
    const cookie = await markFrom('198.51.100.20');
    const phone = gameClient(url, cookie);
    const samePhone = gameClient(url, cookie);
    const script = gameClient(url);
    const forged = gameClient(url, 'chalkwise_device=made-up-by-a-script');
    const otherPhone = gameClient(url, await markFrom('198.51.100.20'));
    try {
      const join = (c: typeof phone, studentId: number) =>
        c.join({ role: 'player', code: room.roomCode, studentId });
      expect(await join(phone, ids[0]!)).toMatchObject({ ok: true });
      // Another connection from the same phone (a second tab) cannot take a classmate's name.
      expect(await join(samePhone, ids[1]!)).toMatchObject({
        ok: false,
        code: 'one_per_device',
        message: M.onePerDevice,
      });
      // A connection without the join page's mark, or with one it did not give, takes no name.
      for (const c of [script, forged])
        expect(await join(c, ids[1]!)).toMatchObject({
          ok: false,
          code: 'device_required',
          message: M.deviceRequired,
        });
      expect(await join(otherPhone, ids[1]!)).toMatchObject({ ok: true });
      const res = await call('GET', `/api/games/join/${room.roomCode}`);
      const taken = (res.json().roster as { studentId: number; taken: boolean }[])
        .filter((s) => s.taken)
        .map((s) => s.studentId);
      expect(taken.sort()).toEqual([ids[0], ids[1]].sort());
      // One network gets only so many marks for a room; another network still gets its own.
      for (let i = 2; i < DEVICES_PER_NETWORK.limit; i++) await markFrom('198.51.100.20');
      const refused = await joinPage('198.51.100.20');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(M.tooManyDevices);
      await markFrom('203.0.113.20');
      // A device that has its mark still opens the page.
      const again = await ctx.app.inject({
        url: `/api/games/join/${room.roomCode}`,
        remoteAddress: '198.51.100.20',
        headers: { cookie },
      });
      expect(again.statusCode).toBe(200);
    } finally {
      for (const c of [phone, samePhone, script, forged, otherPhone]) c.close();
    }
  });

  it('answers 404 with a clear message for an unknown code and 400 for a malformed one', async () => {
    const missing = await call('GET', '/api/games/join/ZZZZ99');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.roomNotFound);
    expect((await call('GET', '/api/games/join/TOOLONGCODE')).statusCode).toBe(400);
    expect((await call('GET', '/api/games/join/%00')).statusCode).toBe(400);
  });
});

describe('rooms and results', () => {
  it('lists open rooms first, then finished games with their player counts', async () => {
    const finished = await playedGame();
    const res = await call('GET', '/api/games/rooms', teacher.cookie);
    const rooms = res.json().rooms as { id: number; status: string; playerCount: number }[];
    expect(rooms.find((r) => r.id === finished.id)).toMatchObject({
      status: 'ended',
      playerCount: 2,
    });
    const firstEnded = rooms.findIndex((r) => r.status === 'ended');
    expect(rooms.slice(firstEnded).every((r) => r.status === 'ended')).toBe(true);
  });

  it('ranks teams in the results as the host saw them at the end, empty teams included', async () => {
    // Two players on three teams: the third is empty, and ties Bo's team at 0.
    const room = await playedGame({ gameMode: 'team', teamCount: 3 });
    const res = await call('GET', `/api/games/${room.id}/results`, teacher.cookie);
    const teams = room.ended.type === 'ended' ? room.ended.teams : [];
    expect(teams.map((t) => t.members)).toEqual([1, 1, 0]);
    expect(res.json().teams).toEqual(
      teams.map(({ name, score, members }) => ({ name, score, members })),
    );
  });

  it('reports every player and question of a finished game, and exports formula-safe CSV', async () => {
    const room = await playedGame();
    const res = await call('GET', `/api/games/${room.id}/results`, teacher.cookie);
    const results = res.json();
    expect(results.players.map((p: { nickname: string }) => p.nickname)).toEqual([
      '=cmd|calc',
      'Bo',
    ]);
    expect(results.players[0]).toMatchObject({ rank: 1, correct: 2, answered: 2, accuracy: 100 });
    expect(results.players[0].score).toBeGreaterThan(1000);
    expect(results.players[1]).toMatchObject({ score: 0, accuracy: 0, bestStreak: 0 });
    expect(results.questions[1]).toMatchObject({
      accuracy: 50,
      commonWrongChoice: (quiz.questions[1]!.answerIndex + 1) % 4,
      noAnswer: 0,
    });
    const csv = await call('GET', `/api/games/${room.id}/results.csv`, teacher.cookie);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename=".+-results\.csv"/);
    expect(csv.body).toContain(`"'=cmd|calc"`.replace(/"/g, ''));
    expect(csv.body).not.toMatch(/^=cmd/m);
  });

  it('keeps results from other teachers, signed-out callers and open rooms', async () => {
    const room = await playedGame();
    const other = await signUp(ctx.app);
    expect((await call('GET', `/api/games/${room.id}/results`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/games/${room.id}/results.csv`, other.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/games/${room.id}/results`)).statusCode).toBe(401);
    const open = await openRoom(ctx.app, teacher.cookie, { quizId: quiz.id });
    expect((await call('GET', `/api/games/${open.id}/results`, teacher.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/games/0/results', teacher.cookie)).statusCode).toBe(400);
  });

  it('shows a roster-mode game on the student’s record', async () => {
    const s = await call('POST', '/api/students', teacher.cookie, {
      firstName: 'Leo',
      lastName: 'Kim',
      grade: '5',
    });
    const cls = await call('POST', '/api/classes', teacher.cookie, {
      name: 'P4',
      studentIds: [s.json().id],
    });
    const room = await openRoom(ctx.app, teacher.cookie, {
      quizId: quiz.id,
      classId: cls.json().id,
    });
    const host = gameClient(url, teacher.cookie);
    const leo = gameClient(url, await deviceMark(ctx.app, room.roomCode));
    try {
      await host.join({ role: 'host', roomId: room.id });
      await leo.join({ role: 'player', code: room.roomCode, studentId: s.json().id });
      await host.send({ type: 'start' });
      await leo.next('question');
      await leo.send({ type: 'answer', questionIndex: 0, choice: quiz.questions[0]!.answerIndex });
      await leo.next('result');
      await host.send({ type: 'end' });
      await host.next('ended');
    } finally {
      host.close();
      leo.close();
    }
    let games: unknown[] = [];
    for (let i = 0; i < 100 && games.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 30));
      games = (await call('GET', `/api/students/${s.json().id}/games`, teacher.cookie)).json()
        .games;
    }
    expect(games).toEqual([
      expect.objectContaining({ roomId: room.id, rank: 1, players: 1, accuracy: 100 }),
    ]);
    const other = await signUp(ctx.app);
    expect((await call('GET', `/api/students/${s.json().id}/games`, other.cookie)).statusCode).toBe(
      404,
    );
  });

  it('sums up games per student for the Analytics tab, and only the teacher’s own', async () => {
    const res = await call('GET', '/api/games/stats', teacher.cookie);
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.games).toBeGreaterThanOrEqual(4);
    expect(stats.students).toContainEqual({
      studentId: expect.any(Number),
      name: 'Leo Kim',
      games: 1,
      answers: 1,
      accuracy: 100,
    });
    const other = await signUp(ctx.app);
    expect((await call('GET', '/api/games/stats', other.cookie)).json()).toEqual({
      games: 0,
      players: 0,
      students: [],
      hardest: [],
    });
    expect((await call('GET', '/api/games/stats')).statusCode).toBe(401);
  });
});
