import { LESSON_MESSAGES as M } from '../../../../contracts/lessons.contract';
import { Pencil, Play, Printer } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { LessonDocument } from '../components/lesson-document';
import { AiBadge, StatusBadge } from '../components/lesson-badges';
import { ExportMenu } from '../../../components/export-menu';
import { lessonToMarkdown } from '../lesson-markdown';
import { useLesson } from '../lessons.api';
import { LessonNotFound } from '../components/lesson-not-found';
import { BackLink } from '../../../components/back-link';

/** /lessons/:id — the lesson as a readable, printable page (Preview lands here). */
export default function LessonDetailPage() {
  const id = Number(useParams<{ id: string }>().id);
  const lesson = useLesson(id);
  if (lesson.isLoading) {
    return (
      <div className="space-y-4" role="status" aria-label="Loading lesson">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (!lesson.data) return <LessonNotFound />;
  const l = lesson.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="no-print flex flex-wrap items-center justify-between gap-2">
        <BackLink href="/lessons">All lessons</BackLink>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" /> Print
          </Button>
          <ExportMenu
            title={l.title}
            markdown={() => lessonToMarkdown(l)}
            failedMessage={M.exportFailed}
          />
          <Link
            href={`/lessons/${l.id}/edit`}
            className={buttonClass(l.status === 'published' ? 'outline' : 'default')}
          >
            <Pencil className="size-4" aria-hidden="true" /> Edit
          </Link>
          {l.status === 'published' && (
            <Link href={`/lessons/${l.id}/present`} className={buttonClass()}>
              <Play className="size-4" aria-hidden="true" /> Start Lesson
            </Link>
          )}
        </div>
      </div>
      <LessonDocument
        lesson={l}
        badges={
          <span className="no-print inline-flex items-center gap-2">
            <StatusBadge status={l.status} />
            {l.aiGenerated && <AiBadge />}
          </span>
        }
      />
      {l.standards && l.standards.length > 0 ? (
        <section aria-labelledby="lesson-standards" className="rounded-lg border p-4">
          <h2 id="lesson-standards" className="mb-2 text-lg font-semibold">
            Standards
          </h2>
          <ul className="space-y-1 text-sm" data-testid="lesson-standards">
            {l.standards.map((s) => (
              <li key={s.code}>
                <span className="font-mono font-semibold">{s.code}</span>{' '}
                <span className="text-muted-foreground">{s.description}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
