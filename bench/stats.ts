import os from 'node:os';

/** Shared figures for the benchmarks: they print, they never assert. */
export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** "p50=…ms p95=…ms p99=…ms" for a list of durations in milliseconds. */
export function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return ['50', '95', '99']
    .map((p) => `p${p}=${percentile(sorted, Number(p)).toFixed(2)}ms`)
    .join(' ');
}

/** "load average 0.52 0.40 0.31": printed beside every figure, since a busy machine moves them. */
export const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
