import { AlertTriangle, Gamepad2, Pencil, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { QUIZ_MESSAGES as M, type QuizSummary } from '../../../../../contracts/quizzes.contract';
import { CardFooterActions } from '../../../../components/card-footer-actions';
import { buttonClass } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Pill } from '../../../../components/ui/pill';
import { capitalize, formatDate, gradeLabel, countOf } from '../../../../lib/format';
import { hostGamePath } from '../../quizzes.api';

export function NeedsReviewPill({ count }: { count?: number }) {
  return (
    <Pill className="border border-amber-600 text-foreground dark:border-amber-400">
      <AlertTriangle className="size-3 text-amber-700 dark:text-amber-300" aria-hidden="true" />
      {count === undefined ? 'Needs review' : `${count} to review`}
    </Pill>
  );
}

export type QuizCardActions = {
  onDuplicate: (quiz: QuizSummary) => void;
  onDelete: (quiz: QuizSummary) => void;
  busy: boolean;
};

export function QuizCard({ quiz, actions }: { quiz: QuizSummary; actions: QuizCardActions }) {
  const n = quiz.questionCount;
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid={`quiz-card-${quiz.id}`}>
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Pill className="bg-muted text-muted-foreground">{capitalize(quiz.difficulty)}</Pill>
          {quiz.aiGenerated && (
            <Pill className="bg-accent text-foreground">
              <Sparkles className="size-3" aria-hidden="true" /> AI
            </Pill>
          )}
          {quiz.needsReviewCount > 0 && <NeedsReviewPill count={quiz.needsReviewCount} />}
        </div>
        <h3 className="text-lg leading-snug font-semibold break-words">
          <Link href={`/rollcall/quizzes/${quiz.id}`} className="hover:underline">
            {quiz.title}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          {quiz.subject} · {gradeLabel(quiz.gradeLevel)}
          {quiz.popCultureTheme && <> · {quiz.popCultureTheme} theme</>}
        </p>
      </div>
      <div className="mt-auto flex items-center justify-between text-xs text-muted-foreground">
        <span>{countOf(n, 'question')}</span>
        <time dateTime={quiz.createdAt}>{formatDate(quiz.createdAt)}</time>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          href={hostGamePath(quiz.id)}
          className={`${buttonClass('default', 'sm')} flex-1 whitespace-nowrap`}
        >
          <Gamepad2 className="size-4" aria-hidden="true" /> Host a game
        </Link>
        <Link
          href={`/rollcall/quizzes/${quiz.id}`}
          className={buttonClass('outline', 'sm')}
          aria-label={`Open ${quiz.title}`}
        >
          <Pencil className="size-4" aria-hidden="true" /> Open
        </Link>
      </div>
      <CardFooterActions
        title={quiz.title}
        busy={actions.busy}
        onDuplicate={() => actions.onDuplicate(quiz)}
        deleteTitle={M.deleteConfirm}
        deleteDescription={`“${quiz.title}” will be deleted for good. Games already played keep their results.`}
        onDelete={() => actions.onDelete(quiz)}
      />
    </Card>
  );
}
