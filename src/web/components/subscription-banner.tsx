import { countOf } from '../lib/format';
import type { ReactNode } from 'react';
import { Crown, Loader2, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { SUBSCRIPTION_MESSAGES as M } from '../../contracts/subscription.contract';
import { Button, buttonClass } from './ui/button';
import { usePublicConfig } from '../lib/auth';
import { useStartTrial, useSubscription } from '../lib/subscription';

/** Engines that cost nothing, as the banner names them (subscription.rules.ts lists them). */
const FREE_ENGINE_NAMES: Record<string, string> = {
  builtin: "Chalkwise's built-in engine",
  local: 'The local AI model',
  ollama: 'Ollama',
};

/**
 * Spec section 4 "Subscription": one banner per plan state; premium shows nothing. While an
 * engine that costs nothing answers, the plan does not limit generating, and the banner says so.
 */
export function SubscriptionBanner() {
  const { data: info } = useSubscription();
  const config = usePublicConfig();
  const start = useStartTrial();
  const [path] = useLocation();
  if (!info || info.tier === 'premium') return null;

  const upgrade = (
    <a
      href={config?.pricingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass()}
    >
      <Crown className="size-4" aria-hidden="true" /> {M.upgradeNow}
    </a>
  );
  const startTrial = (
    <Button disabled={start.isPending} onClick={() => start.mutate()}>
      {start.isPending ? (
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <Sparkles className="size-4" aria-hidden="true" />
      )}
      {M.startTrial}
    </Button>
  );

  let title: string;
  let detail: string;
  let action: ReactNode = upgrade;
  const limited = !info.hasAccess && !info.unlimitedEngine;
  if (info.unlimitedEngine) {
    title = 'Unlimited AI generations';
    detail = `${FREE_ENGINE_NAMES[info.unlimitedEngine] ?? info.unlimitedEngine} runs on this server, so its generations are not counted against your plan.${info.tier === 'free' ? ` Your ${info.usageLimit} free generations are for paid AI providers (${Math.min(info.usageCount, info.usageLimit)} used).` : ''}`;
    action = null;
  } else if (!info.hasAccess) {
    title = info.reason === 'trial_expired' ? M.trialExpired : M.freeLimitReached;
    detail =
      info.reason === 'trial_expired'
        ? 'Your free trial has ended. Upgrade to keep generating with AI.'
        : `You have used all ${info.usageLimit} free AI generations.`;
    if (info.reason === 'free_limit_exceeded') action = startTrial;
  } else if (info.tier === 'trial') {
    title = `Free trial: ${countOf(info.daysRemaining ?? 0, 'day')} remaining`;
    detail = 'Unlimited AI generations until your trial ends.';
  } else {
    const left = Math.max(0, info.usageLimit - info.usageCount);
    title = `${left} of ${info.usageLimit} free AI generations left`;
    // Says which generations count, so it agrees with Time Saved's count of AI-made work.
    detail =
      'Generations by a paid AI provider count; the built-in engine and local models are unlimited. Start a free trial for 14 days of full access.';
    action = startTrial;
  }

  return (
    <section
      aria-label="Subscription"
      data-testid="subscription-banner"
      className={`flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between ${limited ? 'border-destructive/40 bg-destructive/5' : 'bg-card'}`}
    >
      <div>
        <p className="font-semibold" data-testid="subscription-title">
          {title}
        </p>
        <p className="text-sm text-muted-foreground">
          {detail}
          {/* Not on /usage itself: a link to the page you are on goes nowhere. */}
          {path !== '/usage' && (
            <>
              {' '}
              <Link href="/usage" className="underline underline-offset-2">
                See your AI usage
              </Link>
            </>
          )}
        </p>
      </div>
      {action}
    </section>
  );
}
