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
import type { AttendanceSummary, StudentAttendance } from '../../../contracts/attendance.contract';
import type { ClassSummary } from '../../../contracts/classes.contract';
import { apiRequest, fetchJson } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { saveDownload } from '../../lib/save-download';
import { useAllRows, usePagedList } from '../../lib/paged-list';

export type StudentsPerformance = Wire<typeof studentsPerformanceResponse>;
export type StudentProgress = Wire<typeof studentProgressResponse>;

const STUDENTS = '/api/students';

/** The students screen's rows, a page at a time; search, grade and class run on the server. */
export const useStudents = (filters: { search: string; grade: string; classId: string }) =>
  usePagedList<Student>(queryKeys.students.list, STUDENTS, {
    search: filters.search.trim(),
    grade: filters.grade,
    classId: filters.classId,
  });
export const useStudent = (id: number) =>
  useQuery<Student>({ queryKey: queryKeys.students.one(id), enabled: id > 0 });

/**
 * Figures come from scores recorded on other pages (assessments), which do not know these keys,
 * so they refetch whenever a students page opens.
 */
export const useStudentsPerformance = () =>
  useQuery<StudentsPerformance>({
    queryKey: queryKeys.analytics.students,
    refetchOnMount: 'always',
  });
export const useStudentProgress = (id: number) =>
  useQuery<StudentProgress>({
    queryKey: queryKeys.analytics.student(id),
    enabled: id > 0,
    refetchOnMount: 'always',
  });

/** Every class, for the class filter and importing into a class (following the list's pages). */
export const useClassList = () => useAllRows<ClassSummary>(queryKeys.classes.list, '/api/classes');

/** Each student's attendance rate across classes (cards) and one student's record (page). */
export const useAttendanceRates = () =>
  useQuery<AttendanceSummary>({ queryKey: queryKeys.attendance.rates, refetchOnMount: 'always' });
export const useStudentAttendance = (id: number) =>
  useQuery<StudentAttendance>({
    queryKey: queryKeys.attendance.student(id),
    enabled: id > 0,
    refetchOnMount: 'always',
  });

/** A roster change moves every class figure (dashboard, analytics), so all of them reload. */
function refreshRoster(qc: QueryClient) {
  return qc.invalidateQueries({
    predicate: (q) => {
      const head = String(q.queryKey[0]);
      return (
        head === STUDENTS ||
        head === '/api/classes' ||
        head.startsWith(queryKeys.analytics.prefix) ||
        head.startsWith('/api/attendance')
      );
    },
  });
}

export function useRosterMutation<T, R>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => refreshRoster(qc) });
}

export const useCreateStudent = () =>
  useRosterMutation((body: CreateStudentInput) => fetchJson<Student>('POST', STUDENTS, body));

export const useUpdateStudent = (id: number) =>
  useRosterMutation((body: UpdateStudentInput) =>
    fetchJson<Student>('PATCH', `${STUDENTS}/${id}`, body),
  );

export const useDeleteStudent = () =>
  useRosterMutation((id: number) => apiRequest('DELETE', `${STUDENTS}/${id}`));

/** Step one of an import; saves nothing, so it is a mutation only in the HTTP sense. */
export const usePreviewImport = () =>
  useMutation({
    mutationFn: (csv: string) =>
      fetchJson<ImportPreview>('POST', `${STUDENTS}/import/preview`, { csv }),
  });

/**
 * Imports the CSV and, when a class is chosen, puts the imported students in it. Two calls:
 * if the second fails the students are imported but not in the class, and the error says so.
 */
export const useImportStudents = () =>
  useRosterMutation(async ({ csv, classId }: { csv: string; classId: number | null }) => {
    const result = await fetchJson<{ imported: number; students: Student[] }>(
      'POST',
      `${STUDENTS}/import`,
      { csv },
    );
    if (classId !== null && result.students.length > 0)
      await fetchJson('POST', `/api/classes/${classId}/students`, {
        studentIds: result.students.map((s) => s.id),
      }).catch((error: unknown) => {
        throw Object.assign(new Error('class'), { imported: result.imported, cause: error });
      });
    return result;
  });

/** Fetches the CSV (so a failure can show a toast) and hands it to the browser as a download. */
export async function downloadStudentsCsv() {
  const res = await apiRequest('GET', `${STUDENTS}/export.csv`);
  await saveDownload(res, 'students.csv');
}
