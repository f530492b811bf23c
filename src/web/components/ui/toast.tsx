import { Toast as T } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';
import { TOAST_DURATION_MS } from '../../../contracts/constants';

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

/** Show a toast. Only one is visible at a time (spec: limit 1). */
export function toast(input: ToastInput) {
  items = [{ ...input, id: nextId++, open: true }];
  emit();
}
function dismiss(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

export function Toaster() {
  const list = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => items,
  );
  return (
    <T.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {list.map((t) => (
        <T.Root
          key={t.id}
          onOpenChange={(open) => !open && dismiss(t.id)}
          className={cn(
            'rounded-lg border bg-card p-4 pr-8 shadow-lg',
            t.variant === 'destructive' &&
              'border-destructive bg-destructive text-destructive-foreground',
          )}
        >
          <T.Title className="font-semibold">{t.title}</T.Title>
          {t.description && (
            <T.Description className="mt-1 text-sm opacity-90">{t.description}</T.Description>
          )}
        </T.Root>
      ))}
      <T.Viewport
        hotkey={['F8']}
        className="fixed top-0 right-0 z-[100] flex w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-sm"
      />
    </T.Provider>
  );
}
