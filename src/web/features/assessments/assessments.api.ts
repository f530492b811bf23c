import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { generateAssessmentDraftBody } from '../../../contracts/assessments.contract';
import type {
  Assessment,
  AssessmentResults,
  AssessmentStats,
  AssessmentSummary,
  CreateAssessmentInput,
  GradeAnswersBody,
  SaveScoresBody,
  SubmitAnswersBody,
  SubmitAnswersResult,
  TakeAssessment,
  UpdateAssessmentInput,
} from '../../../contracts/assessments.contract';
import type { LtiGrades } from '../../../contracts/lti.contract';
import { lmsGradesRefetch } from '../../lib/lms-grades';
import { apiRequest, fetchJson, fetchJsonOrNull, isApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { usePagedList } from '../../lib/paged-list';
import type { AssessmentFilters } from './assessment-filters';

const { list: LIST, stats: STATS, reviewCount: REVIEW_COUNT, one, results } = queryKeys.assessments;
const validId = (id: number) => Number.isInteger(id) && id > 0;

/** The assessments screen's rows, a page at a time; search and type run on the server. */
export const useAssessments = ({ search, type }: AssessmentFilters) =>
  usePagedList<AssessmentSummary>(LIST, '/api/assessments', { search: search.trim(), type });
export const useAssessmentStats = () => useQuery<AssessmentStats>({ queryKey: STATS });
export const useAssessment = (id: number) =>
  useQuery<Assessment>({ queryKey: one(id), enabled: validId(id) });
export const useAssessmentResults = (id: number) =>
  useQuery<AssessmentResults>({ queryKey: results(id), enabled: validId(id) });

/**
 * The sidebar badge: submissions waiting for a grade. A badge that cannot load stays hidden; it
 * never takes the global signed-out path or shows a toast.
 */
export function useReviewCount() {
  const q = useQuery<{ count: number }>({
    queryKey: REVIEW_COUNT,
    queryFn: () =>
      fetchJson<{ count: number }>('GET', REVIEW_COUNT[0]).catch((error: unknown) => {
        if (isApiError(error)) return { count: 0 };
        throw error;
      }),
  });
  return q.data?.count ?? 0;
}

/**
 * Every teacher-side change can move the list, the tiles and the sidebar badge; the LIST prefix
 * also covers one assessment and its results.
 */
function useAssessmentMutation<T, R>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all(
        [LIST, STATS, REVIEW_COUNT].map((queryKey) => qc.invalidateQueries({ queryKey })),
      ),
  });
}

export const useCreateAssessment = () =>
  useAssessmentMutation((body: CreateAssessmentInput) =>
    fetchJson<Assessment>('POST', '/api/assessments', body),
  );
export const useUpdateAssessment = () =>
  useAssessmentMutation(({ id, ...body }: UpdateAssessmentInput & { id: number }) =>
    fetchJson<Assessment>('PATCH', `/api/assessments/${id}`, body),
  );
export const useDeleteAssessment = () =>
  useAssessmentMutation((id: number) => apiRequest('DELETE', `/api/assessments/${id}`));
export const usePublishAssessment = () =>
  useAssessmentMutation((id: number) =>
    fetchJson<{ shareCode: string; path: string }>('POST', `/api/assessments/${id}/publish`),
  );
export const useUnpublishAssessment = () =>
  useAssessmentMutation((id: number) => apiRequest('DELETE', `/api/assessments/${id}/publish`));
export const useSaveScores = () =>
  useAssessmentMutation(({ id, ...body }: SaveScoresBody & { id: number }) =>
    apiRequest('PUT', `/api/assessments/${id}/scores`, body),
  );
export const useGradeAnswers = () =>
  useAssessmentMutation(
    ({ id, resultId, ...body }: GradeAnswersBody & { id: number; resultId: number }) =>
      apiRequest('PATCH', `/api/assessments/${id}/results/${resultId}`, body),
  );

/**
 * POST /api/assessments/generate: the server generates the questions and saves the assessment;
 * `notice` says how many questions and why when there are fewer than asked.
 */
export const useGenerateAssessment = () =>
  useAssessmentMutation((body: z.input<typeof generateAssessmentDraftBody>) =>
    fetchJson<Assessment & { notice?: string }>('POST', '/api/assessments/generate', body),
  );

/**
 * The teacher's own lessons, offered as material to generate questions from (read only: the
 * list the lessons feature keeps fresh, fetched only while the create dialog is open).
 */
export const useLessonChoices = (enabled: boolean) =>
  useQuery<{ id: number; title: string }[]>({ queryKey: queryKeys.lessons.list, enabled });

// ---- the public take page ------------------------------------------------------------------
const takeUrl = (code: string) => `/api/take/${encodeURIComponent(code)}`;

/** Public: an unknown or closed code (404, or 400 for a mangled one) is an answer shown on the page. */
export const useTakeAssessment = (code: string) =>
  useQuery<TakeAssessment | null>({
    queryKey: queryKeys.assessments.take(code),
    queryFn: () => fetchJsonOrNull<TakeAssessment>(takeUrl(code), [404, 400]),
  });

/** A 4xx here (already submitted, closed meanwhile) is shown on the page by its message. */
export const useSubmitAnswers = (code: string) =>
  useMutation({
    mutationFn: (body: SubmitAnswersBody) =>
      fetchJson<SubmitAnswersResult>('POST', takeUrl(code), body),
  });

/**
 * How learners' scores went to the LMS they came from (issue 36 item 5). Under the
 * assessment's key, so a grade or release reloads it; polled while a post is on its way.
 */
export const useLmsGrades = (id: number) =>
  useQuery<LtiGrades>({
    queryKey: [...results(id), 'lti'],
    queryFn: () => fetchJson<LtiGrades>('GET', `/api/lti/assessments/${id}/grades`),
    enabled: validId(id),
    refetchInterval: (q) => lmsGradesRefetch(q.state.data),
  });
