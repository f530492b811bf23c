import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contracts/auth.contract';
import { HTTP_ERRORS } from '../../../contracts/errors';
import type { MyUsage } from '../../../contracts/usage.contract';
import { AiError } from '../../ai/ai-engine';
import { MINUTE } from '../../platform/clock';
import { createSwitchableEngine, GENERATE } from '../../testing/switchable-engine';
import { caller, signInAdmin, signUp, useTestApp, UNAUTHORIZED_BODY } from '../../testing/test-app';

const { engine, control } = createSwitchableEngine();
const ctx = useTestApp({ deps: { aiEngine: engine } });
const call = caller(ctx);

const { content, assessment } = GENERATE;

type Usage = Omit<MyUsage, 'entries'> & {
  entries: (MyUsage['entries'][number] & { createdAt: string })[];
};
async function usageOf(cookie: string, query = ''): Promise<Usage> {
  const res = await call('GET', `/api/usage${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/**
 * Three generations a minute apart: content (success), assessment (success), content (an engine
 * timeout). Answers the times they were recorded at, oldest first.
 */
async function threeGenerations(cookie: string) {
  const steps = [
    { url: '/api/ai/generate-content', body: content, fail: false, status: 200 },
    { url: '/api/ai/generate-assessment', body: assessment, fail: false, status: 200 },
    { url: '/api/ai/generate-content', body: content, fail: true, status: 504 },
  ];
  const at: string[] = [];
  for (const step of steps) {
    ctx().clock.advance(MINUTE);
    at.push(ctx().clock.now().toISOString());
    control.fail = step.fail ? new AiError('ai_timeout', 'The AI model took too long.') : null;
    try {
      expect((await call('POST', step.url, cookie, step.body)).statusCode).toBe(step.status);
    } finally {
      control.fail = null;
    }
  }
  return at;
}

describe('GET /api/usage', () => {
  it('lists the teacher’s generations newest first, with totals per feature', async () => {
    const { cookie } = await signUp(ctx().app);
    expect(await usageOf(cookie)).toEqual({ entries: [], byFeature: [], total: 0 });
    const at = await threeGenerations(cookie);
    const usage = await usageOf(cookie);
    expect(usage.total).toBe(3);
    expect(
      usage.entries.map((e) => [e.feature, e.outcome, e.errorCode, e.engine, e.model, e.createdAt]),
    ).toEqual([
      ['content', 'error', 'ai.timeout', 'builtin', 'chalkwise-builtin-1', at[2]],
      ['assessment', 'success', null, 'builtin', 'chalkwise-builtin-1', at[1]],
      ['content', 'success', null, 'builtin', 'chalkwise-builtin-1', at[0]],
    ]);
    const [failed, made, written] = usage.entries;
    expect([failed!.inputTokens, failed!.outputTokens]).toEqual([0, 0]);
    expect(made!.inputTokens).toBeGreaterThan(0);
    expect(written!.outputTokens).toBeGreaterThan(0);
    expect(usage.byFeature).toEqual([
      {
        feature: 'assessment',
        calls: 1,
        successes: 1,
        inputTokens: made!.inputTokens,
        outputTokens: made!.outputTokens,
      },
      {
        feature: 'content',
        calls: 2,
        successes: 1,
        inputTokens: written!.inputTokens,
        outputTokens: written!.outputTokens,
      },
    ]);
    // Every call is in the ledger; the built-in engine's cost nothing, so the plan counts none
    // (refunds of failed paid calls: ai.routes.test.ts).
    const plan = (await call('GET', '/api/subscription/info', cookie)).json();
    expect(plan.usageCount).toBe(0);
  });

  it('pages with limit and offset; the totals cover every entry', async () => {
    const { cookie } = await signUp(ctx().app);
    await threeGenerations(cookie);
    const all = (await usageOf(cookie)).entries.map((e) => e.id);
    expect(new Set(all).size).toBe(3);
    const page = async (query: string) => {
      const usage = await usageOf(cookie, query);
      expect(usage.total).toBe(3);
      return usage.entries.map((e) => e.id);
    };
    expect(await page('?limit=1')).toEqual([all[0]]);
    expect(await page('?limit=1&offset=1')).toEqual([all[1]]);
    expect(await page('?limit=2&offset=1')).toEqual([all[1], all[2]]);
    expect(await page('?offset=2')).toEqual([all[2]]);
    expect(await page('?offset=3')).toEqual([]);
    expect(await page('?limit=100')).toEqual(all);
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'offset=1.5', 'offset=1000001'])(
    'refuses %s with a 400 validation error',
    async (query) => {
      const { cookie } = await signUp(ctx().app);
      const res = await call('GET', `/api/usage?${query}`, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(HTTP_ERRORS.validation.code);
    },
  );

  it('shows a teacher only their own entries', async () => {
    const [a, b] = [await signUp(ctx().app), await signUp(ctx().app)];
    await threeGenerations(a.cookie);
    expect(await usageOf(b.cookie)).toEqual({ entries: [], byFeature: [], total: 0 });
    expect((await call('POST', '/api/ai/generate-content', b.cookie, content)).statusCode).toBe(
      200,
    );
    const mine = await usageOf(b.cookie);
    const theirs = await usageOf(a.cookie);
    expect(mine.total).toBe(1);
    expect(mine.entries.map((e) => [e.feature, e.outcome])).toEqual([['content', 'success']]);
    expect(theirs.total).toBe(3);
    expect(theirs.entries.map((e) => e.id)).not.toContain(mine.entries[0]!.id);
  });

  it('answers 401 signed out', async () => {
    const res = await call('GET', '/api/usage');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED_BODY);
  });
});

describe('GET /api/admin/usage', () => {
  it('totals every teacher’s calls per user and per engine, and names the active engine', async () => {
    const [a, b, idle] = [
      await signUp(ctx().app),
      await signUp(ctx().app),
      await signUp(ctx().app),
    ];
    await threeGenerations(a.cookie);
    await call('POST', '/api/ai/generate-content', b.cookie, content);
    const [usageA, usageB] = [await usageOf(a.cookie), await usageOf(b.cookie)];
    const sum = (u: Usage, key: 'inputTokens' | 'outputTokens') =>
      u.entries.reduce((s, e) => s + e[key], 0);

    const admin = await signInAdmin(ctx().app);
    const res = await call('GET', '/api/admin/usage', admin.cookie);
    expect(res.statusCode).toBe(200);
    const all = res.json() as {
      active: { engine: string; model: string };
      byUser: { userId: number; username: string; calls: number; successes: number }[];
      byEngine: { engine: string; model: string; calls: number; successes: number }[];
    };
    expect(all.active).toEqual({ engine: 'builtin', model: 'chalkwise-builtin-1' });
    expect(all.byUser.find((u) => u.userId === a.user.id)).toEqual({
      userId: a.user.id,
      username: a.user.username,
      calls: 3,
      successes: 2,
      inputTokens: sum(usageA, 'inputTokens'),
      outputTokens: sum(usageA, 'outputTokens'),
    });
    expect(all.byUser.find((u) => u.userId === b.user.id)).toEqual({
      userId: b.user.id,
      username: b.user.username,
      calls: 1,
      successes: 1,
      inputTokens: sum(usageB, 'inputTokens'),
      outputTokens: sum(usageB, 'outputTokens'),
    });
    expect(all.byUser.find((u) => u.userId === idle.user.id)).toBeUndefined();
    // Most calls first.
    const calls = all.byUser.map((u) => u.calls);
    expect(calls).toEqual([...calls].sort((x, y) => y - x));
    // One engine answered every call of this file: its row is the sum of the users' rows.
    expect(all.byEngine).toHaveLength(1);
    expect(all.byEngine[0]).toMatchObject({
      engine: 'builtin',
      model: 'chalkwise-builtin-1',
      calls: all.byUser.reduce((s, u) => s + u.calls, 0),
      successes: all.byUser.reduce((s, u) => s + u.successes, 0),
    });
    expect(JSON.stringify(all)).not.toMatch(/key/i);
  });

  it('answers 401 signed out and 403 to a teacher', async () => {
    expect((await call('GET', '/api/admin/usage')).statusCode).toBe(401);
    const { cookie } = await signUp(ctx().app);
    const res = await call('GET', '/api/admin/usage', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: HTTP_ERRORS.forbidden.code,
      message: AUTH_MESSAGES.accessDenied,
    });
  });
});
