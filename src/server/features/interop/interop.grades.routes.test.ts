import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { GRADE_EXPORT_MESSAGES } from '../../../contracts/interop.contract';
import { parseCsv } from '../../platform/csv/csv-read';
import { caller, signUp, UNAUTHORIZED_BODY, useTestApp } from '../../testing/test-app';

/**
 * Grade exports: an assessment's results and a class's gradebook, as CSV (read back by the
 * platform's CSV reader) and .xlsx (read back by read-excel-file), owner only.
 */
const ctx = useTestApp();
const call = caller(ctx);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HOSTILE = "=cmd|' /C calc'!A0";

const QUESTIONS = [
  {
    id: 'q1',
    type: 'multiple_choice',
    prompt: 'What is 3/4 + 1/8?',
    choices: ['7/8', '4/12', '1'],
    answer: '7/8',
    points: 2,
  },
  { id: 'q2', type: 'true_false', prompt: '1/2 equals 2/4.', answer: 'true', points: 1 },
  { id: 'q3', type: 'short_answer', prompt: 'Why?', answer: 'Same ratio', points: 3 },
];

async function teacher() {
  const { cookie } = await signUp(ctx().app);
  const student = async (firstName: string, lastName: string) => {
    const res = await call('POST', '/api/students', cookie, { firstName, lastName, grade: '7' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const assessment = async (title: string, maxScore = 60) => {
    const res = await call('POST', '/api/assessments', cookie, {
      title,
      subject: 'Mathematics',
      grade: '7',
      maxScore,
      questions: QUESTIONS,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  return { cookie, student, assessment };
}

/** A student's online submission through the take page, with their personal code. */
async function submit(cookie: string, assessmentId: number, studentId: number, answers: string[]) {
  const published = await call('POST', `/api/assessments/${assessmentId}/publish`, cookie);
  const codes = await call('GET', '/api/assessments/student-codes', cookie);
  const studentCode = (codes.json() as { studentId: number; code: string }[]).find(
    (s) => s.studentId === studentId,
  )!.code;
  const res = await call('POST', `/api/take/${published.json().shareCode}`, undefined, {
    studentId,
    studentCode,
    answers: answers.map((answer, i) => ({ questionId: `q${i + 1}`, answer })),
  });
  expect(res.statusCode, res.body).toBe(201);
}

const csvRows = (body: string) => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parseCsv(body.slice(1)).map((r) => r.cells);
};
const xlsxRows = async (res: { rawPayload: Buffer }) => readSheet(res.rawPayload);

describe('GET /api/assessments/:id/results.csv and .xlsx', () => {
  it('writes one row per submission, by last name with accents collated, every answer and points', async () => {
    const t = await teacher();
    const id = await t.assessment('Fractions: check-in «Ünit 2»');
    const zoe = await t.student('Zoë', "O'Brien-Smith");
    const angel = await t.student('Ángel', 'Ávila');
    const hostile = await t.student(HOSTILE, 'Zhou');
    await t.student('Never', 'Submitted');
    await submit(t.cookie, id, zoe, ['7/8', 'true', 'Both are a half']);
    await submit(t.cookie, id, angel, ['1', 'false', HOSTILE]);
    // The teacher grades Ángel's written answer; Zoë's waits. A gradebook score has no answers.
    const results = (await call('GET', `/api/assessments/${id}/results`, t.cookie)).json();
    const angelResult = results.results.find((r: { studentId: number }) => r.studentId === angel);
    const graded = await call(
      'PATCH',
      `/api/assessments/${id}/results/${angelResult.id}`,
      t.cookie,
      { grades: [{ questionId: 'q3', pointsAwarded: 1 }] },
    );
    expect(graded.statusCode, graded.body).toBe(200);
    const saved = await call('PUT', `/api/assessments/${id}/scores`, t.cookie, {
      scores: [{ studentId: hostile, score: 42.5 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await call('GET', `/api/assessments/${id}/results.csv`, t.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(
      'Fractions check-in «Ünit 2» results.csv',
    );
    const rows = csvRows(res.body);
    expect(rows[0]).toEqual([
      'Last name',
      'First name',
      'Score',
      'Out of',
      'Percent',
      'Status',
      'Source',
      'Submitted (UTC)',
      'Q1 answer',
      'Q1 points (of 2)',
      'Q2 answer',
      'Q2 points (of 1)',
      'Q3 answer',
      'Q3 points (of 3)',
    ]);
    // Ávila before O'Brien-Smith before Zhou: collated, not by code point (Á sorts after Z).
    expect(rows.slice(1).map((r) => r.slice(0, 8).filter((_, i) => i !== 7))).toEqual([
      ['Ávila', 'Ángel', '10', '60', '16.7', 'Graded', 'Online'],
      ["O'Brien-Smith", 'Zoë', '', '60', '', GRADE_EXPORT_MESSAGES.awaitingGrading, 'Online'],
      // The CSV reader hands the cell back as written: the guard's quote is still in front.
      ['Zhou', `'${HOSTILE}`, '42.5', '60', '70.8', 'Graded', 'Gradebook'],
    ]);
    expect(rows[1]!.slice(8)).toEqual(['1', '0', 'false', '0', `'${HOSTILE}`, '1']);
    expect(rows[2]!.slice(8)).toEqual(['7/8', '2', 'true', '1', 'Both are a half', '']);
    expect(rows[3]!.slice(8)).toEqual(['', '', '', '', '', '']);
    expect(rows[1]![7]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);

    const xlsx = await call('GET', `/api/assessments/${id}/results.xlsx`, t.cookie);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
    expect(String(xlsx.headers['content-disposition'])).toContain('.xlsx');
    const sheet = await xlsxRows(xlsx);
    expect(sheet[0]).toEqual(rows[0]);
    // Numbers are numbers; the hostile text is the exact text, kept as text.
    expect(sheet[1]!.slice(0, 5)).toEqual(['Ávila', 'Ángel', 10, 60, 16.7]);
    expect(sheet[1]![12]).toBe(HOSTILE);
    expect(sheet[3]!.slice(0, 5)).toEqual(['Zhou', HOSTILE, 42.5, 60, 70.8]);
  });

  it('answers the header row alone for an assessment nobody has taken', async () => {
    const t = await teacher();
    const id = await t.assessment('Empty');
    const res = await call('GET', `/api/assessments/${id}/results.csv`, t.cookie);
    expect(res.statusCode).toBe(200);
    expect(csvRows(res.body)).toHaveLength(1);
    const xlsx = await call('GET', `/api/assessments/${id}/results.xlsx`, t.cookie);
    expect(await xlsxRows(xlsx)).toHaveLength(1);
  });

  it("is 404 for another teacher's assessment and an unknown one, 400 for a bad id, 401 signed out", async () => {
    const owner = await teacher();
    const id = await owner.assessment('Private results');
    const sid = await owner.student('Private', 'Student');
    await submit(owner.cookie, id, sid, ['7/8', 'true', 'secret answer']);
    const other = await teacher();
    for (const ext of ['csv', 'xlsx']) {
      const foreign = await call('GET', `/api/assessments/${id}/results.${ext}`, other.cookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('assessments.not_found');
      expect(foreign.body).not.toContain('secret answer');
      expect(
        (await call('GET', `/api/assessments/99999999/results.${ext}`, other.cookie)).statusCode,
      ).toBe(404);
      for (const bad of ['abc', '0', '-1', '2147483648', '1.5', '%00', '1%00'])
        expect(
          (await call('GET', `/api/assessments/${bad}/results.${ext}`, owner.cookie)).statusCode,
          bad,
        ).toBe(400);
      const signedOut = await call('GET', `/api/assessments/${id}/results.${ext}`);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual(UNAUTHORIZED_BODY);
    }
  });
});

describe('GET /api/classes/:id/gradebook.csv and .xlsx', () => {
  it('lists every student of the class by the assessments they took, with totals', async () => {
    const t = await teacher();
    const first = await t.assessment('Ratios quiz', 20);
    const second = await t.assessment(HOSTILE, 50);
    const outside = await t.assessment('Taken only outside the class', 10);
    const zoe = await t.student('Zoë', "O'Brien-Smith");
    const angel = await t.student('Ángel', 'Ávila');
    const empty = await t.student('Élise', 'Martin');
    const notInClass = await t.student('Other', 'Pupil');
    const cls = await call('POST', '/api/classes', t.cookie, {
      name: '7B – Mathématiques',
      studentIds: [zoe, angel, empty],
    });
    expect(cls.statusCode, cls.body).toBe(201);
    const classId = cls.json().id as number;
    await call('PUT', `/api/assessments/${first}/scores`, t.cookie, {
      scores: [
        { studentId: zoe, score: 15 },
        { studentId: angel, score: 20 },
      ],
    });
    await call('PUT', `/api/assessments/${second}/scores`, t.cookie, {
      scores: [{ studentId: angel, score: 40 }],
    });
    await submit(t.cookie, second, zoe, ['7/8', 'true', 'to be graded']);
    await call('PUT', `/api/assessments/${outside}/scores`, t.cookie, {
      scores: [{ studentId: notInClass, score: 9 }],
    });

    const res = await call('GET', `/api/classes/${classId}/gradebook.csv`, t.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(
      decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1]!),
    ).toBe('7B – Mathématiques gradebook.csv');
    expect(csvRows(res.body)).toEqual([
      [
        'Last name',
        'First name',
        'Ratios quiz (out of 20)',
        `'${HOSTILE} (out of 50)`,
        'Total',
        'Out of',
        'Percent',
      ],
      ['Ávila', 'Ángel', '20', '40', '60', '70', '85.7'],
      ['Martin', 'Élise', '', '', '', '', ''],
      ["O'Brien-Smith", 'Zoë', '15', GRADE_EXPORT_MESSAGES.awaitingGrading, '15', '20', '75'],
    ]);

    const xlsx = await call('GET', `/api/classes/${classId}/gradebook.xlsx`, t.cookie);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
    const sheet = await xlsxRows(xlsx);
    expect(sheet[0]![3]).toBe(`${HOSTILE} (out of 50)`);
    expect(sheet[1]).toEqual(['Ávila', 'Ángel', 20, 40, 60, 70, 85.7]);
    expect(sheet[2]).toEqual(['Martin', 'Élise', null, null, null, null, null]);
  });

  it('answers the header row alone for a class with no students', async () => {
    const t = await teacher();
    const cls = await call('POST', '/api/classes', t.cookie, { name: 'Empty class' });
    const res = await call('GET', `/api/classes/${cls.json().id}/gradebook.csv`, t.cookie);
    expect(csvRows(res.body)).toEqual([['Last name', 'First name', 'Total', 'Out of', 'Percent']]);
  });

  it("is 404 for another teacher's class and an unknown one, 400 for a bad id, 401 signed out", async () => {
    const owner = await teacher();
    const sid = await owner.student('Secret', 'Learner');
    const cls = await call('POST', '/api/classes', owner.cookie, {
      name: 'Private class',
      studentIds: [sid],
    });
    const classId = cls.json().id as number;
    const other = await teacher();
    for (const ext of ['csv', 'xlsx']) {
      const foreign = await call('GET', `/api/classes/${classId}/gradebook.${ext}`, other.cookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('classes.not_found');
      expect(foreign.body).not.toContain('Learner');
      expect(
        (await call('GET', `/api/classes/2147483647/gradebook.${ext}`, other.cookie)).statusCode,
      ).toBe(404);
      for (const bad of ['x', '0', '2147483648', '%00'])
        expect(
          (await call('GET', `/api/classes/${bad}/gradebook.${ext}`, owner.cookie)).statusCode,
          bad,
        ).toBe(400);
      expect((await call('GET', `/api/classes/${classId}/gradebook.${ext}`)).statusCode).toBe(401);
    }
  });
});
