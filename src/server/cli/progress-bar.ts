import type { DownloadProgress } from '../../contracts/ai-admin.contract';
import { formatBytes, formatDuration, formatSpeed, percentOf } from '../../contracts/ai-admin.text';

/**
 * One line of a terminal progress bar: `[#######-------]  45%  512.0 MB / 1.12 GB  12.3 MB/s
 * 1 min 20 s left`; the same figures the AI tab shows.
 */
export function progressLine(p: DownloadProgress, width = 30): string {
  const percent = percentOf(p.receivedBytes, p.totalBytes);
  const filled = Math.round((percent / 100) * width);
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
  const parts = [
    bar,
    `${String(percent).padStart(3)}%`,
    `${formatBytes(p.receivedBytes)} / ${formatBytes(p.totalBytes)}`,
  ];
  if (p.phase === 'verifying') parts.push('checking sha256');
  else if (p.bytesPerSecond > 0) parts.push(formatSpeed(p.bytesPerSecond));
  if (p.phase === 'downloading' && p.etaSeconds !== null) {
    parts.push(`${formatDuration(p.etaSeconds)} left`);
  }
  return parts.join('  ');
}
