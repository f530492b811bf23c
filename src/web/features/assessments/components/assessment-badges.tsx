import { AlertTriangle, Radio, Sparkles } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';
import { capitalize } from '../assessment-format';

// Not the shared Badge: its colours are fixed and cn() does not merge conflicting utilities.
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

export function TypeBadge({ type }: { type: string }) {
  return <Pill className="bg-primary text-primary-foreground">{capitalize(type)}</Pill>;
}

export function AiGeneratedBadge() {
  return (
    <Pill className="bg-accent text-foreground">
      <Sparkles className="size-3" aria-hidden="true" /> AI Generated
    </Pill>
  );
}

/** Shown while students can take the assessment at its link. */
export function LiveBadge() {
  return (
    <Pill className="border text-foreground">
      <Radio className="size-3" aria-hidden="true" /> Accepting answers
    </Pill>
  );
}

export function NeedsReviewBadge({ label = 'Needs review' }: { label?: string }) {
  return (
    <Pill className="border border-amber-600 text-foreground dark:border-amber-400">
      <AlertTriangle className="size-3 text-amber-700 dark:text-amber-300" aria-hidden="true" />{' '}
      {label}
    </Pill>
  );
}
