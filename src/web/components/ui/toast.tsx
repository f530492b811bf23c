import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

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
// script, and no first screen shows a toast: it loads with the first toast (issue 16, item 6).
// Each toast announces itself as it mounts, so the first one is read out as before.
const ToastView = lazy(() => import('./toast-view'));

/** Mounts the toasts (and the F8 notifications region) from the first toast on. */
export function Toaster() {
  const pending = useToasts().length > 0;
  const [wanted, setWanted] = useState(false);
  if (pending && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
