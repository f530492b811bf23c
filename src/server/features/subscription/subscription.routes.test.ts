import { beforeEach, describe, expect, it } from 'vitest';
import {
  SUBSCRIPTION_ERRORS,
  SUBSCRIPTION_MESSAGES as S,
} from '../../../contracts/subscription.contract';
import { DAY, HOUR } from '../../platform/clock';
import { SESSION_COOKIE } from '../../platform/http/auth-guard';
import { createSwitchableEngine, GENERATE } from '../../testing/switchable-engine';
import {
  caller,
  sessionCookieOf,
  signInAdmin,
  signUp,
  useTestApp,
  UNAUTHORIZED_BODY,
} from '../../testing/test-app';

/** A paid provider answers: the plan meters it (the built-in engine's generations cost nothing). */
const { engine, control } = createSwitchableEngine();
const ctx = useTestApp({ deps: { aiEngine: engine } });
const call = caller(ctx);
beforeEach(() => {
  control.engine = 'openai';
});

const generate = (cookie: string) =>
  call('POST', '/api/ai/generate-content', cookie, GENERATE.content);
const info = async (cookie: string) => {
  const res = await call('GET', '/api/subscription/info', cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
};
/** A fresh session for a teacher whose old one went idle while the clock moved on. */
async function signIn(username: string) {
  const res = await call('POST', '/api/login', undefined, {
    username,
    password: 'correct-horse-9',
  });
  expect(res.statusCode).toBe(200);
  return sessionCookieOf(res)!;
}
async function setTier(userId: number, subscriptionTier: string) {
  const admin = await signInAdmin(ctx().app);
  const res = await call('PATCH', `/api/admin/users/${userId}`, admin.cookie, { subscriptionTier });
  expect(res.statusCode).toBe(200);
}

describe('GET /api/subscription/info', () => {
  it('free: counts each generation and closes at the limit', async () => {
    const { cookie } = await signUp(ctx().app);
    expect(await info(cookie)).toEqual({
      tier: 'free',
      hasAccess: true,
      usageLimit: 5,
      usageCount: 0,
      daysRemaining: null,
      reason: null,
      trialAvailable: true,
      unlimitedEngine: null,
    });
    for (let i = 0; i < 2; i += 1) expect((await generate(cookie)).statusCode).toBe(200);
    expect(await info(cookie)).toMatchObject({ usageCount: 2, hasAccess: true, reason: null });
    for (let i = 0; i < 3; i += 1) expect((await generate(cookie)).statusCode).toBe(200);
    expect(await info(cookie)).toEqual({
      tier: 'free',
      hasAccess: false,
      usageLimit: 5,
      usageCount: 5,
      daysRemaining: null,
      reason: 'free_limit_exceeded',
      trialAvailable: true,
      unlimitedEngine: null,
    });
  });

  it('trial: whole days remaining count down from 14, then the trial expires', async () => {
    const { cookie, user } = await signUp(ctx().app);
    expect((await call('POST', '/api/subscription/start-trial', cookie)).statusCode).toBe(200);
    expect(await info(cookie)).toEqual({
      tier: 'trial',
      hasAccess: true,
      usageLimit: 5,
      usageCount: 0,
      daysRemaining: 14,
      reason: null,
      trialAvailable: false,
      unlimitedEngine: null,
    });
    // 2.5 days in: 11.5 days are left, shown as 12 whole days.
    ctx().clock.advance(2 * DAY + 12 * HOUR);
    expect(await info(cookie)).toMatchObject({ daysRemaining: 12, hasAccess: true });
    // One hour before the end there is still a day to show.
    ctx().clock.advance(11 * DAY + 11 * HOUR);
    const late = await signIn(user.username);
    expect(await info(late)).toMatchObject({ daysRemaining: 1, hasAccess: true, reason: null });
    ctx().clock.advance(HOUR);
    expect(await info(late)).toEqual({
      tier: 'trial',
      hasAccess: false,
      usageLimit: 5,
      usageCount: 0,
      daysRemaining: 0,
      reason: 'trial_expired',
      trialAvailable: false,
      unlimitedEngine: null,
    });
  });

  it('premium: unlimited, no days, no reason', async () => {
    const { cookie, user } = await signUp(ctx().app);
    await setTier(user.id, 'premium');
    for (let i = 0; i < 6; i += 1) expect((await generate(cookie)).statusCode).toBe(200);
    expect(await info(cookie)).toEqual({
      tier: 'premium',
      hasAccess: true,
      usageLimit: 5,
      usageCount: 6,
      daysRemaining: null,
      reason: null,
      trialAvailable: false,
      unlimitedEngine: null,
    });
  });

  it('names the engine when it costs nothing: the built-in engine generates past the limit', async () => {
    const { cookie } = await signUp(ctx().app);
    for (let i = 0; i < 5; i += 1) expect((await generate(cookie)).statusCode).toBe(200);
    control.engine = 'builtin';
    expect((await generate(cookie)).statusCode).toBe(200);
    // The plan itself is used up (for paid providers); the engine answering now is unlimited.
    expect(await info(cookie)).toMatchObject({
      usageCount: 5,
      hasAccess: false,
      reason: 'free_limit_exceeded',
      trialAvailable: true,
      unlimitedEngine: 'builtin',
    });
  });

  it('answers 401 with the http code when signed out or with an unknown session', async () => {
    for (const cookie of [undefined, `${SESSION_COOKIE}=not-a-session`]) {
      const res = await call('GET', '/api/subscription/info', cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED_BODY);
    }
  });
});

describe('POST /api/subscription/start-trial', () => {
  it('turns a free teacher at the limit into a 14-day trial with access again', async () => {
    const { cookie } = await signUp(ctx().app);
    for (let i = 0; i < 5; i += 1) await generate(cookie);
    expect((await generate(cookie)).statusCode).toBe(402);
    const res = await call('POST', '/api/subscription/start-trial', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tier: 'trial',
      hasAccess: true,
      usageLimit: 5,
      usageCount: 5,
      daysRemaining: 14,
      reason: null,
      trialAvailable: false,
      unlimitedEngine: null,
    });
    expect((await generate(cookie)).statusCode).toBe(200);
    expect(await info(cookie)).toMatchObject({ tier: 'trial', usageCount: 6 });
  });

  it('gives a guest no trial, and says so (issue 23 item 3)', async () => {
    const guest = await ctx().app.inject({ method: 'POST', url: '/api/guest-login' });
    const cookie = sessionCookieOf(guest)!;
    expect(await info(cookie)).toMatchObject({ tier: 'free', trialAvailable: false });
    const res = await call('POST', '/api/subscription/start-trial', cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: SUBSCRIPTION_ERRORS.trial_unavailable.code,
      message: S.guestNoTrial,
    });
    expect(await info(cookie)).toMatchObject({ tier: 'free', trialAvailable: false });
  });

  it('starts once: a second call is 409 and the trial keeps its start', async () => {
    const { cookie } = await signUp(ctx().app);
    expect((await call('POST', '/api/subscription/start-trial', cookie)).statusCode).toBe(200);
    ctx().clock.advance(DAY);
    const again = await call('POST', '/api/subscription/start-trial', cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: SUBSCRIPTION_ERRORS.trial_unavailable.code,
      message: S.trialAlreadyUsed,
    });
    expect(await info(cookie)).toMatchObject({ tier: 'trial', daysRemaining: 13 });
  });

  it('of several concurrent calls exactly one starts the trial', async () => {
    const { cookie } = await signUp(ctx().app);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', '/api/subscription/start-trial', cookie)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });

  it('is 409 after an expired trial, even when an admin sets the teacher back to free', async () => {
    const { user } = await signUp(ctx().app);
    const first = await signIn(user.username);
    expect((await call('POST', '/api/subscription/start-trial', first)).statusCode).toBe(200);
    ctx().clock.advance(15 * DAY);
    const cookie = await signIn(user.username);
    const expired = await call('POST', '/api/subscription/start-trial', cookie);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(S.trialAlreadyUsed);
    await setTier(user.id, 'free');
    const refused = await call('POST', '/api/subscription/start-trial', cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'subscription.trial_unavailable',
      message: S.trialAlreadyUsed,
    });
    expect(await info(cookie)).toMatchObject({ tier: 'free', daysRemaining: null });
  });

  it('is 409 "already premium" for premium, which stays premium', async () => {
    const { cookie, user } = await signUp(ctx().app);
    await setTier(user.id, 'premium');
    const res = await call('POST', '/api/subscription/start-trial', cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'subscription.trial_unavailable',
      message: S.alreadyPremium,
    });
    expect(await info(cookie)).toMatchObject({ tier: 'premium', daysRemaining: null });
  });

  it('answers 401 signed out', async () => {
    const res = await call('POST', '/api/subscription/start-trial');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('http.unauthorized');
  });
});
