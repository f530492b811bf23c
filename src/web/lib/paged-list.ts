import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NEXT_CURSOR_HEADER, PAGE_LIMITS } from '../../contracts/paging';
import { apiRequest } from './api-client';
import type { MoreRows } from '../components/load-more';

/**
 * Paged lists (decision 0011): the server answers the spec's array and names the next page in
 * `X-Next-Cursor`. Screens page with `usePagedList` (search and filters sent to the server);
 * pickers that need every row (a roster) read them all with `fetchAllPages`.
 */
export type ListParams = Record<string, string | number | undefined>;

/** `path?k=v&…` without the empty, undefined and 'all' values. */
export function listUrl(path: string, params: ListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || value === 'all') continue;
    query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface ListPage<T> {
  items: T[];
  next: string | null;
}

/** Where a list's rows are in its body: the spec's array itself, or under a key (`{ rooms }`). */
export type RowsOf<T> = (body: unknown) => T[];
const asArray = <T>(body: unknown) => body as T[];

export async function fetchPage<T>(url: string, rowsOf: RowsOf<T> = asArray): Promise<ListPage<T>> {
  const res = await apiRequest('GET', url);
  return { items: rowsOf(await res.json()), next: res.headers.get(NEXT_CURSOR_HEADER) };
}

/** Every row of a list, a page of the maximum size at a time. */
export async function fetchAllPages<T>(
  path: string,
  params: ListParams = {},
  rowsOf: RowsOf<T> = asArray,
): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage<T>(
      listUrl(path, { ...params, limit: PAGE_LIMITS.max, cursor }),
      rowsOf,
    );
    rows.push(...page.items);
    cursor = page.next ?? undefined;
  } while (cursor);
  return rows;
}

/**
 * A list screen's rows, page after page. The key starts with the list's key, so the mutations
 * that invalidate the list refresh every loaded page; the last rows stay on screen while a new
 * search loads.
 */
export function usePagedList<T>(
  key: readonly unknown[],
  path: string,
  params: ListParams,
  rowsOf: RowsOf<T> = asArray,
) {
  const query = useInfiniteQuery({
    queryKey: [...key, 'paged', params],
    queryFn: ({ pageParam }) =>
      fetchPage<T>(listUrl(path, { ...params, cursor: pageParam }), rowsOf),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.pages.flatMap((p) => p.items);
  /** What the list's LoadMore needs. */
  const more: MoreRows = {
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    onMore: query.fetchNextPage,
  };
  return { ...query, rows, more };
}

/**
 * Every row of a list under the list's own key, for pickers (a class or quiz to choose): every
 * reader of that key goes through here, so none of them caches only the first page.
 */
export const useAllRows = <T>(key: readonly unknown[], path: string) =>
  useQuery<T[]>({ queryKey: key, queryFn: () => fetchAllPages<T>(path) });

/** The value once it has stopped changing for `ms` (search boxes query as the teacher pauses). */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
