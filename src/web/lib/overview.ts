import { useQuery } from '@tanstack/react-query';
import type { analyticsOverview } from '../../contracts/analytics.contract';
import type { Wire } from '../../contracts/common';
import { queryKeys } from './query-keys';

export type Overview = Wire<typeof analyticsOverview>;

/** What the dashboard and the analytics page say when the server gave no reason. */
export const OVERVIEW_LOAD_FAILED = 'Could not load your figures. Please try again.';

/**
 * GET /api/analytics/overview, shared by the dashboard and the analytics page. Scores and
 * lessons change on other pages, which do not know this key, so it refetches whenever a page
 * using it opens (showing the last figures meanwhile).
 */
export const useOverview = () =>
  useQuery<Overview>({ queryKey: queryKeys.analytics.overview, refetchOnMount: 'always' });
