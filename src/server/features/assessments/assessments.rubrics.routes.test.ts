import { describe, expect, it } from 'vitest';
import { ASSESSMENT_MESSAGES as A } from '../../../contracts/assessments.contract';
import { RUBRIC_MESSAGES as M } from '../../../contracts/rubrics.contract';
import { caller, signUp, UNAUTHORIZED_BODY, useTestApp } from '../../testing/test-app';

/** Issue 32 item 17: rubrics on teacher-graded questions, used in grading, shown to students. */
const ctx = useTestApp();
const call = caller(ctx);

const RUBRIC = {
  criteria: [
    {
      name: 'Claim',
      levels: [
        { label: 'No claim', points: 0 },
        { label: 'A claim, unclear', points: 1 },
        { label: 'A clear claim', points: 2 },
      ],
    },
    {
      name: 'Evidence',
      levels: [
        { label: 'None', points: 0 },
        { label: 'One reason from the text', points: 2 },
        { label: 'Two or more reasons from the text', points: 3 },
      ],
    },
  ],
};
const essay = {
  id: 'q2',
  type: 'short_answer',
  prompt: 'Should the school day start later? Give reasons.',
  answer: 'A clear claim and reasons from the article',
  points: 5,
  rubric: RUBRIC,
};
const questions = [
  { id: 'q1', type: 'multiple_choice', prompt: '2 + 2?', choices: ['3', '4'], answer: '4' },
  essay,
];

async function submitted() {
  const { cookie } = await signUp(ctx().app);
  const created = await call('POST', '/api/assessments', cookie, {
    title: 'Persuasive writing',
    subject: 'English',
    grade: '7',
    maxScore: 6,
    questions,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const student = (
    await call('POST', '/api/students', cookie, { firstName: 'Ada', lastName: 'Byron', grade: '7' })
  ).json();
  const { shareCode } = (await call('POST', `/api/assessments/${id}/publish`, cookie)).json();
  const sheet = (await call('GET', '/api/assessments/student-codes', cookie)).json();
  const studentCode = sheet.find((s: { studentId: number }) => s.studentId === student.id).code;
  const who = { studentId: student.id, studentCode };
  const sent = await call('POST', `/api/take/${shareCode}`, undefined, {
    ...who,
    answers: [
      { questionId: 'q1', answer: '4' },
      { questionId: 'q2', answer: 'Yes: teenagers sleep later, and the article says so.' },
    ],
  });
  expect(sent.statusCode, sent.body).toBe(201);
  // Scores are out at once here: the rubric shows, nothing picked while the answer waits.
  expect(sent.json()).toMatchObject({ released: true, score: null });
  expect(sent.json().rubrics[0]).toMatchObject({ questionId: 'q2', pointsAwarded: null });
  expect(sent.json().rubrics[0].criteria[0]).toMatchObject({ name: 'Claim', picked: null });
  const results = (await call('GET', `/api/assessments/${id}/results`, cookie)).json();
  const resultId = results.results[0].id as number;
  return { cookie, id, resultId, shareCode, who, created: created.json() };
}

describe('rubrics on an assessment (issue 32 item 17)', () => {
  it('keeps a rubric on a short-answer question, as sent', async () => {
    const { cookie, id, created, resultId } = await submitted();
    expect(created.questions.items[1].rubric).toEqual(RUBRIC);
    const got = (await call('GET', `/api/assessments/${id}`, cookie)).json();
    expect(got.questions.items[1].rubric).toEqual(RUBRIC);
    const edited = await call('PATCH', `/api/assessments/${id}`, cookie, {
      questions: [questions[0], { ...essay, rubric: undefined }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().questions.items[1]).not.toHaveProperty('rubric');
    // Without its rubric the question takes points, not levels.
    const levels = await call('PATCH', `/api/assessments/${id}/results/${resultId}`, cookie, {
      grades: [{ questionId: 'q2', levels: [0, 0] }],
    });
    expect(levels.statusCode).toBe(400);
    expect(levels.json().message).toBe(M.noRubric);
  });

  it.each([
    [
      'a rubric on a multiple-choice question',
      { ...questions[0], rubric: RUBRIC },
      M.shortAnswerOnly,
    ],
    ['top levels that do not add up to the points', { ...essay, points: 4 }, M.totalMismatch(5, 4)],
    ['no criteria', { ...essay, rubric: { criteria: [] } }, M.criteriaCount],
    [
      'nine criteria',
      { ...essay, rubric: { criteria: Array(9).fill(RUBRIC.criteria[0]) } },
      M.criteriaCount,
    ],
    [
      'a blank criterion name',
      {
        ...essay,
        rubric: { criteria: [{ ...RUBRIC.criteria[0], name: '  ' }, RUBRIC.criteria[1]] },
      },
      M.criterionName,
    ],
    [
      'one level',
      { ...essay, rubric: { criteria: [{ name: 'All', levels: [{ label: 'x', points: 5 }] }] } },
      M.levelsCount,
    ],
    [
      'two levels of the same points',
      {
        ...essay,
        points: 2,
        rubric: {
          criteria: [
            {
              name: 'Claim',
              levels: [
                { label: 'a', points: 2 },
                { label: 'b', points: 2 },
              ],
            },
          ],
        },
      },
      M.levelsDistinct,
    ],
    [
      'points as text',
      {
        ...essay,
        rubric: {
          criteria: [
            {
              name: 'C',
              levels: [
                { label: 'a', points: '0' },
                { label: 'b', points: 5 },
              ],
            },
          ],
        },
      },
      M.levelPoints,
    ],
    [
      'a level past 1000 characters',
      {
        ...essay,
        rubric: {
          criteria: [
            {
              name: 'C',
              levels: [
                { label: 'a'.repeat(301), points: 0 },
                { label: 'b', points: 5 },
              ],
            },
          ],
        },
      },
      M.levelLabel,
    ],
    // Values of the wrong kind get the message of the part they stand for, not "Invalid input".
    ['a rubric that is a number', { ...essay, rubric: 5 }, M.criteriaCount],
    ['criteria that are text', { ...essay, rubric: { criteria: 'x' } }, M.criteriaCount],
    ['a criterion that is a number', { ...essay, rubric: { criteria: [7] } }, M.criterionName],
    [
      'levels that are numbers',
      { ...essay, rubric: { criteria: [{ name: 'C', levels: [0, 5] }] } },
      M.levelLabel,
    ],
  ])('refuses %s with a clear 400, saving nothing', async (_name, question, message) => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/assessments', cookie, {
      title: 'Bad',
      subject: 'English',
      grade: '7',
      questions: [question],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await call('GET', '/api/assessments', cookie)).json()).toEqual([]);
  });

  it('grades with the rubric: one level per criterion, the points follow, the student sees it', async () => {
    const { cookie, id, resultId, shareCode, who } = await submitted();
    const res = await call('PATCH', `/api/assessments/${id}/results/${resultId}`, cookie, {
      grades: [{ questionId: 'q2', levels: [2, 1] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().results[0];
    expect(result.answers[1]).toMatchObject({ pointsAwarded: 4, correct: false, levels: [2, 1] });
    // 1 + 4 of 6 points on a 6-point scale.
    expect(result.score).toBe(5);

    const mine = await call('POST', `/api/take/${shareCode}/result`, undefined, who);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().rubrics).toEqual([
      {
        questionId: 'q2',
        prompt: essay.prompt,
        points: 5,
        pointsAwarded: 4,
        criteria: [
          { name: 'Claim', levels: RUBRIC.criteria[0]!.levels, picked: 2 },
          { name: 'Evidence', levels: RUBRIC.criteria[1]!.levels, picked: 1 },
        ],
      },
    ]);

    // Points alone still grade it; the picks go, so the student sees no stale level.
    const plain = await call('PATCH', `/api/assessments/${id}/results/${resultId}`, cookie, {
      grades: [{ questionId: 'q2', pointsAwarded: 5 }],
    });
    expect(plain.json().results[0].answers[1]).not.toHaveProperty('levels');
    const after = (await call('POST', `/api/take/${shareCode}/result`, undefined, who)).json();
    expect(after.rubrics[0].criteria.map((c: { picked: number | null }) => c.picked)).toEqual([
      null,
      null,
    ]);
    expect(after.rubrics[0].pointsAwarded).toBe(5);
  });

  it.each([
    ['too few picks', [{ questionId: 'q2', levels: [2] }], M.picksInvalid],
    ['a level that is not there', [{ questionId: 'q2', levels: [3, 0] }], M.picksInvalid],
    ['a negative level', [{ questionId: 'q2', levels: [-1, 0] }], M.picksInvalid],
    ['a fractional level', [{ questionId: 'q2', levels: [0.5, 0] }], M.picksInvalid],
    ['levels as text', [{ questionId: 'q2', levels: 'top' }], M.picksInvalid],
    [
      'points that disagree',
      [{ questionId: 'q2', levels: [2, 2], pointsAwarded: 3 }],
      M.picksMismatch,
    ],
    ['neither points nor levels', [{ questionId: 'q2' }], M.pickOrPoints],
    ['levels on a question without a rubric', [{ questionId: 'q1', levels: [0] }], A.noShortAnswer],
  ])('refuses %s with a clear 400 and changes nothing', async (_name, grades, message) => {
    const { cookie, id, resultId } = await submitted();
    const res = await call('PATCH', `/api/assessments/${id}/results/${resultId}`, cookie, {
      grades,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    const results = (await call('GET', `/api/assessments/${id}/results`, cookie)).json();
    expect(results.results[0]).toMatchObject({ score: null, needsReview: true });
  });

  it('is 401 signed out and 404 for another teacher, changing nothing', async () => {
    const { cookie, id, resultId } = await submitted();
    const body = { grades: [{ questionId: 'q2', levels: [2, 2] }] };
    const signedOut = await call(
      'PATCH',
      `/api/assessments/${id}/results/${resultId}`,
      undefined,
      body,
    );
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual(UNAUTHORIZED_BODY);
    const { cookie: other } = await signUp(ctx().app);
    const theirs = await call('PATCH', `/api/assessments/${id}/results/${resultId}`, other, body);
    expect(theirs.statusCode).toBe(404);
    const unknown = await call('PATCH', `/api/assessments/${id}/results/999999`, cookie, body);
    expect(unknown.statusCode).toBe(404);
    const results = (await call('GET', `/api/assessments/${id}/results`, cookie)).json();
    expect(results.results[0]).toMatchObject({ score: null, needsReview: true });
  });
});
