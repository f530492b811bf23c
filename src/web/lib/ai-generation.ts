import { AI_MESSAGES } from '../../contracts/ai.contract';
import { isApiError, serverMessage } from './api-client';
import { useRefreshPlan } from './subscription';
import { toast } from '../components/ui/toast';

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
 * The options of a generate-and-save mutation in a create dialog: on failure the plan's message
 * or the screen's fallback; after any attempt the plan banner refreshes, since any attempt may
 * change the remaining count.
 */
export function useAiDraftOptions(messages: { errorTitle: string; generateFailed: string }) {
  const refreshPlan = useRefreshPlan();
  return {
    onError: (error: unknown) =>
      toast({
        title: messages.errorTitle,
        description: aiFailureMessage(error, messages.generateFailed),
        variant: 'destructive',
      }),
    onSettled: refreshPlan,
  };
}
