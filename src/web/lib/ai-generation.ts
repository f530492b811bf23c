import { useState } from 'react';
import { AI_MESSAGES } from '../../contracts/ai.contract';
import { isApiError, serverMessage } from './api-client';
import { useRefreshPlan } from './subscription';

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

/**
 * Generate with AI in a create dialog: call the engine, then save its result. `generating`
 * stays true until the save settles; the plan banner is refreshed after any attempt, since any
 * attempt may change the remaining count.
 */
export function useGenerateThenSave() {
  const [generating, setGenerating] = useState(false);
  const refreshPlan = useRefreshPlan();
  async function run<T>(steps: {
    generate: () => Promise<T>;
    onFailure: (error: unknown) => void;
    save: (result: T, settle: () => void) => void;
  }) {
    setGenerating(true);
    let result: T;
    try {
      result = await steps.generate().finally(refreshPlan);
    } catch (error) {
      steps.onFailure(error);
      setGenerating(false);
      return;
    }
    steps.save(result, () => setGenerating(false));
  }
  return { generating, run };
}
