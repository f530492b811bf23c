import { describe, expect, it } from 'vitest';
import { createGame, replay, type GameState } from './games.rules';
import { basePoints, streakBonus } from './games.judge';
import { teamStandings } from './games.views';
import { Q, game, messagesTo, resultOf } from '../../testing/game-rules';
import { GAME_MESSAGES as M, type ServerMessage } from '../../../contracts/games.contract';
describe('scoring formula', () => {
  it('gives 1000 at once, 750 at half time and 500 at the buzzer', () => {
    expect(basePoints(0, 20_000, false)).toBe(1000);
    expect(basePoints(10_000, 20_000, false)).toBe(750);
    expect(basePoints(20_000, 20_000, false)).toBe(500);
    expect(basePoints(3_000, 20_000, false)).toBe(925);
    expect(basePoints(1_234, 20_000, false)).toBe(969);
  });
  it('gives 1000 flat in accuracy mode', () => {
    expect(basePoints(19_000, 20_000, true)).toBe(1000);
  });
  it('adds 100 per streak from the second correct answer, capped at 500', () => {
    expect([1, 2, 3, 6, 7, 20].map(streakBonus)).toEqual([0, 100, 200, 500, 500, 500]);
  });
});

describe('a speed game', () => {
  it('scores by server-measured time and ranks the players', () => {
    const g = game();
    g.join('Ana');
    g.join('Ben');
    g.send({ type: 'start' });
    expect(g.state.phase).toBe('question');
    g.answer('Ana', 0, 5_000); // right, at 5 s of 20
    const r = g.answer('Ben', 2, 5_000); // wrong; last answer closes the question
    expect(g.state.phase).toBe('reveal');
    expect(resultOf(r.out, 'p-Ana')!.result).toMatchObject({ correct: true, points: 875, rank: 1 });
    expect(resultOf(r.out, 'p-Ben')!.result).toMatchObject({ correct: false, points: 0, rank: 2 });
    expect(g.state.reveal).toMatchObject({ correctIndex: 0, counts: [1, 0, 1, 0], noAnswer: 0 });
  });

  it('adds the streak bonus, or not when the host turned streaks off', () => {
    for (const streaks of [true, false]) {
      const g = game({ streaks, accuracyMode: true });
      g.join('Ana');
      g.send({ type: 'start' });
      g.answer('Ana', 0);
      g.send({ type: 'next' });
      g.send({ type: 'next' });
      g.answer('Ana', 1);
      expect(g.player('Ana').score).toBe(streaks ? 2100 : 2000);
      expect(g.player('Ana').streak).toBe(2);
    }
  });

  it('caps the streak bonus at 500 over a long run', () => {
    const questions = Array.from({ length: 8 }, () => Q(3));
    const g = game({ accuracyMode: true }, questions);
    g.join('Ana');
    g.send({ type: 'start' });
    for (let i = 0; i < 8; i++) {
      g.answer('Ana', 3);
      if (i < 7) {
        g.send({ type: 'next' });
        g.send({ type: 'next' });
      }
    }
    // Bonuses 0,100,200,300,400,500,500,500.
    expect(g.player('Ana').score).toBe(8000 + 2500);
    expect(g.player('Ana').bestStreak).toBe(8);
  });

  it('resets the streak on a wrong or missing answer', () => {
    const g = game({ accuracyMode: true });
    g.join('Ana');
    g.join('Ben');
    g.send({ type: 'start' });
    g.answer('Ana', 0);
    g.advance(20_000);
    g.send({ type: 'tick' }); // Ben never answers
    expect(g.player('Ana').streak).toBe(1);
    expect(g.player('Ben').streak).toBe(0);
    expect(g.state.reveal!.noAnswer).toBe(1);
  });
});

describe('the clock', () => {
  it('closes the question when time runs out, not before', () => {
    const g = game();
    g.join('Ana');
    g.send({ type: 'start' });
    g.advance(19_999);
    expect(g.send({ type: 'tick' }).accepted).toBe(false);
    g.advance(1);
    expect(g.send({ type: 'tick' }).accepted).toBe(true);
    expect(g.state.phase).toBe('reveal');
  });

  it('refuses an answer that arrives after the deadline, even before the tick', () => {
    const g = game();
    g.join('Ana');
    g.join('Ben');
    g.send({ type: 'start' });
    g.advance(20_000);
    expect(g.answer('Ana', 0).reply).toEqual({ ok: false, code: 'late', message: M.late });
    expect(g.state.answers[0]!.size).toBe(0);
  });

  it('stops the clock while paused and refuses answers until resumed', () => {
    const g = game();
    g.join('Ana');
    g.join('Ben');
    g.send({ type: 'start' });
    g.advance(5_000);
    g.send({ type: 'pause' });
    g.advance(60_000);
    expect(g.send({ type: 'tick' }).accepted).toBe(false);
    expect(g.answer('Ana', 0).reply).toEqual({ ok: false, code: 'paused', message: M.paused });
    const resumed = g.send({ type: 'resume' });
    expect(resumed.out[0]!.msg).toEqual({ type: 'paused', paused: false, remainingMs: 15_000 });
    g.advance(5_000);
    g.answer('Ana', 0);
    // 10 s of answering time used: 750 points.
    g.answer('Ben', 1);
    expect(g.player('Ana').score).toBe(750);
  });

  it('uses the room-wide time per question when the host set one', () => {
    const g = game({ questionSeconds: 10 });
    g.join('Ana');
    const r = g.send({ type: 'start' });
    expect(r.out[0]!.msg).toMatchObject({ type: 'question', question: { durationMs: 10_000 } });
  });
});

describe('answers', () => {
  it('acknowledges every answer without saying whether it was right', () => {
    const g = game();
    g.join('Ana');
    g.join('Ben');
    g.send({ type: 'start' });
    const r = g.answer('Ana', 0);
    expect(r.reply).toEqual({ ok: true, questionIndex: 0, choice: 0 });
    expect(JSON.stringify(messagesTo(r.out, 'p-Ana'))).toBe('[]');
  });

  it('refuses a duplicate and keeps the first choice', () => {
    const g = game();
    g.join('Ana');
    g.join('Ben');
    g.send({ type: 'start' });
    g.answer('Ana', 1);
    const again = g.answer('Ana', 0);
    expect(again).toMatchObject({
      accepted: false,
      reply: { ok: false, code: 'duplicate', choice: 1 },
    });
    expect(g.state.counts).toEqual([0, 1, 0, 0]);
  });

  it('refuses an answer for another question or a choice that does not exist', () => {
    const g = game({}, [{ ...Q(0), choices: ['True', 'False'] }]);
    g.join('Ana');
    g.join('Ben');
    g.send({ type: 'start' });
    expect(
      g.send({ type: 'answer', playerId: 'p-Ana', questionIndex: 1, choice: 0 }).reply,
    ).toMatchObject({ ok: false, code: 'invalid' });
    expect(g.answer('Ana', 3).reply).toMatchObject({ ok: false, code: 'invalid' });
    expect(
      g.send({ type: 'answer', playerId: 'p-Nobody', questionIndex: 0, choice: 0 }).reply,
    ).toMatchObject({ ok: false, code: 'unknown' });
  });

  it('closes early once every connected player answered, waiting for nobody who left', () => {
    const g = game();
    g.join('Ana');
    g.join('Ben');
    g.join('Cy');
    g.send({ type: 'start' });
    g.send({ type: 'disconnect', playerId: 'p-Cy' });
    g.answer('Ana', 0);
    expect(g.state.phase).toBe('question');
    g.answer('Ben', 0);
    expect(g.state.phase).toBe('reveal');
  });

  it('never sends a player the right choice before the question closes', () => {
    const g = game();
    g.join('Ana');
    g.join('Ben');
    const frames: ServerMessage[] = [];
    const watch = (r: ReturnType<typeof g.send>) => frames.push(...messagesTo(r.out, 'p-Ana'));
    watch(g.send({ type: 'start' }));
    watch(g.answer('Ana', 1, 1000));
    watch(g.send({ type: 'pause' }));
    watch(g.send({ type: 'resume' }));
    // The question's answer key must not be in any frame sent so far.
    for (const f of frames) expect(JSON.stringify(f)).not.toMatch(/answerIndex|correct/i);
    watch(g.answer('Ben', 1));
    expect(frames.at(-1)).toMatchObject({ type: 'result', result: { correctIndex: 0 } });
  });
});

describe('host controls', () => {
  it('skips a question without scoring it', () => {
    const g = game();
    g.join('Ana');
    g.join('Ben');
    g.send({ type: 'start' });
    g.answer('Ana', 0);
    g.send({ type: 'skip' });
    expect(g.state.reveal).toMatchObject({ skipped: true, counts: [0, 0, 0, 0] });
    expect(g.player('Ana').score).toBe(0);
    expect(g.state.skipped.has(0)).toBe(true);
  });

  it('moves reveal -> leaderboard -> next question, and ends after the last', () => {
    const g = game({}, [Q(0), Q(1)]);
    g.join('Ana');
    g.send({ type: 'start' });
    g.answer('Ana', 0);
    expect(g.send({ type: 'next' }).out[0]!.msg.type).toBe('leaderboard');
    g.send({ type: 'next' });
    expect(g.state.index).toBe(1);
    g.answer('Ana', 1);
    const end = g.send({ type: 'next' });
    expect(g.state.phase).toBe('ended');
    expect(end.out[0]!.msg).toMatchObject({ type: 'ended', podium: [{ nickname: 'Ana' }] });
    expect(messagesTo(end.out, 'p-Ana')[0]).toMatchObject({
      type: 'final',
      final: { rank: 1, players: 1, correct: 2, answered: 2 },
    });
  });

  it('does not start an empty room', () => {
    const g = game();
    expect(g.send({ type: 'start' }).reply).toMatchObject({ ok: false, code: 'no_players' });
  });

  it('locks the room to newcomers but lets a known player back in', () => {
    const g = game();
    g.join('Ana');
    g.send({ type: 'lock', locked: true });
    expect(g.join('Ben').reply).toMatchObject({ ok: false, code: 'locked' });
    g.send({ type: 'disconnect', playerId: 'p-Ana' });
    expect(g.send({ type: 'rejoin', token: 'token-Ana-0123456789' }).reply).toMatchObject({
      ok: true,
      playerId: 'p-Ana',
    });
  });

  it('kicks a player (who may come back) and bans one (who may not)', () => {
    const g = game();
    g.join('Ana');
    g.join('Ben');
    const kicked = g.send({ type: 'kick', playerId: 'p-Ana' });
    expect(messagesTo(kicked.out, 'p-Ana')[0]).toMatchObject({ type: 'removed', banned: false });
    expect(g.join('Ana').reply).toMatchObject({ ok: true });
    g.send({ type: 'ban', playerId: 'p-Ben' });
    expect(g.join('Ben').reply).toMatchObject({ ok: false, code: 'banned' });
    expect(g.state.players.has('p-Ben')).toBe(false);
  });
});

describe('joining', () => {
  it('checks nicknames: required, not blocked, not taken', () => {
    const g = game();
    expect(g.join('   ').reply).toMatchObject({ code: 'nickname_required' });
    expect(g.join('Sh1t Happens').reply).toMatchObject({ code: 'nickname_blocked' });
    g.join('Ana');
    expect(
      g.send({ type: 'join', playerId: 'p-2', token: 'token-other-0123456789', nickname: 'ANA' })
        .reply,
    ).toMatchObject({ code: 'nickname_taken' });
  });

  it('says the room is full at maxPlayers', () => {
    const g = game({ maxPlayers: 2 });
    g.join('Ana');
    g.join('Ben');
    expect(g.join('Cy').reply).toMatchObject({
      ok: false,
      code: 'full',
      message: 'This game is full.',
    });
  });

  it('takes late joiners only when the host allows them', () => {
    const open = game({ lateJoin: true });
    open.join('Ana');
    open.send({ type: 'start' });
    expect(open.join('Ben').reply).toMatchObject({ ok: true });
    const closed = game({ lateJoin: false });
    closed.join('Ana');
    closed.send({ type: 'start' });
    expect(closed.join('Ben').reply).toMatchObject({ ok: false, code: 'started' });
  });

  it('in roster mode takes a name from the class list, once', () => {
    const g = game({
      roster: [
        { studentId: 7, name: 'Maya P.' },
        { studentId: 8, name: 'Leo K.' },
      ],
    });
    expect(g.join('x', { studentId: 99 }).reply).toMatchObject({ code: 'student_required' });
    expect(g.join('x', { studentId: 7 }).reply).toMatchObject({ ok: true });
    expect(g.player('x').nickname).toBe('Maya P.');
    expect(
      g.send({ type: 'join', playerId: 'p-y', token: 'token-y-0123456789012', studentId: 7 }).reply,
    ).toMatchObject({ code: 'student_taken' });
  });

  it('in roster mode lets one device take one name, until the host frees it (issue 23)', () => {
    const g = game({
      roster: [
        { studentId: 7, name: 'Maya P.' },
        { studentId: 8, name: 'Leo K.' },
      ],
    });
    expect(g.join('x', { studentId: 7, device: 'phone-1' }).reply).toMatchObject({ ok: true });
    expect(g.join('y', { studentId: 8, device: 'phone-1' }).reply).toMatchObject({
      ok: false,
      code: 'one_per_device',
    });
    expect(g.state.players.size).toBe(1);
    // The device that already plays Maya rejoins as Maya with its token.
    expect(g.send({ type: 'rejoin', token: 'token-x-0123456789' }).reply).toMatchObject({
      playerId: 'p-x',
    });
    // The host removes Maya's player: the device may now take the name that is really its own.
    g.send({ type: 'kick', playerId: 'p-x' });
    expect(g.join('y', { studentId: 8, device: 'phone-1' }).reply).toMatchObject({ ok: true });
    expect(g.join('z', { studentId: 7, device: 'phone-2' }).reply).toMatchObject({ ok: true });
  });

  it('gives a player who reconnects mid-question the same score, streak and open question', () => {
    const g = game({ accuracyMode: true });
    g.join('Ana');
    g.join('Ben');
    g.send({ type: 'start' });
    g.answer('Ana', 0);
    g.answer('Ben', 0);
    g.send({ type: 'next' });
    g.send({ type: 'next' });
    g.answer('Ana', 1);
    g.send({ type: 'disconnect', playerId: 'p-Ana' });
    const back = g.send({ type: 'rejoin', token: 'token-Ana-0123456789' });
    const snap = messagesTo(back.out, 'p-Ana')[0] as Extract<ServerMessage, { type: 'player' }>;
    expect(snap.snapshot).toMatchObject({
      score: 1000,
      streak: 1,
      phase: 'question',
      answeredChoice: 1,
      question: { index: 1 },
    });
    expect(JSON.stringify(snap)).not.toMatch(/answerIndex|correctIndex/);
  });
});

describe('team battle', () => {
  it('balances players into teams and scores a team by its average', () => {
    const g = game({ mode: 'team', accuracyMode: true, streaks: false });
    for (const n of ['A', 'B', 'C']) g.join(n);
    expect([g.player('A').team, g.player('B').team, g.player('C').team]).toEqual([0, 1, 0]);
    g.send({ type: 'start' });
    g.answer('A', 0);
    g.answer('B', 0);
    g.answer('C', 3);
    // Team 0: (1000 + 0) / 2 = 500; team 1: 1000 / 1.
    expect(teamStandings(g.state)).toEqual([
      { team: 1, name: 'Otters', score: 1000, members: 1 },
      { team: 0, name: 'Falcons', score: 500, members: 2 },
    ]);
  });

  it('keeps a returning player on the same team', () => {
    const g = game({ mode: 'team' });
    g.join('A');
    g.join('B');
    g.send({ type: 'disconnect', playerId: 'p-B' });
    g.send({ type: 'rejoin', token: 'token-B-0123456789' });
    expect(g.player('B').team).toBe(1);
  });
});

describe('survival', () => {
  function survival() {
    const g = game({ mode: 'survival' }, [Q(0), Q(1), Q(2), Q(3)]);
    for (const n of ['A', 'B', 'C']) g.join(n);
    g.send({ type: 'start' });
    return g;
  }
  const nextQuestion = (g: ReturnType<typeof game>) => {
    g.send({ type: 'next' });
    g.send({ type: 'next' });
  };

  it('eliminates wrong and missing answers; eliminated players watch', () => {
    const g = survival();
    g.answer('A', 0);
    g.answer('B', 1);
    g.advance(20_000);
    g.send({ type: 'tick' });
    expect([g.player('A'), g.player('B'), g.player('C')].map((p) => p.eliminatedAt)).toEqual([
      null,
      0,
      0,
    ]);
    nextQuestion(g);
    expect(g.answer('B', 1).reply).toMatchObject({ ok: false, code: 'eliminated' });
    // Only A is still playing, so A's answer closes the question.
    g.answer('A', 1);
    expect(g.state.phase).toBe('reveal');
  });

  it('eliminates nobody when everyone left would go out on one question', () => {
    const g = survival();
    g.answer('A', 3);
    g.answer('B', 3);
    const r = g.answer('C', 3);
    expect([...g.state.players.values()].every((p) => p.eliminatedAt === null)).toBe(true);
    expect(resultOf(r.out, 'p-A')!.result).toMatchObject({ spared: true, eliminated: false });
  });

  it('tells a player out earlier only that they are out when the rest are spared', () => {
    const g = survival();
    g.answer('A', 0);
    g.answer('B', 0);
    g.answer('C', 1); // C out at 0
    nextQuestion(g);
    g.answer('A', 0);
    const r = g.answer('B', 0); // both miss: spared
    expect(resultOf(r.out, 'p-A')!.result).toMatchObject({ spared: true, eliminated: false });
    expect(resultOf(r.out, 'p-C')!.result).toMatchObject({ spared: false, eliminated: true });
  });

  it('ranks survivors above those who went out, later eliminations higher', () => {
    const g = survival();
    g.answer('A', 0);
    g.answer('B', 0);
    g.answer('C', 1); // C out at 0
    nextQuestion(g);
    g.answer('A', 1);
    g.answer('B', 0); // B out at 1
    const podium = g.send({ type: 'end' }).out[0]!.msg;
    expect(podium).toMatchObject({
      type: 'ended',
      podium: [{ nickname: 'A' }, { nickname: 'B' }, { nickname: 'C' }],
    });
  });
});

describe('replay', () => {
  it('rebuilds the same room from the stored events', () => {
    const g = game({ mode: 'team' });
    g.join('A');
    g.join('B');
    g.send({ type: 'start' });
    g.answer('A', 0, 3000);
    g.answer('B', 2, 4000);
    g.send({ type: 'next' });
    g.send({ type: 'next' });
    g.answer('A', 1, 1000);
    g.send({ type: 'pause' });
    const copy: GameState = replay(createGame(g.state.config, g.state.questions), g.log);
    expect(copy.phase).toBe('question');
    expect(copy.pausedRemaining).toBe(g.state.pausedRemaining);
    expect([...copy.players.values()]).toEqual([...g.state.players.values()]);
    expect(copy.answers.map((m) => [...m])).toEqual(g.state.answers.map((m) => [...m]));
  });

  it('marks every player disconnected on takeover and asks them to resync', () => {
    const g = game();
    g.join('A');
    const r = g.send({ type: 'takeover' });
    expect(g.player('A').connected).toBe(false);
    expect(r.out).toEqual([{ to: 'everyone', msg: { type: 'resync' } }]);
  });
});

describe('a takeover mid-question (issue 23 item 6)', () => {
  function tenPlayersAfterTakeover() {
    const g = game();
    const names = Array.from({ length: 10 }, (_, i) => `P${i}`);
    for (const n of names) g.join(n);
    g.send({ type: 'start' });
    g.advance(3_000);
    g.send({ type: 'takeover' });
    return { g, names };
  }

  it('keeps the question open for players still reconnecting', () => {
    const { g, names } = tenPlayersAfterTakeover();
    g.send({ type: 'rejoin', token: 'token-P0-0123456789' });
    expect(g.answer('P0', 0).reply).toMatchObject({ ok: true });
    expect(g.state.phase).toBe('question');
    // The others come back one by one and answer; the last answer closes the question.
    for (const n of names.slice(1)) {
      g.send({ type: 'rejoin', token: `token-${n}-0123456789` });
      expect(g.answer(n, 1, 100).reply, n).toMatchObject({ ok: true });
    }
    expect(g.state.phase).toBe('reveal');
  });

  it('lets the question time out for players who never come back, then stops waiting for them', () => {
    const { g, names } = tenPlayersAfterTakeover();
    for (const n of names.slice(0, 3)) {
      g.send({ type: 'rejoin', token: `token-${n}-0123456789` });
      g.answer(n, 0);
    }
    expect(g.state.phase).toBe('question');
    g.advance(20_000);
    g.send({ type: 'tick' });
    expect(g.state.phase).toBe('reveal');
    // On the next question only the three who came back are waited for.
    while (g.state.phase !== 'question') g.send({ type: 'next' });
    expect(g.state.index).toBe(1);
    for (const n of names.slice(0, 3)) g.answer(n, 1);
    expect(g.state.phase).toBe('reveal');
  });

  it('replays to the same state from the log', () => {
    const { g } = tenPlayersAfterTakeover();
    g.send({ type: 'rejoin', token: 'token-P4-0123456789' });
    const copy = replay(createGame(g.state.config, g.state.questions), g.log);
    expect(copy.awaited).toBe(g.state.awaited);
    expect([...copy.players.values()]).toEqual([...g.state.players.values()]);
  });
});
