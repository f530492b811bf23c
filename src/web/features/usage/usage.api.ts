import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MyUsage } from '../../../contracts/usage.contract';
import { queryKeys } from '../../lib/query-keys';

export const PAGE_SIZE = 20;

export const useMyUsage = (page: number) =>
  useQuery<MyUsage>({
    queryKey: queryKeys.usage(PAGE_SIZE, page * PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

export const FEATURE_LABELS: Record<string, string> = {
  lesson: 'Lesson plan',
  assessment: 'Assessment',
  content: 'Content',
  quiz: 'RollCall quiz',
  chat: 'Chat',
  avatar: 'Avatar video',
};
