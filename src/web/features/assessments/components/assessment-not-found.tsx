import { FileQuestion } from 'lucide-react';
import { Link } from 'wouter';
import { ASSESSMENT_MESSAGES } from '../../../../contracts/assessments.contract';
import { EmptyState } from '../../../components/empty-state';
import { buttonClass } from '../../../components/ui/button';

/**
 * Unknown id or someone else's assessment (the API answers 404 for both). `headingLevel` 1 where
 * the page has no other h1 (the results page shows the assessment title as its h1).
 */
export function AssessmentNotFound({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  return (
    <EmptyState
      icon={FileQuestion}
      title={ASSESSMENT_MESSAGES.notFound}
      heading={headingLevel === 1 ? 'h1' : 'h2'}
      hint="It may have been deleted."
    >
      <Link href="/assessments" className={buttonClass('outline')}>
        Back to assessments
      </Link>
    </EmptyState>
  );
}
