import { Skeleton } from './ui/skeleton';

/** An edit page's placeholder while its record loads, announced as loading. */
export function FormSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-4" role="status" aria-label={label}>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
