import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../contracts/auth.contract';
import type { PublicConfig } from '../../contracts/system.contract';

export const USER_KEY = ['/api/user'] as const;

/** GET /api/user; 401 means signed out (null), not an error. */
export function useAuth() {
  const q = useQuery<PublicUser | null>({
    queryKey: USER_KEY,
    staleTime: 5 * 60 * 1000,
    queryFn: async () => {
      const res = await fetch('/api/user', { credentials: 'include' });
      if (res.status === 401) return null;
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
      return ((await res.json()) as { user: PublicUser }).user;
    },
  });
  return { user: q.data ?? null, isLoading: q.isLoading, isAuthenticated: !!q.data };
}

export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: ['/api/config/public'] }).data;
}
