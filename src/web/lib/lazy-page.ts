import { createElement, lazy, type ComponentType } from 'react';

export type Load<P extends object = object> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A code-split page; `load` fetches its chunk ahead of rendering (see preloadSignedIn). Once
 * the chunk is in, the page renders at once rather than through a Suspense fallback: a page
 * preloaded alongside GET /api/user then paints in the same frame as the app around it.
 */
export function pageFor<P extends object>(
  load: Load<P>,
): { page: ComponentType<P>; load: Load<P> } {
  let loaded: ComponentType<P> | undefined;
  const fetchPage = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const LazyPage = lazy(fetchPage);
  // Whatever the router passes (its params) goes on to the page, as through lazy().
  function Page(props: P) {
    return createElement(loaded ?? LazyPage, props);
  }
  return { page: Page, load: fetchPage };
}
