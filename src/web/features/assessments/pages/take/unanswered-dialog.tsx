import { AlertDialog as A } from 'radix-ui';
import { useRef } from 'react';
import type { TakeAssessment } from '../../../../../contracts/assessments.contract';
import { TAKE_TEXT as T } from '../../../../../contracts/take.contract';
import { buttonClass } from '../../../../components/ui/button';
import { questionAnchor } from './take-values';

type Question = TakeAssessment['questions'][number];

/** The control a student answers a question with: its text box, or its first choice. */
function answerControl(q: Question): HTMLElement | null {
  return q.type === 'short_answer'
    ? document.getElementById(`answer-${q.id}`)
    : (document.getElementsByName(`answer-${q.id}`)[0] ?? null);
}

/**
 * Before answers are sent with questions left blank: how many, a link to each (which closes
 * the warning and puts the student on that question), Go back, or Submit anyway.
 */
export function UnansweredDialog({
  questions,
  missing,
  onClose,
  onSubmit,
}: {
  questions: readonly Question[];
  /** Indexes of the unanswered questions; the dialog is open while there are any. */
  missing: readonly number[];
  onClose: () => void;
  onSubmit: () => void;
}) {
  // The question a link chose: focused once the dialog has closed, instead of Submit.
  const chosen = useRef<Question | null>(null);
  return (
    <A.Root open={missing.length > 0} onOpenChange={(open) => !open && onClose()}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <A.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border bg-card p-6 shadow-xl"
          onCloseAutoFocus={(event) => {
            const q = chosen.current;
            chosen.current = null;
            const control = q && answerControl(q);
            if (!control) return;
            event.preventDefault();
            // Focusing scrolls the question into view.
            control.focus();
          }}
        >
          <A.Title className="text-lg font-semibold">{T.unansweredTitle}</A.Title>
          <A.Description className="mt-2 font-medium">
            {T.unanswered(missing.length, questions.length)}
          </A.Description>
          <p className="mt-1 text-sm text-muted-foreground">{T.unansweredHint}</p>
          <ul
            className="mt-3 min-h-0 space-y-1 overflow-y-auto text-sm"
            data-testid="unanswered-list"
          >
            {missing.map((i) => {
              const q = questions[i]!;
              return (
                <li key={q.id}>
                  <a
                    href={`#${questionAnchor(q.id)}`}
                    className="block rounded-sm py-1 break-words text-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    onClick={(event) => {
                      event.preventDefault();
                      chosen.current = q;
                      onClose();
                    }}
                  >
                    {T.goToQuestion(i + 1, q.prompt)}
                  </a>
                </li>
              );
            })}
          </ul>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <A.Cancel className={buttonClass('outline')}>{T.goBack}</A.Cancel>
            <A.Action className={buttonClass()} onClick={onSubmit}>
              {T.submitAnyway}
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
