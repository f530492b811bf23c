import { Clock, Copy, Pencil, Play, Share2, Trash2, Eye } from 'lucide-react';
import { Link } from 'wouter';
import type { LessonSummary } from '../../../../contracts/lessons.contract';
import { LESSON_MESSAGES as M } from '../../../../contracts/lessons.contract';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { gradeLabel } from '../../../lib/format';
import { AiBadge, StatusBadge } from './lesson-badges';

export type LessonActions = {
  onDuplicate: (lesson: LessonSummary) => void;
  onShare: (lesson: LessonSummary) => void;
  onDelete: (lesson: LessonSummary) => void;
  busy: boolean;
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

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
          {lesson.objectives.length} {lesson.objectives.length === 1 ? 'objective' : 'objectives'} ·{' '}
          <time dateTime={lesson.createdAt}>{dateFormat.format(new Date(lesson.createdAt))}</time>
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
      <div className="-mx-2 -mb-2 flex items-center justify-between border-t pt-2">
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Duplicate ${lesson.title}`}
          disabled={actions.busy}
          onClick={() => actions.onDuplicate(lesson)}
        >
          <Copy className="size-4" aria-hidden="true" /> Duplicate
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Share ${lesson.title}`}
          disabled={actions.busy}
          onClick={() => actions.onShare(lesson)}
        >
          <Share2 className="size-4" aria-hidden="true" /> Share
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${lesson.title}`}
              className="text-destructive"
            >
              <Trash2 className="size-4" aria-hidden="true" /> Delete
            </Button>
          }
          title={M.deleteConfirm}
          description={`“${lesson.title}” will be deleted for good, and its share link will stop working.`}
          confirmLabel="Delete"
          onConfirm={() => actions.onDelete(lesson)}
        />
      </div>
    </Card>
  );
}
