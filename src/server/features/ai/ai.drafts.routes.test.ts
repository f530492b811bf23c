import { afterEach, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../../contracts/ai.contract';
import { AiError } from '../../ai/ai-engine';
import { createSwitchableEngine } from '../../testing/switchable-engine';
import { caller, signUp, useTestApp } from '../../testing/test-app';

/** Generate-and-save: one call generates and stores; a failure or a plan limit stores nothing. */
const { engine, control } = createSwitchableEngine();
const ctx = useTestApp({ deps: { aiEngine: engine } });

const call = caller(ctx);
afterEach(() => {
  control.engine = 'builtin';
});

const lesson = {
  title: 'Where rain comes from',
  subject: 'Science',
  grade: '5',
  topic: 'The water cycle',
  duration: 40,
  objectives: ['describe evaporation'],
  description: 'Outdoor puddle walk first',
};
const assessment = {
  title: 'Linear equations check',
  subject: 'Mathematics',
  grade: '8',
  type: 'test',
  questionCount: 6,
  timeLimit: 30,
};

describe('POST /api/lessons/generate', () => {
  it('generates the plan and saves the lesson in one call, counted once', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/lessons/generate', cookie, lesson);
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({
      title: 'Where rain comes from',
      subject: 'Science',
      grade: '5',
      topic: 'The water cycle',
      duration: 40,
      aiGenerated: true,
      status: 'draft',
    });
    expect(saved.objectives.length).toBeGreaterThan(0);
    expect(saved.materials.length).toBeGreaterThan(0);
    expect(saved.content.generatedContent).toContain('## Lesson Sequence (40 minutes)');
    // One source per field: objectives, materials and the description are fields, not body text.
    expect(saved.description).toBe('Outdoor puddle walk first');
    expect(saved.content.generatedContent).not.toContain('## Learning Objectives');
    expect(saved.content.generatedContent).not.toContain('## Materials');
    expect(saved.content.generatedContent).not.toContain('Outdoor puddle walk first');
    // The phase table is one GFM block: header, delimiter and rows on consecutive lines.
    expect(saved.content.generatedContent).toMatch(/\| Phase \| Minutes \|\n\|---\|---\|\n\| /);
    const stored = await call('GET', `/api/lessons/${saved.id}`, cookie);
    expect(stored.json().content.generatedContent).toBe(saved.content.generatedContent);
    // The built-in engine costs nothing: not counted against the plan, but in the ledger.
    const plan = (await call('GET', '/api/subscription/info', cookie)).json();
    expect(plan.usageCount).toBe(0);
    expect((await call('GET', '/api/usage', cookie)).json().total).toBe(1);
  });

  it('saves nothing and counts nothing when the engine fails', async () => {
    const { cookie } = await signUp(ctx().app);
    control.engine = 'openai';
    control.fail = new AiError('ai_timeout', 'The AI model took too long to answer.');
    const res = await call('POST', '/api/lessons/generate', cookie, lesson);
    control.fail = null;
    expect(res.statusCode).toBe(504);
    expect(res.json().code).toBe('ai.timeout');
    expect((await call('GET', '/api/lessons', cookie)).json()).toEqual([]);
    expect((await call('GET', '/api/subscription/info', cookie)).json().usageCount).toBe(0);
  });

  it('answers 402 past the free plan when a paid provider answers, and saves nothing', async () => {
    const { cookie } = await signUp(ctx().app);
    control.engine = 'openai';
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/api/lessons/generate', cookie, lesson)).statusCode).toBe(201);
    const res = await call('POST', '/api/lessons/generate', cookie, lesson);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'subscription.plan_limit',
      reason: 'free_limit_exceeded',
    });
    expect((await call('GET', '/api/lessons', cookie)).json()).toHaveLength(5);
  });

  it.each([
    ['no title', { ...lesson, title: '' }],
    ['no topic', { ...lesson, topic: '  ' }],
    ['no subject', { ...lesson, subject: undefined }],
  ])('refuses %s with the spec message', async (_name, body) => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/lessons/generate', cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AI_MESSAGES.missingInformation);
    expect((await call('GET', '/api/lessons', cookie)).json()).toEqual([]);
  });

  it('is for signed-in teachers only', async () => {
    expect((await call('POST', '/api/lessons/generate', undefined, lesson)).statusCode).toBe(401);
  });
});

describe('POST /api/assessments/generate', () => {
  it('says how many questions and why, beside the saved assessment, when fewer than asked', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/assessments/generate', cookie, {
      ...assessment,
      title: 'Sonnets',
      subject: 'English',
      grade: '10',
      questionCount: 8,
    });
    expect(res.statusCode).toBe(201);
    const { notice, questionCount, id } = res.json();
    expect(questionCount).toBeLessThan(8);
    expect(notice).toMatch(
      new RegExp(
        `^${questionCount} of 8 questions: the built-in engine has only ${questionCount} reviewed`,
      ),
    );
    // The notice belongs to the generation, not to the saved assessment.
    expect((await call('GET', `/api/assessments/${id}`, cookie)).json()).not.toHaveProperty(
      'notice',
    );
    const full = await call('POST', '/api/assessments/generate', cookie, assessment);
    expect(full.json()).not.toHaveProperty('notice');
  });

  it('generates questions from the title and saves the assessment', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/assessments/generate', cookie, assessment);
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({
      title: 'Linear equations check',
      type: 'test',
      subject: 'Mathematics',
      grade: '8',
      timeLimit: 30,
      maxScore: 100,
      aiGenerated: true,
      questionCount: 6,
    });
    expect(saved.questions.items).toHaveLength(6);
    expect(saved.questions.generatedContent).toContain('## Answer Key');
    const list = (await call('GET', '/api/assessments', cookie)).json();
    expect(list.map((a: { id: number }) => a.id)).toEqual([saved.id]);
  });

  it('validates the form and needs a session', async () => {
    const { cookie } = await signUp(ctx().app);
    const noTitle = await call('POST', '/api/assessments/generate', cookie, {
      ...assessment,
      title: '',
    });
    expect(noTitle.statusCode).toBe(400);
    const tooMany = await call('POST', '/api/assessments/generate', cookie, {
      ...assessment,
      questionCount: 51,
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await call('GET', '/api/assessments', cookie)).json()).toEqual([]);
    expect(
      (await call('POST', '/api/assessments/generate', undefined, assessment)).statusCode,
    ).toBe(401);
  });
});
