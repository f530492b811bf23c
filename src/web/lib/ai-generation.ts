import { useQueryClient } from '@tanstack/react-query';
import { AI_MESSAGES } from '../../contracts/ai.contract';
import { SUBSCRIPTION_MESSAGES } from '../../contracts/subscription.contract';
import { isApiError, serverMessage } from './api-client';
import { startTrialNow, trialAvailable, useRefreshPlan } from './subscription';
import { toastError } from '../components/ui/toast';

/** The spec's 'Missing Information: Please fill in all required fields.' as a toast's two parts. */
export const [MISSING_TITLE, MISSING_DESCRIPTION] = AI_MESSAGES.missingInformation.split(': ') as [
  string,
  string,
];

/**
 * Generating needs every required field: true when all are filled in; otherwise the Missing
 * Information toast, and false.
 */
export function requiredFilledIn(values: ReadonlyArray<string | undefined>) {
  if (values.every((v) => v?.trim())) return true;
  toastError(MISSING_TITLE, MISSING_DESCRIPTION);
  return false;
}

/**
 * What a failed generation tells the teacher: a 402 carries the plan's own message (free limit
 * reached, trial expired); anything else gets the screen's fallback.
 */
export function aiFailureMessage(error: unknown, fallback: string) {
  const planLimit = isApiError(error) && error.status === 402;
  return (planLimit && serverMessage(error)) || fallback;
}

/** True for the free plan's 402, the one a trial can lift. */
export const isFreeLimit = (error: unknown) =>
  isApiError(error) && error.status === 402 && error.reason === 'free_limit_exceeded';

/**
 * A failed generation's toast; on the free plan's limit, with a Start Free Trial button when a
 * trial can still be started (it really starts it, as the banner's button does).
 */
export function useAiFailureToast() {
  const qc = useQueryClient();
  return async (error: unknown, title: string, description: string) => {
    const offer = isFreeLimit(error) && (await trialAvailable(qc));
    toastError(
      title,
      description,
      offer
        ? {
            persistent: true,
            action: {
              label: SUBSCRIPTION_MESSAGES.startTrial,
              onClick: () => void startTrialNow(qc),
            },
          }
        : undefined,
    );
  };
}

/**
 * The options of a generate-and-save mutation in a create dialog: on failure the plan's message
 * or the screen's fallback; after any attempt the plan banner refreshes, since any attempt may
 * change the remaining count.
 */
export function useAiDraftOptions(messages: { errorTitle: string; generateFailed: string }) {
  const refreshPlan = useRefreshPlan();
  const failed = useAiFailureToast();
  return {
    onError: (error: unknown) =>
      void failed(error, messages.errorTitle, aiFailureMessage(error, messages.generateFailed)),
    onSettled: refreshPlan,
  };
}
