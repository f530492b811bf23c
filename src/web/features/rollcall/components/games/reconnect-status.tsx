import { RefreshCw, WifiOff } from 'lucide-react';
import { GAME_MESSAGES, type JoinAck } from '../../../../../contracts/games.contract';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import type { RetryProgress } from '../../../../lib/retry-backoff';

/** What a rejoin that ran out of time says: what happened, and that nothing is lost. */
export const REJOIN_MESSAGES = {
  noAnswer:
    'The game did not answer for 30 seconds: it may be moving to another server. Your place and score are kept.',
  busy: 'Too many devices on this network are joining the game at once. Your place and score are kept.',
  tryAgain: 'Try again',
} as const;

/** "Reconnecting…", with the attempt and the time spent of the 30 s once retries begin. */
export function ReconnectingBanner({ progress }: { progress: RetryProgress | null }) {
  const spent = progress ? Math.min(progress.elapsedMs, progress.budgetMs) : 0;
  return (
    <div role="status" className="space-y-2 rounded-lg bg-muted p-3" data-testid="reconnecting">
      <p className="flex items-center justify-center gap-2 font-medium">
        <WifiOff className="size-5" aria-hidden="true" /> {GAME_MESSAGES.reconnecting}
      </p>
      {progress && (
        <>
          <div
            role="progressbar"
            aria-label="Time spent reconnecting"
            aria-valuemin={0}
            aria-valuemax={Math.round(progress.budgetMs / 1000)}
            aria-valuenow={Math.round(spent / 1000)}
            className="h-2 overflow-hidden rounded-full bg-background"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-500"
              style={{ width: `${Math.round((spent / progress.budgetMs) * 100)}%` }}
            />
          </div>
          <p className="text-center text-sm text-muted-foreground tabular-nums">
            Attempt {progress.attempt} · {Math.round(spent / 1000)} of{' '}
            {Math.round(progress.budgetMs / 1000)} seconds
          </p>
        </>
      )}
    </div>
  );
}

/** A rejoin that ran out of time, the token kept: what happened and a button to try again. */
export function RejoinStuck({
  refusal,
  onRetry,
}: {
  refusal: Extract<JoinAck, { ok: false }>;
  onRetry(): void;
}) {
  return (
    <Alert variant="destructive" className="space-y-3" data-testid="rejoin-stuck">
      <p>{refusal.code === 'too_many_joins' ? REJOIN_MESSAGES.busy : REJOIN_MESSAGES.noAnswer}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {REJOIN_MESSAGES.tryAgain}
      </Button>
    </Alert>
  );
}
