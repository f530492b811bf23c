import { Toast as T } from 'radix-ui';
import { TOAST_DURATION_MS } from '../../../contracts/constants';
import { cn } from '../../lib/cn';
import { dismissToast, useToasts } from './toast';

/** The toasts themselves (Radix), loaded apart from the first screen: see Toaster. */
export default function ToastView() {
  const list = useToasts();
  return (
    <T.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {list.map((t) => (
        <T.Root
          key={t.id}
          onOpenChange={(open) => !open && dismissToast(t.id)}
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
