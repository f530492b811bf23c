import { describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../contracts/ai.contract';
import { SUBSCRIPTION_ERRORS } from '../../contracts/subscription.contract';
import { MISSING_DESCRIPTION, MISSING_TITLE, aiFailureMessage } from './ai-generation';
import { ApiError } from './api-client';

describe('AI generation messages', () => {
  it('splits the spec message into the toast title and description', () => {
    expect(MISSING_TITLE).toBe('Missing Information');
    expect(MISSING_DESCRIPTION).toBe('Please fill in all required fields.');
    expect(`${MISSING_TITLE}: ${MISSING_DESCRIPTION}`).toBe(AI_MESSAGES.missingInformation);
  });

  it('shows a plan limit as the server words it, anything else as the fallback', () => {
    const limit = new ApiError(
      402,
      JSON.stringify({
        message: 'Free limit reached',
        code: SUBSCRIPTION_ERRORS.plan_limit.code,
        reason: 'free_limit_exceeded',
      }),
    );
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
