import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** A titled card that shows a skeleton while loading and an honest empty state when empty. */
export function Section({
  title,
  loading,
  empty,
  children,
  className,
}: {
  title: string;
  loading: boolean;
  /** The empty-state text, or false when there is something to show. */
  empty: string | false;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {loading ? (
        <Skeleton className="mt-4 h-40" />
      ) : empty ? (
        <p className="mt-4 rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        <div className="mt-4">{children}</div>
      )}
    </Card>
  );
}
