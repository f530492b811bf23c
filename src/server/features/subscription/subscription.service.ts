import { SUBSCRIPTION_MESSAGES as M } from '../../../contracts/subscription.contract';
import type { Clock } from '../../platform/clock';
import { subscriptionErrors } from './subscription.errors';
import type { SubscriptionRepository } from './subscription.repository';
import { isMetered, subscriptionInfoOf } from './subscription.rules';

export function createSubscriptionService({
  repo,
  clock,
  activeEngine,
}: {
  repo: SubscriptionRepository;
  clock: Clock;
  /**
   * The engine that answers this teacher now (it can change while the server runs, and guests
   * always get the built-in one), for the plan banner.
   */
  activeEngine?: (userId: number) => Promise<string>;
}) {
  async function info(userId: number) {
    const plan = await repo.plan(userId);
    if (!plan) throw subscriptionErrors.user_not_found();
    return subscriptionInfoOf(plan, clock.now(), await activeEngine?.(userId));
  }

  return {
    info,

    async startTrial(userId: number) {
      if (await repo.startTrial(userId, clock.now())) return info(userId);
      const plan = await repo.plan(userId);
      throw subscriptionErrors.trial_unavailable(
        plan?.role === 'guest'
          ? M.guestNoTrial
          : plan?.subscriptionTier === 'premium'
            ? M.alreadyPremium
            : M.trialAlreadyUsed,
      );
    },

    /** Gives a generation back when work done after the request failed (an avatar render). */
    refund: (userId: number) => repo.release(userId),

    /**
     * Runs one metered generation: takes a generation first (402 when the plan has none left),
     * gives it back if the work fails, so a failed call never costs the teacher. `engine`, when
     * given, is the one that will answer: an engine that costs nothing runs without the plan.
     */
    async metered<T>(userId: number, work: () => Promise<T>, engine?: string): Promise<T> {
      if (engine !== undefined && !isMetered(engine)) return work();
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
