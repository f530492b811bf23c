import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Assessment,
  ScoreRelease,
  StudentCodes,
  StudentIdentity,
  SubmitAnswersResult,
} from '../../../contracts/assessments.contract';
import { fetchJson } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The prefix of the assessment list, one assessment and its results. */
const ASSESSMENTS = queryKeys.assessments.list;
const CLASS_SHEET = ['/api/assessments/student-codes'] as const;

/** The class sheet: every student with their personal code (codes are made on first view). */
export const useStudentCodes = () => useQuery<StudentCodes>({ queryKey: CLASS_SHEET });

export function useRenewStudentCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (studentId: number) =>
      fetchJson<StudentCodes>('POST', `/api/assessments/student-codes/${studentId}`),
    onSuccess: (sheet) => qc.setQueryData(CLASS_SHEET, sheet),
  });
}

function useAssessmentChange<T, R>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: ASSESSMENTS }),
  });
}

/** Students of an 'after release' assessment see their scores from now on. */
export const useReleaseResults = () =>
  useAssessmentChange((id: number) =>
    fetchJson<Assessment>('POST', `/api/assessments/${id}/release`),
  );

/** When students see their score: right after submitting, or once released. */
export const useSetScoreRelease = () =>
  useAssessmentChange(({ id, scoreRelease }: { id: number; scoreRelease: ScoreRelease }) =>
    fetchJson<Assessment>('PATCH', `/api/assessments/${id}`, { scoreRelease }),
  );

/** A new student link; the old one stops working. */
export const useRenewLink = () =>
  useAssessmentChange((id: number) =>
    fetchJson<{ shareCode: string; path: string }>(
      'POST',
      `/api/assessments/${id}/publish/new-link`,
    ),
  );

/** Public: a student looks up their own submission with their name and personal code. */
export const useStudentResult = (code: string) =>
  useMutation({
    mutationFn: (who: StudentIdentity) =>
      fetchJson<SubmitAnswersResult>('POST', `/api/take/${encodeURIComponent(code)}/result`, who),
  });
