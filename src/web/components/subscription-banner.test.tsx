// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SubscriptionInfo } from '../../contracts/subscription.contract';
import { queryKeys } from '../lib/query-keys';
import { renderWithQuery, staysLoading } from '../testing/render-with-query';
import { SubscriptionBanner } from './subscription-banner';

const FREE: SubscriptionInfo = {
  tier: 'free',
  hasAccess: true,
  usageLimit: 5,
  usageCount: 2,
  daysRemaining: null,
  reason: null,
  trialAvailable: true,
  unlimitedEngine: null,
};

function show(info: SubscriptionInfo) {
  renderWithQuery(<SubscriptionBanner />, { staleTime: Infinity, queryFn: staysLoading }, [
    [queryKeys.subscription, info],
    [queryKeys.publicConfig, { pricingUrl: 'https://example.test/pricing' }],
  ]);
  return screen.getByTestId('subscription-banner');
}

afterEach(cleanup);

describe('SubscriptionBanner', () => {
  it('says generating is unlimited while an engine that costs nothing answers, even past the plan', () => {
    const banner = show({
      ...FREE,
      usageCount: 5,
      hasAccess: false,
      reason: 'free_limit_exceeded',
      unlimitedEngine: 'builtin',
    });
    expect(banner.textContent).toContain('Unlimited AI generations');
    expect(banner.textContent).toContain("Chalkwise's built-in engine runs on this server");
    expect(banner.textContent).toContain(
      'Your 5 free generations are for paid AI providers (5 used)',
    );
    expect(banner.textContent).not.toContain('Free limit reached');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('counts down for a paid provider and says which generations count', () => {
    const banner = show(FREE);
    expect(screen.getByTestId('subscription-title').textContent).toBe(
      '3 of 5 free AI generations left',
    );
    expect(banner.textContent).toContain('Generations by a paid AI provider count');
    expect(screen.getByRole('button', { name: /Start Free Trial/ })).toBeTruthy();
  });
});
