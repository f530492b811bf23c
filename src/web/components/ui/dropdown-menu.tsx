import { MoreVertical } from 'lucide-react';
import { DropdownMenu as M } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export const DropdownMenu = M.Root;
export const DropdownMenuTrigger = M.Trigger;
export function DropdownMenuContent({ className, ...p }: ComponentProps<typeof M.Content>) {
  return (
    <M.Portal>
      <M.Content
        sideOffset={4}
        className={cn('z-50 min-w-32 rounded-md border bg-card p-1 shadow-lg', className)}
        {...p}
      />
    </M.Portal>
  );
}
export function DropdownMenuItem({ className, ...p }: ComponentProps<typeof M.Item>) {
  return (
    <M.Item
      className={cn(
        'cursor-pointer rounded px-2 py-1.5 text-sm capitalize outline-none data-[highlighted]:bg-muted',
        className,
      )}
      {...p}
    />
  );
}

/** An item led by an icon, its words in their own case ("Copy student link"). */
export const iconItemClass = 'flex items-center gap-2 normal-case';

/** A card's or row's "⋮" button and the actions it opens; `label` names it for screen readers. */
export function ActionsMenu({
  label,
  triggerClassName = 'size-8',
  children,
}: {
  label: string;
  triggerClassName?: string;
  children: ReactNode;
}) {
  return (
    <M.Root>
      <M.Trigger asChild>
        <Button variant="ghost" size="icon" className={triggerClassName} aria-label={label}>
          <MoreVertical className="size-4" aria-hidden="true" />
        </Button>
      </M.Trigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </M.Root>
  );
}
