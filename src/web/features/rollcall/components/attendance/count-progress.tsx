import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import type { FaceStage } from './face-counter';

const STEPS: { stage: FaceStage; label: string }[] = [
  { stage: 'loading', label: 'Loading the face detector (first photo only)' },
  { stage: 'counting', label: 'Counting faces' },
];

/**
 * Where a head count is, and for how long: on a slow computer a first count takes a while, and
 * the page stays usable meanwhile (the detector runs in a worker), so the teacher can wait or stop.
 */
export function CountProgress({
  stage,
  since,
  part,
  parts,
  onCancel,
}: {
  stage: FaceStage;
  since: number;
  /** Which look at the photo is under way (the whole photo, then its quarters). */
  part?: number;
  parts?: number;
  onCancel: () => void;
}) {
  const [now, setNow] = useState(since);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const current = STEPS.findIndex((s) => s.stage === stage);
  const seconds = Math.max(0, Math.round((now - since) / 1000));
  return (
    <div className="space-y-2" data-testid="count-progress">
      <ol className="space-y-1">
        {STEPS.map((step, i) => (
          <li
            key={step.stage}
            aria-current={i === current ? 'step' : undefined}
            className={
              i === current
                ? 'flex items-center gap-2 font-medium'
                : 'flex items-center gap-2 text-muted-foreground'
            }
          >
            {i === current ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <span className="inline-block size-4 text-center" aria-hidden="true">
                {i < current ? '✓' : '·'}
              </span>
            )}
            Step {i + 1} of {STEPS.length}: {step.label}
            {step.stage === 'counting' && i === current && parts && parts > 1
              ? ` (part ${part} of ${parts})`
              : ''}
            {i === current ? '…' : ''}
          </li>
        ))}
      </ol>
      {stage === 'counting' && parts && parts > 1 && (
        <progress
          className="h-2 w-full accent-primary"
          max={parts}
          value={(part ?? 1) - 1}
          aria-label="Parts of the photo counted"
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        {/* Not announced every second: the step above is what a screen reader hears. */}
        <span className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
          {seconds} s
        </span>
        <Button variant="outline" size="sm" onClick={onCancel}>
          Stop counting
        </Button>
      </div>
    </div>
  );
}
