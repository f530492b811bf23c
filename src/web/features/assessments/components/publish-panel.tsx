import { Copy, Eye, KeyRound, RefreshCw, Send, SquareX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  ASSESSMENT_MESSAGES as M,
  SCORE_RELEASES,
  type Assessment,
  type ScoreRelease,
} from '../../../../contracts/assessments.contract';
import { NativeSelect } from '../../../components/native-select';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast, toastError } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { useReleaseResults, useRenewLink, useSetScoreRelease } from '../assessment-sharing.api';
import { copyTakeLink, takeUrl, usePublishActions } from './publish-actions';
import { PublishWarningDialog } from './publish-warning-dialog';

export const SCORE_RELEASE_LABELS: Record<ScoreRelease, string> = {
  immediate: 'Right after submitting',
  after_release: 'When I release scores',
};
const SAVE_FAILED = 'Failed to save. Please try again.';
const failed = () => toastError(M.errorTitle, SAVE_FAILED);

/** When students see their score, and the Release button while scores are held back. */
function ScoreReleaseControl({ assessment }: { assessment: Assessment }) {
  const setRelease = useSetScoreRelease();
  const release = useReleaseResults();
  const held = assessment.scoreRelease === 'after_release';
  return (
    <div className="flex flex-col gap-3 border-t pt-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="sm:w-64">
        <NativeSelect
          id="score-release"
          label="Students see their score"
          options={SCORE_RELEASES}
          format={(r) => SCORE_RELEASE_LABELS[r as ScoreRelease]}
          value={assessment.scoreRelease}
          disabled={setRelease.isPending}
          onChange={(e) =>
            setRelease.mutate(
              { id: assessment.id, scoreRelease: e.target.value as ScoreRelease },
              { onError: failed },
            )
          }
        />
      </div>
      {held &&
        (assessment.resultsReleasedAt ? (
          <p className="text-sm text-muted-foreground" data-testid="scores-released">
            Scores released {formatDateTime(assessment.resultsReleasedAt)}.
          </p>
        ) : (
          <div className="flex flex-col gap-2 sm:items-end">
            <p className="text-sm text-muted-foreground">
              Students see “submission received” until you release scores.
            </p>
            <ConfirmDialog
              trigger={
                <Button variant="outline">
                  <Eye className="size-4" aria-hidden="true" /> Release scores
                </Button>
              }
              title="Release scores to students?"
              description="Each student can then see their own score with their name and personal code. Written answers you have not graded show as waiting for a grade."
              confirmLabel="Release scores"
              pending={release.isPending}
              onConfirm={() =>
                release.mutate(assessment.id, {
                  onSuccess: () => toast({ title: M.released }),
                  onError: failed,
                })
              }
            />
          </div>
        ))}
    </div>
  );
}

/** The link, the code, Close and New link while published; Publish otherwise. */
export function PublishPanel({ assessment }: { assessment: Assessment }) {
  const { publish, close, busy } = usePublishActions();
  const renew = useRenewLink();
  const code = assessment.shareCode;
  const noQuestions = assessment.questions.items.length === 0;
  const [warning, setWarning] = useState(false);
  const unreviewed = assessment.questions.items.filter((q) => q.needsReview).length;
  return (
    <Card className="space-y-3 p-5" aria-labelledby="publish-heading" role="region">
      <h2 id="publish-heading" className="font-semibold">
        Student link
      </h2>
      {assessment.published && code ? (
        <>
          <p className="text-sm text-muted-foreground">
            Students open the link (or enter code{' '}
            <strong className="font-mono text-foreground" data-testid="share-code">
              {code}
            </strong>{' '}
            at <span className="font-mono">/take</span>), pick their name and type their personal
            code from the class sheet. No account needed.
          </p>
          <div className="space-y-1.5">
            <Label htmlFor="take-link">Link for students</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="take-link"
                readOnly
                value={takeUrl(code)}
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button onClick={() => void copyTakeLink(code)}>
                <Copy className="size-4" aria-hidden="true" /> Copy
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => close(assessment.id)}>
                <SquareX className="size-4" aria-hidden="true" /> Close
              </Button>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link href="/assessments/class-sheet" className={buttonClass('outline', 'sm')}>
              <KeyRound className="size-4" aria-hidden="true" /> Class sheet of personal codes
            </Link>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm">
                  <RefreshCw className="size-4" aria-hidden="true" /> New link
                </Button>
              }
              title="Issue a new student link?"
              description="The current link and code stop working at once. Use this when the link reached people it should not have."
              confirmLabel="Issue new link"
              pending={renew.isPending}
              onConfirm={() =>
                renew.mutate(assessment.id, {
                  onSuccess: () => toast({ title: M.linkRenewed }),
                  onError: failed,
                })
              }
            />
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {code
              ? 'Closed to new answers. Publishing again reopens the same link, so links you already handed out work again.'
              : 'Publish to get a link your students can open without an account. Multiple choice and true/false answers are graded at once; you grade written answers here.'}
          </p>
          {noQuestions && (
            <p className="text-sm text-muted-foreground">Add questions on the Edit page first.</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={busy || noQuestions}
              onClick={() => (unreviewed > 0 ? setWarning(true) : publish(assessment.id))}
            >
              <Send className="size-4" aria-hidden="true" />{' '}
              {code ? 'Publish again' : 'Publish for students'}
            </Button>
            <Link href="/assessments/class-sheet" className={buttonClass('outline')}>
              <KeyRound className="size-4" aria-hidden="true" /> Class sheet
            </Link>
          </div>
        </>
      )}
      <ScoreReleaseControl assessment={assessment} />
      <PublishWarningDialog
        open={warning}
        onOpenChange={setWarning}
        count={unreviewed}
        questions={assessment.questions.items.map((q) => ({
          prompt: q.prompt,
          needsReview: q.needsReview ?? false,
        }))}
        pending={busy}
        onPublish={() => {
          setWarning(false);
          publish(assessment.id);
        }}
      />
    </Card>
  );
}
