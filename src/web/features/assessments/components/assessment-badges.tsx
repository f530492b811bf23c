import { AlertTriangle, Radio, Sparkles } from 'lucide-react';
import { Pill } from '../../../components/ui/pill';
import { capitalize } from '../../../lib/format';

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
