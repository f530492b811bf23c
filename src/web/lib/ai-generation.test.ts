// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../contracts/ai.contract';
import { SUBSCRIPTION_ERRORS, SUBSCRIPTION_MESSAGES } from '../../contracts/subscription.contract';
import {
  MISSING_DESCRIPTION,
  MISSING_TITLE,
  aiFailureMessage,
  isFreeLimit,
  requiredFilledIn,
  useAiFailureToast,
} from './ai-generation';
import { ApiError } from './api-client';
import { dismissToast, useToasts } from '../components/ui/toast';

/** The free plan's 402, as the server sends it. */
const limit = new ApiError(
  402,
  JSON.stringify({
    message: 'Free limit reached',
    code: SUBSCRIPTION_ERRORS.plan_limit.code,
    reason: 'free_limit_exceeded',
  }),
);

describe('AI generation messages', () => {
  it('splits the spec message into the toast title and description', () => {
    expect(MISSING_TITLE).toBe('Missing Information');
    expect(MISSING_DESCRIPTION).toBe('Please fill in all required fields.');
    expect(`${MISSING_TITLE}: ${MISSING_DESCRIPTION}`).toBe(AI_MESSAGES.missingInformation);
  });

  it('shows a plan limit as the server words it, anything else as the fallback', () => {
    expect(aiFailureMessage(limit, 'Failed')).toBe('Free limit reached');
    const engine = new ApiError(
      502,
      '{"message":"The AI service answered with something unusable"}',
    );
    expect(aiFailureMessage(engine, 'Failed')).toBe('Failed');
    expect(aiFailureMessage(new ApiError(402, '', 'Payment Required'), 'Failed')).toBe('Failed');
    // The decision is the status, never the text of a plain error.
    expect(aiFailureMessage(new Error('402: {"message":"Free limit reached"}'), 'Failed')).toBe(
      'Failed',
    );
    expect(aiFailureMessage('nope', 'Failed')).toBe('Failed');
  });
});

/** The toasts showing now (the store's own hook, read once). */
const readToasts = () => renderHook(() => useToasts()).result.current;
const dismissAll = () => readToasts().forEach((t) => dismissToast(t.id));

describe('the plan-limit toast', () => {
  function toastFor(error: unknown, trialAvailable: boolean) {
    const qc = new QueryClient({
      defaultOptions: { queries: { retry: false, queryFn: async () => ({ trialAvailable }) } },
    });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: qc }, children);
    const { result } = renderHook(() => useAiFailureToast(), { wrapper });
    return result.current(error, 'Error', 'Free limit reached');
  }

  afterEach(() => dismissAll());

  it('offers Start Free Trial on the free limit when a trial is available', async () => {
    await toastFor(limit, true);
    const [shown] = readToasts();
    expect(shown?.action?.label).toBe(SUBSCRIPTION_MESSAGES.startTrial);
    expect(shown?.persistent).toBe(true);
    expect(shown?.variant).toBe('destructive');
  });

  it('offers nothing when the trial was used, or for any other failure', async () => {
    await toastFor(limit, false);
    expect(readToasts()[0]?.action).toBeUndefined();
    await toastFor(new ApiError(402, '{"message":"Trial expired","reason":"trial_expired"}'), true);
    expect(readToasts()[0]?.action).toBeUndefined();
    await toastFor(new ApiError(502, '{"message":"down"}'), true);
    expect(readToasts()[0]?.action).toBeUndefined();
    expect(isFreeLimit(limit)).toBe(true);
  });
});

describe('requiredFilledIn', () => {
  afterEach(dismissAll);

  it('lets generation go ahead when every field has text, with no toast', () => {
    expect(requiredFilledIn(['Fractions', 'Mathematics', '5'])).toBe(true);
    expect(readToasts()).toHaveLength(0);
  });

  it('stops it with the Missing Information toast when one is blank or spaces', () => {
    expect(requiredFilledIn(['Fractions', '  ', '5'])).toBe(false);
    expect(readToasts()[0]).toMatchObject({
      title: MISSING_TITLE,
      description: MISSING_DESCRIPTION,
    });
    dismissAll();
    expect(requiredFilledIn(['Fractions', undefined])).toBe(false);
    expect(readToasts()).toHaveLength(1);
  });
});
