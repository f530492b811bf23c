import { describe, expect, it } from 'vitest';
import {
  distribution,
  gradeBand,
  groupBy,
  mean,
  priorityStudents,
  round1,
  scoreHistory,
  studentPerformance,
  studentTiles,
  topPerformers,
  trendOf,
  type ResultRow,
  type StudentRow,
} from './analytics.calculations';
import {
  classStats,
  performancesOf,
  recentActivity,
  rowsOfStudents,
  subjectPerformance,
} from '../../testing/analytics-oracles';

const DAY = 86_400_000;
const T0 = new Date('2026-10-01T09:00:00Z').getTime();
let nextId = 1;

/** A result row; `day` orders them in time, `percent: null` is awaiting review. */
function row(
  studentId: number,
  percent: number | null,
  day: number,
  over: Partial<ResultRow> = {},
): ResultRow {
  const id = nextId++;
  return {
    resultId: id,
    assessmentId: over.assessmentId ?? 100 + day,
    assessmentTitle: over.assessmentTitle ?? `Quiz ${day}`,
    subject: 'Mathematics',
    type: 'quiz',
    studentId,
    score: percent,
    maxScore: 100,
    percent,
    needsReview: percent === null,
    submittedAt: new Date(T0 + day * DAY),
    ...over,
  };
}

const student = (id: number, firstName: string, lastName: string, grade = '5'): StudentRow => ({
  id,
  firstName,
  lastName,
  grade,
});

describe('small helpers', () => {
  it('rounds to one decimal and averages', () => {
    expect(round1(86.66666)).toBe(86.7);
    expect(round1(79.95)).toBe(80);
    expect(mean([])).toBeNull();
    expect(mean([70, 80, 95])).toBeCloseTo(81.6667, 3);
  });

  it('groups items by key in order', () => {
    const g = groupBy([1, 2, 3, 4, 5], (n) => n % 2);
    expect(g.get(1)).toEqual([1, 3, 5]);
    expect(g.get(0)).toEqual([2, 4]);
  });

  it.each([
    [100, 'excellent'],
    [90, 'excellent'],
    [89.99, 'good'],
    [80, 'good'],
    [79.9, 'fair'],
    [70, 'fair'],
    [69.99, 'support'],
    [0, 'support'],
  ] as const)('average %d is in band %s', (avg, band) => {
    expect(gradeBand(avg)).toBe(band);
  });
});

describe('trend', () => {
  it('needs at least two scores', () => {
    expect(trendOf([])).toBeNull();
    expect(trendOf([80])).toBeNull();
  });

  it('compares last with first when there are two', () => {
    expect(trendOf([70, 80])).toBe('up');
    expect(trendOf([80, 70])).toBe('down');
    expect(trendOf([80, 82])).toBe('flat');
  });

  it('compares the mean of the latest 3 with the 3 before, ignoring older scores', () => {
    // Earlier three mean 70, latest three mean 80; the very first 20 is outside both windows.
    expect(trendOf([20, 65, 70, 75, 78, 80, 82])).toBe('up');
    // Latest three 60, 62, 64 (mean 62) vs 90, 88, 86 (mean 88).
    expect(trendOf([90, 88, 86, 60, 62, 64])).toBe('down');
  });

  it('uses a symmetric window for odd counts', () => {
    // n = 5: k = 2, latest [90, 92] vs [70, 72]; the first score is ignored.
    expect(trendOf([10, 70, 72, 90, 92])).toBe('up');
  });

  it('treats a change below 3 points as flat, and exactly 3 as a change', () => {
    expect(trendOf([80, 80, 80, 82, 82, 82.9])).toBe('flat');
    expect(trendOf([80, 80, 80, 83, 83, 83])).toBe('up');
    expect(trendOf([80, 80, 80, 77, 77, 77])).toBe('down');
  });
});

describe('one student', () => {
  it('averages scored results only, by subject, in time order', () => {
    const rows = [
      row(1, 90, 3, { subject: 'Science' }),
      row(1, 70, 1),
      row(1, null, 4),
      row(1, 80, 2),
      row(2, 10, 1),
    ];
    const p = studentPerformance(1, rows);
    expect(p.average).toBe(80);
    expect(p.band).toBe('good');
    expect(p.scoreCount).toBe(3);
    // 70 then 80 then 90: up.
    expect(p.trend).toBe('up');
    expect(p.bySubject).toEqual([
      { subject: 'Mathematics', average: 75, count: 2 },
      { subject: 'Science', average: 90, count: 1 },
    ]);
  });

  it('is honest with no scores', () => {
    expect(studentPerformance(7, [row(7, null, 1)])).toMatchObject({
      average: null,
      band: null,
      scoreCount: 0,
      trend: null,
      bySubject: [],
    });
  });

  it('lists the score history oldest first, rounded', () => {
    const rows = [
      row(1, 66.666, 5, { assessmentTitle: 'B' }),
      row(1, 90, 2, { assessmentTitle: 'A' }),
      row(1, null, 6),
    ];
    expect(scoreHistory(1, rows).map((s) => [s.title, s.percent])).toEqual([
      ['A', 90],
      ['B', 66.7],
    ]);
  });
});

describe('the class', () => {
  const students = [
    student(1, 'Ava', 'Stone'),
    student(2, 'Ben', 'Ng'),
    student(3, 'Cleo', 'Ito'),
    student(4, 'Dev', 'Patel'),
    student(5, 'Eli', 'Moss'),
  ];
  const rows = [
    row(1, 95, 1),
    row(1, 93, 2, { subject: 'Science' }),
    row(2, 85, 1),
    row(2, 81, 2, { subject: 'Science' }),
    row(3, 72, 1),
    row(3, 60, 2, { subject: 'Science' }),
    row(4, 50, 1),
    row(4, 64, 2, { subject: 'Science' }),
    row(4, null, 3),
    // Student 5 has no scores.
  ];
  const perfs = performancesOf(students, rows);

  it('computes the stats from results', () => {
    expect(classStats(students, rows, perfs)).toEqual({
      totalStudents: 5,
      averageScore: round1((95 + 93 + 85 + 81 + 72 + 60 + 50 + 64) / 8),
      completedAssessments: 9,
      // Cleo 66, Dev 57.
      needsSupport: 2,
    });
  });

  it('is null, not zero, with no scores', () => {
    const none = performancesOf(students, []);
    expect(classStats(students, [], none)).toEqual({
      totalStudents: 5,
      averageScore: null,
      completedAssessments: 0,
      needsSupport: 0,
    });
    expect(distribution(none).every((d) => d.count === 0 && d.percent === 0)).toBe(true);
    expect(topPerformers(students, none, 5)).toEqual([]);
    expect(priorityStudents(students, none, 3)).toEqual([]);
  });

  it('counts the Students tiles', () => {
    expect(studentTiles(perfs)).toEqual({ total: 5, improving: 1, needSupport: 2, excellent: 1 });
  });

  it('distributes students with scores over the four bands', () => {
    expect(distribution(perfs)).toEqual([
      { band: 'excellent', count: 1, percent: 25 },
      { band: 'good', count: 1, percent: 25 },
      { band: 'fair', count: 0, percent: 0 },
      { band: 'support', count: 2, percent: 50 },
    ]);
  });

  it('ranks subjects by average and counts students below 70 in each', () => {
    expect(subjectPerformance(rows)).toEqual([
      { subject: 'Mathematics', average: 75.5, resultCount: 4, studentCount: 4, belowSupport: 1 },
      { subject: 'Science', average: 74.5, resultCount: 4, studentCount: 4, belowSupport: 2 },
    ]);
  });

  it('picks top performers and priority students, skipping the unscored', () => {
    expect(topPerformers(students, perfs, 5).map((s) => [s.firstName, s.average])).toEqual([
      ['Ava', 94],
      ['Ben', 83],
      ['Cleo', 66],
      ['Dev', 57],
    ]);
    const priority = priorityStudents(students, perfs, 3);
    // Ben (83) is doing well: only students below the support line are priorities.
    expect(priority.map((s) => s.firstName)).toEqual(['Dev', 'Cleo']);
    expect(priority[0]).toEqual({
      studentId: 4,
      firstName: 'Dev',
      lastName: 'Patel',
      grade: '5',
      average: 57,
      band: 'support',
      trend: 'up',
      scoreCount: 2,
    });
  });

  it('breaks ties by name so the order is stable', () => {
    const tied = [student(1, 'Zoe', 'Adams'), student(2, 'Amy', 'Adams'), student(3, 'Bob', 'Zed')];
    const tRows = [row(1, 80, 1), row(2, 80, 1), row(3, 80, 1)];
    expect(topPerformers(tied, performancesOf(tied, tRows), 3).map((s) => s.firstName)).toEqual([
      'Amy',
      'Zoe',
      'Bob',
    ]);
  });

  it('ignores results of students no longer on the roster', () => {
    const kept = rowsOfStudents(students.slice(0, 1), rows);
    expect(kept.every((r) => r.studentId === 1)).toBe(true);
    expect(kept).toHaveLength(2);
  });
});

describe('recent activity', () => {
  const created = new Date(T0);
  const assessments = (
    [
      { id: 1, title: 'Fractions', subject: 'Mathematics', type: 'quiz', createdAt: created },
      { id: 2, title: 'Cells', subject: 'Science', type: 'test', createdAt: created },
      {
        id: 3,
        title: 'Poems',
        subject: 'English',
        type: 'assignment',
        createdAt: new Date(T0 + 20 * DAY),
      },
      { id: 4, title: 'Rivers', subject: 'Geography', type: 'quiz', createdAt: created },
      { id: 5, title: 'Old', subject: 'History', type: 'exam', createdAt: created },
    ] as const
  ).map((a) => ({ ...a, aiGenerated: false }));
  const rows = [
    row(1, 80, 10, { assessmentId: 1 }),
    row(2, 90, 12, { assessmentId: 1 }),
    row(3, null, 13, { assessmentId: 1 }),
    row(1, 60, 15, { assessmentId: 2 }),
    row(1, 70, 5, { assessmentId: 4 }),
  ];

  it('orders by latest submission or creation and reports counts and averages', () => {
    const recent = recentActivity(assessments, rows, 4);
    expect(recent.map((a) => a.title)).toEqual(['Poems', 'Cells', 'Fractions', 'Rivers']);
    expect(recent[2]).toEqual({
      assessmentId: 1,
      title: 'Fractions',
      subject: 'Mathematics',
      type: 'quiz',
      lastActivityAt: new Date(T0 + 13 * DAY),
      submissions: 3,
      pendingReview: 1,
      average: 85,
    });
    expect(recent[0]).toMatchObject({ submissions: 0, pendingReview: 0, average: null });
  });
});
