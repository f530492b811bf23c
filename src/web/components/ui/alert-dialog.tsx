import { AlertDialog as A } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClass } from './button';

/**
 * A confirmation before something destructive. With a `trigger` it opens itself; without one
 * it is controlled through `open` (for menus, whose items unmount as the menu closes).
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending = false,
  onConfirm,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
}) {
  return (
    <A.Root {...(trigger ? {} : { open, onOpenChange })}>
      {trigger && <A.Trigger asChild>{trigger}</A.Trigger>}
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <A.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-card p-6 shadow-xl">
          <A.Title className="text-lg font-semibold">{title}</A.Title>
          <A.Description className="mt-2 text-sm text-muted-foreground">
            {description}
          </A.Description>
          <div className="mt-6 flex justify-end gap-2">
            <A.Cancel className={buttonClass('outline')}>Cancel</A.Cancel>
            <A.Action className={buttonClass('destructive')} disabled={pending} onClick={onConfirm}>
              {confirmLabel}
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
