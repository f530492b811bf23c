import type { GradeBand } from '../../../../contracts/analytics.contract';

/**
 * Band colours, the same tones the shared charts use (good / warn / bad), each paired with
 * a text label wherever it appears so colour is never the only signal.
 */
export const BAND_FILL: Record<GradeBand, string> = {
  excellent: 'bg-emerald-500',
  good: 'bg-primary',
  fair: 'bg-amber-500',
  support: 'bg-rose-500',
};

export const BAND_TEXT: Record<GradeBand, string> = {
  excellent: 'text-emerald-700 dark:text-emerald-400',
  good: 'text-primary',
  fair: 'text-amber-700 dark:text-amber-400',
  support: 'text-rose-700 dark:text-rose-400',
};
