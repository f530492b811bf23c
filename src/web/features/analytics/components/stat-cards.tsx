import { AlertTriangle, ClipboardCheck, TrendingUp, Users } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatPercent } from '../../../lib/format';
import type { Overview } from '../../../lib/overview';

/** GET /api/analytics/stats's four figures (spec section 3), from the overview. */
export function StatCards({ data }: { data: Overview | undefined }) {
  const s = data?.stats;
  const cards = s && [
    { label: 'Total Students', icon: Users, value: String(s.totalStudents) },
    {
      label: 'Average Score',
      icon: TrendingUp,
      value: formatPercent(s.averageScore, 1),
    },
    { label: 'Completed Assessments', icon: ClipboardCheck, value: String(s.completedAssessments) },
    { label: 'Need Support', icon: AlertTriangle, value: String(s.needsSupport) },
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
            </Card>
          ))
        : Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-28 rounded-xl" />)}
    </div>
  );
}
