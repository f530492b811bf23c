import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { caller, signUp, UNAUTHORIZED_BODY, useTestApp } from '../../testing/test-app';
import { kahootSheet, type KahootRow } from './interop.fixtures';
import { SEVERAL_CORRECT } from './interop.kahoot';
import { QUIZ_MESSAGES } from '../../../contracts/quizzes.contract';

/** Kahoot's quiz spreadsheet in as a quiz: sheets written by the tests with write-excel-file. */
const ctx = useTestApp();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const send = (url: string, cookie: string | undefined, file: Buffer, type = XLSX) =>
  ctx().app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': type, ...(cookie ? { cookie } : {}) },
    payload: file,
  });
const IMPORT = '/api/quizzes/import/kahoot?title=Planets&subject=Science&gradeLevel=5';

const GOOD: KahootRow[] = [
  ['Which planet is largest?', 'Mars', 'Jupiter', 'Venus', 'Earth', 20, 2],
  ['Is the Sun a star?', 'Yes', 'No', '', '', 10, '1'],
];

async function quizCount(cookie: string) {
  return ((await caller(ctx)('GET', '/api/quizzes', cookie)).json() as unknown[]).length;
}

describe('POST /api/quizzes/import/kahoot/preview', () => {
  it('reads the template under its header rows, row by row, saving nothing', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await send('/api/quizzes/import/kahoot/preview', cookie, await kahootSheet(GOOD));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      questions: [
        {
          line: 9,
          question: 'Which planet is largest?',
          choices: ['Mars', 'Jupiter', 'Venus', 'Earth'],
          answerIndex: 1,
          timeLimit: 20,
          needsReview: false,
          type: 'multiple_choice',
        },
        {
          line: 10,
          question: 'Is the Sun a star?',
          choices: ['Yes', 'No'],
          answerIndex: 0,
          timeLimit: 10,
          needsReview: false,
          type: 'multiple_choice',
        },
      ],
      skipped: [],
      warnings: [],
    });
    expect(await quizCount(cookie)).toBe(0);
  });

  it('lists every row it cannot take with why, by spreadsheet line', async () => {
    const { cookie } = await signUp(ctx().app);
    const long = 'x'.repeat(501);
    const sheet = await kahootSheet([
      [long, 'a', 'b', '', '', 20, 1], // 9: question too long
      ['No right answer', 'a', 'b', '', '', 20, ''], // 10
      ['Time', 'a', 'b', '', '', 240, 1], // 11: Kahoot's 240: kept, capped to a game's 120
      ['Only one', 'a', '', '', '', 20, 1], // 12
      ['Empty right', 'a', 'b', '', '', 20, 3], // 13
      ['Two right', 'a', 'b', 'c', '', 30, '1,3'], // 14: kept, flagged
      ['Long answer', 'y'.repeat(121), 'b', '', '', 20, 2], // 15
      ['Same twice', 'a', 'A', '', '', 20, 1], // 16
      ['No time', 'a', 'b', '', '', '', 2], // 17: kept, 20 s
    ]);
    const res = await send('/api/quizzes/import/kahoot/preview', cookie, sheet);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.skipped.map((s: { line: number }) => s.line)).toEqual([9, 10, 12, 13, 15, 16]);
    const why = (line: number) =>
      body.skipped.find((s: { line: number }) => s.line === line).errors.join(' ');
    expect(why(9)).toContain('at most 500 characters');
    expect(why(10)).toContain('No correct answer');
    expect(why(12)).toContain('at least two answers');
    expect(why(13)).toContain('Correct answer 3 points at an empty answer');
    expect(why(15)).toContain('Answer 1 is 121 characters long');
    expect(why(16)).toContain('must all be different');
    expect(body.questions.map((q: { line: number }) => q.line)).toEqual([11, 14, 17]);
    expect(body.questions[0]).toMatchObject({ question: 'Time', timeLimit: 120 });
    expect(body.questions[1]).toMatchObject({
      answerIndex: 0,
      needsReview: true,
      timeLimit: 30,
      reviewReason: SEVERAL_CORRECT([1, 3]),
    });
    expect(body.questions[0]).not.toHaveProperty('reviewReason');
    expect(body.questions[2]).toMatchObject({ answerIndex: 1, timeLimit: 20 });
    expect(body.warnings.map((w: { line: number }) => w.line)).toEqual([11, 14, 17]);
    expect(body.warnings[0].errors).toEqual([
      'Time limit 240 seconds is longer than a Chalkwise game allows: 120 seconds were used.',
    ]);
  });
});

describe('POST /api/quizzes/import/kahoot', () => {
  it('keeps why a question needs review with the quiz (issue 32 item 14)', async () => {
    const { cookie } = await signUp(ctx().app);
    const sheet = await kahootSheet([...GOOD, ['Two right', 'a', 'b', 'c', '', 30, '2, 3']]);
    const res = await send(IMPORT, cookie, sheet);
    expect(res.statusCode, res.body).toBe(201);
    const saved = (await caller(ctx)('GET', `/api/quizzes/${res.json().quiz.id}`, cookie)).json();
    expect(saved.questions[2]).toMatchObject({
      needsReview: true,
      answerIndex: 1,
      reviewReason:
        'The Kahoot file marks answers 2 and 3 as correct; a Chalkwise game takes one, so answer 2 was kept. Check it is the one you want.',
    });
    // Checked by the teacher: the mark and its reason go together.
    const cleared = await caller(ctx)('PATCH', `/api/quizzes/${saved.id}`, cookie, {
      questions: saved.questions.map((q: object, i: number) =>
        i === 2 ? { ...q, needsReview: false, reviewReason: undefined } : q,
      ),
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().questions[2]).not.toHaveProperty('reviewReason');
    const long = await caller(ctx)('PATCH', `/api/quizzes/${saved.id}`, cookie, {
      questions: saved.questions.map((q: object, i: number) =>
        i === 2 ? { ...q, reviewReason: 'x'.repeat(301) } : q,
      ),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(QUIZ_MESSAGES.reviewReasonInvalid);
  });

  it('makes a quiz of the good rows that the game can host, and reports the rest', async () => {
    const { cookie } = await signUp(ctx().app);
    const sheet = await kahootSheet([...GOOD, ['Bad', 'a', '', '', '', 20, 1]]);
    const res = await send(IMPORT, cookie, sheet);
    expect(res.statusCode, res.body).toBe(201);
    const { quiz, skipped } = res.json();
    expect(quiz).toMatchObject({ title: 'Planets', questionCount: 2 });
    expect(skipped).toEqual([{ line: 11, errors: ['A question needs at least two answers.'] }]);
    const saved = (await caller(ctx)('GET', `/api/quizzes/${quiz.id}`, cookie)).json();
    expect(saved).toMatchObject({ subject: 'Science', gradeLevel: '5', aiGenerated: false });
    expect(saved.questions.map((q: { answerIndex: number }) => q.answerIndex)).toEqual([1, 0]);
    const room = await caller(ctx)('POST', '/api/games/room', cookie, { quizId: quiz.id });
    expect(room.statusCode, room.body).toBe(201);
  });

  it('refuses a sheet with no usable row, saving nothing', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await send(IMPORT, cookie, await kahootSheet([['Bad', 'a', '', '', '', 20, 1]]));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('interop.kahoot_no_questions');
    expect(await quizCount(cookie)).toBe(0);
  });

  it('refuses more rows than it reads (400, saying how many), and more than 50 good questions', async () => {
    const { cookie } = await signUp(ctx().app);
    const row = (i: number): KahootRow => [`Q${i}`, 'a', 'b', '', '', 20, 1];
    const many = await send(
      IMPORT,
      cookie,
      await kahootSheet(Array.from({ length: 201 }, (_, i) => row(i))),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toContain('The sheet has 201 question rows');
    const fiftyOne = await send(
      IMPORT,
      cookie,
      await kahootSheet(Array.from({ length: 51 }, (_, i) => row(i))),
    );
    expect(fiftyOne.statusCode).toBe(400);
    expect(fiftyOne.json().code).toBe('interop.kahoot_too_many_questions');
    expect(await quizCount(cookie)).toBe(0);
  });

  it('answers 400 for a file that is not the template or not a spreadsheet, 413 past 2 MB', async () => {
    const { cookie } = await signUp(ctx().app);
    const noHeader = await send(IMPORT, cookie, Buffer.from(zipSync({ 'a.txt': strToU8('hi') })));
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().code).toBe('interop.kahoot_unreadable');
    const text = await send(IMPORT, cookie, Buffer.from('Question,Answer 1\nx,y'));
    expect(text.statusCode).toBe(400);
    const { default: write } = await import('write-excel-file/node');
    const plain = await write([[{ value: 'just a list' }], [{ value: 'of things' }]]).toBuffer();
    const header = await send(IMPORT, cookie, plain);
    expect(header.statusCode).toBe(400);
    expect(header.json().code).toBe('interop.kahoot_no_header');
    const huge = await send(IMPORT, cookie, Buffer.alloc(2 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(await quizCount(cookie)).toBe(0);
  });

  it('answers 400 without a file or the quiz fields, 401 signed out', async () => {
    const { cookie } = await signUp(ctx().app);
    const sheet = await kahootSheet(GOOD);
    expect((await send(IMPORT, cookie, Buffer.alloc(0))).json().code).toBe('interop.file_required');
    const json = await caller(ctx)('POST', IMPORT, cookie, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('interop.file_required');
    const noSubject = await send('/api/quizzes/import/kahoot?title=x&gradeLevel=5', cookie, sheet);
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().message).toBe('Please choose a subject');
    const out = await send(IMPORT, undefined, sheet);
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual(UNAUTHORIZED_BODY);
    expect(await quizCount(cookie)).toBe(0);
  });
});
