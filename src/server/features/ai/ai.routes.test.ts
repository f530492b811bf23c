import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../../contracts/ai.contract';
import { SUBSCRIPTION_MESSAGES as S } from '../../../contracts/subscription.contract';
import { AiError } from '../../ai/ai-engine';
import { DAY } from '../../platform/clock';
import { createSwitchableEngine, GENERATE } from '../../testing/switchable-engine';
import { caller, sessionCookieOf, signInAdmin, signUp, useTestApp } from '../../testing/test-app';

/** The built-in engine, with a switch to fail and a record of each call's privacy context. */
const { engine, control } = createSwitchableEngine();
const ctx = useTestApp({ deps: { aiEngine: engine } });

const call = caller(ctx);
// Answer as a paid provider by default, so the tests below prove what the plan counts and gives
// back; the built-in engine's own generations cost nothing (its describe switches back).
beforeEach(() => {
  control.engine = 'openai';
});
afterEach(() => {
  control.engine = 'builtin';
});

const { lesson, content, assessment } = GENERATE;

describe('generating endpoints', () => {
  it('answer the spec shapes from the engine', async () => {
    const { cookie } = await signUp(ctx().app);
    const l = await call('POST', '/api/ai/generate-lesson', cookie, lesson);
    expect(l.statusCode).toBe(200);
    expect(l.json().content).toContain('## Lesson Sequence (40 minutes)');
    expect(l.json().content).not.toMatch(/^# /m);
    expect(
      l.json().plan.phases.reduce((s: number, p: { minutes: number }) => s + p.minutes, 0),
    ).toBe(40);
    const a = await call('POST', '/api/ai/generate-assessment', cookie, assessment);
    expect(a.json().assessment.questions).toHaveLength(6);
    expect(a.json().content).toContain('## Answer Key');
    const c = await call('POST', '/api/ai/generate-content', cookie, content);
    expect(c.json().title).toContain('Fractions');
    expect(c.json().content).toContain('## Answer Key (teacher)');
  });

  it.each([
    ['/api/ai/generate-lesson', { ...lesson, topic: '' }],
    ['/api/ai/generate-lesson', { ...lesson, subject: undefined }],
    ['/api/ai/generate-assessment', { ...assessment, grade: '' }],
    ['/api/ai/generate-content', { ...content, learningStyle: 'musical' }],
    ['/api/ai/generate-content', { ...content, topic: 42 }],
  ])(
    '%s refuses missing or wrong fields with the spec message, without counting',
    async (url, body) => {
      const { cookie } = await signUp(ctx().app);
      const res = await call('POST', url, cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AI_MESSAGES.missingInformation);
      expect((await call('GET', '/api/subscription/info', cookie)).json().usageCount).toBe(0);
    },
  );

  it('answer 401 signed out and 413 for a huge body', async () => {
    expect((await call('POST', '/api/ai/generate-lesson', undefined, lesson)).statusCode).toBe(401);
    const { cookie } = await signUp(ctx().app);
    expect(
      (
        await call('POST', '/api/ai/generate-content', cookie, {
          ...content,
          additionalRequirements: 'x'.repeat(2_000_000),
        })
      ).statusCode,
    ).toBe(413);
  });

  it('map engine failures to clear errors, record them and give the generation back', async () => {
    const { cookie } = await signUp(ctx().app);
    control.fail = new AiError(
      'ai_timeout',
      'The AI model took too long to answer. Please try again.',
    );
    try {
      const res = await call('POST', '/api/ai/generate-lesson', cookie, lesson);
      expect(res.statusCode).toBe(504);
      expect(res.json()).toMatchObject({
        code: 'ai.timeout',
        message: 'The AI model took too long to answer. Please try again.',
      });
      control.fail = new AiError(
        'ai_bad_key',
        'The AI provider refused the API key. Ask your administrator to check it.',
      );
      expect((await call('POST', '/api/ai/generate-lesson', cookie, lesson)).statusCode).toBe(502);
    } finally {
      control.fail = null;
    }
    expect((await call('GET', '/api/subscription/info', cookie)).json().usageCount).toBe(0);
    const usage = (await call('GET', '/api/usage', cookie)).json();
    expect(
      usage.entries.map((e: { outcome: string; errorCode: string }) => [e.outcome, e.errorCode]),
    ).toEqual([
      ['error', 'ai.bad_key'],
      ['error', 'ai.timeout'],
    ]);
  });

  it("redact the caller's own roster, and no one else's, before the engine sees the request", async () => {
    const mine = await signUp(ctx().app);
    const other = await signUp(ctx().app);
    await ctx().app.services.students.create(mine.user.id, {
      firstName: 'Maya',
      lastName: 'Lopez',
      grade: '5',
      email: 'maya@school.example',
    });
    await ctx().app.services.students.create(other.user.id, {
      firstName: 'Zed',
      lastName: 'Other',
      grade: '5',
    });
    control.inputs.length = 0;
    const res = await call('POST', '/api/ai/generate-lesson', mine.cookie, {
      ...lesson,
      description: 'Seat Zed Other by the door.\nMaya Lopez (maya@school.example) reads aloud.',
    });
    expect(res.statusCode).toBe(200);
    const sent = JSON.stringify(control.inputs[0]);
    expect(sent).not.toMatch(/Maya|Lopez|maya@school/);
    expect(sent).toContain('\\n[STUDENT_1] ([EMAIL_1]) reads aloud.');
    // Another teacher's student is not this teacher's roster: left as typed.
    expect(sent).toContain('Seat Zed Other by the door.');
  });
});

describe('plans with the built-in engine', () => {
  beforeEach(() => {
    control.engine = 'builtin';
  });

  it('a free teacher generates past five: nothing counted, every call in the ledger', async () => {
    const { cookie } = await signUp(ctx().app);
    const bodies = [
      ['/api/ai/generate-content', content],
      ['/api/ai/generate-lesson', lesson],
      ['/api/ai/generate-assessment', assessment],
    ] as const;
    for (let i = 0; i < 7; i += 1) {
      const [path, body] = bodies[i % bodies.length]!;
      expect((await call('POST', path, cookie, body)).statusCode).toBe(200);
    }
    expect((await call('POST', '/api/lessons/generate', cookie, { ...lesson })).statusCode).toBe(
      201,
    );
    expect((await call('GET', '/api/subscription/info', cookie)).json()).toEqual({
      tier: 'free',
      hasAccess: true,
      usageLimit: 5,
      usageCount: 0,
      daysRemaining: null,
      reason: null,
      trialAvailable: true,
      unlimitedEngine: 'builtin',
    });
    const ledger = (await call('GET', '/api/usage', cookie)).json();
    expect(ledger.total).toBe(8);
    expect(ledger.entries.every((e: { engine: string }) => e.engine === 'builtin')).toBe(true);
  });
});

describe('plans with a paid provider', () => {
  it('free: five generations, then 402 free_limit_exceeded; a trial reopens access once', async () => {
    const { cookie: first, user } = await signUp(ctx().app);
    let cookie = first;
    expect((await call('GET', '/api/subscription/info', cookie)).json()).toEqual({
      tier: 'free',
      hasAccess: true,
      usageLimit: 5,
      usageCount: 0,
      daysRemaining: null,
      reason: null,
      trialAvailable: true,
      unlimitedEngine: null,
    });
    for (let i = 0; i < 5; i += 1)
      expect((await call('POST', '/api/ai/generate-content', cookie, content)).statusCode).toBe(
        200,
      );
    const refused = await call('POST', '/api/ai/generate-content', cookie, content);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      reason: 'free_limit_exceeded',
      message: S.freeLimitDetail,
    });
    expect((await call('GET', '/api/subscription/info', cookie)).json()).toMatchObject({
      hasAccess: false,
      usageCount: 5,
      reason: 'free_limit_exceeded',
      trialAvailable: true,
    });
    // Refused calls reach no engine but are not lost from view: the ledger has the five.
    expect((await call('GET', '/api/usage', cookie)).json().total).toBe(5);

    const trial = await call('POST', '/api/subscription/start-trial', cookie);
    expect(trial.statusCode).toBe(200);
    expect(trial.json()).toMatchObject({
      tier: 'trial',
      hasAccess: true,
      daysRemaining: 14,
      reason: null,
      trialAvailable: false,
    });
    expect((await call('POST', '/api/ai/generate-content', cookie, content)).statusCode).toBe(200);
    const again = await call('POST', '/api/subscription/start-trial', cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(S.trialAlreadyUsed);

    ctx().clock.advance(14 * DAY + 1000);
    // The old session has expired by now; sign in again.
    const login = await call('POST', '/api/login', undefined, {
      username: user.username,
      password: 'correct-horse-9',
    });
    cookie = sessionCookieOf(login)!;
    const expired = await call('POST', '/api/ai/generate-content', cookie, content);
    expect(expired.statusCode).toBe(402);
    expect(expired.json()).toMatchObject({
      reason: 'trial_expired',
      message: S.trialExpiredDetail,
    });
    expect((await call('GET', '/api/subscription/info', cookie)).json()).toMatchObject({
      tier: 'trial',
      hasAccess: false,
      daysRemaining: 0,
      reason: 'trial_expired',
    });
  });

  it('two concurrent requests cannot both take the last free generation', async () => {
    const { cookie, user } = await signUp(ctx().app);
    for (let i = 0; i < 4; i += 1) await call('POST', '/api/ai/generate-content', cookie, content);
    const results = await Promise.all([
      call('POST', '/api/ai/generate-content', cookie, content),
      call('POST', '/api/ai/generate-content', cookie, content),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 402]);
    expect((await ctx().app.services.subscription.info(user.id)).usageCount).toBe(5);
  });

  it('premium is never limited, and cannot start a trial', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const admin = await signInAdmin(ctx().app);
    const set = await call('PATCH', `/api/admin/users/${user.id}`, admin.cookie, {
      subscriptionTier: 'premium',
    });
    expect(set.statusCode).toBe(200);
    for (let i = 0; i < 7; i += 1)
      expect((await call('POST', '/api/ai/generate-content', cookie, content)).statusCode).toBe(
        200,
      );
    expect((await call('POST', '/api/subscription/start-trial', cookie)).json().message).toBe(
      S.alreadyPremium,
    );
    expect((await call('GET', '/api/subscription/info')).statusCode).toBe(401);
  });
});

describe('usage ledger', () => {
  beforeEach(() => {
    control.engine = 'builtin';
  });

  it('shows teachers their own calls and admins the totals, never to teachers', async () => {
    const t = await signUp(ctx().app);
    await call('POST', '/api/ai/generate-content', t.cookie, content);
    await call('POST', '/api/ai/generate-assessment', t.cookie, assessment);
    const mine = (await call('GET', '/api/usage?limit=1', t.cookie)).json();
    expect(mine.total).toBe(2);
    expect(mine.entries).toHaveLength(1);
    expect(mine.entries[0]).toMatchObject({
      feature: 'assessment',
      engine: 'builtin',
      model: 'chalkwise-builtin-1',
      outcome: 'success',
    });
    expect(mine.entries[0].inputTokens).toBeGreaterThan(0);
    expect(
      mine.byFeature.map((f: { feature: string; calls: number }) => [f.feature, f.calls]),
    ).toEqual([
      ['assessment', 1],
      ['content', 1],
    ]);
    expect((await call('GET', '/api/usage?limit=500', t.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/usage', t.cookie)).statusCode).toBe(403);
    const admin = await signInAdmin(ctx().app);
    const all = (await call('GET', '/api/admin/usage', admin.cookie)).json();
    expect(all.active).toEqual({ engine: 'builtin', model: 'chalkwise-builtin-1' });
    expect(all.byUser.find((u: { userId: number }) => u.userId === t.user.id)).toMatchObject({
      calls: 2,
      successes: 2,
    });
    expect(JSON.stringify(all)).not.toMatch(/key/i);
    // Time Saved counts kept work: these generations were never saved, so they save no time.
    const overview = (await call('GET', '/api/analytics/overview', t.cookie)).json();
    expect(overview.dashboard.timeSavedMinutes).toBe(0);
    await call('POST', '/api/lessons/generate', t.cookie, { ...lesson, title: 'Kept' });
    const after = (await call('GET', '/api/analytics/overview', t.cookie)).json();
    expect(after.dashboard.timeSavedMinutes).toBe(30);
  });

  it('keeps each ledger to its owner and refuses bad paging and signed-out callers', async () => {
    const [t, other] = [await signUp(ctx().app), await signUp(ctx().app)];
    await call('POST', '/api/ai/generate-content', t.cookie, content);
    expect((await call('GET', '/api/usage', other.cookie)).json()).toMatchObject({
      total: 0,
      entries: [],
      byFeature: [],
    });
    for (const query of ['limit=abc', 'limit=0', 'offset=-1', 'offset=1.5'])
      expect((await call('GET', `/api/usage?${query}`, t.cookie)).statusCode).toBe(400);
    for (const url of ['/api/usage', '/api/admin/usage', '/api/subscription/info'])
      expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('POST', '/api/subscription/start-trial', undefined)).statusCode).toBe(401);
  });
});
