import { describe, expect, it } from 'vitest';
import { INSIGHT_TEXT } from '../../../contracts/analytics.contract';
import { HTTP_ERRORS } from '../../../contracts/errors';
import { STUDENT_ERRORS } from '../../../contracts/students.contract';
import { DAY } from '../../platform/clock';
import { caller, signUp, useTestApp, UNAUTHORIZED_BODY } from '../../testing/test-app';

const ctx = useTestApp();
const call = caller(ctx);

async function addStudent(cookie: string, firstName: string, lastName: string) {
  const res = await call('POST', '/api/students', cookie, { firstName, lastName, grade: '7' });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

/** An assessment, scored in the gradebook at the clock's time: [studentId, score] pairs. */
async function scored(
  cookie: string,
  body: { title: string; subject: string; maxScore: number },
  scores: [number, number][],
) {
  const created = await call('POST', '/api/assessments', cookie, {
    ...body,
    grade: '7',
    questions: [{ id: 'q1', type: 'true_false', prompt: '1 + 1 = 2', answer: 'true' }],
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json() as { id: number };
  const saved = await call('PUT', `/api/assessments/${id}/scores`, cookie, {
    scores: scores.map(([studentId, score]) => ({ studentId, score })),
  });
  expect(saved.statusCode).toBe(200);
  return { id, at: ctx().clock.now().toISOString() };
}

/**
 * One teacher's class, a day between assessments:
 *   Ada  90 (Maths), 95 (Science), 80 (Maths), 95 (Science): average 90, excellent, trending down
 *   Ben  60,         65,           75,         70:           average 67.5, support, improving
 *   Cy   no scores.
 */
async function classWithScores() {
  const { cookie } = await signUp(ctx().app);
  const ada = await addStudent(cookie, 'Ada', 'Lovelace');
  const ben = await addStudent(cookie, 'Ben', 'Okafor');
  const cy = await addStudent(cookie, 'Cy', 'Park');
  const plan = [
    { title: 'Fractions', subject: 'Mathematics', maxScore: 50, ada: 45, ben: 30 },
    { title: 'Cells', subject: 'Science', maxScore: 20, ada: 19, ben: 13 },
    { title: 'Decimals', subject: 'Mathematics', maxScore: 100, ada: 80, ben: 75 },
    { title: 'Energy', subject: 'Science', maxScore: 40, ada: 38, ben: 28 },
  ];
  const assessments = [];
  for (const [i, { ada: adaScore, ben: benScore, ...body }] of plan.entries()) {
    if (i > 0) ctx().clock.advance(DAY);
    assessments.push(
      await scored(cookie, body, [
        [ada, adaScore],
        [ben, benScore],
      ]),
    );
  }
  return { cookie, ada, ben, cy, assessments };
}

/** Ada's figures: 90, 95, 80, 95 (Maths 90 and 80, Science 95 and 95). */
const adaFigures = (studentId: number) => ({
  studentId,
  average: 90,
  band: 'excellent',
  scoreCount: 4,
  trend: 'down',
  bySubject: [
    { subject: 'Mathematics', average: 85, count: 2 },
    { subject: 'Science', average: 95, count: 2 },
  ],
});
/** The class: mean of the eight percents (630 / 8 = 78.75, one decimal); Ben needs support. */
const CLASS_STATS = {
  totalStudents: 3,
  averageScore: 78.8,
  completedAssessments: 8,
  needsSupport: 1,
};

const get = async (url: string, cookie: string) => {
  const res = await call('GET', url, cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/analytics/stats', () => {
  it('computes the class figures from the recorded scores', async () => {
    const { cookie } = await classWithScores();
    expect(await get('/api/analytics/stats', cookie)).toEqual(CLASS_STATS);
  });

  it('is empty for a new teacher, and another teacher’s scores never count', async () => {
    await classWithScores();
    const { cookie } = await signUp(ctx().app);
    expect(await get('/api/analytics/stats', cookie)).toEqual({
      totalStudents: 0,
      averageScore: null,
      completedAssessments: 0,
      needsSupport: 0,
    });
  });

  it('drops a removed student’s scores', async () => {
    const { cookie, ben } = await classWithScores();
    expect((await call('DELETE', `/api/students/${ben}`, cookie)).statusCode).toBe(200);
    // Ada alone: 90, 95, 80, 95.
    expect(await get('/api/analytics/stats', cookie)).toEqual({
      totalStudents: 2,
      averageScore: 90,
      completedAssessments: 4,
      needsSupport: 0,
    });
  });
});

describe('GET /api/analytics/students', () => {
  it('gives each student’s average, band, trend and subjects, and the tiles', async () => {
    const { cookie, ada, ben, cy } = await classWithScores();
    const body = await get('/api/analytics/students', cookie);
    expect(body.tiles).toEqual({ total: 3, improving: 1, needSupport: 1, excellent: 1 });
    expect(body.students).toEqual([
      adaFigures(ada),
      {
        studentId: ben,
        average: 67.5,
        band: 'support',
        scoreCount: 4,
        trend: 'up',
        bySubject: [
          { subject: 'Mathematics', average: 67.5, count: 2 },
          { subject: 'Science', average: 67.5, count: 2 },
        ],
      },
      { studentId: cy, average: null, band: null, scoreCount: 0, trend: null, bySubject: [] },
    ]);
  });

  it('lists only the caller’s students', async () => {
    await classWithScores();
    const { cookie } = await signUp(ctx().app);
    const mine = await addStudent(cookie, 'Dee', 'Quinn');
    expect(await get('/api/analytics/students', cookie)).toEqual({
      students: [
        { studentId: mine, average: null, band: null, scoreCount: 0, trend: null, bySubject: [] },
      ],
      tiles: { total: 1, improving: 0, needSupport: 0, excellent: 0 },
    });
  });
});

describe('GET /api/analytics/students/:id', () => {
  it('gives one student’s figures and scores, oldest first', async () => {
    const { cookie, ada, assessments } = await classWithScores();
    const [a1, a2, a3, a4] = assessments;
    expect(await get(`/api/analytics/students/${ada}`, cookie)).toEqual({
      ...adaFigures(ada),
      scores: [
        {
          assessmentId: a1!.id,
          title: 'Fractions',
          subject: 'Mathematics',
          percent: 90,
          date: a1!.at,
        },
        { assessmentId: a2!.id, title: 'Cells', subject: 'Science', percent: 95, date: a2!.at },
        {
          assessmentId: a3!.id,
          title: 'Decimals',
          subject: 'Mathematics',
          percent: 80,
          date: a3!.at,
        },
        { assessmentId: a4!.id, title: 'Energy', subject: 'Science', percent: 95, date: a4!.at },
      ],
    });
  });

  it('gives a student without scores empty figures', async () => {
    const { cookie, cy } = await classWithScores();
    expect(await get(`/api/analytics/students/${cy}`, cookie)).toEqual({
      studentId: cy,
      average: null,
      band: null,
      scoreCount: 0,
      trend: null,
      bySubject: [],
      scores: [],
    });
  });

  it('is 404 for another teacher’s student and for an unknown id, 400 for a bad id', async () => {
    const { ada } = await classWithScores();
    const { cookie } = await signUp(ctx().app);
    for (const id of [ada, 2_000_000_000]) {
      const res = await call('GET', `/api/analytics/students/${id}`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: STUDENT_ERRORS.not_found.code,
        message: STUDENT_ERRORS.not_found.message,
      });
    }
    for (const id of ['abc', '0', '-1', '1.5', '2147483648']) {
      const res = await call('GET', `/api/analytics/students/${id}`, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(HTTP_ERRORS.validation.code);
    }
  });
});

describe('GET /api/analytics/overview', () => {
  it('computes distribution, subjects, rankings, activity, insights and the dashboard', async () => {
    const { cookie, ada, ben, assessments } = await classWithScores();
    const lesson = await call('POST', '/api/lessons', cookie, {
      title: 'Fractions on a number line',
      subject: 'Mathematics',
      grade: '4',
      topic: 'Fractions',
    });
    expect(lesson.statusCode).toBe(201);
    const o = await get('/api/analytics/overview', cookie);
    expect(o.stats).toEqual(CLASS_STATS);
    expect(o.scoredStudents).toBe(2);
    expect(o.distribution).toEqual([
      { band: 'excellent', count: 1, percent: 50 },
      { band: 'good', count: 0, percent: 0 },
      { band: 'fair', count: 0, percent: 0 },
      { band: 'support', count: 1, percent: 50 },
    ]);
    // Science 95, 65, 95, 70 = 81.25; Mathematics 90, 60, 80, 75 = 76.25; best first.
    expect(o.subjects).toEqual([
      { subject: 'Science', average: 81.3, resultCount: 4, studentCount: 2, belowSupport: 1 },
      { subject: 'Mathematics', average: 76.3, resultCount: 4, studentCount: 2, belowSupport: 1 },
    ]);
    const adaRanked = {
      studentId: ada,
      firstName: 'Ada',
      lastName: 'Lovelace',
      grade: '7',
      average: 90,
      band: 'excellent',
      trend: 'down',
      scoreCount: 4,
    };
    const benRanked = {
      studentId: ben,
      firstName: 'Ben',
      lastName: 'Okafor',
      grade: '7',
      average: 67.5,
      band: 'support',
      trend: 'up',
      scoreCount: 4,
    };
    expect(o.topPerformers).toEqual([adaRanked, benRanked]);
    // Ada is above the support line, so only Ben needs help first.
    expect(o.priorityStudents).toEqual([benRanked]);
    const [a1, a2, a3, a4] = assessments;
    expect(
      o.recentActivity.map((a: Record<string, unknown>) => [
        a.assessmentId,
        a.title,
        a.lastActivityAt,
        a.submissions,
        a.pendingReview,
        a.average,
      ]),
    ).toEqual([
      [a4!.id, 'Energy', a4!.at, 2, 0, 82.5],
      [a3!.id, 'Decimals', a3!.at, 2, 0, 77.5],
      [a2!.id, 'Cells', a2!.at, 2, 0, 80],
      [a1!.id, 'Fractions', a1!.at, 2, 0, 75],
    ]);
    expect(o.insights).toEqual([
      {
        kind: 'weakest_subject',
        tone: 'warning',
        text: INSIGHT_TEXT.weakestSubject('Mathematics', 1, 2),
      },
      { kind: 'need_support', tone: 'warning', text: INSIGHT_TEXT.needSupport(1) },
      { kind: 'declining', tone: 'warning', text: INSIGHT_TEXT.declining(['Ada Lovelace'], 1) },
      { kind: 'improving', tone: 'positive', text: INSIGHT_TEXT.improving(1) },
      {
        kind: 'strongest_subject',
        tone: 'positive',
        text: INSIGHT_TEXT.strongestSubject('Science', 81.3),
      },
      { kind: 'unscored', tone: 'info', text: INSIGHT_TEXT.unscored(1) },
    ]);
    expect(o.dashboard).toMatchObject({
      students: 3,
      averageScore: 78.8,
      generations: 0,
      timeSavedMinutes: 0,
      aiLessons: 0,
      totalLessons: 1,
    });
    expect(o.dashboard.recentLessons).toEqual([
      expect.objectContaining({ id: lesson.json().id, title: 'Fractions on a number line' }),
    ]);
  });
});

describe('signed out', () => {
  it.each([
    '/api/analytics/stats',
    '/api/analytics/overview',
    '/api/analytics/students',
    '/api/analytics/students/1',
    '/api/analytics/students/abc',
  ])('GET %s is 401', async (url) => {
    const res = await call('GET', url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED_BODY);
  });
});
