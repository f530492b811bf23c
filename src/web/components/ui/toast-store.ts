import { useSyncExternalStore } from 'react';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** One button that does the next step (Start Free Trial on a plan limit); closes the toast. */
  action?: { label: string; onClick: () => void };
  /** Stays until closed: too long to read, or a button to press, in the usual few seconds. */
  persistent?: boolean;
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
/** The spec's red error toast: what failed (usually "Error") and what to do about it. */
export function toastError(
  title: string,
  description?: string,
  more?: Pick<ToastInput, 'action' | 'persistent'>,
) {
  toast({ title, description, variant: 'destructive', ...more });
}
export function dismissToast(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}
// None on the server (entry-server.tsx), so none at hydration either.
const NONE: typeof items = [];
export const useToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => items,
    () => NONE,
  );
