import { FileQuestion, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { QUIZ_MESSAGES as M } from '../../../../../contracts/quizzes.contract';
import { NativeSelect } from '../../../../components/native-select';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast, toastError } from '../../../../components/ui/toast';
import { serverMessage } from '../../../../lib/api-client';
import { useAssessmentChoices, useQuizFromAssessment } from '../../quizzes.api';

/** "Make a quiz from an assessment": its multiple-choice and true/false questions. */
export function FromAssessmentCard({ onMade }: { onMade: (quizId: number) => void }) {
  const assessments = useAssessmentChoices();
  const make = useQuizFromAssessment();
  const [picked, setPicked] = useState('');
  const list = assessments.data ?? [];
  const selected = list.find((a) => String(a.id) === picked);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!selected) {
      toastError(M.errorTitle, M.assessmentRequired);
      return;
    }
    make.mutate(selected.id, {
      onSuccess: (quiz) => {
        toast({
          title: M.fromAssessmentDone,
          description: M.generatedDescription(quiz.questionCount),
        });
        onMade(quiz.id);
      },
      onError: (error) => toastError(M.errorTitle, serverMessage(error) ?? M.fromAssessmentFailed),
    });
  }

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <h2 className="text-lg font-semibold">Make a quiz from an assessment</h2>
        <p className="text-sm text-muted-foreground">
          Uses its multiple-choice and true/false questions.
        </p>
      </div>
      {assessments.isLoading ? (
        <div role="status" aria-label="Loading assessments" className="space-y-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : assessments.isError ? (
        <p className="text-sm text-destructive">Your assessments could not be loaded.</p>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-start gap-3 text-sm text-muted-foreground">
          <p className="flex items-center gap-2">
            <FileQuestion className="size-4" aria-hidden="true" /> You have no assessments yet.
          </p>
          <Link href="/assessments" className={buttonClass('outline', 'sm')}>
            Go to Assessments
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <NativeSelect
            id="quiz-from-assessment"
            label="Assessment"
            placeholder="Select an assessment"
            options={list.map((a) => String(a.id))}
            format={(id) => list.find((a) => String(a.id) === id)?.title ?? id}
            value={picked}
            onChange={(e) => setPicked(e.target.value)}
            disabled={make.isPending}
          />
          <Button type="submit" variant="outline" disabled={make.isPending} className="self-start">
            {make.isPending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {make.isPending ? 'Making quiz...' : 'Make quiz'}
          </Button>
        </form>
      )}
    </Card>
  );
}
