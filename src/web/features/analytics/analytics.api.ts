import { useQuery } from '@tanstack/react-query';
import type { analyticsOverview } from '../../../contracts/analytics.contract';
import type { Wire } from '../../../contracts/common';

export type Overview = Wire<typeof analyticsOverview>;

/** GET /api/analytics/overview, refetched on every visit: scores change on other pages. */
export const useOverview = () =>
  useQuery<Overview>({ queryKey: ['/api/analytics/overview'], refetchOnMount: 'always' });
