import { z } from 'zod';
import { defineErrors } from './errors';
import { FREE_USAGE_LIMIT, SUBSCRIPTION_TIERS, TRIAL_DAYS } from './constants';

/** Plan strings; spec sections 2, 4 and 8 word for word where the spec has them. */
export const SUBSCRIPTION_MESSAGES = {
  freeLimitReached: 'Free limit reached',
  trialExpired: 'Trial expired',
  freeLimitDetail: `Free limit reached: you have used your ${FREE_USAGE_LIMIT} free AI generations. Start a free trial or upgrade to keep generating.`,
  trialExpiredDetail: 'Trial expired: your free trial has ended. Upgrade to keep generating.',
  startTrialFailed: 'Failed to start trial',
  trialStarted: 'Free trial started',
  trialStartedDetail: `${TRIAL_DAYS} days of full access`,
  trialAlreadyUsed: 'You have already used your free trial.',
  guestNoTrial: 'Guest accounts cannot start a trial. Create a free account to try Premium.',
  alreadyPremium: 'You already have premium access.',
  startTrial: 'Start Free Trial',
  upgradeNow: 'Upgrade Now',
} as const;

const ACCESS_REASONS = ['free_limit_exceeded', 'trial_expired'] as const;
export type AccessReason = (typeof ACCESS_REASONS)[number];

export const subscriptionInfo = z.object({
  tier: z.enum(SUBSCRIPTION_TIERS),
  hasAccess: z.boolean(),
  usageLimit: z.number().int(),
  usageCount: z.number().int(),
  /** Whole days left of the trial; null outside a trial. */
  daysRemaining: z.number().int().nullable(),
  reason: z.enum(ACCESS_REASONS).nullable(),
  /** A free trial can still be started (free plan, no trial before). */
  trialAvailable: z.boolean(),
  /**
   * The engine answering now when it costs nothing ('builtin', 'local'): its generations are not
   * counted, so the teacher can generate whatever the plan's count; null for a paid provider.
   * `hasAccess` and `reason` describe the plan itself, which applies to paid providers only.
   */
  unlimitedEngine: z.string().nullable(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfo>;

export const SUBSCRIPTION_ERRORS = defineErrors('subscription', {
  user_not_found: { status: 404, message: 'User not found' },
  trial_unavailable: { status: 409, message: SUBSCRIPTION_MESSAGES.trialAlreadyUsed },
  /** 402 with `reason` free_limit_exceeded or trial_expired (product-decisions.md, plans). */
  plan_limit: { status: 402, message: SUBSCRIPTION_MESSAGES.freeLimitDetail },
});
