import { describe, expect, it } from 'vitest';
import { createGame, replay } from './games.rules';
import { resultRows } from './games.live';
import { hostSnapshot, playerSnapshot } from './games.views';
import { Q, game, messagesTo } from '../../testing/game-rules';
import { GAME_MESSAGES as M, type ServerMessage } from '../../../contracts/games.contract';

/** A self-paced room (issue 35 item 3): three questions of 20 s, closing an hour from "now". */
function homework(overrides: Parameters<typeof game>[0] = {}, questions = [Q(0), Q(1), Q(2)]) {
  const g = game({ pace: 'self', closesAt: 1_000_000 + 60 * 60_000, ...overrides }, questions);
  const at = (name: string) => g.state.progress.get(`p-${name}`)!;
  return {
    ...g,
    at,
    /** Answers the player's own open question. */
    pick: (name: string, choice: number, afterMs = 0) => {
      g.advance(afterMs);
      return g.send({
        type: 'answer',
        playerId: `p-${name}`,
        questionIndex: at(name).index,
        choice,
      });
    },
    next: (name: string) => g.send({ type: 'advance', playerId: `p-${name}` }),
  };
}

describe("a self-paced room's host picture", () => {
  it('says how it scores, so the header can name it (untimed scores as accuracy mode)', () => {
    expect(hostSnapshot(homework().state, 0)).toMatchObject({
      pace: 'self',
      accuracyMode: false,
      timed: true,
    });
    expect(hostSnapshot(homework({ timed: false, accuracyMode: true }).state, 0)).toMatchObject({
      accuracyMode: true,
      timed: false,
    });
  });
});

const ofType = <T extends ServerMessage['type']>(msgs: ServerMessage[], type: T) =>
  msgs.filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);

describe('a self-paced room', () => {
  it('gives each player their first question on joining, with no host action', () => {
    const g = homework();
    const joined = g.join('Ana');
    const question = ofType(messagesTo(joined.out, 'p-Ana'), 'question')[0]!.question;
    expect(question).toMatchObject({ index: 0, total: 3, durationMs: 20_000, remainingMs: 20_000 });
    // No answer key in what the device draws.
    expect(JSON.stringify(question)).not.toMatch(/correct|answerIndex/);
    expect(g.state.phase).toBe('lobby');
    expect(joined.out.find((o) => o.to === 'host' && o.msg.type === 'progress')).toBeTruthy();
  });

  it('lets three players move at their own speed, each scored on their own clock', () => {
    const g = homework();
    g.join('Ana');
    g.advance(4_000);
    g.join('Ben');
    g.join('Cy');
    // Ana answers her first question 10 s after it opened (750), Ben 8 s after his (800).
    expect(g.pick('Ana', 0, 6_000).reply).toEqual({ ok: true, questionIndex: 0, choice: 0 });
    const ben = g.pick('Ben', 0, 2_000);
    expect(g.player('Ana').score).toBe(750);
    expect(ofType(messagesTo(ben.out, 'p-Ben'), 'result')[0]!.result).toMatchObject({
      correct: true,
      correctIndex: 0,
      points: 800,
    });
    // Ana goes on to the end; Ben stays on his result; Cy has not answered at all.
    g.next('Ana');
    g.pick('Ana', 1);
    g.next('Ana');
    g.pick('Ana', 3);
    const final = g.next('Ana');
    expect(ofType(messagesTo(final.out, 'p-Ana'), 'final')[0]!.final).toMatchObject({
      score: 750 + 1000 + 100,
      correct: 2,
    });
    expect(g.at('Ana').finished).toBe(true);
    expect(g.at('Ben')).toMatchObject({ index: 0, open: false });
    expect(g.at('Cy')).toMatchObject({ index: 0, open: true });
    const host = hostSnapshot(g.state, g.now);
    expect(host.progress.map((p) => [p.nickname, p.done, p.finished])).toEqual([
      ['Ana', 3, true],
      ['Ben', 1, false],
      ['Cy', 0, false],
    ]);
    expect(playerSnapshot(g.state, 'p-Ben', g.now)).toMatchObject({
      phase: 'reveal',
      pace: 'self',
    });
    expect(playerSnapshot(g.state, 'p-Cy', g.now).question).toMatchObject({ index: 0 });
  });

  it('refuses next before an answer while time is left, then counts a timed-out question as missed', () => {
    const g = homework();
    g.join('Ana');
    expect(g.next('Ana')).toMatchObject({
      accepted: false,
      reply: { ok: false, code: 'answer_first', message: M.answerFirst },
    });
    g.advance(20_000);
    expect(g.pick('Ana', 0)).toMatchObject({ accepted: false, reply: { code: 'late' } });
    const missed = g.next('Ana');
    expect(ofType(messagesTo(missed.out, 'p-Ana'), 'result')[0]!.result).toMatchObject({
      choice: null,
      points: 0,
      correctIndex: 0,
    });
    expect(ofType(messagesTo(g.next('Ana').out, 'p-Ana'), 'question')[0]!.question.index).toBe(1);
  });

  it('refuses an answer to a question the player is not on, and a second answer', () => {
    const g = homework();
    g.join('Ana');
    const wrongIndex = g.send({ type: 'answer', playerId: 'p-Ana', questionIndex: 2, choice: 2 });
    expect(wrongIndex).toMatchObject({ accepted: false, reply: { code: 'invalid' } });
    g.pick('Ana', 1);
    expect(g.pick('Ana', 0)).toMatchObject({ accepted: false, reply: { code: 'closed' } });
    expect(g.player('Ana').score).toBe(0);
  });

  it('with the timer off, never refuses as late and gives full points', () => {
    const g = homework({ timed: false });
    const joined = g.join('Ana');
    expect(ofType(messagesTo(joined.out, 'p-Ana'), 'question')[0]!.question.untimed).toBe(true);
    g.advance(3 * 60 * 60_000);
    expect(g.pick('Ana', 0).accepted).toBe(true);
    expect(g.player('Ana').score).toBe(1000);
    expect(g.next('Ana').accepted).toBe(true);
    expect(g.next('Ana')).toMatchObject({ reply: { code: 'answer_first' } });
  });

  it('refuses a join once the assignment has closed, with a message that says so', () => {
    const g = homework({ closesAt: 1_000_000 + 1_000 });
    expect(g.join('Ana').accepted).toBe(true);
    g.advance(1_000);
    expect(g.join('Ben')).toMatchObject({
      accepted: false,
      reply: { ok: false, code: 'assignment_closed', message: M.assignmentClosed },
    });
  });

  it('gives a roster student one attempt; their own device carries on where it was', () => {
    const roster = [{ studentId: 7, name: 'Ana B.' }];
    const g = homework({ roster }, [Q(0)]);
    g.join('one', { nickname: undefined, studentId: 7, device: 'dev-1' });
    g.pick('one', 0);
    const back = g.send({
      type: 'join',
      playerId: 'p-x',
      token: 'token-x-0123456789',
      studentId: 7,
      device: 'dev-1',
    });
    expect(back.reply).toMatchObject({ ok: true, playerId: 'p-one' });
    const other = g.send({
      type: 'join',
      playerId: 'p-y',
      token: 'token-y-0123456789',
      studentId: 7,
      device: 'dev-2',
    });
    expect(other.reply).toMatchObject({ ok: false, code: 'student_taken' });
    g.next('one');
    const again = g.send({
      type: 'join',
      playerId: 'p-z',
      token: 'token-z-0123456789',
      studentId: 7,
      device: 'dev-1',
    });
    expect(again).toMatchObject({
      accepted: false,
      reply: { ok: false, code: 'already_done', message: M.alreadyDone },
    });
  });

  it('takes no host commands but end, which counts every question not reached as missed', () => {
    const g = homework();
    g.join('Ana');
    g.join('Ben');
    for (const type of ['start', 'next', 'pause', 'skip'] as const) {
      expect(g.send({ type }).accepted).toBe(false);
    }
    g.pick('Ana', 0);
    const ended = g.send({ type: 'end' });
    expect(ended.accepted).toBe(true);
    expect(g.state.phase).toBe('ended');
    const { players, answers } = resultRows(g.state);
    expect(players.map((p) => [p.nickname, p.answered, p.correct])).toEqual([
      ['Ana', 1, 1],
      ['Ben', 0, 0],
    ]);
    // Every player has a row for every question: accuracy sees the whole quiz.
    expect(answers).toHaveLength(6);
  });

  it('rebuilds from its log to the same scores and places (a restart or takeover)', () => {
    const g = homework();
    g.join('Ana');
    g.join('Ben');
    g.pick('Ana', 0, 4_000);
    g.next('Ana');
    g.pick('Ben', 2, 1_000);
    g.send({ type: 'extraTime', playerId: 'p-Ben', extra: 'x2' });
    const copy = replay(createGame(g.state.config, g.state.questions), g.log);
    expect(hostSnapshot(copy, g.now)).toEqual(hostSnapshot(g.state, g.now));
    expect(playerSnapshot(copy, 'p-Ana', g.now)).toEqual(playerSnapshot(g.state, 'p-Ana', g.now));
  });
});

describe('extra time', () => {
  it('self-paced: extends the player’s own deadline and measures speed over it', () => {
    const g = homework();
    g.join('Ana');
    g.join('Ben');
    g.send({ type: 'extraTime', playerId: 'p-Ben', extra: 'x2' });
    g.advance(30_000);
    expect(g.pick('Ana', 0).reply).toMatchObject({ ok: false, code: 'late' });
    // 30 s of Ben's 40: 1000 x (1 - 0.75 / 2).
    expect(g.pick('Ben', 0).accepted).toBe(true);
    expect(g.player('Ben').score).toBe(625);
  });

  it('self-paced: no limit means no deadline and full points', () => {
    const g = homework();
    g.join('Ana');
    g.send({ type: 'extraTime', playerId: 'p-Ana', extra: 'unlimited' });
    g.advance(10 * 60_000);
    expect(g.pick('Ana', 0).accepted).toBe(true);
    expect(g.player('Ana').score).toBe(1000);
  });

  it('live: a player with x1.5 answers after the base time; one without is still refused', () => {
    const g = game();
    g.join('Ana');
    g.join('Ben');
    g.join('Cy');
    g.send({ type: 'extraTime', playerId: 'p-Ben', extra: 'x1.5' });
    const opened = g.send({ type: 'start' });
    // Ben's device hears only his own, longer time (a base-time frame first would flicker).
    const bens = ofType(messagesTo(opened.out, 'p-Ben'), 'question');
    expect(bens.map((m) => m.question)).toMatchObject([
      { durationMs: 30_000, remainingMs: 30_000 },
    ]);
    expect(
      ofType(messagesTo(opened.out, 'p-Ana'), 'question').map((m) => m.question),
    ).toMatchObject([{ durationMs: 20_000 }]);
    g.answer('Cy', 0, 1_000);
    g.advance(21_000);
    expect(g.send({ type: 'tick' }).accepted).toBe(false); // still open for Ben
    expect(g.answer('Ana', 0)).toMatchObject({ accepted: false, reply: { code: 'late' } });
    expect(g.answer('Ben', 0, 3_000).accepted).toBe(true); // 25 s of his 30
    expect(g.state.phase).toBe('question');
    g.advance(6_000);
    expect(g.send({ type: 'tick' }).accepted).toBe(true);
    expect(g.player('Ben').score).toBe(Math.round(1000 * (1 - 25 / 30 / 2)));
  });

  it('live: no limit keeps the question open until the player answers or the host moves on', () => {
    const g = game();
    g.join('Ana');
    g.join('Ben');
    g.send({ type: 'extraTime', playerId: 'p-Ben', extra: 'unlimited' });
    g.send({ type: 'start' });
    g.answer('Ana', 0, 2_000);
    g.advance(5 * 60_000);
    expect(g.send({ type: 'tick' }).accepted).toBe(false);
    g.answer('Ben', 0);
    expect(g.state.phase).toBe('reveal');
    expect(g.player('Ben').score).toBe(1000);
  });

  it('refuses extra time for nobody in the room, and for no change', () => {
    const g = game();
    g.join('Ana');
    expect(g.send({ type: 'extraTime', playerId: 'p-Zed', extra: 'x2' }).reply).toMatchObject({
      code: 'unknown',
    });
    expect(g.send({ type: 'extraTime', studentId: 3, extra: 'x2' }).accepted).toBe(false);
    expect(g.send({ type: 'extraTime', playerId: 'p-Ana', extra: 'none' }).accepted).toBe(false);
  });

  it('keeps a roster student’s extra time when set before they join', () => {
    const g = game({ roster: [{ studentId: 7, name: 'Ana B.' }] });
    expect(g.send({ type: 'extraTime', studentId: 7, extra: 'x2' }).accepted).toBe(true);
    g.join('one', { nickname: undefined, studentId: 7, device: 'dev-1' });
    expect(hostSnapshot(g.state, g.now).players[0]).toMatchObject({ extraTime: 'x2' });
  });
});
