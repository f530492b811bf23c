import { useQuery } from '@tanstack/react-query';
import type { analyticsOverview } from '../../../contracts/analytics.contract';
import type { Wire } from '../../../contracts/common';

export type Overview = Wire<typeof analyticsOverview>;

/**
 * GET /api/analytics/overview. Scores and lessons change on other pages, which do not know
 * this key, so the dashboard refetches whenever it is opened (showing the last figures meanwhile).
 */
export const useOverview = () =>
  useQuery<Overview>({ queryKey: ['/api/analytics/overview'], refetchOnMount: 'always' });
