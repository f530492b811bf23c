import { ListChecks } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { EmptyState } from '../../../../components/empty-state';
import { buttonClass } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useQuizzes } from '../../quizzes.api';
import { RoomForm } from './room-form';

/** "Create a game room": a quiz, players, mode and options; the host view opens after. */
export function CreateRoomForm() {
  const search = useSearch();
  const quizzes = useQuizzes();
  const asked = new URLSearchParams(search).get('quiz') ?? '';
  const list = quizzes.data ?? [];

  if (quizzes.isLoading)
    return (
      <Card className="space-y-3 p-5" aria-busy="true">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </Card>
    );
  if (!quizzes.isError && list.length === 0)
    return (
      <EmptyState
        icon={ListChecks}
        title="You need a quiz to host a game."
        hint="Generate one in the Quiz Generator tab, or make one from an assessment."
      >
        <Link href="/rollcall?tab=quizzes" className={buttonClass()}>
          Go to the Quiz Generator
        </Link>
      </EmptyState>
    );

  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-lg font-semibold">Create a game room</h2>
        <p className="text-sm text-muted-foreground">
          Students join on their own devices with the code, the link or the QR code.
        </p>
      </div>
      {/* ?quiz= (from a quiz's "Host a game") chooses it, when it is one of the teacher's
          quizzes; another ?quiz= starts the form again with that one. */}
      <RoomForm
        key={asked}
        quizzes={list}
        quizzesFailed={quizzes.isError}
        initialQuiz={list.some((q) => String(q.id) === asked) ? asked : ''}
      />
    </Card>
  );
}
