import { AI_MESSAGES } from '../../contracts/ai.contract';
import { isApiError, serverMessage } from './api-client';

/** The spec's 'Missing Information: Please fill in all required fields.' as a toast's two parts. */
export const [MISSING_TITLE, MISSING_DESCRIPTION] = AI_MESSAGES.missingInformation.split(': ') as [
  string,
  string,
];

/**
 * What a failed generation tells the teacher: a 402 carries the plan's own message (free limit
 * reached, trial expired); anything else gets the screen's fallback.
 */
export function aiFailureMessage(error: unknown, fallback: string) {
  const planLimit = isApiError(error) && error.status === 402;
  return (planLimit && serverMessage(error)) || fallback;
}
