import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AttendanceDay,
  AttendanceDaySummary,
  AttendanceSummary,
  SaveAttendanceInput,
} from '../../../contracts/attendance.contract';
import type { Student } from '../../../contracts/students.contract';
import { apiRequest, fetchJson } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { fetchAllPages } from '../../lib/paged-list';
import { saveDownload } from '../../lib/save-download';

/** The teacher's today in their own time zone, YYYY-MM-DD. */
export function localToday(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const useAttendanceDay = (classId: number | null, date: string) =>
  useQuery<AttendanceDay>({
    queryKey: queryKeys.attendance.day(classId ?? 0, date),
    enabled: classId !== null && /^\d{4}-\d{2}-\d{2}$/.test(date),
  });

export const useAttendanceDays = (classId: number | null) =>
  useQuery<AttendanceDaySummary[]>({
    queryKey: queryKeys.attendance.days(classId ?? 0),
    enabled: classId !== null,
  });

export const useAttendanceSummary = (today = localToday()) =>
  useQuery<AttendanceSummary>({
    queryKey: queryKeys.attendance.summary(today),
    refetchOnMount: 'always',
  });

/** The roster, for adding students to a class. */
export const useRoster = () =>
  useQuery<Student[]>({
    queryKey: queryKeys.students.list,
    queryFn: () => fetchAllPages<Student>('/api/students'),
  });

export const useSaveAttendance = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      classId,
      date,
      ...body
    }: SaveAttendanceInput & { classId: number; date: string }) =>
      fetchJson<AttendanceDay>('PUT', `/api/classes/${classId}/attendance/${date}`, body),
    onSuccess: (day) => qc.setQueryData(queryKeys.attendance.day(day.classId, day.date), day),
    // Days, the summary and each student's rate follow from the marks.
    onSettled: () =>
      qc.invalidateQueries({
        predicate: (q) => {
          const key = q.queryKey.map(String);
          return key.includes('attendance') || key[0]!.startsWith('/api/attendance');
        },
      }),
  });
};

export async function downloadAttendanceCsv(classId: number, from: string, to: string) {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const res = await apiRequest('GET', `/api/classes/${classId}/attendance/export.csv?${query}`);
  await saveDownload(res, 'attendance.csv');
}
