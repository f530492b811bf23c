import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionInfo } from '../../contracts/subscription.contract';
import { fetchJson } from './api-client';
import { queryKeys } from './query-keys';

const SUBSCRIPTION_KEY = queryKeys.subscription;

export const useSubscription = () => useQuery<SubscriptionInfo>({ queryKey: SUBSCRIPTION_KEY });

export function useStartTrial() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => fetchJson<SubscriptionInfo>('POST', '/api/subscription/start-trial'),
    onSuccess: (info) => qc.setQueryData(SUBSCRIPTION_KEY, info),
  });
}

/** After any generation (success or not) the remaining count may have changed. */
export function useRefreshPlan() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
}
