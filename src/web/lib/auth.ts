import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../contracts/auth.contract';
import type { PublicConfig } from '../../contracts/system.contract';
import { fetchJsonOrNull } from './api-client';
import { queryKeys } from './query-keys';

export const USER_KEY = queryKeys.user;

/**
 * Whether this browser was signed in when it last asked: a hint only (the session cookie is
 * HTTP-only), used to fetch the signed-in frame while GET /api/user is on its way and to show
 * "Loading..." rather than the marketing home meanwhile. The answer always decides.
 */
const HINT = 'chalkwise:signed-in';
export function signedInHint(): boolean {
  try {
    return localStorage.getItem(HINT) === '1';
  } catch {
    return false;
  }
}
export function rememberSignedIn(user: PublicUser | null) {
  try {
    if (user) localStorage.setItem(HINT, '1');
    else localStorage.removeItem(HINT);
  } catch {
    // Storage refused (private mode): no hint, nothing else changes.
  }
}

/** GET /api/user; 401 means signed out (null), not an error. */
export function useAuth() {
  const q = useQuery<PublicUser | null>({
    queryKey: USER_KEY,
    staleTime: 5 * 60 * 1000,
    queryFn: async () => {
      const user = (await fetchJsonOrNull<{ user: PublicUser }>('/api/user', [401]))?.user ?? null;
      rememberSignedIn(user);
      return user;
    },
  });
  return { user: q.data ?? null, isLoading: q.isLoading, isAuthenticated: !!q.data };
}

export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: queryKeys.publicConfig }).data;
}
