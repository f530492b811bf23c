import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LtiIntegrations, LtiPlatformBody } from '../../../contracts/lti.contract';
import { fetchJson } from '../../lib/api-client';
import { toast } from '../../components/ui/toast';

/** The Admin page's Integrations tab (issue 36 item 2); the key is also the URL it reads. */
const LTI = ['/api/admin/lti'] as const;

export const useIntegrations = () => useQuery<LtiIntegrations>({ queryKey: LTI });

/** A change answers the whole tab; it replaces what is shown. */
function useLtiChange<T>(
  request: (vars: T) => Promise<LtiIntegrations>,
  done: (vars: T) => string,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (data, vars) => {
      qc.setQueryData(LTI, data);
      toast({ title: done(vars) });
    },
  });
}

export const useAddPlatform = () =>
  useLtiChange<LtiPlatformBody>(
    (body) => fetchJson('POST', '/api/admin/lti/platforms', body),
    (body) => `${body.name} added`,
  );

export const useSetPlatformEnabled = () =>
  useLtiChange<{ id: number; name: string; enabled: boolean }>(
    ({ id, enabled }) => fetchJson('PATCH', `/api/admin/lti/platforms/${id}`, { enabled }),
    ({ name, enabled }) =>
      enabled ? `Launches from ${name} turned on` : `Launches from ${name} turned off`,
  );

export const useRemovePlatform = () =>
  useLtiChange<{ id: number; name: string }>(
    ({ id }) => fetchJson('DELETE', `/api/admin/lti/platforms/${id}`),
    ({ name }) => `${name} removed`,
  );

export const useAddDeployment = () =>
  useLtiChange<{ id: number; deploymentId: string }>(
    ({ id, deploymentId }) =>
      fetchJson('POST', `/api/admin/lti/platforms/${id}/deployments`, { deploymentId }),
    ({ deploymentId }) => `Deployment ${deploymentId} added`,
  );

export const useRemoveDeployment = () =>
  useLtiChange<{ id: number; rowId: number; deploymentId: string }>(
    ({ id, rowId }) => fetchJson('DELETE', `/api/admin/lti/platforms/${id}/deployments/${rowId}`),
    ({ deploymentId }) => `Deployment ${deploymentId} removed`,
  );

/** A one-time registration link; the tab shows it until the admin leaves. */
export const useRegistrationLink = () =>
  useMutation({
    mutationFn: () =>
      fetchJson<{ url: string; expiresAt: string }>('POST', '/api/admin/lti/registrations'),
  });
