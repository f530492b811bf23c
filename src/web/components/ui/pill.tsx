import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A small rounded label whose colours the caller chooses (Badge's are fixed). */
export function Pill({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        className,
      )}
      {...props}
    />
  );
}
