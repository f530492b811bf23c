import { FileQuestion } from 'lucide-react';
import { Link } from 'wouter';
import { ASSESSMENT_MESSAGES } from '../../../../contracts/assessments.contract';
import { buttonClass } from '../../../components/ui/button';

/**
 * Unknown id or someone else's assessment (the API answers 404 for both). `headingLevel` 1 where
 * the page has no other h1 (the results page shows the assessment title as its h1).
 */
export function AssessmentNotFound({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed p-12 text-center">
      <FileQuestion className="size-10 text-muted-foreground" aria-hidden="true" />
      <Heading className="mt-4 text-xl font-semibold">{ASSESSMENT_MESSAGES.notFound}</Heading>
      <p className="mt-1 text-sm text-muted-foreground">It may have been deleted.</p>
      <Link href="/assessments" className={`${buttonClass('outline')} mt-4`}>
        Back to assessments
      </Link>
    </div>
  );
}
