import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  SUBSCRIPTION_MESSAGES as M,
  type SubscriptionInfo,
} from '../../contracts/subscription.contract';
import { fetchJson, serverMessage } from './api-client';
import { queryKeys } from './query-keys';
import { toast, toastError } from '../components/ui/toast';

const SUBSCRIPTION_KEY = queryKeys.subscription;

export const useSubscription = () => useQuery<SubscriptionInfo>({ queryKey: SUBSCRIPTION_KEY });

/** The banner's button: starts the trial and says how it went (startTrialNow). */
export function useStartTrial() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => startTrialNow(qc) });
}

/**
 * Starts the trial from outside a component (a toast's button outlives the form that showed it)
 * and says how it went, as the banner's button does.
 */
export async function startTrialNow(qc: QueryClient) {
  try {
    const info = await fetchJson<SubscriptionInfo>('POST', '/api/subscription/start-trial');
    qc.setQueryData(SUBSCRIPTION_KEY, info);
    toast({ title: M.trialStarted, description: M.trialStartedDetail });
  } catch (e) {
    toastError(M.startTrialFailed, serverMessage(e) ?? M.startTrialFailed);
  }
}

/** Whether a free trial can be started now, read fresh (a 402 may be the first plan news). */
export const trialAvailable = (qc: QueryClient) =>
  qc
    .fetchQuery<SubscriptionInfo>({ queryKey: SUBSCRIPTION_KEY, staleTime: 0 })
    .then((info) => info.trialAvailable)
    .catch(() => false);

/** After any generation (success or not) the remaining count may have changed. */
export function useRefreshPlan() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
}
