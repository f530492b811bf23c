import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { defaultQueryFn, isUnauthorized } from './api-client';
import { toast } from '../components/ui/toast';
import { UNAUTHORIZED_REDIRECT_MS } from '../../contracts/constants';

const UNAUTHORIZED_TOAST = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
  variant: 'destructive',
} as const;

/** Spec section 4: a lost session shows the toast and goes to /api/login after 500 ms. */
export function redirectToLogin() {
  toast(UNAUTHORIZED_TOAST);
  setTimeout(() => window.location.assign('/api/login'), UNAUTHORIZED_REDIRECT_MS);
}

const onError = (error: unknown) => {
  if (isUnauthorized(error)) redirectToLogin();
};

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
