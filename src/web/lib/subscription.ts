import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionInfo } from '../../contracts/subscription.contract';
import { apiRequest } from './api-client';

export const SUBSCRIPTION_KEY = ['/api/subscription/info'];

export const useSubscription = () => useQuery<SubscriptionInfo>({ queryKey: SUBSCRIPTION_KEY });

export function useStartTrial() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest('POST', '/api/subscription/start-trial')
      ).json()) as SubscriptionInfo,
    onSuccess: (info) => qc.setQueryData(SUBSCRIPTION_KEY, info),
  });
}

/** After any generation (success or not) the remaining count may have changed. */
export function useRefreshPlan() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
}
