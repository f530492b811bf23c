import { DISPLAY_COUNTS } from '../../contracts/constants';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

/** The loading placeholders of a card grid (lessons, assessments), announced as loading. */
export function CardGridSkeleton({ label, testId }: { label: string; testId: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label={label}>
      {Array.from({ length: DISPLAY_COUNTS.loadingPlaceholders }, (_, i) => (
        <Card key={i} className="space-y-3 p-5" data-testid={testId}>
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-8 w-full" />
        </Card>
      ))}
    </div>
  );
}
