import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { generateLessonDraftBody } from '../../../contracts/ai.contract';
import type {
  CreateLessonInput,
  Lesson,
  LessonSummary,
  SharedLesson,
  ShareLink,
  UpdateLessonInput,
} from '../../../contracts/lessons.contract';
import type { z } from 'zod';
import { apiRequest, fetchJson, fetchJsonOrNull } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { usePagedList } from '../../lib/paged-list';
import type { LessonFilters } from './lesson-filters';

type GenerateLessonDraftInput = z.input<typeof generateLessonDraftBody>;

const LIST = queryKeys.lessons.list;
const one = queryKeys.lessons.one;

/** The lessons screen's rows, a page at a time; search and filters run on the server. */
export const useLessons = ({ search, subject, status }: LessonFilters) =>
  usePagedList<LessonSummary>(LIST, '/api/lessons', { search: search.trim(), subject, status });
export const useLesson = (id: number) =>
  useQuery<Lesson>({ queryKey: one(id), enabled: Number.isInteger(id) && id > 0 });

/** Public: a 404 (revoked link), 400 or 414 (a mangled token) is an answer shown on the page. */
export const useSharedLesson = (token: string) =>
  useQuery<SharedLesson | null>({
    queryKey: queryKeys.lessons.shared(token),
    queryFn: () =>
      fetchJsonOrNull<SharedLesson>(
        `/api/shared/lessons/${encodeURIComponent(token)}`,
        [404, 400, 414],
      ),
  });

/** Every lesson mutation refreshes the list and the lesson it touched. */
function useLessonMutation<T, R>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: LIST }),
  });
}

export const useCreateLesson = () =>
  useLessonMutation((body: CreateLessonInput) => fetchJson<Lesson>('POST', '/api/lessons', body));
export const useUpdateLesson = () =>
  useLessonMutation(({ id, ...body }: UpdateLessonInput & { id: number }) =>
    fetchJson<Lesson>('PATCH', `/api/lessons/${id}`, body),
  );
export const useDeleteLesson = () =>
  useLessonMutation((id: number) => apiRequest('DELETE', `/api/lessons/${id}`));
export const useDuplicateLesson = () =>
  useLessonMutation((id: number) => fetchJson<Lesson>('POST', `/api/lessons/${id}/duplicate`));
export const useShareLesson = () =>
  useLessonMutation((id: number) => fetchJson<ShareLink>('POST', `/api/lessons/${id}/share`));
export const useUnshareLesson = () =>
  useLessonMutation((id: number) => apiRequest('DELETE', `/api/lessons/${id}/share`));

/** POST /api/lessons/generate: the server generates the plan and saves the lesson in one call. */
export const useGenerateLesson = () =>
  useLessonMutation((body: GenerateLessonDraftInput) =>
    fetchJson<Lesson>('POST', '/api/lessons/generate', body),
  );

export { EXPORT_FORMATS, exportDocument, type ExportFormat } from '../../lib/export-document';
