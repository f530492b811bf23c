import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../contracts/auth.contract';
import type { PublicConfig } from '../../contracts/system.contract';
import { fetchJsonOrNull } from './api-client';
import { queryKeys } from './query-keys';

export const USER_KEY = queryKeys.user;

/**
 * Whether the browser sent a session cookie with this page (the server marks the page; the
 * cookie itself is HTTP-only): a hint used to fetch the signed-in frame while GET /api/user is
 * on its way, and to show "Loading..." rather than the marketing home meanwhile. The answer to
 * GET /api/user always decides.
 */
export const signedInHint = () => document.documentElement.dataset.session === '1';

/** GET /api/user; 401 means signed out (null), not an error. */
export function useAuth() {
  const q = useQuery<PublicUser | null>({
    queryKey: USER_KEY,
    staleTime: 5 * 60 * 1000,
    queryFn: async () =>
      (await fetchJsonOrNull<{ user: PublicUser }>('/api/user', [401]))?.user ?? null,
  });
  return { user: q.data ?? null, isLoading: q.isLoading, isAuthenticated: !!q.data };
}

export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: queryKeys.publicConfig }).data;
}
