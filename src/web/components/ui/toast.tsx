import { useSyncExternalStore } from 'react';
import { useOnDemand } from '../../lib/on-demand';

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
export function dismissToast(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}
export const useToasts = () => useSyncExternalStore(subscribe, () => items);

// Radix's toast (with its dismissable layer and collection) is a tenth of the first screen's
// script, and no first screen shows a toast: it loads with the first toast (issue 16, item 6).
// Each toast announces itself as it mounts, so the first one is read out as before.
const loadToastView = () => import('./toast-view');

/**
 * Resolves once toasts can be drawn (their chunk is in; at once after the first toast), for a
 * caller about to leave the page that wants its toast seen first.
 */
export const toastsReady = (): Promise<unknown> => loadToastView().catch(() => undefined);

/** Mounts the toasts (and the F8 notifications region) from the first toast on. */
export function Toaster() {
  const View = useOnDemand(loadToastView, useToasts().length > 0);
  return View ? <View /> : null;
}
