import { Sparkles } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { LessonSummary } from '../../../../contracts/lessons.contract';
import { cn } from '../../../lib/cn';

// Not the shared Badge: its colours are fixed and cn() does not merge conflicting utilities.
function Pill({ className, ...props }: ComponentProps<'span'>) {
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

const statusStyle: Record<LessonSummary['status'], string> = {
  published: 'bg-primary text-primary-foreground',
  draft: 'bg-muted text-foreground border',
  archived: 'border border-dashed text-muted-foreground',
};

export function StatusBadge({ status }: { status: LessonSummary['status'] }) {
  return <Pill className={cn('capitalize', statusStyle[status])}>{status}</Pill>;
}

export function AiBadge() {
  return (
    <Pill className="bg-accent text-foreground">
      <Sparkles className="size-3" aria-hidden="true" /> AI
    </Pill>
  );
}
