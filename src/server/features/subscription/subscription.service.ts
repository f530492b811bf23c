import { SUBSCRIPTION_MESSAGES as M } from '../../../contracts/subscription.contract';
import type { Clock } from '../../platform/clock';
import { subscriptionErrors } from './subscription.errors';
import type { SubscriptionRepository } from './subscription.repository';
import { subscriptionInfoOf } from './subscription.rules';

export function createSubscriptionService({
  repo,
  clock,
}: {
  repo: SubscriptionRepository;
  clock: Clock;
}) {
  async function info(userId: number) {
    const plan = await repo.plan(userId);
    if (!plan) throw subscriptionErrors.user_not_found();
    return subscriptionInfoOf(plan, clock.now());
  }

  return {
    info,

    async startTrial(userId: number) {
      if (await repo.startTrial(userId, clock.now())) return info(userId);
      const current = await info(userId);
      throw subscriptionErrors.trial_unavailable(
        current.tier === 'premium' ? M.alreadyPremium : M.trialAlreadyUsed,
      );
    },

    /** Gives a generation back when work done after the request failed (an avatar render). */
    refund: (userId: number) => repo.release(userId),

    /**
     * Runs one metered generation: takes a generation first (402 when the plan has none left),
     * gives it back if the work fails, so a failed call never costs the teacher.
     */
    async metered<T>(userId: number, work: () => Promise<T>): Promise<T> {
      if (!(await repo.reserve(userId, clock.now()))) {
        const { reason } = await info(userId);
        throw reason === 'trial_expired'
          ? subscriptionErrors.plan_limit(M.trialExpiredDetail, { reason })
          : subscriptionErrors.plan_limit(M.freeLimitDetail, { reason: 'free_limit_exceeded' });
      }
      try {
        return await work();
      } catch (error) {
        await repo.release(userId);
        throw error;
      }
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
