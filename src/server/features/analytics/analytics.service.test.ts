import { describe, expect, it } from 'vitest';
import { TREND_WINDOW } from '../../../contracts/analytics.contract';
import { studentErrors } from '../students/students.errors';
import { type ResultRow } from './analytics.calculations';
import {
  classStats,
  factsFromRows,
  performancesOf,
  rowsOfStudents,
} from '../../testing/analytics-oracles';
import { createAnalyticsService, type AnalyticsDeps } from './analytics.service';

const day = (d: number) => new Date(Date.UTC(2026, 9, d, 10));

/** Plain in-memory stand-ins for the other features' services, scoped by owner like theirs. */
function fakeDeps(over: Partial<AnalyticsDeps> = {}): AnalyticsDeps {
  const students = [
    { id: 1, ownerId: 10, firstName: 'Ana', lastName: 'Diaz', grade: '5' },
    { id: 2, ownerId: 10, firstName: 'Ben', lastName: 'Cole', grade: '6' },
    { id: 3, ownerId: 20, firstName: 'Other', lastName: 'Teacher', grade: '7' },
  ];
  const result = (
    resultId: number,
    studentId: number,
    percent: number | null,
    d: number,
  ): ResultRow => ({
    resultId,
    assessmentId: 7,
    assessmentTitle: 'Fractions',
    subject: 'Mathematics',
    type: 'quiz',
    studentId,
    score: percent,
    maxScore: 100,
    percent,
    needsReview: percent === null,
    submittedAt: day(d),
  });
  /** The lessons service's counts and newest page, computed from plain rows. */
  type LessonRow = Awaited<ReturnType<AnalyticsDeps['lessons']['page']>>['items'][number];
  const fakeLessons = (rowsOf: (ownerId: number) => LessonRow[]) => ({
    counts: async (ownerId: number) => {
      const rows = rowsOf(ownerId);
      return { total: rows.length, aiGenerated: rows.filter((l) => l.aiGenerated).length };
    },
    page: async (ownerId: number, { limit }: { limit: number }) => ({
      items: [...rowsOf(ownerId)]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
        .slice(0, limit),
    }),
  });
  // Student 99 is no longer on the roster: their result must not count.
  const resultsOf = (ownerId: number) =>
    ownerId === 10
      ? [result(1, 1, 90, 2), result(2, 2, 60, 2), result(3, 2, null, 3), result(4, 99, 0, 2)]
      : [];
  return {
    students: {
      list: async (ownerId) => students.filter((s) => s.ownerId === ownerId),
      get: async (ownerId, id) => {
        const s = students.find((x) => x.id === id && x.ownerId === ownerId);
        if (!s) throw studentErrors.not_found();
        return s;
      },
    },
    lessons: fakeLessons((ownerId: number) =>
      ownerId !== 10
        ? []
        : [
            {
              id: 1,
              title: 'Old',
              subject: 'Art',
              grade: '5',
              status: 'draft',
              aiGenerated: true,
              createdAt: day(1),
            },
            {
              id: 2,
              title: 'Newest',
              subject: 'Science',
              grade: '5',
              status: 'published',
              aiGenerated: false,
              createdAt: day(9),
            },
            {
              id: 3,
              title: 'Middle',
              subject: 'English',
              grade: '5',
              status: 'archived',
              aiGenerated: true,
              createdAt: day(5),
            },
          ],
    ),
    assessments: {
      activityList: async (ownerId) =>
        ownerId === 10
          ? [
              {
                id: 7,
                title: 'Fractions',
                subject: 'Mathematics',
                type: 'quiz',
                aiGenerated: true,
                createdAt: day(1),
              },
            ]
          : [],
      results: async (ownerId, studentId) =>
        resultsOf(ownerId).filter((r) => studentId === undefined || r.studentId === studentId),
      // The real one is SQL; the same figures from the pure functions (the DB drops removed
      // students' results by cascade, which rowsOfStudents stands in for here).
      classFacts: async (ownerId) => {
        const mine = students.filter((s) => s.ownerId === ownerId);
        return factsFromRows(rowsOfStudents(mine, resultsOf(ownerId)), 2 * TREND_WINDOW);
      },
      classFigures: async (ownerId) => {
        const mine = students.filter((s) => s.ownerId === ownerId);
        const rows = rowsOfStudents(mine, resultsOf(ownerId));
        return classStats(mine, rows, performancesOf(mine, rows));
      },
      // Mastery per standard is SQL through and through: analytics.standards.routes.test.ts.
      standardTotals: async () => ({ rows: [], taggedAssessments: 0 }),
    },
    classes: {
      get: async () => {
        throw new Error('the overview reads no class');
      },
    },
    minutesPerGeneration: 30,
    ...over,
  };
}

describe('analytics service', () => {
  const service = createAnalyticsService(fakeDeps());

  it('assembles the overview from the other services', async () => {
    const o = await service.overview(10);
    expect(o.stats).toEqual({
      totalStudents: 2,
      averageScore: 75,
      completedAssessments: 3,
      needsSupport: 1,
    });
    expect(o.scoredStudents).toBe(2);
    // Ana is above the support line: only students who need support are priorities.
    expect(o.priorityStudents.map((s) => s.firstName)).toEqual(['Ben']);
    expect(o.topPerformers.map((s) => s.firstName)).toEqual(['Ana', 'Ben']);
    expect(o.recentActivity).toEqual([
      expect.objectContaining({
        assessmentId: 7,
        submissions: 3,
        pendingReview: 1,
        average: 75,
        lastActivityAt: day(3),
      }),
    ]);
    expect(o.dashboard).toMatchObject({
      students: 2,
      averageScore: 75,
      // Kept AI work: two AI lessons and one AI assessment.
      generations: 3,
      minutesPerGeneration: 30,
      timeSavedMinutes: 90,
      aiLessons: 2,
      totalLessons: 3,
    });
    expect(o.dashboard.recentLessons.map((l) => l.title)).toEqual(['Newest', 'Middle']);
  });

  it('gives a new teacher zeros and nulls, never invented figures', async () => {
    const o = await service.overview(30);
    expect(o.stats).toEqual({
      totalStudents: 0,
      averageScore: null,
      completedAssessments: 0,
      needsSupport: 0,
    });
    expect(o).toMatchObject({
      scoredStudents: 0,
      topPerformers: [],
      priorityStudents: [],
      recentActivity: [],
      insights: [],
      subjects: [],
    });
    expect(o.dashboard).toMatchObject({
      timeSavedMinutes: 0,
      aiLessons: 0,
      totalLessons: 0,
      recentLessons: [],
    });
  });

  it('reports each student with tiles, and one student with their history', async () => {
    const all = await service.students(10);
    expect(all.tiles).toEqual({ total: 2, improving: 0, needSupport: 1, excellent: 1 });
    expect(all.students.map((s) => [s.studentId, s.average])).toEqual([
      [1, 90],
      [2, 60],
    ]);
    const one = await service.studentProgress(10, 2);
    expect(one).toMatchObject({ studentId: 2, average: 60, band: 'support', scoreCount: 1 });
    expect(one.scores).toEqual([
      { assessmentId: 7, title: 'Fractions', subject: 'Mathematics', percent: 60, date: day(2) },
    ]);
  });

  it('refuses another teacher’s student with the students service’s 404', async () => {
    await expect(service.studentProgress(10, 3)).rejects.toMatchObject({ status: 404 });
  });
});
