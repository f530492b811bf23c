import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  generateAssessmentResponse,
  type generateAssessmentBody,
} from '../../../contracts/ai.contract';
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
import { apiRequest } from '../../lib/api-client';

const LIST = ['/api/assessments'] as const;
const STATS = ['/api/assessments/stats'] as const;
/** The sidebar badge's key (app-layout.tsx queries it). */
const REVIEW_COUNT = ['/api/assessments/review-count'] as const;
const one = (id: number) => ['/api/assessments', id] as const;
const results = (id: number) => ['/api/assessments', id, 'results'] as const;
const validId = (id: number) => Number.isInteger(id) && id > 0;

export const useAssessments = () => useQuery<AssessmentSummary[]>({ queryKey: LIST });
export const useAssessmentStats = () => useQuery<AssessmentStats>({ queryKey: STATS });
export const useAssessment = (id: number) =>
  useQuery<Assessment>({ queryKey: one(id), enabled: validId(id) });
export const useAssessmentResults = (id: number) =>
  useQuery<AssessmentResults>({ queryKey: results(id), enabled: validId(id) });

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

const json = async <R>(res: Promise<Response>) => (await (await res).json()) as R;

export const useCreateAssessment = () =>
  useAssessmentMutation((body: CreateAssessmentInput) =>
    json<Assessment>(apiRequest('POST', '/api/assessments', body)),
  );
export const useUpdateAssessment = () =>
  useAssessmentMutation(({ id, ...body }: UpdateAssessmentInput & { id: number }) =>
    json<Assessment>(apiRequest('PATCH', `/api/assessments/${id}`, body)),
  );
export const useDeleteAssessment = () =>
  useAssessmentMutation((id: number) => apiRequest('DELETE', `/api/assessments/${id}`));
export const usePublishAssessment = () =>
  useAssessmentMutation((id: number) =>
    json<{ shareCode: string; path: string }>(apiRequest('POST', `/api/assessments/${id}/publish`)),
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

/** POST /api/ai/generate-assessment (the AI feature's endpoint); the answer is checked against its contract. */
export async function generateAssessment(body: z.input<typeof generateAssessmentBody>) {
  const res = await apiRequest('POST', '/api/ai/generate-assessment', body);
  return generateAssessmentResponse.parse(await res.json());
}

// ---- the public take page ------------------------------------------------------------------
const takeUrl = (code: string) => `/api/take/${encodeURIComponent(code)}`;

/**
 * Public: plain fetch, so an unknown or closed code (404) is an answer shown on the page,
 * never the global signed-out path.
 */
export const useTakeAssessment = (code: string) =>
  useQuery<TakeAssessment | null>({
    queryKey: ['/api/take', code],
    queryFn: async () => {
      const res = await fetch(takeUrl(code), { credentials: 'include' });
      if (res.status === 404 || res.status === 400) {
        await res.body?.cancel(); // an unread body keeps the connection busy
        return null;
      }
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
      return (await res.json()) as TakeAssessment;
    },
  });

/** Plain fetch as well: a 4xx here (already submitted, closed meanwhile) must not log a teacher out. */
export const useSubmitAnswers = (code: string) =>
  useMutation({
    mutationFn: async (body: SubmitAnswersBody) => {
      const res = await fetch(takeUrl(code), {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
      return (await res.json()) as SubmitAnswersResult;
    },
  });
