import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminStats,
  CreateUserBody,
  PublicUser,
  UpdateUserBody,
} from '../../../contracts/auth.contract';
import type { AdminUsage } from '../../../contracts/usage.contract';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

const { users: USERS, stats: STATS } = queryKeys.admin;

export const useUsers = () => useQuery<PublicUser[]>({ queryKey: USERS });
export const useStats = () => useQuery<AdminStats>({ queryKey: STATS });

/** Every admin mutation refreshes the list and the figures. */
function useAdminMutation<T>(fn: (v: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: USERS }),
        qc.invalidateQueries({ queryKey: STATS }),
      ]),
  });
}

export const useCreateUser = () =>
  useAdminMutation((body: CreateUserBody) => apiRequest('POST', '/api/admin/users', body));
export const useUpdateUser = () =>
  useAdminMutation(({ id, ...body }: UpdateUserBody & { id: number }) =>
    apiRequest('PATCH', `/api/admin/users/${id}`, body),
  );
export const useDeleteUser = () =>
  useAdminMutation((id: number) => apiRequest('DELETE', `/api/admin/users/${id}`));

export const useAdminUsage = () => useQuery<AdminUsage>({ queryKey: queryKeys.admin.usage });
