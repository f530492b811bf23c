import { useEffect, useState, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Components already fetched, by their loader: a later mount draws them at once. */
const loaded = new WeakMap<Loader<never>, ComponentType<never>>();

/**
 * A code-split component fetched once `wanted` turns true (a dialog's first open, the first
 * toast), or null until it is in. Not lazy() and Suspense: React holds a revealed Suspense
 * boundary back for up to 300 ms, which a dialog opened by a press, or a toast shown just
 * before the page leaves, should not wait.
 */
export function useOnDemand<P>(load: Loader<P>, wanted: boolean): ComponentType<P> | null {
  const [, rerender] = useState(0);
  const component = loaded.get(load as Loader<never>) as ComponentType<P> | undefined;
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    load().then(
      (m) => {
        loaded.set(load as Loader<never>, m.default as ComponentType<never>);
        if (live) rerender((n) => n + 1);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, component, load]);
  return component ?? null;
}
