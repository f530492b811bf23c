import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUIZ_MESSAGES as M, type QuestionType } from '../../../contracts/quizzes.contract';
import type { AiEngine } from '../../ai/ai-engine';
import { createBuiltinEngine } from '../../ai/builtin/builtin-engine';
import { createLlmEngine } from '../../ai/llm/llm-engine';
import { startFakeProvider, type FakeProvider } from '../../testing/fake-provider-server';
import { caller, signUp, useTestApp } from '../../testing/test-app';

/**
 * A generated quiz of the types the teacher picks (issue 35 item 5): the built-in engine makes
 * each from what it knows or says it cannot; a model is asked for the picked types, and each of
 * its questions is held to the quiz contract: asked again, then the broken ones are dropped and
 * the teacher is told.
 */
const builtin = createBuiltinEngine();
/** An OpenAI-compatible server when a test starts one; the built-in engine otherwise. */
let llm: AiEngine | undefined;
const engine: AiEngine = {
  ...builtin,
  get info() {
    return (llm ?? builtin).info;
  },
  generateQuiz: (input, ctx) => (llm ?? builtin).generateQuiz(input, ctx),
};
const ctx = useTestApp({ deps: { aiEngine: engine } });
const call = caller(ctx);

const EVERY: QuestionType[] = [
  'multiple_choice',
  'true_false',
  'multi_select',
  'type_answer',
  'slider',
  'order',
  'poll',
  'word_cloud',
];
const form = {
  subject: 'Science',
  gradeLevel: '5',
  topic: 'the water cycle',
  totalQuestions: 10,
  questionTypes: EVERY,
};
type Saved = { type: QuestionType; question: string; needsReview: boolean };

describe('POST /api/quizzes/generate with question types, built-in engine', () => {
  beforeEach(() => {
    llm = undefined;
  });

  it('mixes the picked types in the count asked, saves them, and says which it could not make', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/quizzes/generate', cookie, form);
    expect(res.statusCode, res.body).toBe(201);
    const { quiz, questions, notice } = res.json() as {
      quiz: { id: number; questionCount: number };
      questions: Saved[];
      notice?: string;
    };
    expect(quiz.questionCount).toBe(10);
    const types = new Set(questions.map((q) => q.type));
    // The engine knows no number about the water cycle: no slider, and the notice says so.
    expect([...types].sort()).toEqual(EVERY.filter((t) => t !== 'slider').sort());
    expect(notice).toMatch(/made no slider question: it knows no numeric fact/);
    const stored = (await call('GET', `/api/quizzes/${quiz.id}`, cookie)).json();
    expect(stored.questions.map((q: Saved) => q.type)).toEqual(questions.map((q) => q.type));
    const order = stored.questions.find((q: Saved) => q.type === 'order');
    expect(order.items.length).toBeGreaterThanOrEqual(2);
    const typed = stored.questions.find((q: Saved) => q.type === 'type_answer');
    expect(typed.acceptedAnswers.length).toBeGreaterThan(0);
  });

  it('keeps only the picked types: maths sliders and order from computed answers', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/quizzes/generate', cookie, {
      subject: 'Mathematics',
      gradeLevel: '4',
      totalQuestions: 5,
      questionTypes: ['slider', 'order'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const questions = res.json().questions as (Saved & { answer?: number; items?: string[] })[];
    expect(questions).toHaveLength(5);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['slider', 'order']));
    for (const q of questions.filter((x) => x.type === 'order'))
      expect(q.items!.map(Number)).toEqual([...q.items!.map(Number)].sort((a, b) => a - b));
    expect(res.json().notice).toBeUndefined();
  });

  it.each([
    ['an empty list', [], M.questionTypesRequired],
    ['an unknown type', ['multiple_choice', 'essay'], M.typeInvalid],
    ['a type as text, not a list', 'slider', M.questionTypesRequired],
    ['a type twice', ['poll', 'poll'], M.questionTypesTooMany],
    ['a NUL byte in a type', ['poll\u0000'], undefined],
  ])('refuses %s with its message, saving nothing', async (_n, questionTypes, message) => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/quizzes/generate', cookie, { ...form, questionTypes });
    expect(res.statusCode).toBe(400);
    // A NUL is refused before any field is read, with the app's one message for it.
    expect(res.json()).toMatchObject(
      message ? { message, code: 'http.validation' } : { code: 'http.invalid_text' },
    );
    expect((await call('GET', '/api/quizzes', cookie)).json()).toEqual([]);
  });
});

describe('POST /api/quizzes/generate with question types, an OpenAI-compatible server', () => {
  let server: FakeProvider;
  beforeAll(async () => {
    server = await startFakeProvider('openai');
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    llm = createLlmEngine({
      provider: 'openai',
      model: 'test-model',
      apiKey: 'test-key',
      baseUrl: `${server.url}/v1`,
      timeoutMs: 2000,
      retryDelayMs: 10,
    });
  });

  const picked: QuestionType[] = ['multiple_choice', 'slider', 'order', 'type_answer', 'poll'];
  const mixed = (sliderMin: number) => ({
    title: 'The water cycle',
    description: 'Five kinds of question',
    questions: [
      {
        type: 'multiple_choice',
        question: 'What is rain?',
        choices: ['Precipitation', 'Evaporation', 'Condensation', 'Runoff'],
        answerIndex: 0,
      },
      {
        type: 'slider',
        question: 'At how many degrees Celsius does water boil at sea level?',
        min: sliderMin,
        max: 150,
        step: 1,
        answer: 100,
        tolerance: 0,
      },
      {
        type: 'order',
        question: 'Put these in order.',
        items: ['Evaporation', 'Condensation', 'Precipitation'],
      },
      { type: 'type_answer', question: 'Water vapour is a…?', acceptedAnswers: ['gas'] },
      {
        type: 'poll',
        question: 'How sure are you?',
        choices: ['Very', 'Not yet'],
      },
    ],
  });
  const body = { ...form, totalQuestions: 5, questionTypes: picked };

  it('asks for exactly the picked types, and a slider whose min is above its max is asked again, then dropped and said', async () => {
    // Twice the same broken slider: the quiz keeps the four that hold together.
    server.script = [
      { kind: 'text', text: JSON.stringify(mixed(200)) },
      { kind: 'text', text: JSON.stringify(mixed(200)) },
    ];
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/quizzes/generate', cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(server.requests).toHaveLength(2);
    const { questions, notice, quiz } = res.json();
    expect(questions.map((q: Saved) => q.type)).toEqual([
      'multiple_choice',
      'order',
      'type_answer',
      'poll',
    ]);
    expect(quiz.questionCount).toBe(4);
    // Nothing a model wrote is taken as checked.
    expect(questions.every((q: Saved) => q.needsReview)).toBe(true);
    expect(notice).toContain('4 of 5 questions');
    expect(notice).toContain(M.sliderMinAboveMax);
    expect(notice).toContain('No slider question came out right');
    // The schema the model was given names the picked types, and only those.
    const schema = JSON.stringify(
      JSON.parse(server.requests[0]!.body).response_format.json_schema.schema,
    );
    for (const t of picked) expect(schema).toContain(`"${t}"`);
    for (const t of ['true_false', 'multi_select', 'word_cloud']) expect(schema).not.toContain(t);
    expect(server.requests[0]!.body).toContain('questionTypes');
  });

  it('keeps a whole quiz when the second answer holds together, with no notice', async () => {
    server.script = [
      { kind: 'text', text: JSON.stringify(mixed(200)) },
      { kind: 'text', text: JSON.stringify(mixed(0)) },
    ];
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/quizzes/generate', cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().questions.map((q: Saved) => q.type)).toEqual(picked);
    expect(res.json().questions[1]).toMatchObject({ min: 0, max: 150, answer: 100 });
    expect(res.json().notice).toBeUndefined();
  });

  it('answers 502 and saves nothing when no question of a picked type holds together', async () => {
    const wrong = { ...mixed(0), questions: [{ type: 'word_cloud', question: 'Say a word' }] };
    server.script = [
      { kind: 'text', text: JSON.stringify(wrong) },
      { kind: 'text', text: JSON.stringify(wrong) },
    ];
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/quizzes/generate', cookie, body);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('ai.malformed_answer');
    expect((await call('GET', '/api/quizzes', cookie)).json()).toEqual([]);
  });
});
