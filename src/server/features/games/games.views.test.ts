import { describe, expect, it } from 'vitest';
import { hostSnapshot, playerSnapshot, questionMs } from './games.views';
import { Q, game } from '../../testing/game-rules';

/** What would give the answer away: the key itself, or whether a choice was right. */
const ANSWER_KEY = /answerIndex|correct/i;

/** Ana and Ben in a started room; question 0's right choice is A (0). */
function openQuestion() {
  const g = game();
  g.join('Ana');
  g.join('Ben');
  g.send({ type: 'start' });
  return g;
}

describe('views before the reveal', () => {
  it('show a player its own choice, never the right one or whether it was right', () => {
    const g = openQuestion();
    g.answer('Ana', 1, 2000);
    const snap = playerSnapshot(g.state, 'p-Ana', g.now);
    expect(snap).toMatchObject({
      phase: 'question',
      answeredChoice: 1,
      result: null,
      question: { index: 0, choices: ['A', 'B', 'C', 'D'], remainingMs: 18_000 },
    });
    expect(JSON.stringify(snap)).not.toMatch(ANSWER_KEY);
  });

  it('show the host and the screen how many answered, not which choice is right', () => {
    const g = openQuestion();
    g.answer('Ana', 0);
    const snap = hostSnapshot(g.state, g.now);
    expect(snap).toMatchObject({ phase: 'question', answered: 1, reveal: null });
    expect(JSON.stringify(snap)).not.toMatch(ANSWER_KEY);
  });

  it('list players without their rejoin token or device', () => {
    const g = openQuestion();
    const { players } = hostSnapshot(g.state, g.now);
    expect(players).toEqual([
      { id: 'p-Ana', nickname: 'Ana', team: null, connected: true },
      { id: 'p-Ben', nickname: 'Ben', team: null, connected: true },
    ]);
  });
});

describe('views after the reveal', () => {
  it('give the player its result with the right choice, and the host the reveal', () => {
    const g = openQuestion();
    g.answer('Ana', 1);
    g.answer('Ben', 0);
    expect(playerSnapshot(g.state, 'p-Ana', g.now)).toMatchObject({
      phase: 'reveal',
      result: { correct: false, correctIndex: 0 },
    });
    expect(hostSnapshot(g.state, g.now).reveal).toMatchObject({ correctIndex: 0 });
  });
});

describe('snapshots after a reload', () => {
  it('give the host the question being revealed and a player the leaderboard that is up', () => {
    const g = game();
    g.join('Ana');
    g.send({ type: 'start' });
    g.answer('Ana', 0);
    expect(hostSnapshot(g.state, g.now)).toMatchObject({
      phase: 'reveal',
      question: null,
      lastQuestion: { index: 0, question: 'Question 0', remainingMs: 0 },
    });
    g.send({ type: 'next' });
    const snap = playerSnapshot(g.state, 'p-Ana', g.now);
    expect(snap).toMatchObject({ phase: 'leaderboard', leaderboard: [{ nickname: 'Ana' }] });
    expect(JSON.stringify(snap)).not.toMatch(/answerIndex/);
  });
});

describe('questionMs', () => {
  it('is the room-wide time per question when the host set one, else the question’s own', () => {
    expect(questionMs(game({}, [Q(0, 30)]).state, 0)).toBe(30_000);
    expect(questionMs(game({ questionSeconds: 10 }, [Q(0, 30)]).state, 0)).toBe(10_000);
  });
});
