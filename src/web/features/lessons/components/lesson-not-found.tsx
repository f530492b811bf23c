import { FileQuestion } from 'lucide-react';
import { Link } from 'wouter';
import { LESSON_MESSAGES } from '../../../../contracts/lessons.contract';
import { buttonClass } from '../../../components/ui/button';

/** Unknown id, someone else's lesson (the API answers 404 for both) or a load failure. */
export function LessonNotFound() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed p-12 text-center">
      <FileQuestion className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 text-xl font-semibold">{LESSON_MESSAGES.notFound}</h1>
      <p className="mt-1 text-sm text-muted-foreground">It may have been deleted.</p>
      <Link href="/lessons" className={`${buttonClass('outline')} mt-4`}>
        Back to lessons
      </Link>
    </div>
  );
}
