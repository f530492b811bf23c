import { ArrowDown, ArrowUp, Check, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './ui/button';

/** The parts every question editor (assessments, game quizzes) draws the same way. */

/** A field's message under it; nothing while there is none. */
export function ErrorText({ id, children }: { id: string; children?: string }) {
  return children ? (
    <p id={id} className="text-sm text-destructive">
      {children}
    </p>
  ) : null;
}

/**
 * "Question n" with its badge, and the buttons that move it up or down the list or remove it.
 * `removable` false keeps the remove button disabled (a quiz keeps at least one question).
 */
export function QuestionCardHeader({
  index,
  count,
  badge,
  removable = true,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  badge?: ReactNode;
  removable?: boolean;
  onMove: (delta: number) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 className="flex items-center gap-2 font-semibold">
        Question {n}
        {badge}
      </h3>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Move question ${n} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Move question ${n} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-destructive"
          aria-label={`Remove question ${n}`}
          disabled={!removable}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/** Shown on a generated question the AI could not check itself, until the teacher has. */
export function NeedsReviewNotice({ onChecked }: { onChecked: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-dashed p-3 text-sm text-muted-foreground">
      The AI could not check this question itself. Read it and its answer, then mark it as checked.
      <Button variant="outline" size="sm" onClick={onChecked}>
        <Check className="size-4" aria-hidden="true" /> Mark as checked
      </Button>
    </div>
  );
}
