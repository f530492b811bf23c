import { useQuery } from '@tanstack/react-query';
import type { SecurityNotice } from '../../../contracts/admin.contract';
import { queryKeys } from '../../lib/query-keys';

/**
 * Demo accounts still on their published passwords, for the banner in every signed-in page's
 * frame: apart from admin.api.ts, whose messages import zod (issue 38 item 2).
 */
export const useSecurityNotice = (enabled: boolean) =>
  useQuery<SecurityNotice>({ queryKey: queryKeys.admin.security, enabled });
