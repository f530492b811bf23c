import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../testing/test-app';
import { createDemoSeeder, type DemoAssessmentsApi } from './demo.seeder';

const ctx = useTestApp();

describe('demo seeder transaction', () => {
  it('writes nothing when a later step fails: students, lessons and assessments roll back', async () => {
    const { app, clock } = ctx();
    const { user } = await signUp(app);
    let created = 0;
    const seeder = createDemoSeeder({
      clock,
      students: app.services.students,
      transaction: (write) =>
        app.services.seedInTransaction((services) => {
          const failing: DemoAssessmentsApi = {
            ...services.assessments,
            async create(ownerId, body, options) {
              created += 1;
              if (created === 3) throw new Error('disk full');
              return services.assessments.create(ownerId, body, options);
            },
          };
          return write({ ...services, assessments: failing });
        }),
    });
    await expect(seeder.seed(user.id)).rejects.toThrow('disk full');
    expect(created).toBe(3);
    expect(await app.services.students.list(user.id)).toEqual([]);
    expect(await app.services.lessons.list(user.id)).toEqual([]);
    expect(await app.services.assessments.list(user.id)).toEqual([]);
    // And the same teacher can be seeded afterwards, whole.
    expect(await app.services.demo.seedIfEmpty(user.id)).toMatchObject({ students: 12 });
  });
});

describe('demo class through the real services', () => {
  it('gives a new guest a small sample class, with figures analytics can compute', async () => {
    const { app } = ctx();
    const res = await app.inject({ method: 'POST', url: '/api/guest-login' });
    expect(res.statusCode).toBe(200);
    const guest = res.json().user as { id: number };
    const { students, lessons, assessments, analytics } = app.services;
    // A sandbox anyone can ask for stays small: 6 students, 4 lessons, 4 weeks of assessments.
    expect(await students.list(guest.id)).toHaveLength(6);
    expect(await lessons.list(guest.id)).toHaveLength(4);
    const stats = await assessments.stats(guest.id);
    expect(stats.totalAssessments).toBe(4);
    expect(stats.completed).toBeGreaterThan(12);
    expect(stats.completed).toBeLessThan(25);
    expect(stats.averageScore).toBeGreaterThan(50);
    // Two students took this week's published assessment online; their short answers wait.
    expect(stats.needsReview).toBe(2);
    const live = (await assessments.list(guest.id)).filter((a) => a.shareCode !== null);
    expect(live.map((a) => a.title)).toEqual(['Linear Equations Unit Test']);
    const page = await assessments.resultsPage(guest.id, live[0]!.id);
    const online = page.results.filter((r) => r.source === 'online');
    expect(online).toHaveLength(2);
    expect(online.every((r) => r.needsReview && r.score === null)).toBe(true);
    // Objective answers were graded on submission: all right for one, one of three for the other.
    const rightAnswers = online.map((r) => r.answers.filter((x) => x.correct === true).length);
    expect(rightAnswers.sort()).toEqual([1, 3]);
    const overview = await analytics.overview(guest.id);
    expect(overview.dashboard.students).toBe(6);
    // The sandbox's students below the support line (the 'support' and 'declining' profiles).
    expect(overview.priorityStudents.length).toBeGreaterThan(0);
    expect(overview.priorityStudents.every((s) => (s.average ?? 100) < 70)).toBe(true);
    expect(overview.insights.length).toBeGreaterThan(0);
  });

  it('seeds the demo teacher only once', async () => {
    const { app } = ctx();
    const { user } = await signUp(app);
    expect(await app.services.demo.seedIfEmpty(user.id)).toMatchObject({ students: 12 });
    expect(await app.services.demo.seedIfEmpty(user.id)).toBeNull();
    expect(await app.services.students.list(user.id)).toHaveLength(12);
  });
});
