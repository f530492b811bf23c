import { AlertTriangle, ClipboardCheck, TrendingUp, Users } from 'lucide-react';
import { StatTiles } from '../../../components/stat-tiles';
import { formatPercent } from '../../../lib/format';
import type { Overview } from '../../../lib/overview';

/** GET /api/analytics/stats's four figures (spec section 3), from the overview. */
export function StatCards({ data }: { data: Overview | undefined }) {
  const s = data?.stats;
  const figures = [
    { label: 'Total Students', icon: Users, value: s && String(s.totalStudents) },
    { label: 'Average Score', icon: TrendingUp, value: s && formatPercent(s.averageScore, 1) },
    {
      label: 'Completed Assessments',
      icon: ClipboardCheck,
      value: s && String(s.completedAssessments),
    },
    { label: 'Need Support', icon: AlertTriangle, value: s && String(s.needsSupport) },
  ];
  return <StatTiles figures={figures} loading={!s} testIdPrefix="stat" />;
}
