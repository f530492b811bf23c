import { BookOpen, Clock, TrendingUp, Users } from 'lucide-react';
import { ANALYTICS_TEXT } from '../../../../contracts/analytics.contract';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Overview } from '../../../lib/overview';
import { formatMinutes, formatPercent } from '../../../lib/format';

/** The four figures of spec section 2, each with the fact behind it underneath. */
export function StatCards({ data }: { data: Overview | undefined }) {
  const d = data?.dashboard;
  const cards = d && [
    {
      label: 'Students',
      icon: Users,
      value: String(d.students),
      note: d.students === 0 ? ANALYTICS_TEXT.noStudents : `${data.scoredStudents} with scores`,
    },
    {
      label: 'Avg Score',
      icon: TrendingUp,
      value: formatPercent(d.averageScore, 1),
      note:
        d.averageScore === null
          ? ANALYTICS_TEXT.noScores
          : `across ${data.stats.completedAssessments} results`,
    },
    {
      label: 'Time Saved',
      icon: Clock,
      value: formatMinutes(d.timeSavedMinutes),
      note: `${d.generations} AI ${d.generations === 1 ? 'generation' : 'generations'} × ${d.minutesPerGeneration} min`,
    },
    {
      label: 'AI Lessons',
      icon: BookOpen,
      value: String(d.aiLessons),
      note: `of ${d.totalLessons} ${d.totalLessons === 1 ? 'lesson' : 'lessons'}`,
    },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards
        ? cards.map((c) => (
            <Card key={c.label} className="p-5">
              <div className="flex items-center justify-between text-sm font-medium text-muted-foreground">
                {c.label} <c.icon className="size-4" aria-hidden="true" />
              </div>
              <p className="mt-2 text-3xl font-bold" data-testid={`stat-${c.label}`}>
                {c.value}
              </p>
              <p className="mt-1 text-xs text-muted-foreground">{c.note}</p>
            </Card>
          ))
        : Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-32 rounded-xl" />)}
    </div>
  );
}
