import { countOf } from '../../../lib/format';
import { Link } from 'wouter';
import { ANALYTICS_TEXT, BAND_LABELS } from '../../../../contracts/analytics.text';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Overview } from '../../../lib/overview';
import { BAND_FILL } from './bands';

/** How the class spreads over the grade bands, as one stacked bar with a labelled legend. */
export function PerformanceCard({ data }: { data: Overview | undefined }) {
  return (
    <Card>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Student Performance</h2>
        <Link href="/analytics" className="text-sm font-medium text-primary hover:underline">
          View analytics
        </Link>
      </div>
      {!data ? (
        <Skeleton className="mt-4 h-24" />
      ) : data.scoredStudents === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed p-6 text-center">
          <p className="font-medium">{ANALYTICS_TEXT.noScores}</p>
          <p className="mt-1 text-sm text-muted-foreground">{ANALYTICS_TEXT.noScoresHint}</p>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            {countOf(data.scoredStudents, 'student')} with scores, by average
          </p>
          <div className="mt-4 flex h-4 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            {data.distribution.map((b) =>
              b.count > 0 ? (
                <div
                  key={b.band}
                  className={BAND_FILL[b.band]}
                  style={{ width: `${b.percent}%` }}
                />
              ) : null,
            )}
          </div>
          <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
            {data.distribution.map((b) => (
              <li key={b.band} className="flex items-center gap-2" data-testid={`band-${b.band}`}>
                <span
                  className={`size-3 shrink-0 rounded-full ${BAND_FILL[b.band]}`}
                  aria-hidden="true"
                />
                <span className="flex-1">{BAND_LABELS[b.band]}</span>
                <span className="font-medium tabular-nums">
                  {b.count} ({b.percent}%)
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
