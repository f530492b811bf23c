import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { QUIZ_MESSAGES as M, type QuizSummary } from '../../../../contracts/quizzes.contract';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { SearchField } from '../../../components/search-field';
import { Button } from '../../../components/ui/button';
import { toast, toastError } from '../../../components/ui/toast';
import { useDebounced } from '../../../lib/paged-list';
import { useDeleteQuiz, useDuplicateQuiz, useQuizList } from '../quizzes.api';
import { FromAssessmentCard } from './quizzes/from-assessment-card';
import { GenerateQuizForm } from './quizzes/generate-quiz-form';
import { ImportKahootDialog } from './quizzes/import-kahoot-dialog';
import { QuizCard } from './quizzes/quiz-card';
import { LoadFailed } from '../../../components/load-failed';

/** The teacher's quizzes, a page at a time (more on scroll), searched by title on the server. */
function QuizList() {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search);
  const quizzes = useQuizList(settled);
  const duplicate = useDuplicateQuiz();
  const remove = useDeleteQuiz();
  const actions = {
    busy: duplicate.isPending || remove.isPending,
    onDuplicate: (quiz: QuizSummary) =>
      duplicate.mutate(quiz.id, {
        onSuccess: (copy) => toast({ title: M.duplicated, description: copy.title }),
        onError: () => toastError(M.errorTitle, M.duplicateFailed),
      }),
    onDelete: (quiz: QuizSummary) =>
      remove.mutate(quiz.id, {
        onSuccess: () => toast({ title: M.deleted, description: quiz.title }),
        onError: () => toastError(M.errorTitle, M.deleteFailed),
      }),
  };

  if (quizzes.isLoading) return <CardGridSkeleton label="Loading quizzes" testId="quiz-skeleton" />;
  if (quizzes.isError)
    return <LoadFailed onRetry={quizzes.refetch}>Your quizzes could not be loaded.</LoadFailed>;
  const list = quizzes.rows ?? [];
  // Only an unsearched empty list means there are no quizzes at all.
  if (list.length === 0 && !settled.trim() && !search.trim() && !quizzes.isPlaceholderData)
    return <EmptyState icon={ListChecks} title={M.emptyState} hint={M.emptyHint} />;
  return (
    <div className="space-y-4">
      <SearchField
        label="Search quizzes"
        placeholder="Search by title..."
        value={search}
        onChange={setSearch}
      />
      {list.length === 0 ? (
        <EmptyState className="p-10" title={M.noMatches}>
          <Button variant="outline" onClick={() => setSearch('')}>
            Clear search
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Your quizzes">
          {list.map((quiz) => (
            <li key={quiz.id} className="flex">
              <div className="flex w-full flex-col [&>*]:flex-1">
                <QuizCard quiz={quiz} actions={actions} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore noun="quizzes" more={quizzes.more} />
    </div>
  );
}

/** Quiz Generator (spec 2, product-decisions "RollCall AI"): generate, import, list, open. */
export default function QuizTab() {
  const [, navigate] = useLocation();
  const open = (id: number) => navigate(`/rollcall/quizzes/${id}`);
  return (
    <div className="space-y-8">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <GenerateQuizForm />
        </div>
        <FromAssessmentCard onMade={open} />
      </div>
      <section aria-labelledby="my-quizzes" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="my-quizzes" className="text-lg font-semibold">
            Your quizzes
          </h2>
          <ImportKahootDialog />
        </div>
        <QuizList />
      </section>
    </div>
  );
}
