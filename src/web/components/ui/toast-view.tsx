import { Toast as T } from 'radix-ui';
import { TOAST_DURATION_MS } from '../../../contracts/constants';
import { cn } from '../../lib/cn';
import { dismissToast, useToasts } from './toast-store';

/** The toasts themselves (Radix), loaded apart from the first screen: see Toaster. */
export default function ToastView() {
  const list = useToasts();
  return (
    <T.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {list.map((t) => (
        <T.Root
          key={t.id}
          duration={t.persistent ? Infinity : undefined}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={cn(
            'relative rounded-lg border bg-card p-4 pr-8 shadow-lg',
            t.variant === 'destructive' &&
              'border-destructive bg-destructive text-destructive-foreground',
          )}
        >
          <T.Title className="font-semibold">{t.title}</T.Title>
          {t.persistent && (
            <T.Close
              aria-label="Close"
              className="absolute top-2 right-2 rounded-sm px-1.5 text-lg leading-none opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              ×
            </T.Close>
          )}
          {t.description && (
            <T.Description className="mt-1 text-sm opacity-90">{t.description}</T.Description>
          )}
          {t.action && (
            <T.Action
              altText={t.action.label}
              onClick={t.action.onClick}
              className="mt-3 inline-flex h-9 items-center rounded-md border border-current bg-background px-3 text-sm font-medium text-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {t.action.label}
            </T.Action>
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
