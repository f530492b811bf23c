import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { Link } from 'wouter';
import { ANALYTICS_TEXT } from '../../../../contracts/analytics.text';
import { formatPercent, gradeLabel, countOf } from '../../../lib/format';
import type { Overview } from '../../../lib/overview';
import { Section } from './section';

const TREND = {
  up: { icon: TrendingUp, label: 'Improving' },
  down: { icon: TrendingDown, label: 'Declining' },
  flat: { icon: Minus, label: 'Steady' },
} as const;

export function TopPerformers({ data }: { data: Overview | undefined }) {
  return (
    <Section
      title="Top Performers"
      loading={!data}
      empty={data?.topPerformers.length === 0 && ANALYTICS_TEXT.noScores}
    >
      <ol className="divide-y">
        {data?.topPerformers.map((s, i) => {
          const trend = s.trend ? TREND[s.trend] : null;
          return (
            <li
              key={s.studentId}
              className="flex items-center gap-3 py-2.5"
              data-testid="top-performer"
            >
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold"
                aria-label={`Rank ${i + 1}`}
              >
                {i + 1}
              </span>
              <div className="min-w-0 flex-1">
                <Link
                  href={`/students/${s.studentId}`}
                  className="block truncate font-medium hover:underline"
                >
                  {s.firstName} {s.lastName}
                </Link>
                <p className="text-xs text-muted-foreground">
                  {gradeLabel(s.grade)} · {countOf(s.scoreCount, 'score')}
                </p>
              </div>
              {trend && (
                <span className="hidden items-center gap-1 text-xs text-muted-foreground sm:flex">
                  <trend.icon className="size-3.5" aria-hidden="true" /> {trend.label}
                </span>
              )}
              <span className="w-16 text-right font-semibold tabular-nums">
                {formatPercent(s.average, 1)}
              </span>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
