import { describe, expect, it } from 'vitest';
import { STANDARDS_MESSAGES } from '../../../contracts/standards.contract';
import { findStandard } from '../../ai/standards/standards-catalogue';
import { caller, signUp, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const call = caller(ctx);
const ref = (code: string) => ({ code, description: findStandard(code)!.description });

describe('standards on lessons, assessments and quizzes (issue 34 item 2)', () => {
  it('a lesson keeps the codes with the data’s descriptions, in the teacher’s order', async () => {
    const { cookie } = await signUp(ctx().app);
    const created = await call('POST', '/api/lessons', cookie, {
      title: 'Adding fractions',
      subject: 'Mathematics',
      grade: '4',
      // A code alone, the long CCSS form, and a description the server replaces with the data's.
      standards: ['4.NF.B.3', { code: 'ccss.math.content.4.nf.b.3.c', description: 'mine' }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().standards).toEqual([ref('4.NF.B.3'), ref('4.NF.B.3c')]);
    const id = created.json().id as number;
    expect((await call('GET', `/api/lessons/${id}`, cookie)).json().standards).toEqual([
      ref('4.NF.B.3'),
      ref('4.NF.B.3c'),
    ]);
    // The list rows carry them too.
    const list = (await call('GET', '/api/lessons', cookie)).json() as { standards: unknown }[];
    expect(list[0]!.standards).toEqual([ref('4.NF.B.3'), ref('4.NF.B.3c')]);
    // PATCH replaces them; a PATCH without them leaves them; an empty list clears them.
    const patched = await call('PATCH', `/api/lessons/${id}`, cookie, { standards: ['RL.3.1'] });
    expect(patched.json().standards).toEqual([ref('RL.3.1')]);
    const other = await call('PATCH', `/api/lessons/${id}`, cookie, { title: 'Fractions' });
    expect(other.json().standards).toEqual([ref('RL.3.1')]);
    const cleared = await call('PATCH', `/api/lessons/${id}`, cookie, { standards: [] });
    expect(cleared.json().standards).toEqual([]);
    // A copy keeps them.
    await call('PATCH', `/api/lessons/${id}`, cookie, { standards: ['5-PS1-1'] });
    const copy = await call('POST', `/api/lessons/${id}/duplicate`, cookie);
    expect(copy.json().standards).toEqual([ref('5-PS1-1')]);
  });

  it('refuses a code the data does not hold, and anything that is not a code, changing nothing', async () => {
    const { cookie } = await signUp(ctx().app);
    const made = await call('POST', '/api/lessons', cookie, {
      title: 'T',
      subject: 'Science',
      grade: '5',
      standards: ['5-PS1-1'],
    });
    const id = made.json().id as number;
    const bad: [unknown, string][] = [
      [['4.NF.B.9'], `"4.NF.B.9" ${STANDARDS_MESSAGES.unknownCode}`],
      [['5-PS1-1', 'NOT-A-CODE'], `"NOT-A-CODE" ${STANDARDS_MESSAGES.unknownCode}`],
      [[''], STANDARDS_MESSAGES.codeInvalid],
      [['x'.repeat(41)], STANDARDS_MESSAGES.codeInvalid],
      [[{ code: '5-PS1-1', description: 'd'.repeat(2001) }], STANDARDS_MESSAGES.descriptionInvalid],
      [Array.from({ length: 11 }, () => '5-PS1-1'), STANDARDS_MESSAGES.tooMany],
      ['5-PS1-1', STANDARDS_MESSAGES.tooMany],
      [[42], STANDARDS_MESSAGES.codeInvalid],
    ];
    for (const [standards, message] of bad) {
      const res = await call('PATCH', `/api/lessons/${id}`, cookie, {
        standards,
        title: 'Changed',
      });
      expect(res.statusCode, JSON.stringify(standards)).toBe(400);
      expect(res.json().message, JSON.stringify(standards)).toBe(message);
    }
    expect(
      (await call('PATCH', `/api/lessons/${id}`, cookie, { standards: ['5-PS1-1\u0000'] }))
        .statusCode,
    ).toBe(400);
    const unchanged = (await call('GET', `/api/lessons/${id}`, cookie)).json();
    expect(unchanged.title).toBe('T');
    expect(unchanged.standards).toEqual([ref('5-PS1-1')]);
    // Creating with an unknown code stores nothing.
    const before = (await call('GET', '/api/lessons', cookie)).json().length;
    const refused = await call('POST', '/api/lessons', cookie, {
      title: 'X',
      subject: 'Science',
      grade: '5',
      standards: ['5-PS9-9'],
    });
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', '/api/lessons', cookie)).json()).toHaveLength(before);
  });

  it("another teacher's lesson is 404 and keeps its standards", async () => {
    const a = await signUp(ctx().app);
    const b = await signUp(ctx().app);
    const made = await call('POST', '/api/lessons', a.cookie, {
      title: 'Mine',
      subject: 'English',
      grade: '3',
      standards: ['RL.3.1'],
    });
    const id = made.json().id as number;
    const res = await call('PATCH', `/api/lessons/${id}`, b.cookie, { standards: ['RL.3.2'] });
    expect(res.statusCode).toBe(404);
    expect((await call('GET', `/api/lessons/${id}`, a.cookie)).json().standards).toEqual([
      ref('RL.3.1'),
    ]);
    expect(
      (await call('PATCH', `/api/lessons/${id}`, undefined, { standards: [] })).statusCode,
    ).toBe(401);
  });

  it('an assessment keeps its standards; a quiz made from it carries them over', async () => {
    const { cookie } = await signUp(ctx().app);
    const created = await call('POST', '/api/assessments', cookie, {
      title: 'Fractions check',
      subject: 'Mathematics',
      grade: '4',
      standards: ['4.NF.B.3'],
      questions: [
        {
          id: 'q1',
          type: 'multiple_choice',
          prompt: '1/4 + 2/4 = ?',
          choices: ['3/4', '3/8'],
          answer: '3/4',
          points: 1,
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().standards).toEqual([ref('4.NF.B.3')]);
    const id = created.json().id as number;
    const listed = await call('GET', '/api/assessments', cookie);
    const list = listed.json() as { standards: unknown }[];
    expect(list, listed.body).toHaveLength(1);
    expect(list[0]!.standards).toEqual([ref('4.NF.B.3')]);
    const patched = await call('PATCH', `/api/assessments/${id}`, cookie, {
      standards: ['4.NF.B.3', '4.NF.B.4'],
    });
    expect(patched.json().standards).toEqual([ref('4.NF.B.3'), ref('4.NF.B.4')]);
    const bad = await call('PATCH', `/api/assessments/${id}`, cookie, { standards: ['9.ZZ.Z.9'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(`"9.ZZ.Z.9" ${STANDARDS_MESSAGES.unknownCode}`);

    const quiz = await call('POST', '/api/quizzes/from-assessment', cookie, { assessmentId: id });
    expect(quiz.statusCode).toBe(201);
    const quizId = (quiz.json().id ?? quiz.json().quiz?.id) as number;
    expect((await call('GET', `/api/quizzes/${quizId}`, cookie)).json().standards).toEqual([
      ref('4.NF.B.3'),
      ref('4.NF.B.4'),
    ]);
    const retagged = await call('PATCH', `/api/quizzes/${quizId}`, cookie, {
      standards: ['4.NF.A.1'],
    });
    expect(retagged.statusCode).toBe(200);
    expect(retagged.json().standards).toEqual([ref('4.NF.A.1')]);
    const badQuiz = await call('PATCH', `/api/quizzes/${quizId}`, cookie, {
      standards: ['4.NF.Z.1'],
    });
    expect(badQuiz.statusCode).toBe(400);
    const quizzes = (await call('GET', '/api/quizzes', cookie)).json() as { standards: unknown }[];
    expect(quizzes[0]!.standards).toEqual([ref('4.NF.A.1')]);
  });

  it('the built-in engine tags a topic the data covers with its standard, and no other', async () => {
    const { cookie } = await signUp(ctx().app);
    const topic = 'Adding fractions with like denominators';
    const lesson = await call('POST', '/api/ai/generate-lesson', cookie, {
      subject: 'Mathematics',
      grade: '4',
      topic,
      duration: 45,
    });
    expect(lesson.statusCode, lesson.body).toBe(200);
    expect(lesson.json().standards).toEqual([ref('4.NF.B.3')]);
    expect(lesson.json()).not.toHaveProperty('standardsNotice');
    const check = await call('POST', '/api/ai/generate-assessment', cookie, {
      subject: 'Mathematics',
      grade: '4',
      topic,
      questionCount: 3,
    });
    expect(check.json().standards).toEqual([ref('4.NF.B.3')]);
    const saved = await call('POST', '/api/lessons/generate', cookie, {
      title: 'Matter',
      subject: 'Science',
      grade: '5',
      topic: 'Matter is made of particles too small to be seen',
    });
    expect(saved.json().standards).toEqual([ref('5-PS1-1')]);
    // A topic the data does not cover carries none.
    const history = await call('POST', '/api/ai/generate-lesson', cookie, {
      subject: 'History',
      grade: '4',
      topic: 'The Roman Empire',
    });
    expect(history.json().standards).toEqual([]);
  });
});
