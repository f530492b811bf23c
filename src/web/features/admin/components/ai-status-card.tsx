import { AlertTriangle, FlaskConical } from 'lucide-react';
import type { AiStatus } from '../../../../contracts/ai-admin.contract';
import { formatDuration } from '../../../../contracts/ai-admin.text';
import { ServerError } from '../../../components/server-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Pill } from '../../../components/ui/pill';
import { useTestEngine } from '../ai-admin.api';
import { engineName, SOURCE_LABELS } from '../ai-engine-options';

/** Which engine answers teachers now and why, and a one-click test of it. */
export function AiStatusCard({ status }: { status: AiStatus }) {
  const test = useTestEngine();
  const result = test.data;
  return (
    <Card className="space-y-4 p-5" data-testid="ai-status">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-sm text-muted-foreground">Answering now</h2>
          <p className="text-lg font-semibold" data-testid="ai-status-engine">
            {engineName(status.engine)}{' '}
            <span className="font-normal break-all text-muted-foreground">({status.model})</span>
          </p>
          <p className="text-sm">
            <Pill className="mr-2 bg-muted text-foreground">{SOURCE_LABELS[status.source]}</Pill>
            {status.reason}
          </p>
        </div>
        <Button variant="outline" disabled={test.isPending} onClick={() => test.mutate()}>
          <FlaskConical className="size-4" aria-hidden="true" />
          {test.isPending ? 'Testing…' : 'Test'}
        </Button>
      </div>
      {status.notice && (
        // The chosen local model would not load: say so where the choice is made (issue 37 item 14).
        <Alert
          className="flex items-start gap-2 border-amber-500/60 bg-amber-50 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
          data-testid="ai-status-notice"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{status.notice}</span>
        </Alert>
      )}
      <div aria-live="polite">
        {result && (
          <figure
            className="space-y-2 rounded-md border bg-muted/40 p-3"
            data-testid="ai-test-result"
          >
            <blockquote className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
              {result.text || '(no text)'}
            </blockquote>
            <figcaption className="text-xs text-muted-foreground tabular-nums">
              {engineName(result.engine)} ({result.model}): {result.outputTokens} tokens in{' '}
              {formatDuration(result.seconds)}, {result.tokensPerSecond.toFixed(1)} tokens/s
              {result.firstTokenSeconds !== null &&
                `, first token after ${result.firstTokenSeconds.toFixed(1)} s`}
            </figcaption>
          </figure>
        )}
        <ServerError error={test.error} fallback="The test failed." />
      </div>
    </Card>
  );
}
