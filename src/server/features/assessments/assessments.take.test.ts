import { describe, expect, it } from 'vitest';
import { ASSESSMENT_MESSAGES as M } from '../../../contracts/assessments.contract';
import { caller, signUp, useTestApp } from '../../testing/test-app';
import { CODE_FAILURE_LIMIT, TAKE_FAILURE_LIMIT } from './assessments.routes';

const ctx = useTestApp();

const call = caller(ctx);

const questions = [
  { id: 'q1', type: 'multiple_choice', prompt: '2 + 2?', choices: ['3', '4'], answer: '4' },
  { id: 'q2', type: 'true_false', prompt: '5 > 3', answer: 'true' },
];
const right = [
  { questionId: 'q1', answer: '4' },
  { questionId: 'q2', answer: 'true' },
];

let addresses = 0;
/** A fresh address per test: failures count per address, and tests must not share them. */
const freshIp = () => {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${addresses % 250}`;
};

async function setup(body: Record<string, unknown> = {}, roster = 2) {
  const { cookie } = await signUp(ctx().app);
  const created = await call('POST', '/api/assessments', cookie, {
    title: 'Adding',
    subject: 'Mathematics',
    grade: '3',
    maxScore: 10,
    questions,
    ...body,
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  const students: { id: number }[] = [];
  for (let i = 0; i < roster; i += 1) {
    const res = await call('POST', '/api/students', cookie, {
      firstName: `Kid${i}`,
      lastName: 'Park',
      grade: '3',
    });
    students.push(res.json());
  }
  const published = await call('POST', `/api/assessments/${id}/publish`, cookie);
  const { shareCode } = published.json() as { shareCode: string };
  const sheet = (await call('GET', '/api/assessments/student-codes', cookie)).json() as {
    studentId: number;
    name: string;
    code: string;
  }[];
  const codeOf = (studentId: number) => sheet.find((s) => s.studentId === studentId)!.code;
  return { cookie, id, shareCode, students, sheet, codeOf };
}

describe('the class sheet of personal codes', () => {
  it('gives every student a short code without look-alikes, stable until renewed', async () => {
    const { cookie, students, sheet } = await setup();
    expect(sheet.map((s) => s.name)).toEqual(['Kid0 Park', 'Kid1 Park']);
    for (const s of sheet) expect(s.code).toMatch(/^[A-HJKMNP-Z2-9]{5}$/);
    const again = await call('GET', '/api/assessments/student-codes', cookie);
    expect(again.headers['cache-control']).toContain('no-store');
    expect(again.json()).toEqual(sheet);

    const renewed = await call('POST', `/api/assessments/student-codes/${students[0]!.id}`, cookie);
    expect(renewed.statusCode).toBe(200);
    const after = renewed.json() as typeof sheet;
    expect(after[1]).toEqual(sheet[1]);
    expect(after[0]!.code).toMatch(/^[A-HJKMNP-Z2-9]{5}$/);
    // 31^5 codes: the same code again is a one-in-28-million event.
    expect(after[0]!.code).not.toBe(sheet[0]!.code);
  });

  it('gives a student added later a code, and signed-out callers 401', async () => {
    const { cookie } = await setup({}, 1);
    await call('POST', '/api/students', cookie, {
      firstName: 'Late',
      lastName: 'Comer',
      grade: '3',
    });
    const sheet = (await call('GET', '/api/assessments/student-codes', cookie)).json();
    expect(sheet).toHaveLength(2);
    expect(sheet.every((s: { code: string }) => s.code.length === 5)).toBe(true);
    expect((await call('GET', '/api/assessments/student-codes')).statusCode).toBe(401);
    expect((await call('POST', '/api/assessments/student-codes/1')).statusCode).toBe(401);
  });

  it("another teacher cannot renew a student's code (404, code unchanged); bad ids are 400", async () => {
    const { cookie, students, sheet } = await setup();
    const { cookie: other } = await signUp(ctx().app);
    const res = await call('POST', `/api/assessments/student-codes/${students[0]!.id}`, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: M.studentNotFound,
      code: 'assessments.student_not_found',
    });
    expect((await call('GET', '/api/assessments/student-codes', cookie)).json()).toEqual(sheet);
    expect((await call('GET', '/api/assessments/student-codes', other)).json()).toEqual([]);
    for (const bad of ['abc', '0', '%00', '99999999999'])
      expect((await call('POST', `/api/assessments/student-codes/${bad}`, cookie)).statusCode).toBe(
        400,
      );
    expect((await call('POST', '/api/assessments/student-codes/999999', cookie)).statusCode).toBe(
      404,
    );
  });
});

describe('submitting with a personal code', () => {
  it('refuses a wrong code and a classmate’s code with 403, and stores nothing', async () => {
    const { cookie, id, shareCode, students, codeOf } = await setup();
    const [maya, leo] = students as [{ id: number }, { id: number }];
    const ip = freshIp();
    for (const studentCode of ['ZZZZZ', codeOf(leo.id)]) {
      const res = await call(
        'POST',
        `/api/take/${shareCode}`,
        undefined,
        { studentId: maya.id, studentCode, answers: right },
        ip,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: M.wrongStudentCode,
        code: 'assessments.wrong_student_code',
      });
    }
    const results = (await call('GET', `/api/assessments/${id}/results`, cookie)).json();
    expect(results.results).toEqual([]);
    // The real student is not locked out by the attempts.
    const ok = await call('POST', `/api/take/${shareCode}`, undefined, {
      studentId: maya.id,
      studentCode: ` ${codeOf(maya.id).toLowerCase().split('').join(' ')} `,
      answers: right,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ released: true, score: 10, correct: 2, autoGraded: 2 });
  });

  it('answers each validation message', async () => {
    const { shareCode, students } = await setup();
    const studentId = students[0]!.id;
    for (const [body, message] of [
      [{ studentCode: 'ABCDE', answers: [] }, M.pickYourName],
      [{ studentId: 'me', studentCode: 'ABCDE', answers: [] }, M.pickYourName],
      [{ studentId, answers: [] }, M.enterYourCode],
      [{ studentId, studentCode: '   ', answers: [] }, M.enterYourCode],
      [{ studentId, studentCode: 7, answers: [] }, M.enterYourCode],
    ] as const) {
      const res = await call('POST', `/api/take/${shareCode}`, undefined, body, freshIp());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const nul = await call('POST', `/api/take/${shareCode}`, undefined, {
      studentId,
      studentCode: 'AB\u0000CD',
      answers: [],
    });
    expect([400, 403]).toContain(nul.statusCode);
    const huge = await call('POST', `/api/take/${shareCode}`, undefined, {
      studentId,
      studentCode: 'ABCDE',
      answers: [{ questionId: 'q1', answer: 'x'.repeat(2_000_000) }],
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe("the student's result message", () => {
  it('counts right answers out of the auto-gradable questions, not a blank written one', async () => {
    const written = { id: 'q3', type: 'short_answer', prompt: 'Why?', answer: 'Because' };
    const { shareCode, students, codeOf } = await setup({
      questions: [...questions, written],
    });
    const maya = students[0]!;
    const res = await call('POST', `/api/take/${shareCode}`, undefined, {
      studentId: maya.id,
      studentCode: codeOf(maya.id),
      answers: [...right, { questionId: 'q3', answer: '' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ released: true, correct: 2, autoGraded: 2 });
  });
});

describe('scores after release', () => {
  it('says only "received" until the teacher releases, then shows the score', async () => {
    const { cookie, id, shareCode, students, codeOf } = await setup({
      scoreRelease: 'after_release',
    });
    const maya = students[0]!;
    const who = { studentId: maya.id, studentCode: codeOf(maya.id) };
    const sent = await call('POST', `/api/take/${shareCode}`, undefined, {
      ...who,
      answers: right,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      released: false,
      score: null,
      maxScore: 10,
      correct: null,
      autoGraded: null,
      needsReview: false,
      rubrics: [],
    });
    const early = await call('POST', `/api/take/${shareCode}/result`, undefined, who);
    expect(early.json()).toMatchObject({ released: false, score: null });
    // The teacher sees the score at once.
    const page = (await call('GET', `/api/assessments/${id}/results`, cookie)).json();
    expect(page.results[0]).toMatchObject({ score: 10, percent: 100 });
    expect(page.assessment).toMatchObject({
      scoreRelease: 'after_release',
      resultsReleasedAt: null,
    });

    const released = await call('POST', `/api/assessments/${id}/release`, cookie);
    expect(released.statusCode).toBe(200);
    expect(released.json().resultsReleasedAt).toEqual(expect.any(String));
    const late = await call('POST', `/api/take/${shareCode}/result`, undefined, who);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({
      released: true,
      score: 10,
      maxScore: 10,
      correct: 2,
      autoGraded: 2,
      needsReview: false,
      rubrics: [],
    });

    // Closed after release: no questions, but students can still look up their score.
    await call('DELETE', `/api/assessments/${id}/publish`, cookie);
    const closed = (await call('GET', `/api/take/${shareCode}`)).json();
    expect(closed).toMatchObject({ open: false, questions: [] });
    expect((await call('POST', `/api/take/${shareCode}/result`, undefined, who)).json().score).toBe(
      10,
    );
    const refused = await call('POST', `/api/take/${shareCode}`, undefined, {
      studentId: students[1]!.id,
      studentCode: codeOf(students[1]!.id),
      answers: right,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('checks the result lookup’s body: each message, wrong types, a huge body', async () => {
    const { shareCode, students } = await setup();
    const studentId = students[0]!.id;
    for (const [body, message] of [
      [{ studentCode: 'ABCDE' }, M.pickYourName],
      [{ studentId: '1', studentCode: 'ABCDE' }, M.pickYourName],
      [{ studentId: -1, studentCode: 'ABCDE' }, M.pickYourName],
      [{ studentId }, M.enterYourCode],
      [{ studentId, studentCode: ['ABCDE'] }, M.enterYourCode],
      [{ studentId, studentCode: 'A'.repeat(41) }, M.wrongStudentCode],
    ] as const) {
      const res = await call('POST', `/api/take/${shareCode}/result`, undefined, body, freshIp());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const huge = await call('POST', `/api/take/${shareCode}/result`, undefined, {
      studentId,
      studentCode: 'x'.repeat(2_000_000),
    });
    expect(huge.statusCode).toBe(413);
    const unknown = await call('POST', '/api/take/NOPE2345/result', undefined, {
      studentId,
      studentCode: 'ABCDE',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('assessments.take_not_found');
  });

  it('looks up only the student’s own submission, with their own code', async () => {
    const { shareCode, students, codeOf } = await setup();
    const [maya, leo] = students as [{ id: number }, { id: number }];
    const none = await call('POST', `/api/take/${shareCode}/result`, undefined, {
      studentId: maya.id,
      studentCode: codeOf(maya.id),
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('assessments.no_submission');
    const wrong = await call(
      'POST',
      `/api/take/${shareCode}/result`,
      undefined,
      { studentId: maya.id, studentCode: codeOf(leo.id) },
      freshIp(),
    );
    expect(wrong.statusCode).toBe(403);
  });

  it('another teacher cannot release it (404, nothing changed); signed out is 401', async () => {
    const { cookie, id, shareCode } = await setup({ scoreRelease: 'after_release' });
    const { cookie: other } = await signUp(ctx().app);
    for (const url of [
      `/api/assessments/${id}/release`,
      `/api/assessments/${id}/publish/new-link`,
      `/api/assessments/999999/release`,
    ]) {
      const res = await call('POST', url, other);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('assessments.not_found');
    }
    expect((await call('POST', `/api/assessments/${id}/release`)).statusCode).toBe(401);
    expect((await call('POST', `/api/assessments/${id}/publish/new-link`)).statusCode).toBe(401);
    expect((await call('POST', `/api/assessments/abc/publish/new-link`, cookie)).statusCode).toBe(
      400,
    );
    expect((await call('POST', `/api/assessments/abc/release`, cookie)).statusCode).toBe(400);
    const mine = (await call('GET', `/api/assessments/${id}`, cookie)).json();
    expect(mine).toMatchObject({ resultsReleasedAt: null, shareCode, published: true });
  });

  it('refuses an unknown score release setting with its message', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/assessments', cookie, {
      title: 'x',
      subject: 'Science',
      grade: '3',
      scoreRelease: 'never',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.scoreReleaseInvalid);
  });
});

describe('the student link', () => {
  it('answers 400 for a code that cannot be one (NUL, symbols, too long), on every take route', async () => {
    const { students, codeOf } = await setup();
    const who = { studentId: students[0]!.id, studentCode: codeOf(students[0]!.id) };
    for (const bad of ['%00', 'AB%00CD', 'A%20B', 'x'.repeat(41), '%F0%9F%98%80']) {
      for (const [method, url, body] of [
        ['GET', `/api/take/${bad}`, undefined],
        ['POST', `/api/take/${bad}`, { ...who, answers: right }],
        ['POST', `/api/take/${bad}/result`, who],
      ] as const) {
        const res = await call(method, url, undefined, body, freshIp());
        expect(res.statusCode).toBe(400);
        // NUL is refused for every route before ours with the platform's own message.
        if (!bad.includes('%00')) expect(res.json().message).toBe(M.takeNotFound);
      }
    }
  });

  it('keeps its code when closed and published again, unless the teacher asks for a new one', async () => {
    const { cookie, id, shareCode } = await setup();
    await call('DELETE', `/api/assessments/${id}/publish`, cookie);
    const closed = (await call('GET', `/api/assessments/${id}`, cookie)).json();
    expect(closed).toMatchObject({ published: false, shareCode });
    expect((await call('GET', `/api/take/${shareCode}`)).statusCode).toBe(404);
    const again = await call('POST', `/api/assessments/${id}/publish`, cookie);
    expect(again.json().shareCode).toBe(shareCode);
    expect((await call('GET', `/api/take/${shareCode}`)).json().open).toBe(true);

    const renewed = await call('POST', `/api/assessments/${id}/publish/new-link`, cookie);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().shareCode as string;
    expect(fresh).not.toBe(shareCode);
    expect((await call('GET', `/api/take/${shareCode}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/take/${fresh}`)).statusCode).toBe(200);
  });
});

describe('take limits for a school on one address', () => {
  it('lets a class of 35 on one address load and submit without a 429', async () => {
    const { shareCode, students, codeOf } = await setup({}, 35);
    const ip = freshIp();
    for (const s of students) {
      // Each student loads the page twice (a reload on a flaky phone), submits, and reloads.
      for (let load = 0; load < 2; load += 1)
        expect(
          (await call('GET', `/api/take/${shareCode}`, undefined, undefined, ip)).statusCode,
        ).toBe(200);
      const sent = await call(
        'POST',
        `/api/take/${shareCode}`,
        undefined,
        { studentId: s.id, studentCode: codeOf(s.id), answers: right },
        ip,
      );
      expect(sent.statusCode).toBe(201);
      // A reload after submitting is not a failure either.
      expect(
        (await call('GET', `/api/take/${shareCode}`, undefined, undefined, ip)).statusCode,
      ).toBe(200);
    }
  });

  it('answers 429 to an address guessing links, and to one guessing personal codes', async () => {
    const { shareCode, students, codeOf } = await setup();
    const guesser = freshIp();
    let last = 0;
    for (let i = 0; i <= TAKE_FAILURE_LIMIT.limit; i += 1)
      last = (await call('GET', `/api/take/NOPE${2000 + i}`, undefined, undefined, guesser))
        .statusCode;
    expect(last).toBe(429);
    // Blocked for good links too, while other addresses are unaffected.
    expect(
      (await call('GET', `/api/take/${shareCode}`, undefined, undefined, guesser)).statusCode,
    ).toBe(429);
    expect(
      (await call('GET', `/api/take/${shareCode}`, undefined, undefined, freshIp())).statusCode,
    ).toBe(200);

    const codeGuesser = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= CODE_FAILURE_LIMIT.perSubject.limit; i += 1)
      statuses.push(
        (
          await call(
            'POST',
            `/api/take/${shareCode}`,
            undefined,
            { studentId: students[0]!.id, studentCode: `ZZ${100 + i}`, answers: right },
            codeGuesser,
          )
        ).statusCode,
      );
    expect(statuses.slice(0, CODE_FAILURE_LIMIT.perSubject.limit).every((s) => s === 403)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
    // The right code from the same address is refused too while the block lasts: no guessing on.
    const guessed = await call(
      'POST',
      `/api/take/${shareCode}`,
      undefined,
      { studentId: students[0]!.id, studentCode: codeOf(students[0]!.id), answers: right },
      codeGuesser,
    );
    expect(guessed.statusCode).toBe(429);
  });

  it('does not lock a school out when its students mistype their codes (issue 23)', async () => {
    const { shareCode, students, codeOf } = await setup({}, 6);
    const school = freshIp();
    // More wrong codes than the per-address failure limit, spread over the class.
    for (let i = 0; i <= TAKE_FAILURE_LIMIT.limit; i += 1) {
      const s = students[i % (students.length - 1)]!;
      const res = await call(
        'POST',
        `/api/take/${shareCode}`,
        undefined,
        { studentId: s.id, studentCode: `ZZ${300 + i}`, answers: right },
        school,
      );
      expect([403, 429]).toContain(res.statusCode);
    }
    // The page still opens there, and a student with no typos submits.
    expect(
      (await call('GET', `/api/take/${shareCode}`, undefined, undefined, school)).statusCode,
    ).toBe(200);
    const last = students.at(-1)!;
    const sent = await call(
      'POST',
      `/api/take/${shareCode}`,
      undefined,
      { studentId: last.id, studentCode: codeOf(last.id), answers: right },
      school,
    );
    expect(sent.statusCode).toBe(201);
  });
});
