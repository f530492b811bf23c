import { describe, expect, it } from 'vitest';
import { STANDARDS_MASTERY_TEXT } from '../../../contracts/analytics.contract';
import { CLASS_ERRORS } from '../../../contracts/classes.contract';
import { caller, signUp, useTestApp, UNAUTHORIZED_BODY } from '../../testing/test-app';

const ctx = useTestApp();
const call = caller(ctx);

const trueFalse = [{ id: 'q1', type: 'true_false', prompt: '1/4 + 2/4 = 3/4', answer: 'true' }];

async function addStudent(cookie: string, firstName: string) {
  const res = await call('POST', '/api/students', cookie, {
    firstName,
    lastName: 'Park',
    grade: '4',
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

/** An assessment tagged with `standards`, scored in the gradebook: [studentId, score] pairs. */
async function tagged(
  cookie: string,
  body: { title: string; maxScore: number; standards: string[]; questions?: unknown[] },
  scores: [number, number][] = [],
) {
  const created = await call('POST', '/api/assessments', cookie, {
    subject: 'Mathematics',
    grade: '4',
    questions: trueFalse,
    ...body,
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json() as { id: number };
  if (scores.length > 0) {
    const saved = await call('PUT', `/api/assessments/${id}/scores`, cookie, {
      scores: scores.map(([studentId, score]) => ({ studentId, score })),
    });
    expect(saved.statusCode).toBe(200);
  }
  return id;
}

const describeCode = async (cookie: string, code: string) => {
  const res = await call('GET', `/api/standards?subject=Mathematics&q=${code}`, cookie);
  return (res.json() as { code: string; description: string }[]).find((s) => s.code === code)!
    .description;
};

/**
 * One teacher: Ada and Ben (Ada alone in "Period 1"), Cy in no class.
 *   Fractions      max 50, 4.NF.B.3:            Ada 45, Ben 30
 *   Fraction quiz  max 10, 4.NF.B.3 + 4.NF.A.1: Ada 8,  Ben 4.5
 *   Place value    max 20, 4.NBT.A.1:           no scores
 *   Decimals       max 10, untagged:            Ada 2,  Ben 2 (never counted)
 * 4.NF.B.3: (45 + 30 + 8 + 4.5) / (50 + 50 + 10 + 10) = 87.5 / 120 = 72.9%
 * 4.NF.A.1: (8 + 4.5) / 20 = 62.5%
 */
async function taggedClass() {
  const { cookie } = await signUp(ctx().app);
  const ada = await addStudent(cookie, 'Ada');
  const ben = await addStudent(cookie, 'Ben');
  const cy = await addStudent(cookie, 'Cy');
  const period = await call('POST', '/api/classes', cookie, {
    name: 'Period 1',
    studentIds: [ada],
  });
  expect(period.statusCode).toBe(201);
  const fractions = await tagged(
    cookie,
    { title: 'Fractions', maxScore: 50, standards: ['4.NF.B.3'] },
    [
      [ada, 45],
      [ben, 30],
    ],
  );
  const quiz = await tagged(
    cookie,
    { title: 'Fraction quiz', maxScore: 10, standards: ['4.NF.B.3', '4.NF.A.1'] },
    [
      [ada, 8],
      [ben, 4.5],
    ],
  );
  await tagged(cookie, { title: 'Place value', maxScore: 20, standards: ['4.NBT.A.1'] });
  await tagged(cookie, { title: 'Decimals', maxScore: 10, standards: [] }, [
    [ada, 2],
    [ben, 2],
  ]);
  return { cookie, ada, ben, cy, classId: (period.json() as { id: number }).id, fractions, quiz };
}

const mastery = async (cookie: string, query = '') => {
  const res = await call('GET', `/api/analytics/standards${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    taggedAssessments: number;
    standards: { code: string; percent: number | null; resultCount: number }[];
  };
};

describe('GET /api/analytics/standards', () => {
  it('weighs each standard by the points earned over the points possible of its assessments', async () => {
    const { cookie } = await taggedClass();
    expect(await mastery(cookie)).toEqual({
      taggedAssessments: 3,
      standards: [
        {
          code: '4.NBT.A.1',
          description: await describeCode(cookie, '4.NBT.A.1'),
          percent: null,
          earned: 0,
          possible: 0,
          resultCount: 0,
          studentCount: 0,
          assessmentCount: 1,
        },
        {
          code: '4.NF.A.1',
          description: await describeCode(cookie, '4.NF.A.1'),
          percent: 62.5,
          earned: 12.5,
          possible: 20,
          resultCount: 2,
          studentCount: 2,
          assessmentCount: 1,
        },
        {
          code: '4.NF.B.3',
          description: await describeCode(cookie, '4.NF.B.3'),
          percent: 72.9,
          earned: 87.5,
          possible: 120,
          resultCount: 4,
          studentCount: 2,
          assessmentCount: 2,
        },
      ],
    });
  });

  it("narrows to one class's students", async () => {
    const { cookie, classId } = await taggedClass();
    const { standards } = await mastery(cookie, `?classId=${classId}`);
    // Ada alone: 4.NF.B.3 (45 + 8) / 60 = 88.3%, 4.NF.A.1 8 / 10 = 80%.
    expect(standards).toMatchObject([
      { code: '4.NBT.A.1', percent: null, resultCount: 0 },
      { code: '4.NF.A.1', percent: 80, earned: 8, possible: 10, resultCount: 1, studentCount: 1 },
      {
        code: '4.NF.B.3',
        percent: 88.3,
        earned: 53,
        possible: 60,
        resultCount: 2,
        studentCount: 1,
      },
    ]);
    const empty = await call('POST', '/api/classes', cookie, { name: 'Nobody yet' });
    const none = await mastery(cookie, `?classId=${(empty.json() as { id: number }).id}`);
    expect(none.taggedAssessments).toBe(3);
    expect(none.standards.map((s) => [s.code, s.resultCount, s.percent])).toEqual([
      ['4.NBT.A.1', 0, null],
      ['4.NF.A.1', 0, null],
      ['4.NF.B.3', 0, null],
    ]);
  });

  it('leaves a submission awaiting review out until it is graded, then counts it', async () => {
    const { cookie } = await signUp(ctx().app);
    const maya = await addStudent(cookie, 'Maya');
    const written = { id: 'q2', type: 'short_answer', prompt: 'Why?', answer: 'Same parts' };
    const id = await tagged(cookie, {
      title: 'Explain',
      maxScore: 10,
      standards: ['4.NF.B.3'],
      questions: [...trueFalse, written],
    });
    const { shareCode } = (await call('POST', `/api/assessments/${id}/publish`, cookie)).json();
    const sheet = (await call('GET', '/api/assessments/student-codes', cookie)).json() as {
      studentId: number;
      code: string;
    }[];
    const sent = await call('POST', `/api/take/${shareCode}`, undefined, {
      studentId: maya,
      studentCode: sheet.find((s) => s.studentId === maya)!.code,
      answers: [
        { questionId: 'q1', answer: 'true' },
        { questionId: 'q2', answer: 'The parts are the same size' },
      ],
    });
    expect(sent.statusCode).toBe(201);
    expect((await mastery(cookie)).standards).toMatchObject([
      { code: '4.NF.B.3', percent: null, resultCount: 0 },
    ]);

    const [result] = (await call('GET', `/api/assessments/${id}/results`, cookie)).json()
      .results as { id: number }[];
    const graded = await call('PATCH', `/api/assessments/${id}/results/${result!.id}`, cookie, {
      grades: [{ questionId: 'q2', pointsAwarded: 0 }],
    });
    expect(graded.statusCode).toBe(200);
    // q1 right, q2 given nothing: half the points of a 10-point assessment.
    expect((await mastery(cookie)).standards).toMatchObject([
      { code: '4.NF.B.3', percent: 50, earned: 5, possible: 10, resultCount: 1 },
    ]);
  });

  it('is empty for a new teacher, and another teacher’s assessments and results never count', async () => {
    const first = await taggedClass();
    const { cookie } = await signUp(ctx().app);
    expect(await mastery(cookie)).toEqual({ taggedAssessments: 0, standards: [] });

    const kim = await addStudent(cookie, 'Kim');
    await tagged(cookie, { title: 'Mine', maxScore: 4, standards: ['4.NF.B.3'] }, [[kim, 1]]);
    expect((await mastery(cookie)).standards).toMatchObject([
      { code: '4.NF.B.3', percent: 25, earned: 1, possible: 4, resultCount: 1, assessmentCount: 1 },
    ]);
    // The first teacher's figures are as before the second teacher's scores.
    expect((await mastery(first.cookie)).standards.at(-1)).toMatchObject({
      code: '4.NF.B.3',
      percent: 72.9,
      resultCount: 4,
    });
  });

  it("answers 404 for another teacher's class and 400 for a class id that is not one", async () => {
    const { classId } = await taggedClass();
    const { cookie } = await signUp(ctx().app);
    const theirs = await call('GET', `/api/analytics/standards?classId=${classId}`, cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe(CLASS_ERRORS.not_found.code);
    const unknown = await call('GET', '/api/analytics/standards?classId=999999', cookie);
    expect(unknown.statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999', '', '%00']) {
      const res = await call('GET', `/api/analytics/standards?classId=${bad}`, cookie);
      expect(res.statusCode, bad).toBe(400);
      if (bad !== '%00') expect(res.json().message, bad).toBe(STANDARDS_MASTERY_TEXT.classInvalid);
    }
  });

  it('answers 401 signed out', async () => {
    const res = await call('GET', '/api/analytics/standards');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED_BODY);
  });
});
