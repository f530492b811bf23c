import { useLocation, useParams } from 'wouter';
import { Skeleton } from '../../../components/ui/skeleton';
import { LessonNotFound } from '../components/lesson-not-found';
import { PresenterView } from '../components/presenter-view';
import { useLesson } from '../lessons.api';

/** /lessons/:id/present: "Start Lesson" opens the lesson on the classroom screen. */
export default function LessonPresentPage() {
  const id = Number(useParams<{ id: string }>().id);
  const lesson = useLesson(id);
  const [, navigate] = useLocation();
  if (lesson.isLoading)
    return (
      <div className="space-y-4 p-6" role="status" aria-label="Loading lesson">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (!lesson.data)
    return (
      <div className="p-6">
        <LessonNotFound />
      </div>
    );
  return (
    <PresenterView lesson={lesson.data} lessonId={id} onExit={() => navigate(`/lessons/${id}`)} />
  );
}
