import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddStudentsInput,
  ClassDetail,
  ClassSummary,
  CreateClassInput,
  SaveSeatsInput,
  UpdateClassInput,
} from '../../../contracts/classes.contract';
import type { LtiCourse, LtiSyncResult } from '../../../contracts/lti.contract';
import { apiRequest, fetchJson, fetchJsonOrNull } from '../../lib/api-client';
import { useAllRows, usePagedList } from '../../lib/paged-list';
import { queryKeys } from '../../lib/query-keys';

const CLASSES = '/api/classes';

/** Every class, for the pickers (attendance's class, a roster-mode game's class). */
export const useClasses = () => useAllRows<ClassSummary>(queryKeys.classes.list, CLASSES);
/** The Classes dialog's list, a page at a time; the name search runs on the server. */
export const useClassPages = (search: string) =>
  usePagedList<ClassSummary>(queryKeys.classes.list, CLASSES, { search: search.trim() });
export const useClass = (id: number | null) =>
  useQuery<ClassDetail>({
    queryKey: queryKeys.classes.one(id ?? 0),
    enabled: id !== null && id > 0,
  });

/**
 * A class change moves the list, the class, and the attendance figures built on it; everything
 * under /api/classes and the attendance summary reloads.
 */
function useClassMutation<T, R>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (data) => {
      if (data && typeof data === 'object' && 'id' in data)
        qc.setQueryData(queryKeys.classes.one((data as { id: number }).id), data);
    },
    onSettled: () =>
      qc.invalidateQueries({
        predicate: (q) => {
          const head = String(q.queryKey[0]);
          // Not a day's marks: refetching them would reset the marks being taken.
          if (q.queryKey.includes('attendance')) return false;
          return head === CLASSES || head.startsWith('/api/attendance');
        },
      }),
  });
}

export const useCreateClass = () =>
  useClassMutation((body: CreateClassInput) => fetchJson<ClassDetail>('POST', CLASSES, body));
export const useUpdateClass = () =>
  useClassMutation(({ id, ...body }: UpdateClassInput & { id: number }) =>
    fetchJson<ClassDetail>('PATCH', `${CLASSES}/${id}`, body),
  );
export const useDeleteClass = () =>
  useClassMutation((id: number) => apiRequest('DELETE', `${CLASSES}/${id}`).then(() => null));
export const useAddStudents = () =>
  useClassMutation(({ id, ...body }: AddStudentsInput & { id: number }) =>
    fetchJson<ClassDetail>('POST', `${CLASSES}/${id}/students`, body),
  );
export const useRemoveStudent = () =>
  useClassMutation(({ id, studentId }: { id: number; studentId: number }) =>
    fetchJson<ClassDetail>('DELETE', `${CLASSES}/${id}/students/${studentId}`),
  );
export const useSaveSeats = () =>
  useClassMutation(({ id, ...body }: SaveSeatsInput & { id: number }) =>
    fetchJson<ClassDetail>('PUT', `${CLASSES}/${id}/seats`, body),
  );

/**
 * The LMS course a class came from (issue 36 item 6); null when the class is not one (404).
 * Its own key: a sync reloads it and the class, not the attendance figures.
 */
export const useLmsCourse = (id: number) =>
  useQuery<LtiCourse | null>({
    queryKey: ['/api/lti/classes', id],
    queryFn: () => fetchJsonOrNull<LtiCourse>(`/api/lti/classes/${id}`, [404]),
  });

export const useSyncRoster = (id: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => fetchJson<LtiSyncResult>('POST', `/api/lti/classes/${id}/sync`),
    onSuccess: (data) => qc.setQueryData(['/api/lti/classes', id], data.course),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['/api/lti/classes', id] }),
        qc.invalidateQueries({ queryKey: queryKeys.classes.one(id) }),
        qc.invalidateQueries({ queryKey: queryKeys.classes.list }),
      ]),
  });
};
