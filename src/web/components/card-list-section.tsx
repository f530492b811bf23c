import type { ReactNode } from 'react';
import { CardGridSkeleton } from './card-grid-skeleton';
import { Badge } from './ui/badge';
import { EmptyState } from './empty-state';
import { Button } from './ui/button';
import { LoadMore, type MoreRows } from './load-more';

/**
 * A list screen's card grid with its heading, count badge and toolbar, and every state in
 * order: loading placeholders, a load error with Try again, the empty state, "no matches"
 * with Clear filters, then the cards.
 */
export function CardListSection({
  id,
  heading,
  noun,
  shown,
  toolbar,
  query,
  empty,
  noMatches,
  onClearFilters,
  filtered,
  more,
  children,
}: {
  /** Prefix of the section's ids and test ids, e.g. "lesson". */
  id: string;
  heading: string;
  /** Plural, for labels: "lessons". */
  noun: string;
  /** How many cards pass the filters (loaded so far), or undefined before the list has loaded. */
  shown: number | undefined;
  toolbar: ReactNode;
  query: { isLoading: boolean; isError: boolean; refetch: () => unknown; isEmpty: boolean };
  empty: ReactNode;
  noMatches: string;
  onClearFilters: () => void;
  filtered: boolean;
  /** A paged list: loads the next page on scroll or with its button. */
  more?: MoreRows;
  children: ReactNode;
}) {
  const headingId = `${id}s-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {heading}
        </h2>
        {shown !== undefined && (
          <Badge aria-label={`${shown} ${noun} shown`} data-testid={`${id}-count`}>
            {shown}
          </Badge>
        )}
      </div>
      {toolbar}
      {query.isLoading ? (
        <CardGridSkeleton label={`Loading ${noun}`} testId={`${id}-skeleton`} />
      ) : query.isError ? (
        <div className="rounded-xl border border-destructive p-6 text-destructive" role="alert">
          {noun[0]!.toUpperCase() + noun.slice(1)} could not be loaded.{' '}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : query.isEmpty ? (
        empty
      ) : shown === 0 ? (
        <EmptyState className="p-10" title={noMatches}>
          <Button variant="outline" onClick={onClearFilters} disabled={!filtered}>
            Clear filters
          </Button>
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</div>
          {more && <LoadMore noun={noun} more={more} />}
        </>
      )}
    </section>
  );
}
