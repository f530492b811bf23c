import { AlertTriangle, CheckCircle2, ClipboardList, Percent } from 'lucide-react';
import type { AssessmentStats } from '../../../../contracts/assessments.contract';
import { StatTiles, type StatTile } from '../../../components/stat-tiles';
import { formatPercent } from '../../../lib/format';

/** The four tiles of spec 2, every figure from GET /api/assessments/stats ('—' when it failed). */
export function AssessmentTiles({
  stats,
  loading,
}: {
  stats: AssessmentStats | undefined;
  loading: boolean;
}) {
  const figures: StatTile[] = [
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
  return <StatTiles figures={figures} loading={loading} />;
}
