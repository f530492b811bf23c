/**
 * Sizes, speeds and times of a model download as people read them, shared by the AI tab and
 * `npm run ai:download` so both say the same thing. Decimal units, as disk and download sizes
 * are sold.
 */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(2)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes >= 1e3) return `${Math.round(bytes / 1e3)} kB`;
  return `${bytes} B`;
}

export const formatSpeed = (bytesPerSecond: number) => `${formatBytes(bytesPerSecond)}/s`;

/** "45 s", "3 min 05 s", "1 h 12 min". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

/** Whole percent of a download, never 100 before the last byte. */
export function percentOf(received: number, total: number): number {
  if (total <= 0) return 0;
  const p = Math.floor((received / total) * 100);
  return received < total ? Math.min(p, 99) : 100;
}
