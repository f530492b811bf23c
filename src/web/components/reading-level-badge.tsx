import { BookOpenText } from 'lucide-react';
import type { ReadingLevel } from '../../contracts/ai.contract';
import { readingLevelHelp, readingLevelLabel } from '../../contracts/reading-level.text';
import { cn } from '../lib/cn';

/**
 * "Reads at grade 6.4 - target 3" (issue 34 item 1): green within a grade of the target, amber
 * off it. A disclosure, not a hover tooltip, so a phone and a keyboard can open what the number
 * means; the engine's own note (no built-in text nearer the grade) is said beside it.
 */
export function ReadingLevelBadge({
  level,
  className,
}: {
  level: ReadingLevel | undefined;
  className?: string;
}) {
  if (!level) return null;
  return (
    <details className={cn('group text-xs', className)} data-testid="reading-level">
      <summary
        className={cn(
          'inline-flex cursor-pointer list-none items-center gap-1.5 rounded-full border px-2.5 py-1 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden',
          level.onTarget
            ? 'border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-100'
            : 'border-amber-600/50 bg-amber-50 text-amber-900 dark:border-amber-400/40 dark:bg-amber-950 dark:text-amber-100',
        )}
        aria-label={`${readingLevelLabel(level)}${level.onTarget ? '' : ' (off target)'}: what this means`}
      >
        <BookOpenText className="size-3.5 shrink-0" aria-hidden="true" />
        {readingLevelLabel(level)}
      </summary>
      <div className="mt-2 max-w-prose space-y-1 rounded-md border bg-card p-3 text-foreground shadow-sm">
        <p>{readingLevelHelp(level)}</p>
        {level.note && <p className="font-medium">{level.note}</p>}
      </div>
    </details>
  );
}
