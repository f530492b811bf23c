import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { generateLessonBody } from '../../../contracts/ai.contract';
import { generateLessonResponse } from '../../../contracts/ai.contract';
import type {
  CreateLessonInput,
  Lesson,
  LessonSummary,
  SharedLesson,
  ShareLink,
  UpdateLessonInput,
} from '../../../contracts/lessons.contract';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

const LIST = ['/api/lessons'] as const;
const one = (id: number) => ['/api/lessons', id] as const;

export const useLessons = () => useQuery<LessonSummary[]>({ queryKey: LIST });
export const useLesson = (id: number) =>
  useQuery<Lesson>({ queryKey: one(id), enabled: Number.isInteger(id) && id > 0 });

/** Public: plain fetch, so a 404 (revoked link) is an answer, never the global log-out path. */
export const useSharedLesson = (token: string) =>
  useQuery<SharedLesson | null>({
    queryKey: ['/api/shared/lessons', token],
    queryFn: async () => {
      const res = await fetch(`/api/shared/lessons/${encodeURIComponent(token)}`, {
        credentials: 'include',
      });
      if (res.status === 404 || res.status === 400 || res.status === 414) {
        // Drain the body so the request completes (an unread body keeps the connection busy).
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
      return (await res.json()) as SharedLesson;
    },
  });

/** Every lesson mutation refreshes the list and the lesson it touched. */
function useLessonMutation<T, R>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: LIST }),
  });
}

const json = async <R>(res: Promise<Response>) => (await (await res).json()) as R;

export const useCreateLesson = () =>
  useLessonMutation((body: CreateLessonInput) =>
    json<Lesson>(apiRequest('POST', '/api/lessons', body)),
  );
export const useUpdateLesson = () =>
  useLessonMutation(({ id, ...body }: UpdateLessonInput & { id: number }) =>
    json<Lesson>(apiRequest('PATCH', `/api/lessons/${id}`, body)),
  );
export const useDeleteLesson = () =>
  useLessonMutation((id: number) => apiRequest('DELETE', `/api/lessons/${id}`));
export const useDuplicateLesson = () =>
  useLessonMutation((id: number) =>
    json<Lesson>(apiRequest('POST', `/api/lessons/${id}/duplicate`)),
  );
export const useShareLesson = () =>
  useLessonMutation((id: number) =>
    json<ShareLink>(apiRequest('POST', `/api/lessons/${id}/share`)),
  );
export const useUnshareLesson = () =>
  useLessonMutation((id: number) => apiRequest('DELETE', `/api/lessons/${id}/share`));

/** POST /api/ai/generate-lesson (the AI feature's endpoint); the answer is checked against its contract. */
export async function generateLesson(body: z.input<typeof generateLessonBody>) {
  const res = await apiRequest('POST', '/api/ai/generate-lesson', body);
  return generateLessonResponse.parse(await res.json());
}

export { EXPORT_FORMATS, exportDocument, type ExportFormat } from '../../lib/export-document';
