import { afterEach, describe, expect, it } from 'vitest';
import { QUIZ_MESSAGES as M } from '../../../contracts/quizzes.contract';
import { AiError } from '../../ai/ai-engine';
import { createSwitchableEngine } from '../../testing/switchable-engine';
import { caller, signUp, UNAUTHORIZED_BODY, useTestApp } from '../../testing/test-app';

/** RollCall quizzes: generated and saved in one call, the teacher's own, editable for the game. */
const { engine, control } = createSwitchableEngine();
const ctx = useTestApp({ deps: { aiEngine: engine } });
afterEach(() => {
  control.engine = 'builtin';
});
const call = caller(ctx);

const form = {
  subject: 'Mathematics',
  gradeLevel: '4',
  difficulty: 'easy',
  popCultureTheme: 'Minecraft',
  totalQuestions: 5,
  aiProvider: 'openai',
};

type Q = { question: string; choices: string[]; answerIndex: number; timeLimit: number };

async function teacherWithQuiz(body: object = form) {
  const teacher = await signUp(ctx().app);
  const res = await call('POST', '/api/quizzes/generate', teacher.cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return {
    ...teacher,
    generated: res.json() as {
      quiz: { id: number; createdAt: string; needsReviewCount: number };
      questions: Q[];
    },
  };
}

const question = (over: Partial<Q> = {}) => ({
  question: 'Steve mines 3 rows of 4 blocks. How many blocks?',
  choices: ['12', '7', '10', '16'],
  answerIndex: 0,
  timeLimit: 30,
  ...over,
});

describe('POST /api/quizzes/generate', () => {
  it('generates a themed quiz, saves it and answers { quiz, questions }', async () => {
    const { cookie, generated } = await teacherWithQuiz();
    const { quiz, questions } = generated;
    expect(quiz).toMatchObject({
      subject: 'Mathematics',
      gradeLevel: '4',
      difficulty: 'easy',
      popCultureTheme: 'Minecraft',
      questionCount: 5,
      needsReviewCount: 0,
      aiGenerated: true,
      sourceAssessmentId: null,
    });
    expect(quiz).not.toHaveProperty('ownerId');
    expect(typeof quiz.createdAt).toBe('string');
    expect(questions).toHaveLength(5);
    for (const q of questions) {
      expect(q.choices.length).toBeGreaterThanOrEqual(2);
      expect(q.choices.length).toBeLessThanOrEqual(4);
      expect(q.answerIndex).toBeLessThan(q.choices.length);
      expect(q.timeLimit).toBe(20);
    }
    expect(questions.some((q) => /Steve|Minecraft|block/i.test(q.question))).toBe(true);
    const stored = await call('GET', `/api/quizzes/${quiz.id}`, cookie);
    expect(stored.json().questions).toEqual(questions);
    // The built-in engine costs nothing: the plan does not count it.
    expect((await call('GET', '/api/subscription/info', cookie)).json().usageCount).toBe(0);
  });

  it('uses the spec defaults: medium, 10 questions, no theme', async () => {
    const { generated } = await teacherWithQuiz({ subject: 'Science', gradeLevel: '7' });
    expect(generated.quiz).toMatchObject({
      difficulty: 'medium',
      popCultureTheme: '',
      questionCount: 10,
    });
    // Drawn from the reviewed question bank, so nothing is flagged (unchecked facts would be).
    expect(generated.quiz.needsReviewCount).toBe(0);
  });

  it("writes every question on the teacher's unit when a topic is given", async () => {
    const { generated } = await teacherWithQuiz({
      ...form,
      gradeLevel: '7',
      popCultureTheme: '',
      topic: 'Ratios and unit rates',
    });
    const quiz = generated.quiz as unknown as { title: string; description: string };
    expect(quiz.title).toBe('Ratios and unit rates: Mathematics easy quiz');
    expect(quiz.description).toContain('on Ratios and unit rates');
    for (const q of generated.questions) expect(q.question).toMatch(/ratio|unit rate/i);
  });

  it.each([
    ['no subject', { subject: undefined }, M.subjectRequired],
    ['an unknown subject', { subject: 'Alchemy' }, M.subjectRequired],
    ['no grade', { gradeLevel: undefined }, M.gradeRequired],
    ['grade 13', { gradeLevel: '13' }, M.gradeRequired],
    ['a bad difficulty', { difficulty: 'extreme' }, M.difficultyInvalid],
    ['7 questions', { totalQuestions: 7 }, M.totalQuestionsInvalid],
    ['questions as text', { totalQuestions: '10' }, M.totalQuestionsInvalid],
    ['an unknown provider', { aiProvider: 'skynet' }, M.providerInvalid],
    ['a long theme', { popCultureTheme: 'x'.repeat(101) }, M.themeTooLong],
    ['a theme of the wrong type', { popCultureTheme: 42 }, M.themeTooLong],
    ['a long topic', { topic: 'x'.repeat(201) }, M.topicTooLong],
    ['a topic of the wrong type', { topic: ['fractions'] }, M.topicTooLong],
  ])('refuses %s with its message, generating and saving nothing', async (_n, over, message) => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/quizzes/generate', cookie, { ...form, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'http.validation' });
    expect((await call('GET', '/api/quizzes', cookie)).json()).toEqual([]);
    expect((await call('GET', '/api/subscription/info', cookie)).json().usageCount).toBe(0);
  });

  it('refuses NUL bytes, non-object bodies and huge bodies', async () => {
    const { cookie } = await signUp(ctx().app);
    const nul = await call('POST', '/api/quizzes/generate', cookie, {
      ...form,
      popCultureTheme: 'Mine\u0000craft',
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().code).toBe('http.invalid_text');
    expect((await call('POST', '/api/quizzes/generate', cookie, [1, 2])).statusCode).toBe(400);
    const huge = await call('POST', '/api/quizzes/generate', cookie, {
      ...form,
      popCultureTheme: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect((await call('GET', '/api/quizzes', cookie)).json()).toEqual([]);
  });

  it('saves nothing when the engine fails', async () => {
    const { cookie } = await signUp(ctx().app);
    control.fail = new AiError('ai_timeout', 'The AI model took too long to answer.');
    const res = await call('POST', '/api/quizzes/generate', cookie, form);
    control.fail = null;
    expect(res.statusCode).toBe(504);
    expect(res.json().code).toBe('ai.timeout');
    expect((await call('GET', '/api/quizzes', cookie)).json()).toEqual([]);
  });

  it('answers 402 past the free plan when a paid provider answers, and saves nothing more', async () => {
    const { cookie } = await signUp(ctx().app);
    control.engine = 'openai';
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/api/quizzes/generate', cookie, form)).statusCode).toBe(201);
    const res = await call('POST', '/api/quizzes/generate', cookie, form);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'subscription.plan_limit',
      reason: 'free_limit_exceeded',
    });
    expect((await call('GET', '/api/quizzes', cookie)).json()).toHaveLength(5);
  });

  it('is for signed-in teachers only', async () => {
    const res = await call('POST', '/api/quizzes/generate', undefined, form);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED_BODY);
  });
});

describe('GET /api/quizzes', () => {
  it("lists only the teacher's quizzes, newest first, as summaries", async () => {
    const { cookie, generated } = await teacherWithQuiz();
    ctx().clock.advance(60_000);
    const second = (
      await call('POST', '/api/quizzes/generate', cookie, { ...form, subject: 'History' })
    ).json();
    await teacherWithQuiz(); // someone else's
    const list = (await call('GET', '/api/quizzes', cookie)).json();
    expect(list.map((q: { id: number }) => q.id)).toEqual([second.quiz.id, generated.quiz.id]);
    expect(list[0]).toMatchObject({ subject: 'History', questionCount: 5 });
    expect(list[0]).not.toHaveProperty('questions');
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/quizzes', undefined)).statusCode).toBe(401);
  });
});

describe('GET /api/quizzes/:id', () => {
  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    const { cookie } = await signUp(ctx().app);
    expect((await call('GET', '/api/quizzes/999999', cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/quizzes/999999', cookie)).json().code).toBe(
      'quizzes.not_found',
    );
    expect((await call('GET', '/api/quizzes/abc', cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/quizzes/-1', cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/quizzes/99999999999', cookie)).statusCode).toBe(400);
  });
});

describe('PATCH /api/quizzes/:id', () => {
  it('saves title, description and questions with choices, answer and time', async () => {
    const { cookie, generated } = await teacherWithQuiz();
    const id = generated.quiz.id;
    const questions = [
      question(),
      question({
        question: 'True or false: a creeper explodes.',
        choices: ['True', 'False'],
        answerIndex: 0,
        timeLimit: 5,
      }),
    ];
    const res = await call('PATCH', `/api/quizzes/${id}`, cookie, {
      title: '  Mining maths  ',
      description: 'Friday warm-up',
      questions,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Mining maths',
      description: 'Friday warm-up',
      questionCount: 2,
      questions: questions.map((q) => ({ ...q, needsReview: false })),
    });
    const again = (await call('GET', `/api/quizzes/${id}`, cookie)).json();
    // A question saved without a type reads back as multiple choice (issue 35).
    expect(again.questions[1]).toEqual({
      type: 'multiple_choice',
      ...questions[1],
      needsReview: false,
    });
    // A partial update leaves the rest alone.
    const renamed = await call('PATCH', `/api/quizzes/${id}`, cookie, { title: 'Renamed' });
    expect(renamed.json()).toMatchObject({ title: 'Renamed', questionCount: 2 });
  });

  it('gives a question 20 seconds when no time is sent', async () => {
    const { cookie, generated } = await teacherWithQuiz();
    const { timeLimit: _t, ...noTime } = question();
    const res = await call('PATCH', `/api/quizzes/${generated.quiz.id}`, cookie, {
      questions: [noTime],
    });
    expect(res.json().questions[0].timeLimit).toBe(20);
  });

  it.each([
    ['an empty title', { title: '  ' }, M.titleRequired],
    ['a long title', { title: 'x'.repeat(201) }, M.titleTooLong],
    ['a title of the wrong type', { title: 5 }, M.titleRequired],
    ['a long description', { description: 'x'.repeat(2001) }, M.descriptionTooLong],
    ['no questions', { questions: [] }, M.questionsRequired],
    ['questions not a list', { questions: 'many' }, M.questionsRequired],
    [
      '51 questions',
      { questions: Array.from({ length: 51 }, () => question()) },
      M.questionsTooMany,
    ],
    ['an empty question', { questions: [question({ question: ' ' })] }, M.questionRequired],
    [
      'a long question',
      { questions: [question({ question: 'x'.repeat(501) })] },
      M.questionTooLong,
    ],
    ['one choice', { questions: [question({ choices: ['12'] })] }, M.choicesCount],
    [
      'five choices',
      { questions: [question({ choices: ['1', '2', '3', '4', '5'] })] },
      M.choicesCount,
    ],
    ['an empty choice', { questions: [question({ choices: ['12', ' '] })] }, M.choiceRequired],
    [
      'a long choice',
      { questions: [question({ choices: ['12', 'x'.repeat(121)] })] },
      M.choiceTooLong,
    ],
    [
      'the same choice twice',
      { questions: [question({ choices: ['12', 'Twelve', '12 '] })] },
      M.choicesDistinct,
    ],
    [
      'an answer outside the choices',
      { questions: [question({ choices: ['12', '7'], answerIndex: 2 })] },
      M.answerInvalid,
    ],
    ['a negative answer', { questions: [question({ answerIndex: -1 })] }, M.answerInvalid],
    [
      'an answer as text',
      { questions: [question({ answerIndex: '0' as never })] },
      M.answerInvalid,
    ],
    ['4 seconds', { questions: [question({ timeLimit: 4 })] }, M.timeLimitInvalid],
    ['121 seconds', { questions: [question({ timeLimit: 121 })] }, M.timeLimitInvalid],
    ['2.5 seconds', { questions: [question({ timeLimit: 20.5 })] }, M.timeLimitInvalid],
    [
      'a long explanation',
      { questions: [{ ...question(), explanation: 'x'.repeat(1001) }] },
      M.explanationTooLong,
    ],
  ])('refuses %s with its message and changes nothing', async (_n, body, message) => {
    const { cookie, generated } = await teacherWithQuiz();
    const url = `/api/quizzes/${generated.quiz.id}`;
    const before = (await call('GET', url, cookie)).body;
    const res = await call('PATCH', url, cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'http.validation' });
    expect((await call('GET', url, cookie)).body).toBe(before);
  });

  it('refuses NUL bytes and huge bodies; 404 for unknown ids; 401 signed out', async () => {
    const { cookie, generated } = await teacherWithQuiz();
    const url = `/api/quizzes/${generated.quiz.id}`;
    const nul = await call('PATCH', url, cookie, { title: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    const huge = await call('PATCH', url, cookie, { description: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect((await call('PATCH', '/api/quizzes/999999', cookie, { title: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', url, undefined, { title: 'x' })).statusCode).toBe(401);
  });
});

describe("another teacher's quiz", () => {
  it('is 404 for read, edit, duplicate and delete, and stays unchanged', async () => {
    const { cookie: ownerCookie, generated } = await teacherWithQuiz();
    const url = `/api/quizzes/${generated.quiz.id}`;
    const before = (await call('GET', url, ownerCookie)).body;
    const other = await signUp(ctx().app);
    const tries = [
      await call('GET', url, other.cookie),
      await call('PATCH', url, other.cookie, { title: 'Taken over' }),
      await call('POST', `${url}/duplicate`, other.cookie),
      await call('DELETE', url, other.cookie),
    ];
    expect(tries.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect((await call('GET', url, ownerCookie)).body).toBe(before);
    expect((await call('GET', '/api/quizzes', other.cookie)).json()).toEqual([]);
  });
});

describe('DELETE /api/quizzes/:id', () => {
  it('deletes the quiz; a second delete is 404', async () => {
    const { cookie, generated } = await teacherWithQuiz();
    const url = `/api/quizzes/${generated.quiz.id}`;
    expect((await call('DELETE', url, cookie)).json()).toEqual({ ok: true });
    expect((await call('GET', url, cookie)).statusCode).toBe(404);
    expect((await call('DELETE', url, cookie)).statusCode).toBe(404);
    expect((await call('DELETE', url, undefined)).statusCode).toBe(401);
  });
});

describe('POST /api/quizzes/:id/duplicate', () => {
  it('makes a copy with the same questions; the original is unchanged', async () => {
    const { cookie, generated } = await teacherWithQuiz();
    const url = `/api/quizzes/${generated.quiz.id}`;
    const original = (await call('GET', url, cookie)).json();
    const res = await call('POST', `${url}/duplicate`, cookie);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(original.id);
    expect(copy.title).toBe(`${original.title} (copy)`);
    expect(copy.questions).toEqual(original.questions);
    expect(copy).toMatchObject({ subject: 'Mathematics', popCultureTheme: 'Minecraft' });
    expect((await call('GET', url, cookie)).json()).toEqual(original);
    expect((await call('GET', '/api/quizzes', cookie)).json()).toHaveLength(2);
    expect((await call('POST', '/api/quizzes/999999/duplicate', cookie)).statusCode).toBe(404);
    expect((await call('POST', `${url}/duplicate`, undefined)).statusCode).toBe(401);
  });
});

describe('POST /api/quizzes/from-assessment', () => {
  const assessment = {
    title: 'Fractions check',
    description: 'Unit 3',
    subject: 'Mathematics',
    grade: '5',
    questions: [
      {
        id: 'q1',
        type: 'multiple_choice',
        prompt: 'What is 1/2 + 1/4?',
        choices: ['3/4', '2/6', '1/8', '2/4', '1'],
        answer: '3/4',
      },
      { id: 'q2', type: 'short_answer', prompt: 'Explain halves.', answer: 'Two equal parts' },
      { id: 'q3', type: 'true_false', prompt: 'True or false: 2/4 = 1/2.', answer: 'true' },
      {
        id: 'q4',
        type: 'multiple_choice',
        prompt: 'Which is biggest?',
        choices: ['1/3', '1/2'],
        answer: '1/2',
      },
    ],
  };

  async function withAssessment(body: object = assessment) {
    const teacher = await signUp(ctx().app);
    const res = await call('POST', '/api/assessments', teacher.cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    return { ...teacher, assessmentId: res.json().id as number };
  }

  it('turns the multiple-choice and true/false questions into a quiz', async () => {
    const { cookie, assessmentId } = await withAssessment();
    const res = await call('POST', '/api/quizzes/from-assessment', cookie, { assessmentId });
    expect(res.statusCode, res.body).toBe(201);
    const quiz = res.json();
    expect(quiz).toMatchObject({
      title: 'Fractions check',
      description: 'Unit 3',
      subject: 'Mathematics',
      gradeLevel: '5',
      difficulty: 'medium',
      aiGenerated: false,
      sourceAssessmentId: assessmentId,
      questionCount: 3,
      needsReviewCount: 1,
    });
    expect(quiz.questions).toEqual([
      {
        type: 'multiple_choice',
        question: 'What is 1/2 + 1/4?',
        // At most 4 choices: the right one and the first wrong ones, flagged for review.
        choices: ['3/4', '2/6', '1/8', '2/4'],
        answerIndex: 0,
        timeLimit: 20,
        needsReview: true,
        reviewReason: expect.stringContaining('at most 4 answers'),
      },
      {
        type: 'true_false',
        question: 'True or false: 2/4 = 1/2.',
        choices: ['True', 'False'],
        answerIndex: 0,
        timeLimit: 20,
        needsReview: false,
      },
      {
        type: 'multiple_choice',
        question: 'Which is biggest?',
        choices: ['1/3', '1/2'],
        answerIndex: 1,
        timeLimit: 20,
        needsReview: false,
      },
    ]);
    expect((await call('GET', '/api/quizzes', cookie)).json()).toHaveLength(1);
  });

  it('answers 400 with a clear message when there is nothing to play', async () => {
    const { cookie, assessmentId } = await withAssessment({
      ...assessment,
      questions: [assessment.questions[1]],
    });
    const res = await call('POST', '/api/quizzes/from-assessment', cookie, { assessmentId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'quizzes.no_choice_questions',
      message: M.noChoiceQuestions,
    });
    expect((await call('GET', '/api/quizzes', cookie)).json()).toEqual([]);
  });

  it("is 404 for another teacher's or an unknown assessment", async () => {
    const { assessmentId } = await withAssessment();
    const other = await signUp(ctx().app);
    const theirs = await call('POST', '/api/quizzes/from-assessment', other.cookie, {
      assessmentId,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('assessments.not_found');
    const unknown = await call('POST', '/api/quizzes/from-assessment', other.cookie, {
      assessmentId: 999999,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', '/api/quizzes', other.cookie)).json()).toEqual([]);
  });

  it.each([
    ['no id', {}],
    ['an id as text', { assessmentId: '1' }],
    ['a negative id', { assessmentId: -3 }],
    ['a fractional id', { assessmentId: 1.5 }],
    ['a huge id', { assessmentId: 2 ** 40 }],
  ])('refuses %s with its message', async (_n, body) => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/quizzes/from-assessment', cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.assessmentRequired);
  });

  it('needs a session', async () => {
    const res = await call('POST', '/api/quizzes/from-assessment', undefined, { assessmentId: 1 });
    expect(res.statusCode).toBe(401);
  });
});

describe('the demo class', () => {
  it('comes with a sample quiz ready to host, its answers right', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/guest-login' });
    const cookie = res.headers['set-cookie']!.toString().split(';')[0]!;
    const [summary] = (await call('GET', '/api/quizzes', cookie)).json();
    expect(summary).toMatchObject({ title: 'Minecraft maths warm-up', questionCount: 6 });
    const quiz = (await call('GET', `/api/quizzes/${summary.id}`, cookie)).json();
    const right = quiz.questions.map((q: Q) => q.choices[q.answerIndex]);
    expect(right).toEqual(['36', '8', '42', '36', '27', 'True']);
  });
});
