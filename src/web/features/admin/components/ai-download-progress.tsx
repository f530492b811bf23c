import type { DownloadProgress } from '../../../../contracts/ai-admin.contract';
import {
  formatBytes,
  formatDuration,
  formatSpeed,
  percentOf,
} from '../../../../contracts/ai-admin.text';

/** A download's bar with its figures: bytes, speed, time left (the server measures them). */
export function AiDownloadProgress({
  name,
  progress,
}: {
  name: string;
  progress: DownloadProgress;
}) {
  const percent = percentOf(progress.receivedBytes, progress.totalBytes);
  const verifying = progress.phase === 'verifying';
  const figures = [
    `${formatBytes(progress.receivedBytes)} of ${formatBytes(progress.totalBytes)}`,
    verifying
      ? 'checking sha256'
      : progress.bytesPerSecond > 0
        ? formatSpeed(progress.bytesPerSecond)
        : 'starting',
    !verifying && progress.etaSeconds !== null
      ? `${formatDuration(progress.etaSeconds)} left`
      : null,
  ].filter(Boolean);
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={`Downloading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${figures.join(', ')}`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground tabular-nums">
        <span className="font-medium text-foreground">{percent}%</span>
        {figures.map((f) => (
          <span key={f}>{f}</span>
        ))}
      </p>
      {progress.resumedFromBytes > 0 && (
        <p className="text-xs text-muted-foreground">
          Resumed from {formatBytes(progress.resumedFromBytes)}.
        </p>
      )}
    </div>
  );
}
