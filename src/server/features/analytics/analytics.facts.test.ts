import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TREND_WINDOW } from '../../../contracts/analytics.contract';
import { DISPLAY_COUNTS } from '../../../contracts/constants';
import { signUp, useTestApp } from '../../testing/test-app';
import { ANALYTICS_RECENT_KEPT } from '../../platform/db/schema/index';
import { assessmentListQuery } from '../../../contracts/assessments.contract';
import {
  classStatsFromFacts,
  distribution,
  performancesFromFacts,
  priorityStudents,
  subjectPerformanceFromFacts,
  mean,
  round1,
  topPerformers,
} from './analytics.calculations';
import {
  classStats,
  factsFromRows,
  performancesOf,
  recentActivity,
  subjectPerformance,
} from '../../testing/analytics-oracles';

const ctx = useTestApp();

/** A small deterministic pseudo-random sequence, so a failure replays. */
function lcg(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

type Services = ReturnType<typeof ctx>['app']['services'];

/** Twelve students, nine assessments on three scales and subjects, about 80% of pairs scored. */
async function seedClass(ownerId: number) {
  const { students, assessments } = ctx().app.services;
  const rand = lcg(7);
  const kids = [];
  for (let i = 0; i < 12; i += 1) {
    kids.push(
      await students.create(ownerId, { firstName: `F${i}`, lastName: `L${i}`, grade: '5' }),
    );
  }
  const subjects = ['Mathematics', 'Science', 'History'] as const;
  const tests = [];
  for (let a = 0; a < 9; a += 1) {
    ctx().clock.advance(86_400_000);
    const made = await assessments.create(ownerId, {
      title: `A${a}`,
      type: 'quiz',
      subject: subjects[a % 3]!,
      grade: '5',
      maxScore: [7, 50, 100][a % 3]!,
    });
    tests.push(made);
    for (const kid of kids) {
      if (rand() < 0.2) continue;
      await assessments.recordScore(ownerId, {
        assessmentId: made.id,
        studentId: kid.id,
        score: Math.floor(rand() * ([7, 50, 100][a % 3]! + 1)),
        submittedAt: new Date(ctx().clock.now().getTime() + Math.floor(rand() * 3) * 1000),
      });
    }
  }
  return { kids, tests };
}

/** Every figure read from the database's running totals equals the one computed from rows. */
async function expectTotalsMatchRows(services: Services, ownerId: number) {
  const { students, assessments, analytics } = services;
  const roster = await students.list(ownerId);
  const rows = await assessments.results(ownerId);
  const perfs = performancesOf(roster, rows);
  const facts = await assessments.classFacts(ownerId);
  // Sums in SQL are exact decimals, in JS doubles: the unrounded mean may differ in the 14th
  // digit, never in a shown figure.
  const exact = (ps: typeof perfs) =>
    ps.map((p) => ({ ...p, rawAverage: p.rawAverage === null ? null : p.rawAverage.toFixed(9) }));
  expect(exact(performancesFromFacts(roster, facts))).toEqual(exact(perfs));
  expect(exact(performancesFromFacts(roster, factsFromRows(rows, 2 * TREND_WINDOW)))).toEqual(
    exact(perfs),
  );
  expect(subjectPerformanceFromFacts(facts)).toEqual(subjectPerformance(rows));
  expect(await assessments.classFigures(ownerId)).toEqual(classStats(roster, rows, perfs));
  expect(classStatsFromFacts(roster, facts, perfs)).toEqual(classStats(roster, rows, perfs));
  const percents = rows.flatMap((r) => (r.percent === null ? [] : [r.percent]));
  expect(await assessments.stats(ownerId)).toEqual({
    totalAssessments: (await assessments.activityList(ownerId)).length,
    completed: rows.length,
    averageScore: percents.length === 0 ? null : round1(mean(percents)!),
    needsReview: rows.filter((r) => r.needsReview).length,
  });
  expect(await assessments.reviewCount(ownerId)).toBe(rows.filter((r) => r.needsReview).length);
  // The assessments list's rows carry the same figures as the assessment's own page.
  const { items } = await assessments.page(ownerId, assessmentListQuery.parse({ limit: 200 }));
  // Every assessment is on the page, so the loop below cannot pass by checking none.
  expect(items.map((i) => i.id).sort((x, y) => x - y)).toEqual(
    (await assessments.activityList(ownerId)).map((a) => a.id).sort((x, y) => x - y),
  );
  for (const item of items) {
    const mine = rows.filter((r) => r.assessmentId === item.id);
    const scored = mine.flatMap((r) => (r.percent === null ? [] : [r.percent]));
    expect([item.submissionCount, item.needsReviewCount, item.averagePercent]).toEqual([
      mine.length,
      mine.filter((r) => r.needsReview).length,
      scored.length === 0 ? null : round1(mean(scored)!),
    ]);
  }

  const overview = await analytics.overview(ownerId);
  expect(overview.distribution).toEqual(distribution(perfs));
  expect(overview.topPerformers).toEqual(
    topPerformers(roster, perfs, DISPLAY_COUNTS.topPerformers),
  );
  expect(overview.priorityStudents).toEqual(
    priorityStudents(roster, perfs, DISPLAY_COUNTS.priorityStudents),
  );
  expect(overview.recentActivity).toEqual(
    recentActivity(await assessments.activityList(ownerId), rows, DISPLAY_COUNTS.recentAssessments),
  );
}

describe('analytics figures from SQL aggregates', () => {
  it('equal the figures computed from every result row', async () => {
    const { user } = await signUp(ctx().app);
    const { kids } = await seedClass(user.id);
    await ctx().app.services.students.remove(user.id, kids[3]!.id);
    await expectTotalsMatchRows(ctx().app.services, user.id);
  });

  it('stay equal through regrades, cleared scores, a new scale or subject, and deletions', async () => {
    const { user } = await signUp(ctx().app);
    const other = await signUp(ctx().app);
    const services = ctx().app.services;
    const { students, assessments } = services;
    const { kids, tests } = await seedClass(user.id);
    // Another teacher's class, seeded in between, must never leak into these totals.
    await seedClass(other.user.id);

    // A whole gradebook saved at once: regrades, new scores, cleared scores, a repeated student.
    await assessments.saveScores(user.id, tests[1]!.id, {
      scores: [
        ...kids.slice(0, 6).map((k, i) => ({ studentId: k.id, score: i * 9 })),
        ...kids.slice(6, 9).map((k) => ({ studentId: k.id, score: null })),
        { studentId: kids[0]!.id, score: 50 },
      ],
    });
    await expectTotalsMatchRows(services, user.id);

    await assessments.update(user.id, tests[2]!.id, { maxScore: 120, subject: 'Art' });
    await expectTotalsMatchRows(services, user.id);

    await assessments.remove(user.id, tests[4]!.id);
    await students.remove(user.id, kids[5]!.id);
    await expectTotalsMatchRows(services, user.id);
    await expectTotalsMatchRows(services, other.user.id);

    for (const test of tests) if (test !== tests[4]) await assessments.remove(user.id, test.id);
    expect(await assessments.classFacts(user.id)).toEqual({
      bySubject: [],
      recent: new Map(),
      byAssessment: [],
      pendingReview: 0,
    });
    await expectTotalsMatchRows(services, user.id);
  });

  it('count every one of many simultaneous scores (each recount waits for the one before)', async () => {
    const { user } = await signUp(ctx().app);
    const services = ctx().app.services;
    const { kids, tests } = await seedClass(user.id);
    // On PostgreSQL these run on separate connections at once; two recounts of one assessment
    // that did not queue would lose a score or collide on the totals' primary key.
    await Promise.all(
      tests.flatMap((test, t) =>
        kids.map((kid, k) =>
          services.assessments.saveScores(user.id, test.id, {
            scores: [{ studentId: kid.id, score: (t * 7 + k * 3) % 8 }],
          }),
        ),
      ),
    );
    await expectTotalsMatchRows(services, user.id);
    expect((await services.assessments.stats(user.id)).completed).toBe(tests.length * kids.length);

    // Whole gradebooks saved at once, twice each, clearing some students and scoring the rest.
    await Promise.all(
      tests.flatMap((test, t) =>
        [0, 1].map((flip) =>
          services.assessments.saveScores(user.id, test.id, {
            scores: kids.map((kid, k) => ({
              studentId: kid.id,
              score: (k + t + flip) % 3 === 0 ? null : (k * 5 + t) % 8,
            })),
          }),
        ),
      ),
    );
    await expectTotalsMatchRows(services, user.id);
  });

  it("keep each student's latest scores, enough for the trend and no more", async () => {
    expect(2 * TREND_WINDOW).toBeLessThanOrEqual(ANALYTICS_RECENT_KEPT);
    const { user } = await signUp(ctx().app);
    const { students, assessments } = ctx().app.services;
    const kid = await students.create(user.id, {
      firstName: 'Many',
      lastName: 'Scores',
      grade: '5',
    });
    const scores = Array.from({ length: ANALYTICS_RECENT_KEPT + 3 }, (_, i) => (i * 37) % 101);
    for (const [i, score] of scores.entries()) {
      const test = await assessments.create(user.id, {
        title: `T${i}`,
        type: 'quiz',
        subject: 'Science',
        grade: '5',
        maxScore: 100,
      });
      ctx().clock.advance(60_000);
      await assessments.recordScore(user.id, { assessmentId: test.id, studentId: kid.id, score });
    }
    const { rows } = await ctx().db.db.execute<{ tenths: number[] }>(
      sql`select tenths from analytics_student_recent where student_id = ${kid.id}`,
    );
    expect(rows[0]!.tenths).toEqual(scores.slice(-ANALYTICS_RECENT_KEPT).map((s) => s * 10));
    const facts = await assessments.classFacts(user.id);
    expect(facts.recent.get(kid.id)).toEqual(scores.slice(-2 * TREND_WINDOW));
  });
});
