import { useMutation, useQuery } from '@tanstack/react-query';
import type { SsoLink } from '../../../contracts/sso.contract';
import { fetchJson } from '../../lib/api-client';

/** Whether the caller's account is linked to the school's sign-in (issue 36 item 7). */
export const useSsoLink = () => useQuery<SsoLink>({ queryKey: ['/api/user/sso'] });

/** Starts linking: the browser then leaves for the school's sign-in page and comes back. */
export const useStartSsoLink = () =>
  useMutation({
    mutationFn: () => fetchJson<{ url: string }>('POST', '/api/user/sso/link'),
    onSuccess: ({ url }) => window.location.assign(url),
  });
