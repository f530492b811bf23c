import { describe, expect, it } from 'vitest';
import { TREND_WINDOW } from '../../../contracts/analytics.contract';
import { DISPLAY_COUNTS } from '../../../contracts/constants';
import { signUp, useTestApp } from '../../testing/test-app';
import {
  classStats,
  classStatsFromFacts,
  distribution,
  factsFromRows,
  performancesFromFacts,
  performancesOf,
  priorityStudents,
  recentActivity,
  subjectPerformance,
  subjectPerformanceFromFacts,
  topPerformers,
} from './analytics.calculations';

const ctx = useTestApp();

/** A small deterministic pseudo-random sequence, so a failure replays. */
function lcg(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

describe('analytics figures from SQL aggregates', () => {
  it('equal the figures computed from every result row', async () => {
    const { user } = await signUp(ctx().app);
    const { students, assessments, analytics } = ctx().app.services;
    const rand = lcg(7);
    const kids = [];
    for (let i = 0; i < 12; i += 1) {
      kids.push(
        await students.create(user.id, { firstName: `F${i}`, lastName: `L${i}`, grade: '5' }),
      );
    }
    const subjects = ['Mathematics', 'Science', 'History'] as const;
    for (let a = 0; a < 9; a += 1) {
      ctx().clock.advance(86_400_000);
      const made = await assessments.create(user.id, {
        title: `A${a}`,
        type: 'quiz',
        subject: subjects[a % 3]!,
        grade: '5',
        maxScore: [7, 50, 100][a % 3]!,
      });
      for (const kid of kids) {
        if (rand() < 0.2) continue;
        await assessments.recordScore(user.id, {
          assessmentId: made.id,
          studentId: kid.id,
          score: Math.floor(rand() * ([7, 50, 100][a % 3]! + 1)),
          submittedAt: new Date(ctx().clock.now().getTime() + Math.floor(rand() * 3) * 1000),
        });
      }
    }
    await students.remove(user.id, kids[3]!.id);

    const roster = await students.list(user.id);
    const rows = await assessments.results(user.id);
    const perfs = performancesOf(roster, rows);
    const facts = await assessments.classFacts(user.id);
    // Sums in SQL are exact decimals, in JS doubles: the unrounded mean may differ in the 14th
    // digit, never in a shown figure.
    const exact = (ps: typeof perfs) =>
      ps.map((p) => ({ ...p, rawAverage: p.rawAverage === null ? null : p.rawAverage.toFixed(9) }));
    expect(exact(performancesFromFacts(roster, facts))).toEqual(exact(perfs));
    expect(exact(performancesFromFacts(roster, factsFromRows(rows, 2 * TREND_WINDOW)))).toEqual(
      exact(perfs),
    );
    expect(subjectPerformanceFromFacts(facts)).toEqual(subjectPerformance(rows));
    expect(await assessments.classFigures(user.id)).toEqual(classStats(roster, rows, perfs));
    expect(classStatsFromFacts(roster, facts, perfs)).toEqual(classStats(roster, rows, perfs));

    const overview = await analytics.overview(user.id);
    expect(overview.distribution).toEqual(distribution(perfs));
    expect(overview.topPerformers).toEqual(
      topPerformers(roster, perfs, DISPLAY_COUNTS.topPerformers),
    );
    expect(overview.priorityStudents).toEqual(
      priorityStudents(roster, perfs, DISPLAY_COUNTS.priorityStudents),
    );
    expect(overview.recentActivity).toEqual(
      recentActivity(
        await assessments.activityList(user.id),
        rows,
        DISPLAY_COUNTS.recentAssessments,
      ),
    );
  });
});
