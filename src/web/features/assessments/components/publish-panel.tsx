import { Copy, Send, SquareX } from 'lucide-react';
import type { Assessment } from '../../../../contracts/assessments.contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { copyTakeLink, takeUrl, usePublishActions } from './publish-actions';

/** Share code and student link while published; Publish otherwise. */
export function PublishPanel({ assessment }: { assessment: Assessment }) {
  const { publish, close, busy } = usePublishActions();
  const code = assessment.shareCode;
  const noQuestions = assessment.questions.items.length === 0;
  return (
    <Card className="space-y-3 p-5" aria-labelledby="publish-heading" role="region">
      <h2 id="publish-heading" className="font-semibold">
        Student link
      </h2>
      {code ? (
        <>
          <p className="text-sm text-muted-foreground">
            Students open the link (or enter code{' '}
            <strong className="font-mono text-foreground" data-testid="share-code">
              {code}
            </strong>
            ), pick their name and answer. No account needed.
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
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Publish to get a link your students can open without an account. Multiple choice and
            true/false answers are graded at once; you grade written answers here.
          </p>
          {noQuestions && (
            <p className="text-sm text-muted-foreground">Add questions on the Edit page first.</p>
          )}
          <Button disabled={busy || noQuestions} onClick={() => publish(assessment.id)}>
            <Send className="size-4" aria-hidden="true" /> Publish for students
          </Button>
        </>
      )}
    </Card>
  );
}
