import { afterEach, describe, expect, it } from 'vitest';
import { RELEVEL_MESSAGES } from '../../../contracts/reading-level.contract';
import { readingLevelOf } from '../../ai/reading-level';
import { createSwitchableEngine } from '../../testing/switchable-engine';
import { caller, signUp, useTestApp } from '../../testing/test-app';

/**
 * Issue 34 item 1 through the routes: generated content and assessments carry their reading
 * level, a saved assessment keeps it, and "Make easier" / "Make harder" (POST /api/ai/relevel)
 * rewrite a text with a model, or by rule with the built-in engine, which cannot make it harder.
 */
const { engine, control } = createSwitchableEngine();
const ctx = useTestApp({ deps: { aiEngine: engine } });
const call = caller(ctx);
afterEach(() => {
  control.engine = 'builtin';
  control.inputs.length = 0;
});

const request = {
  contentType: 'explanation',
  subject: 'Science',
  grade: '3',
  topic: 'The water cycle',
  learningStyle: 'reading',
};
const HARD =
  'Evaporation is liquid water turning into water vapour, a gas, as it is warmed, and condensation is water vapour cooling and turning back into tiny liquid droplets, which form clouds. Precipitation is water falling from clouds as rain, snow, sleet or hail; collection is water gathering in oceans, lakes, rivers and underground, where the cycle starts again.';

describe('reading level on generated text', () => {
  it('gives built-in content its measured level, and says so when it misses the grade', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/ai/generate-content', cookie, request);
    expect(res.statusCode).toBe(200);
    const level = res.json().readingLevel;
    expect(level).toMatchObject(readingLevelOf(res.json().content, '3')!);
    expect(level.target).toBe(3);
    if (!level.onTarget)
      expect(level.note).toMatch(/no reviewed text on this topic written nearer grade 3/);
    expect(control.inputs).toHaveLength(1);
  });

  it('asks a model once more, in the same metered generation, when its text misses the grade', async () => {
    control.engine = 'openai';
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/ai/generate-content', cookie, { ...request, grade: 'K' });
    expect(res.statusCode).toBe(200);
    expect(res.json().readingLevel).toMatchObject({ target: 0, onTarget: false });
    expect(control.inputs).toHaveLength(2);
    expect(control.inputs[1]).toMatchObject({
      lastReadingLevel: expect.stringMatching(/the target is grade 0/),
    });
    expect((await call('GET', '/api/subscription/info', cookie)).json().usageCount).toBe(1);
  });

  it('gives a generated and a saved assessment the level of their questions', async () => {
    const { cookie } = await signUp(ctx().app);
    const gen = await call('POST', '/api/ai/generate-assessment', cookie, {
      subject: 'Science',
      grade: '5',
      topic: 'The water cycle',
      questionCount: 5,
    });
    expect(gen.statusCode).toBe(200);
    expect(gen.json().readingLevel).toMatchObject({ target: 5, grade: expect.any(Number) });
    const saved = await call('POST', '/api/assessments', cookie, {
      title: 'Water',
      subject: 'Science',
      grade: '5',
      questions: gen.json().assessment.questions,
    });
    expect(saved.statusCode).toBe(201);
    const detail = await call('GET', `/api/assessments/${saved.json().id}`, cookie);
    expect(detail.json().readingLevel).toEqual(gen.json().readingLevel);
  });
});

describe('POST /api/ai/relevel', () => {
  it('makes a text easier with the built-in engine: shorter sentences, a lower grade', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/ai/relevel', cookie, {
      ...request,
      text: `# Water\n\n${HARD}`,
      direction: 'easier',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatch(/^# Water\n\n/);
    expect(res.json().content).toContain('as it is warmed. And condensation');
    expect(res.json().readingLevel.grade).toBeLessThan(readingLevelOf(HARD, '3')!.grade - 2);
    expect(res.json()).not.toHaveProperty('notice');
    expect(control.inputs).toHaveLength(0);
  });

  it('says so when the built-in engine cannot make a text easier, and refuses "harder"', async () => {
    const { cookie } = await signUp(ctx().app);
    const simple = 'The cat sat on the mat. The dog ran to the cat. The cat ran up a tree.';
    const same = await call('POST', '/api/ai/relevel', cookie, {
      ...request,
      text: simple,
      direction: 'easier',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ content: simple, notice: RELEVEL_MESSAGES.unchanged });
    const harder = await call('POST', '/api/ai/relevel', cookie, {
      ...request,
      text: simple,
      direction: 'harder',
    });
    expect(harder.statusCode).toBe(400);
    expect(harder.json()).toMatchObject({
      code: 'relevel.needs_model',
      message: RELEVEL_MESSAGES.needsModel,
    });
  });

  it('asks a model to write the text again two grades easier or harder than it reads', async () => {
    control.engine = 'openai';
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/ai/relevel', cookie, {
      ...request,
      grade: '8',
      text: HARD,
      direction: 'harder',
    });
    expect(res.statusCode).toBe(200);
    const goal = Math.min(12, Math.round(readingLevelOf(HARD, '8')!.grade) + 2);
    expect(control.inputs).toHaveLength(1); // a rewrite is measured, never pulled back to the grade
    expect(control.inputs[0]).toMatchObject({ rewrite: { text: HARD, readAtGrade: goal } });
    expect(res.json().readingLevel).toMatchObject({ target: 8 });
  });

  it.each([
    [{ ...request, direction: 'easier' }, RELEVEL_MESSAGES.textRequired],
    [{ ...request, text: '   ', direction: 'easier' }, RELEVEL_MESSAGES.textRequired],
    [{ ...request, text: 'Some text.', direction: 'sideways' }, RELEVEL_MESSAGES.directionInvalid],
    [{ ...request, text: 42, direction: 'easier' }, RELEVEL_MESSAGES.textRequired],
  ])('refuses a bad body with a clear 400 (%#)', async (body, message) => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/ai/relevel', cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 401 signed out, 400 for a NUL byte and 413 for a huge body', async () => {
    const body = { ...request, text: HARD, direction: 'easier' };
    expect((await call('POST', '/api/ai/relevel', undefined, body)).statusCode).toBe(401);
    const { cookie } = await signUp(ctx().app);
    expect(
      (await call('POST', '/api/ai/relevel', cookie, { ...body, text: 'a\u0000b' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/ai/relevel', cookie, { ...body, text: 'x'.repeat(2_000_000) }))
        .statusCode,
    ).toBe(413);
  });
});
