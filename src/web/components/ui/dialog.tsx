import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;

/**
 * A dialog's action row: stays in view at the bottom of a long dialog on a phone, so Save and
 * Cancel never fall below the fold (the dialog scrolls under it).
 */
export function DialogActions({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'sticky -bottom-6 z-10 -mx-6 -mb-6 flex flex-col-reverse gap-2 border-t bg-card px-6 py-4 sm:flex-row sm:justify-end',
        className,
      )}
      {...props}
    />
  );
}

export function DialogContent({
  title,
  description,
  className,
  children,
  ...props
}: ComponentProps<typeof D.Content> & { title: ReactNode; description?: ReactNode }) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <D.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border bg-card p-6 shadow-xl',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        onEscapeKeyDown={(e) => {
          // Escape in an open combobox (the standards picker) closes its list, not the dialog.
          const target = e.target instanceof Element ? e.target : null;
          if (target?.closest('[role="combobox"][aria-expanded="true"]')) e.preventDefault();
          props.onEscapeKeyDown?.(e);
        }}
      >
        <D.Title className="pr-8 text-xl font-semibold">{title}</D.Title>
        {description && (
          <D.Description className="mt-1 text-sm text-muted-foreground">
            {description}
          </D.Description>
        )}
        <div className="mt-4">{children}</div>
        <D.Close className="absolute top-4 right-4 rounded p-1 hover:bg-muted" aria-label="Close">
          <X className="size-4" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
