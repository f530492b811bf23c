import type { ComponentProps } from 'react';
import { Label } from '../../../../components/ui/label';

/** A game option as a checkbox, with a line saying what it does. */
export function RoomToggle({
  id,
  label,
  hint,
  ...props
}: ComponentProps<'input'> & { id: string; label: string; hint: string }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 accent-[var(--primary)]"
        aria-describedby={`${id}-hint`}
        {...props}
      />
      <div>
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
