import type { LucideIcon } from 'lucide-react';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

export interface StatTile {
  label: string;
  /** Null or undefined shows '—' (not computable yet, or the request failed). */
  value: string | number | null | undefined;
  icon: LucideIcon;
  /** The fact behind the figure, underneath it. */
  hint?: string;
}

/**
 * A row of four figure tiles (dashboard, analytics, assessments, students); placeholders of the
 * same size while loading. Each figure carries the test id `<testIdPrefix>-<label>`.
 */
export function StatTiles({
  figures,
  loading,
  testIdPrefix = 'tile',
}: {
  figures: StatTile[];
  loading: boolean;
  testIdPrefix?: string;
}) {
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
            <p className="mt-2 text-3xl font-bold" data-testid={`${testIdPrefix}-${f.label}`}>
              {f.value ?? '—'}
            </p>
          )}
          {/* Two lines kept for the hint whether it is loading, short or wrapping on a phone, so
              figures arriving never push the page down (layout shift). */}
          <div className="mt-1 min-h-8 text-xs text-muted-foreground">
            {loading && !f.hint ? <Skeleton className="h-3 w-24" /> : f.hint}
          </div>
        </Card>
      ))}
    </div>
  );
}
