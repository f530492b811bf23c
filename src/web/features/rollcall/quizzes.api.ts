import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssessmentSummary } from '../../../contracts/assessments.contract';
import type {
  GenerateQuizFormInput,
  GeneratedQuizResult,
  Quiz,
  QuizSummary,
  UpdateQuizInput,
} from '../../../contracts/quizzes.contract';
import { apiRequest, fetchJson } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { fetchAllPages, useAllRows, usePagedList } from '../../lib/paged-list';

const LIST = queryKeys.quizzes.list;
const PATH = '/api/quizzes';

/** The Quiz Generator tab's list, a page at a time; the title search runs on the server. */
export const useQuizList = (search: string) =>
  usePagedList<QuizSummary>(LIST, PATH, { search: search.trim() });
/** Every quiz, for the game room's quiz picker. */
export const useQuizzes = () => useAllRows<QuizSummary>(LIST, PATH);
export const useQuiz = (id: number) =>
  useQuery<Quiz>({ queryKey: queryKeys.quizzes.one(id), enabled: Number.isInteger(id) && id > 0 });

/** The teacher's assessments, to pick one to make a quiz from. */
export const useAssessmentChoices = () =>
  useQuery<AssessmentSummary[]>({
    queryKey: queryKeys.assessments.list,
    queryFn: () => fetchAllPages<AssessmentSummary>('/api/assessments'),
  });

/** Every quiz mutation refreshes the list (and, by prefix, the quiz it touched). */
function useQuizMutation<T, R>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: LIST }),
  });
}

/** POST /api/quizzes/generate: the server generates the quiz and saves it in one call. */
export const useGenerateQuiz = () =>
  useQuizMutation((body: GenerateQuizFormInput) =>
    fetchJson<GeneratedQuizResult>('POST', '/api/quizzes/generate', body),
  );
export const useQuizFromAssessment = () =>
  useQuizMutation((assessmentId: number) =>
    fetchJson<Quiz>('POST', '/api/quizzes/from-assessment', { assessmentId }),
  );
export const useUpdateQuiz = () =>
  useQuizMutation(({ id, ...body }: UpdateQuizInput & { id: number }) =>
    fetchJson<Quiz>('PATCH', `/api/quizzes/${id}`, body),
  );
export const useDeleteQuiz = () =>
  useQuizMutation((id: number) => apiRequest('DELETE', `/api/quizzes/${id}`));
export const useDuplicateQuiz = () =>
  useQuizMutation((id: number) => fetchJson<Quiz>('POST', `/api/quizzes/${id}/duplicate`));

/** Where "Host a game" goes: the Game Rooms tab, with this quiz chosen. */
export const hostGamePath = (quizId: number) => `/rollcall?tab=games&quiz=${quizId}`;
