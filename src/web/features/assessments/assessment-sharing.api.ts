import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Assessment,
  ScoreRelease,
  StudentCodes,
  StudentIdentity,
  SubmitAnswersResult,
} from '../../../contracts/assessments.contract';
import { apiRequest } from '../../lib/api-client';

/** The prefix of the assessment list, one assessment and its results (see assessments.api.ts). */
const ASSESSMENTS = ['/api/assessments'] as const;
const CLASS_SHEET = ['/api/assessments/student-codes'] as const;

const json = async <R>(res: Promise<Response>) => (await (await res).json()) as R;

/** The class sheet: every student with their personal code (codes are made on first view). */
export const useStudentCodes = () => useQuery<StudentCodes>({ queryKey: CLASS_SHEET });

export function useRenewStudentCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (studentId: number) =>
      json<StudentCodes>(apiRequest('POST', `/api/assessments/student-codes/${studentId}`)),
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
    json<Assessment>(apiRequest('POST', `/api/assessments/${id}/release`)),
  );

/** When students see their score: right after submitting, or once released. */
export const useSetScoreRelease = () =>
  useAssessmentChange(({ id, scoreRelease }: { id: number; scoreRelease: ScoreRelease }) =>
    json<Assessment>(apiRequest('PATCH', `/api/assessments/${id}`, { scoreRelease })),
  );

/** A new student link; the old one stops working. */
export const useRenewLink = () =>
  useAssessmentChange((id: number) =>
    json<{ shareCode: string; path: string }>(
      apiRequest('POST', `/api/assessments/${id}/publish/new-link`),
    ),
  );

/** Public: a student looks up their own submission with their name and personal code. */
export const useStudentResult = (code: string) =>
  useMutation({
    mutationFn: (who: StudentIdentity) =>
      json<SubmitAnswersResult>(
        apiRequest('POST', `/api/take/${encodeURIComponent(code)}/result`, who),
      ),
  });
