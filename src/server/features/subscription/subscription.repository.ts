import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { FREE_USAGE_LIMIT, TRIAL_DAYS } from '../../../contracts/constants';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema/index';
import { DAY } from '../../platform/clock';

/** Plan SQL. The reservation is one conditional UPDATE, so concurrent calls cannot overspend. */
export function createSubscriptionRepository(db: Db) {
  return {
    async plan(userId: number) {
      const [row] = await db
        .select({
          subscriptionTier: users.subscriptionTier,
          usageCount: users.usageCount,
          trialStartedAt: users.trialStartedAt,
          role: users.role,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Takes one generation if the plan allows it right now; false when it does not. */
    async reserve(userId: number, now: Date) {
      const trialFloor = new Date(now.getTime() - TRIAL_DAYS * DAY);
      const rows = await db
        .update(users)
        .set({ usageCount: sql`${users.usageCount} + 1` })
        .where(
          and(
            eq(users.id, userId),
            or(
              eq(users.subscriptionTier, 'premium'),
              and(eq(users.subscriptionTier, 'free'), lt(users.usageCount, FREE_USAGE_LIMIT)),
              and(
                eq(users.subscriptionTier, 'trial'),
                or(isNull(users.trialStartedAt), gt(users.trialStartedAt, trialFloor)),
              ),
            ),
          ),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Gives a reservation back when the engine failed (the teacher got nothing). */
    async release(userId: number) {
      await db
        .update(users)
        .set({ usageCount: sql`greatest(${users.usageCount} - 1, 0)` })
        .where(eq(users.id, userId));
    },

    /** free → trial, once: a user who ever started a trial has a start date. */
    async startTrial(userId: number, now: Date) {
      const rows = await db
        .update(users)
        .set({ subscriptionTier: 'trial', trialStartedAt: now })
        .where(
          and(
            eq(users.id, userId),
            eq(users.subscriptionTier, 'free'),
            isNull(users.trialStartedAt),
            // A guest's sandbox lasts a day and is anyone's: no paid-provider trial for it.
            ne(users.role, 'guest'),
          ),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
