import { FileQuestion } from 'lucide-react';
import { Link } from 'wouter';
import { LESSON_MESSAGES } from '../../../../contracts/lessons.contract';
import { EmptyState } from '../../../components/empty-state';
import { buttonClass } from '../../../components/ui/button';

/** Unknown id, someone else's lesson (the API answers 404 for both) or a load failure. */
export function LessonNotFound() {
  return (
    <EmptyState
      icon={FileQuestion}
      title={LESSON_MESSAGES.notFound}
      heading="h1"
      hint="It may have been deleted."
    >
      <Link href="/lessons" className={buttonClass('outline')}>
        Back to lessons
      </Link>
    </EmptyState>
  );
}
