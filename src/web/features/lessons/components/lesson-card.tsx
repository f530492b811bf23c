import { Clock, Eye, Pencil, Play } from 'lucide-react';
import { Link } from 'wouter';
import type { LessonSummary } from '../../../../contracts/lessons.contract';
import { LESSON_MESSAGES as M } from '../../../../contracts/lessons.contract';
import { CardFooterActions } from '../../../components/card-footer-actions';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate, gradeLabel, countOf } from '../../../lib/format';
import { AiBadge, StatusBadge } from './lesson-badges';

export type LessonActions = {
  onDuplicate: (lesson: LessonSummary) => void;
  onShare: (lesson: LessonSummary) => void;
  onDelete: (lesson: LessonSummary) => void;
  busy: boolean;
};

export function LessonCard({ lesson, actions }: { lesson: LessonSummary; actions: LessonActions }) {
  const published = lesson.status === 'published';
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid={`lesson-card-${lesson.id}`}>
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={lesson.status} />
          {lesson.aiGenerated && <AiBadge />}
          {lesson.shareToken && <span className="text-xs text-muted-foreground">Shared</span>}
        </div>
        <h3 className="text-lg leading-snug font-semibold break-words">{lesson.title}</h3>
        <p className="text-sm text-muted-foreground">
          {lesson.subject} · {gradeLabel(lesson.grade)}
        </p>
        {lesson.topic && <p className="line-clamp-2 text-sm break-words">{lesson.topic}</p>}
      </div>
      <div className="mt-auto flex items-center justify-between text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" /> {lesson.duration} min
        </span>
        <span>
          {countOf(lesson.objectives.length, 'objective')} ·{' '}
          <time dateTime={lesson.createdAt}>{formatDate(lesson.createdAt)}</time>
        </span>
      </div>
      <div className="flex items-center gap-2">
        {/* Start Lesson presents a published lesson; Preview reads a draft on its page. */}
        <Link
          href={published ? `/lessons/${lesson.id}/present` : `/lessons/${lesson.id}`}
          className={`${buttonClass('default', 'sm')} flex-1 whitespace-nowrap`}
        >
          {published ? (
            <Play className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
          {published ? 'Start Lesson' : 'Preview'}
        </Link>
        <Link
          href={`/lessons/${lesson.id}/edit`}
          className={buttonClass('outline', 'sm')}
          aria-label={`Edit ${lesson.title}`}
        >
          <Pencil className="size-4" aria-hidden="true" /> Edit
        </Link>
      </div>
      <CardFooterActions
        title={lesson.title}
        busy={actions.busy}
        onDuplicate={() => actions.onDuplicate(lesson)}
        onShare={() => actions.onShare(lesson)}
        deleteTitle={M.deleteConfirm}
        deleteDescription={`“${lesson.title}” will be deleted for good, and its share link will stop working.`}
        onDelete={() => actions.onDelete(lesson)}
      />
    </Card>
  );
}
