import { describe, expect, it } from 'vitest';
import { FREE_USAGE_LIMIT, TRIAL_DAYS } from '../../../contracts/constants';
import { DAY } from '../../platform/clock';
import { users, type NewUserRow } from '../../platform/db/schema/index';
import { useTestDatabase } from '../../testing/test-db';
import { createSubscriptionRepository } from './subscription.repository';

const now = new Date('2026-09-01T08:00:00Z');
const database = useTestDatabase();
const repo = () => createSubscriptionRepository(database().db);

let n = 0;
async function seedUser(values: Partial<NewUserRow> = {}) {
  n += 1;
  const [row] = await database()
    .db.insert(users)
    .values({ username: `plan_user_${n}`, ...values })
    .returning({ id: users.id });
  return row!.id;
}
const usageOf = async (id: number) => (await repo().plan(id))!.usageCount;
/** `count` reservations at once; answers how many succeeded. */
async function reserveAtOnce(id: number, count: number, at = now) {
  const results = await Promise.all(Array.from({ length: count }, () => repo().reserve(id, at)));
  return results.filter(Boolean).length;
}

describe('reserve', () => {
  it('free: 10 concurrent reservations with 5 left give exactly 5', async () => {
    const id = await seedUser();
    expect(await reserveAtOnce(id, 10)).toBe(FREE_USAGE_LIMIT);
    expect(await usageOf(id)).toBe(FREE_USAGE_LIMIT);
    expect(await repo().reserve(id, now)).toBe(false);
    expect(await usageOf(id)).toBe(FREE_USAGE_LIMIT);
  });

  it('free: with 2 left, only 2 of 10 concurrent reservations succeed', async () => {
    const id = await seedUser({ usageCount: FREE_USAGE_LIMIT - 2 });
    expect(await reserveAtOnce(id, 10)).toBe(2);
    expect(await usageOf(id)).toBe(FREE_USAGE_LIMIT);
  });

  it('trial within its 14 days and premium are unlimited, and still counted', async () => {
    const trial = await seedUser({
      subscriptionTier: 'trial',
      trialStartedAt: new Date(now.getTime() - 3 * DAY),
      usageCount: FREE_USAGE_LIMIT,
    });
    const premium = await seedUser({ subscriptionTier: 'premium', usageCount: 100 });
    expect(await reserveAtOnce(trial, 10)).toBe(10);
    expect(await reserveAtOnce(premium, 10)).toBe(10);
    expect(await usageOf(trial)).toBe(FREE_USAGE_LIMIT + 10);
    expect(await usageOf(premium)).toBe(110);
  });

  it('trial: refused once the 14 days are over; one without a start date is open', async () => {
    const started = new Date(now.getTime() - TRIAL_DAYS * DAY);
    const expired = await seedUser({ subscriptionTier: 'trial', trialStartedAt: started });
    expect(await repo().reserve(expired, now)).toBe(false);
    // One millisecond before the end it still reserves.
    expect(await repo().reserve(expired, new Date(now.getTime() - 1))).toBe(true);
    const granted = await seedUser({ subscriptionTier: 'trial', trialStartedAt: null });
    expect(await reserveAtOnce(granted, 3)).toBe(3);
  });

  it('touches only the user it names', async () => {
    const [a, b] = [await seedUser(), await seedUser()];
    expect(await reserveAtOnce(a, 10)).toBe(FREE_USAGE_LIMIT);
    expect(await usageOf(b)).toBe(0);
    expect(await repo().reserve(b, now)).toBe(true);
  });

  it('refuses an unknown user', async () => {
    expect(await repo().reserve(2_000_000_000, now)).toBe(false);
    expect(await repo().plan(2_000_000_000)).toBeUndefined();
  });
});

describe('release', () => {
  it('gives one reservation back, so exactly one more fits', async () => {
    const id = await seedUser();
    expect(await reserveAtOnce(id, FREE_USAGE_LIMIT)).toBe(FREE_USAGE_LIMIT);
    await repo().release(id);
    expect(await usageOf(id)).toBe(FREE_USAGE_LIMIT - 1);
    expect(await reserveAtOnce(id, 3)).toBe(1);
    expect(await usageOf(id)).toBe(FREE_USAGE_LIMIT);
  });

  it('never goes below zero', async () => {
    const id = await seedUser();
    await Promise.all([repo().release(id), repo().release(id)]);
    expect(await usageOf(id)).toBe(0);
    expect(await reserveAtOnce(id, 10)).toBe(FREE_USAGE_LIMIT);
  });
});

describe('startTrial', () => {
  it('turns free into trial once, even when asked concurrently', async () => {
    const id = await seedUser({ usageCount: FREE_USAGE_LIMIT });
    const started = await Promise.all(Array.from({ length: 5 }, () => repo().startTrial(id, now)));
    expect(started.filter(Boolean)).toHaveLength(1);
    expect(await repo().plan(id)).toEqual({
      subscriptionTier: 'trial',
      usageCount: FREE_USAGE_LIMIT,
      trialStartedAt: now,
      role: 'user',
    });
    expect(await repo().reserve(id, now)).toBe(true);
  });

  it('refuses premium, a running trial and a free user who had a trial', async () => {
    const premium = await seedUser({ subscriptionTier: 'premium' });
    const trial = await seedUser({ subscriptionTier: 'trial', trialStartedAt: now });
    const hadOne = await seedUser({ trialStartedAt: new Date(now.getTime() - 30 * DAY) });
    for (const id of [premium, trial, hadOne]) expect(await repo().startTrial(id, now)).toBe(false);
    expect((await repo().plan(premium))!.subscriptionTier).toBe('premium');
    expect((await repo().plan(hadOne))!.subscriptionTier).toBe('free');
  });
});
