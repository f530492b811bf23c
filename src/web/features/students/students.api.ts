import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  studentProgressResponse,
  studentsPerformanceResponse,
} from '../../../contracts/analytics.contract';
import type { Wire } from '../../../contracts/common';
import type {
  CreateStudentInput,
  ImportPreview,
  Student,
  UpdateStudentInput,
} from '../../../contracts/students.contract';
import { apiRequest } from '../../lib/api-client';
import { saveDownload } from '../../lib/save-download';

export type StudentsPerformance = Wire<typeof studentsPerformanceResponse>;
export type StudentProgress = Wire<typeof studentProgressResponse>;

const STUDENTS = '/api/students';

export const useStudents = () => useQuery<Student[]>({ queryKey: [STUDENTS] });
export const useStudent = (id: number) =>
  useQuery<Student>({ queryKey: [STUDENTS, id], enabled: id > 0 });

/**
 * Figures come from scores recorded on other pages (assessments), which do not know these keys,
 * so they refetch whenever a students page opens.
 */
export const useStudentsPerformance = () =>
  useQuery<StudentsPerformance>({
    queryKey: ['/api/analytics/students'],
    refetchOnMount: 'always',
  });
export const useStudentProgress = (id: number) =>
  useQuery<StudentProgress>({
    queryKey: ['/api/analytics/students', id],
    enabled: id > 0,
    refetchOnMount: 'always',
  });

/** A roster change moves every class figure (dashboard, analytics), so all of them reload. */
function refreshRoster(qc: QueryClient) {
  return qc.invalidateQueries({
    predicate: (q) => {
      const head = String(q.queryKey[0]);
      return head === STUDENTS || head.startsWith('/api/analytics');
    },
  });
}

function useRosterMutation<T, R>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => refreshRoster(qc) });
}

const json = async <R>(res: Promise<Response>) => (await res).json() as Promise<R>;

export const useCreateStudent = () =>
  useRosterMutation((body: CreateStudentInput) =>
    json<Student>(apiRequest('POST', STUDENTS, body)),
  );

export const useUpdateStudent = (id: number) =>
  useRosterMutation((body: UpdateStudentInput) =>
    json<Student>(apiRequest('PATCH', `${STUDENTS}/${id}`, body)),
  );

export const useDeleteStudent = () =>
  useRosterMutation((id: number) => apiRequest('DELETE', `${STUDENTS}/${id}`));

/** Step one of an import; saves nothing, so it is a mutation only in the HTTP sense. */
export const usePreviewImport = () =>
  useMutation({
    mutationFn: (csv: string) =>
      json<ImportPreview>(apiRequest('POST', `${STUDENTS}/import/preview`, { csv })),
  });

export const useImportStudents = () =>
  useRosterMutation((csv: string) =>
    json<{ imported: number }>(apiRequest('POST', `${STUDENTS}/import`, { csv })),
  );

/** Fetches the CSV (so a failure can show a toast) and hands it to the browser as a download. */
export async function downloadStudentsCsv() {
  const res = await apiRequest('GET', `${STUDENTS}/export.csv`);
  await saveDownload(res, 'students.csv');
}
