import { Sparkles } from 'lucide-react';
import type { LessonSummary } from '../../../../contracts/lessons.contract';
import { Pill } from '../../../components/ui/pill';
import { cn } from '../../../lib/cn';

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
