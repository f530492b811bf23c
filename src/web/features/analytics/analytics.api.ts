import { useQuery } from '@tanstack/react-query';
import type { standardsMasteryResponse } from '../../../contracts/analytics.contract';
import type { ClassSummary } from '../../../contracts/classes.contract';
import type { Wire } from '../../../contracts/common';
import { fetchJson } from '../../lib/api-client';
import { useAllRows } from '../../lib/paged-list';
import { queryKeys } from '../../lib/query-keys';

export type StandardsMastery = Wire<typeof standardsMasteryResponse>;

/**
 * GET /api/analytics/standards, of one class when `classId` is set. Scores and tags change on
 * other pages, which do not know this key, so it refetches whenever the page opens.
 */
export const useStandardsMastery = (classId: string) =>
  useQuery<StandardsMastery>({
    queryKey: queryKeys.analytics.standards(classId),
    queryFn: () =>
      fetchJson(
        'GET',
        `/api/analytics/standards${classId ? `?classId=${encodeURIComponent(classId)}` : ''}`,
      ),
    refetchOnMount: 'always',
  });

/** The teacher's classes for the class filter (the list's pages followed). */
export const useClassFilterOptions = () =>
  useAllRows<ClassSummary>(queryKeys.classes.list, '/api/classes');
