import { useParams } from 'wouter';
import { Skeleton } from '../../../components/ui/skeleton';
import { LessonNotFound } from '../components/lesson-not-found';
import { SpeakerView } from '../components/speaker-view';
import { useLesson } from '../lessons.api';

/** /lessons/:id/speaker: the teacher's window beside the presented lesson (answers, notes). */
export default function LessonSpeakerPage() {
  const id = Number(useParams<{ id: string }>().id);
  const lesson = useLesson(id);
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
  return <SpeakerView lesson={lesson.data} lessonId={id} />;
}
