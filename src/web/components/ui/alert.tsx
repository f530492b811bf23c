import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Alert({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'div'> & { variant?: 'default' | 'destructive' }) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-md border px-4 py-3 text-sm',
        variant === 'destructive' && 'border-destructive text-destructive',
        className,
      )}
      {...props}
    />
  );
}
