import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../contracts/auth.contract';
import type { PublicConfig } from '../../contracts/system.contract';
import { fetchJsonOrNull } from './api-client';
import { queryKeys } from './query-keys';

export const USER_KEY = queryKeys.user;

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
