import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES as M } from '../../../contracts/auth.contract';
import type {
  AdminStats,
  CreateUserBody,
  PublicUser,
  UpdateUserBody,
} from '../../../contracts/auth.contract';
import type { AdminUsage } from '../../../contracts/usage.contract';
import type { PasswordReset } from '../../../contracts/admin.contract';
import { apiRequest, fetchJson, serverMessage } from '../../lib/api-client';
import { toast, toastError } from '../../components/ui/toast';
import { queryKeys } from '../../lib/query-keys';

const { users: USERS, stats: STATS } = queryKeys.admin;

export const useUsers = () => useQuery<PublicUser[]>({ queryKey: USERS });
export const useStats = () => useQuery<AdminStats>({ queryKey: STATS });

/**
 * Every admin mutation says how it went (the server's reason when it refuses) and refreshes
 * the list and the figures.
 */
function useAdminMutation<T>(
  fn: (v: T) => Promise<unknown>,
  messages: { success: string; failure: string },
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => toast({ title: messages.success }),
    onError: (error) => toastError(messages.failure, serverMessage(error)),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: USERS }),
        qc.invalidateQueries({ queryKey: STATS }),
      ]),
  });
}

export const useCreateUser = () =>
  useAdminMutation((body: CreateUserBody) => apiRequest('POST', '/api/admin/users', body), {
    success: M.created,
    failure: M.createFailed,
  });
export const useUpdateUser = () =>
  useAdminMutation(
    ({ id, ...body }: UpdateUserBody & { id: number }) =>
      apiRequest('PATCH', `/api/admin/users/${id}`, body),
    { success: M.updated, failure: M.updateFailed },
  );
export const useDeleteUser = () =>
  useAdminMutation((id: number) => apiRequest('DELETE', `/api/admin/users/${id}`), {
    success: M.deleted,
    failure: M.deleteFailed,
  });

/** A temporary password, shown once in the dialog that asked for it (no toast: it is the answer). */
export const useResetPassword = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      fetchJson<PasswordReset>('POST', `/api/admin/users/${id}/password-reset`),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: USERS }),
        qc.invalidateQueries({ queryKey: queryKeys.admin.security }),
      ]),
  });
};

/** Demo accounts still on their published passwords; asked only for an administrator. */
export const useAdminUsage = () => useQuery<AdminUsage>({ queryKey: queryKeys.admin.usage });
