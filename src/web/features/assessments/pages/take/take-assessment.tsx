import { Clock, Link2Off } from 'lucide-react';
import { Link } from 'wouter';
import { ASSESSMENT_MESSAGES as M } from '../../../../../contracts/assessments.contract';
import { TAKE_TEXT as T } from '../../../../../contracts/take.contract';
import { Skeleton } from '../../../../components/ui/skeleton';
import { capitalize } from '../../assessment-format';
import { useTakeAssessment } from '../../assessments.api';
import { TakeForm } from './take-form';

/** /take/:code: the assessment's heading and its form, or why it cannot be taken. */
export function TakeAssessmentView({ code }: { code: string }) {
  const test = useTakeAssessment(code);
  if (test.isLoading)
    return (
      <div className="space-y-4" role="status" aria-label={T.loading}>
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (!test.data)
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed p-12 text-center">
        <Link2Off className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-semibold">
          {test.isError ? T.loadFailed : M.takeNotFound}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {T.askTeacher}{' '}
          <Link href="/take" className="text-primary underline">
            {T.enterACode}
          </Link>
          .
        </p>
      </div>
    );
  return (
    <>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold break-words">{test.data.title}</h1>
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
          <span>
            {capitalize(test.data.type)} · {test.data.subject}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" /> {T.timeLimit(test.data.timeLimit)}
          </span>
        </p>
        {test.data.description && (
          <p className="whitespace-pre-wrap break-words">{test.data.description}</p>
        )}
      </div>
      <TakeForm code={code} test={test.data} />
    </>
  );
}
