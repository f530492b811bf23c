import { FREE_USAGE_LIMIT, TRIAL_DAYS, type SubscriptionTier } from '../../../contracts/constants';
import type { SubscriptionInfo } from '../../../contracts/subscription.contract';
import { DAY } from '../../platform/clock';
import { isPaidEngine } from '../../ai/paid-engines';

export interface PlanState {
  subscriptionTier: SubscriptionTier;
  usageCount: number;
  trialStartedAt: Date | null;
  /** Guests never get a trial (issue 23 item 3). */
  role?: string;
}

/** The trial's last instant; a trial an admin granted without a start date runs from now. */
const trialEnds = (startedAt: Date | null, now: Date) =>
  new Date((startedAt ?? now).getTime() + TRIAL_DAYS * DAY);

/** Plans meter only the paid providers (decision 0018). */
export const isMetered = isPaidEngine;

/** Spec section 3 "Subscription info", computed from the stored plan, the clock and the engine. */
export function subscriptionInfoOf(p: PlanState, now: Date, engine?: string): SubscriptionInfo {
  const base = {
    tier: p.subscriptionTier,
    usageLimit: FREE_USAGE_LIMIT,
    usageCount: p.usageCount,
    trialAvailable:
      p.subscriptionTier === 'free' && p.trialStartedAt === null && p.role !== 'guest',
    unlimitedEngine: engine !== undefined && !isMetered(engine) ? engine : null,
  };
  if (p.subscriptionTier === 'premium')
    return { ...base, hasAccess: true, daysRemaining: null, reason: null };
  if (p.subscriptionTier === 'trial') {
    const left = trialEnds(p.trialStartedAt, now).getTime() - now.getTime();
    const hasAccess = left > 0;
    return {
      ...base,
      hasAccess,
      daysRemaining: Math.max(0, Math.ceil(left / DAY)),
      reason: hasAccess ? null : 'trial_expired',
    };
  }
  const hasAccess = p.usageCount < FREE_USAGE_LIMIT;
  return {
    ...base,
    hasAccess,
    daysRemaining: null,
    reason: hasAccess ? null : 'free_limit_exceeded',
  };
}
