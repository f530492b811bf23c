import type { DownloadProgress } from '../../../contracts/ai-admin.contract';

/** Speed over the last few seconds: recent enough to follow a slowing link, steady enough to read. */
const WINDOW_MS = 5_000;
/** How often a download reports: a progress bar needs no more. */
const REPORT_EVERY_MS = 250;

/**
 * Bytes, speed and time left of one download attempt. `add` says when a report is due, so the
 * caller sends a few progress events a second whatever the chunk size.
 */
export function createSpeedMeter(
  totalBytes: number,
  startBytes: number,
  now: () => number = () => performance.now(),
) {
  let received = startBytes;
  let lastReport = -Infinity;
  const samples: Array<{ at: number; bytes: number }> = [{ at: now(), bytes: startBytes }];

  const bytesPerSecond = () => {
    const first = samples[0]!;
    const last = samples[samples.length - 1]!;
    const seconds = (last.at - first.at) / 1000;
    return seconds > 0 ? (last.bytes - first.bytes) / seconds : 0;
  };

  return {
    add(bytes: number): boolean {
      received += bytes;
      const at = now();
      samples.push({ at, bytes: received });
      // Keep one sample older than the window, so the window is always fully spanned.
      while (samples.length > 2 && samples[1]!.at <= at - WINDOW_MS) samples.shift();
      if (at - lastReport < REPORT_EVERY_MS) return false;
      lastReport = at;
      return true;
    },
    progress(): Omit<DownloadProgress, 'phase' | 'failure'> {
      const speed = bytesPerSecond();
      return {
        receivedBytes: received,
        totalBytes,
        resumedFromBytes: startBytes,
        bytesPerSecond: Math.round(speed),
        etaSeconds: speed > 0 ? Math.ceil((totalBytes - received) / speed) : null,
      };
    },
  };
}
