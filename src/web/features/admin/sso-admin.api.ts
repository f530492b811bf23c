import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoSettings, SsoSettingsBody } from '../../../contracts/sso.contract';
import { fetchJson } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../components/ui/toast';

/** The Admin page's Sign-in tab (issue 36 item 7); the key is also the URL it reads. */
const SSO = ['/api/admin/sso'] as const;

export const useSsoSettings = () => useQuery<SsoSettings>({ queryKey: SSO });

/** A change: the tab shows the server's answer, and the sign-in dialog's button follows it. */
function useSsoChange<T>(method: 'PUT' | 'DELETE', url: string, done: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => fetchJson<SsoSettings>(method, url, body),
    onSuccess: (settings) => {
      qc.setQueryData(SSO, settings);
      void qc.invalidateQueries({ queryKey: queryKeys.publicConfig });
      toast({ title: done });
    },
  });
}

export const useSaveSso = () =>
  useSsoChange<SsoSettingsBody>('PUT', '/api/admin/sso', 'School sign-in saved');
export const useRequireSso = () =>
  useSsoChange<{ required: boolean }>('PUT', '/api/admin/sso/required', 'Sign-in rule saved');
export const useClearSso = () =>
  useSsoChange<undefined>('DELETE', '/api/admin/sso', 'School sign-in turned off');
