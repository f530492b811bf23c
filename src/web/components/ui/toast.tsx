import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
};
type Item = ToastInput & { id: number; open: boolean };

// A tiny module store so toast() works outside React (query-client error handlers).
let items: Item[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Show a toast. Only one is visible at a time (spec: limit 1). */
export function toast(input: ToastInput) {
  items = [{ ...input, id: nextId++, open: true }];
  emit();
}
export function dismissToast(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}
export const useToasts = () => useSyncExternalStore(subscribe, () => items);

// Radix's toast (with its dismissable layer and collection) is a tenth of the first screen's
// script, and no first screen shows a toast: it loads once the page is idle, or at the first
// toast if that comes sooner (issue 16, item 6).
const ToastView = lazy(() => import('./toast-view'));

/** Mounts the toasts (and the F8 notifications region) once idle or at the first toast. */
export function Toaster() {
  const pending = useToasts().length > 0;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback.
    if (!('requestIdleCallback' in window)) {
      const timer = globalThis.setTimeout(() => setIdle(true), 500);
      return () => globalThis.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true));
    return () => window.cancelIdleCallback(handle);
  }, []);
  if (!idle && !pending) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
