import { BookOpen, Clock, TrendingUp, Users } from 'lucide-react';
import { ANALYTICS_TEXT } from '../../../../contracts/analytics.text';
import { StatTiles } from '../../../components/stat-tiles';
import { formatMinutes, formatPercent, countOf } from '../../../lib/format';
import type { Overview } from '../../../lib/overview';

/** The four figures of spec section 2, each with the fact behind it underneath. */
export function StatCards({ data }: { data: Overview | undefined }) {
  const d = data?.dashboard;
  const figures = [
    {
      label: 'Students',
      icon: Users,
      value: d && String(d.students),
      hint:
        d && (d.students === 0 ? ANALYTICS_TEXT.noStudents : `${data.scoredStudents} with scores`),
    },
    {
      label: 'Avg Score',
      icon: TrendingUp,
      value: d && formatPercent(d.averageScore, 1),
      hint:
        d &&
        (d.averageScore === null
          ? ANALYTICS_TEXT.noScores
          : `across ${data.stats.completedAssessments} results`),
    },
    {
      label: 'Time Saved',
      icon: Clock,
      value: d && formatMinutes(d.timeSavedMinutes),
      hint: d && `${countOf(d.generations, 'AI generation')} × ${d.minutesPerGeneration} min`,
    },
    {
      label: 'AI Lessons',
      icon: BookOpen,
      value: d && String(d.aiLessons),
      hint: d && `of ${countOf(d.totalLessons, 'lesson')}`,
    },
  ];
  return <StatTiles figures={figures} loading={!d} testIdPrefix="stat" />;
}
