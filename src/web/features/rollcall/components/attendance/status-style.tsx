import { Check, Clock, FileCheck, X, type LucideIcon } from 'lucide-react';
import { STATUS_LABELS, type AttendanceStatus } from '../../../../../contracts/attendance.contract';

/** Colour, a word and an icon for each status: never colour alone. */
export const STATUS_STYLE: Record<AttendanceStatus, { tone: string; Icon: LucideIcon }> = {
  present: {
    tone: 'border-emerald-500 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
    Icon: Check,
  },
  absent: {
    tone: 'border-rose-500 bg-rose-50 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
    Icon: X,
  },
  late: {
    tone: 'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
    Icon: Clock,
  },
  excused: {
    tone: 'border-sky-500 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
    Icon: FileCheck,
  },
};

export const UNMARKED_TONE = 'border-dashed bg-card text-foreground';

export function StatusTag({ status }: { status: AttendanceStatus | undefined }) {
  if (!status) return <span className="text-xs text-muted-foreground">Not marked</span>;
  const { Icon } = STATUS_STYLE[status];
  return (
    <span className="inline-flex items-center gap-0.5 text-xs font-semibold">
      <Icon className="size-3" aria-hidden="true" />
      {STATUS_LABELS[status]}
    </span>
  );
}
