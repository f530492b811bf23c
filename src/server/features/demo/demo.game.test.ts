import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../testing/test-app';
import { SANDBOX_CLASS } from './demo.generator';
import { demoGameAnswer } from './demo.game';

const ctx = useTestApp();

describe('demo game', () => {
  it('gives the demo teacher a finished game of the first class, scored by the game rules', async () => {
    const { user } = await signUp(ctx().app);
    const { demo, games, classes } = ctx().app.services;
    await demo.seed(user.id, SANDBOX_CLASS);
    const [room] = await games.list(user.id);
    expect(room).toMatchObject({
      status: 'ended',
      rosterMode: true,
      title: 'Minecraft maths warm-up',
    });
    const first = (await classes.list(user.id))[0]!;
    const results = await games.results(user.id, room!.id);
    expect(results.players).toHaveLength(first.studentCount);
    expect(results.players.every((p) => p.studentId !== null)).toBe(true);
    // Ranks follow scores, and every score is what the answers add up to.
    for (const p of results.players) {
      expect(p.score).toBe(p.answers.reduce((sum, a) => sum + a.points, 0));
    }
    const scores = results.players.map((p) => p.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const stats = await games.stats(user.id);
    expect(stats.students).toHaveLength(first.studentCount);
    expect(stats.hardest.length).toBeGreaterThan(0);
  });

  it('answers the same way every time, mostly in time', () => {
    const q = { index: 2, answerIndex: 1, choices: ['a', 'b', 'c', 'd'], timeLimit: 20 };
    expect(demoGameAnswer(3, q)).toEqual(demoGameAnswer(3, q));
    const answers = Array.from({ length: 40 }, (_, i) => demoGameAnswer(i, q));
    expect(answers.filter((a) => a === null).length).toBeLessThan(8);
    for (const a of answers) if (a) expect(a.ms).toBeLessThanOrEqual(15_000);
  });
});
