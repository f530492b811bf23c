import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { BAND_FLOORS, BAND_LABELS, type GradeBand } from '../../../../contracts/analytics.text';
import { cn } from '../../../lib/cn';
import { formatPercent } from '../../../lib/format';

/**
 * Band colours, the same tones as the shared charts (good / warn / bad). Each is always shown
 * with its label or the figure, so colour is never the only signal.
 */
export const BAND_TEXT: Record<GradeBand, string> = {
  excellent: 'text-emerald-700 dark:text-emerald-400',
  good: 'text-primary',
  fair: 'text-amber-700 dark:text-amber-400',
  support: 'text-rose-700 dark:text-rose-400',
};
export const BAND_SURFACE: Record<GradeBand, string> = {
  excellent: 'bg-emerald-500/10 border-emerald-500/30',
  good: 'bg-primary/10 border-primary/30',
  fair: 'bg-amber-500/10 border-amber-500/30',
  support: 'bg-rose-500/10 border-rose-500/30',
};
export const BAND_TONE = {
  excellent: 'good',
  good: 'primary',
  fair: 'warn',
  support: 'bad',
} as const;

export function AverageFigure({
  average,
  band,
  className,
}: {
  average: number;
  band: GradeBand | null;
  className?: string;
}) {
  return (
    <span
      className={cn('font-bold', band && BAND_TEXT[band], className)}
      title={band ? BAND_LABELS[band] : undefined}
    >
      {formatPercent(average, 1)}
    </span>
  );
}

const TRENDS = {
  up: {
    icon: ArrowUpRight,
    label: 'Improving',
    className: 'text-emerald-700 dark:text-emerald-400',
  },
  down: { icon: ArrowDownRight, label: 'Declining', className: 'text-rose-700 dark:text-rose-400' },
  flat: { icon: ArrowRight, label: 'Steady', className: 'text-muted-foreground' },
} as const;

/** The arrow with its word; nothing when there are too few scores to tell. */
export function Trend({ trend }: { trend: keyof typeof TRENDS | null }) {
  if (!trend) return null;
  const t = TRENDS[trend];
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-sm font-medium', t.className)}
      data-testid="trend"
    >
      <t.icon className="size-4" aria-hidden="true" />
      {t.label}
    </span>
  );
}

/** The band of one percent, with the thresholds the server uses for averages. */
export function bandOf(percent: number): GradeBand {
  if (percent >= BAND_FLOORS.excellent) return 'excellent';
  if (percent >= BAND_FLOORS.good) return 'good';
  if (percent >= BAND_FLOORS.fair) return 'fair';
  return 'support';
}
