import { useEffect, useRef } from 'react';
import { Button } from './ui/button';

export interface MoreRows {
  hasMore: boolean;
  loading: boolean;
  onMore: () => unknown;
}

/**
 * The end of a paged list: the next page loads when this comes into view while scrolling, and
 * the button does the same for keyboards, screen readers and browsers without an observer.
 */
export function LoadMore({ noun, more }: { noun: string; more: MoreRows }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loading, onMore } = more;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onMore();
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading, onMore]);
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex justify-center pt-2">
      <Button variant="outline" onClick={() => onMore()} disabled={loading} aria-busy={loading}>
        {loading ? `Loading more ${noun}...` : `Load more ${noun}`}
      </Button>
    </div>
  );
}
