import { Clock, GraduationCap, BookOpen, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SharedLesson } from '../../../../contracts/lessons.contract';
import { Markdown } from '../../../components/markdown';
import { gradeLabel } from '../../../lib/format';
import { lessonBody } from '../lesson-markdown';

function Fact({ icon: Icon, children }: { icon: typeof Clock; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm">
      <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      {children}
    </span>
  );
}

function List({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A lesson as a readable (and printable) document: the owner's page and the public share page
 * both render this, so what a share link shows is exactly what the teacher sees.
 */
export function LessonDocument({
  lesson,
  badges,
}: {
  /** The owner's page passes the description; a shared lesson has none. */
  lesson: SharedLesson & { description?: string };
  badges?: ReactNode;
}) {
  // Each field shows once, from the field: the body drops what the header and lists show.
  const body = lessonBody(lesson);
  const description = lesson.description?.trim();
  return (
    <article className="space-y-6">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold break-words">{lesson.title}</h1>
        <div className="flex flex-wrap gap-2">
          <Fact icon={BookOpen}>{lesson.subject}</Fact>
          <Fact icon={GraduationCap}>{gradeLabel(lesson.grade)}</Fact>
          <Fact icon={Clock}>{lesson.duration} minutes</Fact>
          {lesson.topic && <Fact icon={Tag}>{lesson.topic}</Fact>}
          {badges}
        </div>
        {description && (
          <p className="max-w-3xl whitespace-pre-line text-muted-foreground">{description}</p>
        )}
      </header>
      {(lesson.objectives.length > 0 || lesson.materials.length > 0) && (
        <div className="grid gap-6 rounded-xl border bg-card p-6 md:grid-cols-2 print:border-0 print:p-0">
          <List title="Objectives" items={lesson.objectives} />
          <List title="Materials" items={lesson.materials} />
        </div>
      )}
      {body ? (
        <Markdown source={body} className="max-w-3xl break-words" />
      ) : (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          This lesson has no written plan yet.
        </p>
      )}
    </article>
  );
}
