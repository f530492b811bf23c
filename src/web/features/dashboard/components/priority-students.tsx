import { TrendingDown, TrendingUp, Minus } from 'lucide-react';
import { Link } from 'wouter';
import type { RankedStudent } from '../../../../contracts/analytics.contract';
import { ANALYTICS_TEXT } from '../../../../contracts/analytics.text';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Overview } from '../../../lib/overview';
import { formatPercent, gradeLabel, initials } from '../../../lib/format';
import { BAND_TEXT } from './bands';

const TREND = {
  up: { icon: TrendingUp, label: 'Improving' },
  down: { icon: TrendingDown, label: 'Declining' },
  flat: { icon: Minus, label: 'Steady' },
} as const;

function Row({ s }: { s: RankedStudent }) {
  const trend = s.trend ? TREND[s.trend] : null;
  return (
    <li className="flex items-center gap-3 py-3" data-testid="priority-student">
      <span
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold"
        aria-hidden="true"
      >
        {initials(s)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          {s.firstName} {s.lastName}
        </p>
        {/* Separated by space, not '·': a wrapped line would start with a stray dot. */}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
          <span className="whitespace-nowrap">{gradeLabel(s.grade)}</span>
          <span className={`font-semibold whitespace-nowrap ${BAND_TEXT[s.band]}`}>
            {formatPercent(s.average, 1)}
          </span>
          {trend && (
            <span
              className="inline-flex items-center gap-1 whitespace-nowrap"
              data-testid="priority-trend"
            >
              <trend.icon className="size-3" aria-hidden="true" /> {trend.label}
            </span>
          )}
        </p>
      </div>
      <Link
        href={`/students/${s.studentId}`}
        className={`${buttonClass('outline', 'sm')} shrink-0`}
        aria-label={`Support ${s.firstName} ${s.lastName}`}
      >
        Support
      </Link>
    </li>
  );
}

/** The three lowest averages: who needs the teacher first. */
export function PriorityStudents({ data }: { data: Overview | undefined }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">Priority Students</h2>
      <p className="mt-1 text-sm text-muted-foreground">Lowest averages first</p>
      {!data ? (
        <div className="mt-3 space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : data.priorityStudents.length === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed p-6 text-center text-sm">
          {data.dashboard.students === 0 ? (
            <>
              <p className="font-medium">{ANALYTICS_TEXT.noStudents}</p>
              <Link href="/students" className="mt-1 inline-block text-primary hover:underline">
                {ANALYTICS_TEXT.noStudentsHint}
              </Link>
            </>
          ) : data.scoredStudents > 0 ? (
            <>
              <p className="font-medium">{ANALYTICS_TEXT.noPriority}</p>
              <p className="mt-1 text-muted-foreground">{ANALYTICS_TEXT.noPriorityHint}</p>
            </>
          ) : (
            <>
              <p className="font-medium">{ANALYTICS_TEXT.noScores}</p>
              <p className="mt-1 text-muted-foreground">{ANALYTICS_TEXT.noScoresHint}</p>
            </>
          )}
        </div>
      ) : (
        <ul className="mt-2 divide-y">
          {data.priorityStudents.map((s) => (
            <Row key={s.studentId} s={s} />
          ))}
        </ul>
      )}
    </Card>
  );
}
