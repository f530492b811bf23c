import { Link2Off } from 'lucide-react';
import { useParams } from 'wouter';
import { LESSON_MESSAGES } from '../../../../contracts/lessons.contract';
import { EmptyState } from '../../../components/empty-state';
import { PublicHeader } from '../../../components/public-header';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSharedLesson } from '../lessons.api';
import { LessonDocument } from '../components/lesson-document';

/** /shared/lessons/:token — read-only, for anyone with the link, signed in or not. */
export default function SharedLessonPage() {
  const { token = '' } = useParams<{ token: string }>();
  const shared = useSharedLesson(token);
  return (
    <div className="mx-auto max-w-4xl space-y-6 p-4 sm:p-8">
      <PublicHeader className="no-print">
        {shared.data && (
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            Print
          </Button>
        )}
      </PublicHeader>
      <p className="no-print text-sm text-muted-foreground">
        A lesson shared with you (read-only).
      </p>
      {shared.isLoading ? (
        <div className="space-y-4" role="status" aria-label="Loading lesson">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : shared.data ? (
        <LessonDocument lesson={shared.data} />
      ) : (
        <EmptyState
          icon={Link2Off}
          heading="h1"
          title={
            shared.isError
              ? 'This lesson could not be loaded. Please try again.'
              : LESSON_MESSAGES.sharedNotFound
          }
          hint="Ask the teacher who shared it for a new link."
        />
      )}
    </div>
  );
}
