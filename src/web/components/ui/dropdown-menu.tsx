import { DropdownMenu as M } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

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
