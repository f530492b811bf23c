import type { ComponentProps } from 'react';
import { fieldClass } from './ui/input';
import { Label } from './ui/label';
import { cn } from '../lib/cn';

/**
 * A labelled native <select>: works with react-hook-form's register (ref as a prop in React 19),
 * and a native control is the most robust choice on phones and for keyboard users.
 */
export function NativeSelect({
  id,
  label,
  options,
  placeholder,
  format = (o) => o,
  error,
  hideLabel = false,
  className,
  ...props
}: ComponentProps<'select'> & {
  id: string;
  label: string;
  options: readonly string[];
  placeholder?: string;
  format?: (option: string) => string;
  error?: string;
  /** For toolbars where the placeholder option already says what the control is. */
  hideLabel?: boolean;
}) {
  return (
    <div className={hideLabel ? undefined : 'space-y-1.5'}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <select
        id={id}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(fieldClass, 'h-10', className)}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {format(o)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
