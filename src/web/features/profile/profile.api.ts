import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordBody,
  PublicUser,
  UpdateProfileBody,
} from '../../../contracts/auth.contract';
import { fetchJson } from '../../lib/api-client';
import { USER_KEY } from '../../lib/auth';
import { queryKeys } from '../../lib/query-keys';

/** Both answer the user as it now is; the app reads its name and its reset flag from there. */
function useUserMutation<T>(method: string, url: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => fetchJson<{ user: PublicUser }>(method, url, body),
    onSuccess: ({ user }) => {
      qc.setQueryData(USER_KEY, user);
      // A changed demo password ends the admin's banner.
      void qc.invalidateQueries({ queryKey: queryKeys.admin.security });
    },
  });
}

export const useUpdateProfile = () => useUserMutation<UpdateProfileBody>('PATCH', '/api/user');
export const useChangePassword = () =>
  useUserMutation<ChangePasswordBody>('POST', '/api/user/password');
