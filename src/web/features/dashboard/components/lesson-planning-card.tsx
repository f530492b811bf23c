import { ArrowRight, FileText, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { ANALYTICS_TEXT } from '../../../../contracts/analytics.text';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatShortDate, gradeLabel } from '../../../lib/format';
import type { Overview } from '../../../lib/overview';

/**
 * Two of the lessons page's Quick Templates. The lessons page owns the create form and has no
 * deep link into it, so these open Lesson Planning, where "Use template" prefills the form.
 */
const TEMPLATES = [
  {
    href: '/lessons',
    title: 'Introduction to a New Topic',
    detail: 'Hook, direct instruction, guided practice and an exit ticket.',
  },
  {
    href: '/lessons',
    title: 'Hands-on Activity',
    detail: 'Students explore in small groups and share what they found.',
  },
] as const;

export function LessonPlanningCard({ data }: { data: Overview | undefined }) {
  const lessons = data?.dashboard.recentLessons;
  return (
    <Card>
      <div className="flex items-center gap-2">
        <Sparkles className="size-5 text-primary" aria-hidden="true" />
        <h2 className="text-lg font-semibold">AI Lesson Planning</h2>
      </div>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {TEMPLATES.map((t) => (
          <li key={t.title}>
            <Link
              href={t.href}
              className="group flex h-full flex-col rounded-lg border p-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="flex items-center justify-between text-sm font-medium">
                {t.title}
                <ArrowRight
                  className="size-4 transition group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
              <span className="mt-1 text-xs text-muted-foreground">{t.detail}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h3 className="mt-5 text-sm font-semibold text-muted-foreground">Recent lessons</h3>
      {!lessons ? (
        <div className="mt-2 space-y-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : lessons.length === 0 ? (
        <p className="mt-2 rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          {ANALYTICS_TEXT.noLessons}
        </p>
      ) : (
        <ul className="mt-2 space-y-2">
          {lessons.map((l) => (
            <li key={l.id}>
              <Link
                href={`/lessons/${l.id}`}
                className="flex items-center gap-3 rounded-lg border p-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                data-testid="recent-lesson"
              >
                <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{l.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    {l.subject} · {gradeLabel(l.grade)} · {formatShortDate(l.createdAt)}
                  </span>
                </span>
                <Badge className="capitalize">{l.status}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
