import { AlertTriangle, CheckCircle2, ClipboardList, Percent } from 'lucide-react';
import type { AssessmentStats } from '../../../../contracts/assessments.contract';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatPercent } from '../assessment-format';

/** The four tiles of spec 2, every figure from GET /api/assessments/stats ('—' when it failed). */
export function AssessmentTiles({
  stats,
  loading,
}: {
  stats: AssessmentStats | undefined;
  loading: boolean;
}) {
  const figures = [
    {
      label: 'Total Assessments',
      value: stats?.totalAssessments,
      icon: ClipboardList,
      hint: 'Created by you',
    },
    {
      label: 'Completed',
      value: stats?.completed,
      icon: CheckCircle2,
      hint: 'Submissions and recorded scores',
    },
    {
      label: 'Avg Score',
      value: stats && formatPercent(stats.averageScore),
      icon: Percent,
      hint: 'Across all scored results',
    },
    {
      label: 'Needs Review',
      value: stats?.needsReview,
      icon: AlertTriangle,
      hint: 'Written answers to grade',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map((f) => (
        <Card key={f.label} className="p-4 sm:p-5">
          <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            {f.label} <f.icon className="size-4 shrink-0" aria-hidden="true" />
          </div>
          {loading ? (
            <Skeleton className="mt-2 h-9 w-14" />
          ) : (
            <p className="mt-2 text-3xl font-bold" data-testid={`tile-${f.label}`}>
              {f.value ?? '—'}
            </p>
          )}
          <p className="mt-1 text-xs text-muted-foreground">{f.hint}</p>
        </Card>
      ))}
    </div>
  );
}
