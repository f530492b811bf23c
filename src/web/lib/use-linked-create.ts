import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readPrefill, type Prefill } from './prefill';

/**
 * A page whose address says `?create=ai&...` (the offline assistant's form link) opens its
 * create form once with those details, then drops them from the address so a reload or the
 * back button does not open it again.
 */
export function useLinkedCreate(open: (prefill: Prefill) => void) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const done = useRef('');
  useEffect(() => {
    const q = new URLSearchParams(search);
    if (q.get('create') !== 'ai' || done.current === search) return;
    done.current = search;
    open(readPrefill(search));
    navigate(path, { replace: true });
    // `open` is a fresh closure each render; the address alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
}
