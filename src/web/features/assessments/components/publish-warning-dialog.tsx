import type { Question } from '../../../../contracts/questions.contract';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';

/**
 * Before publishing with questions the AI flagged and the teacher has not checked: students would
 * answer them as they are. Lists them when the questions are at hand (the results page).
 */
export function PublishWarningDialog({
  open,
  onOpenChange,
  count,
  questions,
  pending,
  onPublish,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  questions?: readonly Pick<Question, 'prompt' | 'needsReview'>[];
  pending: boolean;
  onPublish: () => void;
}) {
  const flagged = (questions ?? [])
    .map((q, i) => ({ n: i + 1, prompt: q.prompt, needsReview: q.needsReview }))
    .filter((q) => q.needsReview);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Publish with unchecked questions?"
      description={
        <>
          <span className="block">
            {count === 1 ? '1 question was' : `${count} questions were`} flagged by the AI and not
            yet marked as checked. Students see them as they are; review them on the Edit page
            first, or publish anyway.
          </span>
          {flagged.length > 0 && (
            <span className="mt-2 block max-h-40 overflow-y-auto" data-testid="unreviewed-list">
              {flagged.map((q) => (
                <span key={q.n} className="block break-words">
                  Question {q.n}: {q.prompt}
                </span>
              ))}
            </span>
          )}
        </>
      }
      confirmLabel="Publish anyway"
      pending={pending}
      onConfirm={onPublish}
    />
  );
}
