import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { defaultQueryFn, isApiError, isUnauthorized } from './api-client';
import { queryKeys } from './query-keys';
import { toastError, toastsReady } from '../components/ui/toast';
import { UNAUTHORIZED_REDIRECT_MS } from '../../contracts/constants';

/**
 * Spec section 4: a lost session shows the toast and goes to /api/login after 500 ms; the
 * page the teacher was on comes along, so signing in brings them back to it.
 */
export function redirectToLogin() {
  toastError('Unauthorized', 'You are logged out. Logging in again...');
  const here = window.location.pathname + window.location.search;
  const target = here === '/' ? '/api/login' : `/api/login?next=${encodeURIComponent(here)}`;
  // The toast's own chunk may still be on its way: the wait starts once it can be seen.
  void toastsReady().then(() =>
    setTimeout(() => window.location.assign(target), UNAUTHORIZED_REDIRECT_MS),
  );
}

/** The one code the client routes on: the app then shows only the change-password screen. */
const PASSWORD_CHANGE_REQUIRED = 'auth.password_change_required';

/**
 * Sign-in, registration and guest login answer 401 for a wrong password: that is the answer
 * shown in the form, not a lost session, so those mutations opt out with `meta.authCall`.
 */
export const AUTH_CALL_META = { authCall: true } as const;

export function createQueryClient() {
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) redirectToLogin();
    // Signed in with an administrator's temporary password (in this tab or another): GET
    // /api/user says so, and the app shows the change screen instead of this page.
    else if (isApiError(error, PASSWORD_CHANGE_REQUIRED))
      void client.invalidateQueries({ queryKey: queryKeys.user });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.authCall) onError(error);
      },
    }),
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
  return client;
}
