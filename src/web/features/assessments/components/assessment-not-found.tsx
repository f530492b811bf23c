import { FileQuestion } from 'lucide-react';
import { Link } from 'wouter';
import { ASSESSMENT_MESSAGES } from '../../../../contracts/assessments.contract';
import { buttonClass } from '../../../components/ui/button';

/** Unknown id, someone else's assessment (the API answers 404 for both) or a load failure. */
export function AssessmentNotFound() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed p-12 text-center">
      <FileQuestion className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold">{ASSESSMENT_MESSAGES.notFound}</h2>
      <p className="mt-1 text-sm text-muted-foreground">It may have been deleted.</p>
      <Link href="/assessments" className={`${buttonClass('outline')} mt-4`}>Back to assessments</Link>
    </div>
  );
}
