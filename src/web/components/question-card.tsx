import { ArrowDown, ArrowUp, Check, Plus, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { Input } from './ui/input';

/** The parts every question editor (assessments, game quizzes) draws the same way. */

/** What each part of a question editor takes: the question, its ids' prefix, its messages by path. */
export type QuestionPartProps<Q> = {
  q: Q;
  base: string;
  errors: Record<string, string>;
  onChange: (q: Q) => void;
};

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

/**
 * Shown on a question marked for review until the teacher has checked it: why, when the mark
 * came with a reason (a Kahoot row with several correct answers; issue 32 item 14), else that
 * the AI could not check it itself.
 */
export function NeedsReviewNotice({
  reason,
  onChecked,
}: {
  reason?: string;
  onChecked: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-dashed p-3 text-sm text-muted-foreground">
      {reason
        ? `${reason} Then mark it as checked.`
        : 'The AI could not check this question itself. Read it and its answer, then mark it as checked.'}
      <Button variant="outline" size="sm" onClick={onChecked}>
        <Check className="size-4" aria-hidden="true" /> Mark as checked
      </Button>
    </div>
  );
}

/**
 * A question's choices: a radio for the right one, the text, a remove button each, then Add
 * choice, between the type's fewest and most choices. The list's message stands under it.
 */
export function ChoiceList({
  base,
  legend,
  error,
  choices,
  min,
  max,
  maxLength,
  correctLabel,
  isCorrect,
  canBeCorrect = () => true,
  marker,
  invalid,
  onMarkCorrect,
  onText,
  onRemove,
  onAdd,
  mark = 'one',
  itemName = 'choice',
}: {
  /** Prefix of the radio group's name and the message's id. */
  base: string;
  legend: string;
  error?: string;
  choices: readonly string[];
  min: number;
  max: number;
  maxLength: number;
  /** The radio's accessible name for choice n (from 1). */
  correctLabel: (n: number) => string;
  isCorrect: (i: number) => boolean;
  canBeCorrect?: (i: number) => boolean;
  /** Drawn between the radio and the text (a game's answer shape). */
  marker?: (i: number) => ReactNode;
  invalid: (i: number) => boolean;
  onMarkCorrect: (i: number) => void;
  onText: (i: number, text: string) => void;
  onRemove: (i: number) => void;
  onAdd: () => void;
  /** One right choice (radios), several (checkboxes) or none (a poll, an order's items). */
  mark?: 'one' | 'many' | 'none';
  /** What each row is called in its labels and buttons ("choice", "item"). */
  itemName?: string;
}) {
  const Name = itemName.charAt(0).toUpperCase() + itemName.slice(1);
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${base}-choices-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {choices.map((c, i) => (
        <div key={i} className="flex items-center gap-2">
          {mark !== 'none' && (
            <input
              type={mark === 'many' ? 'checkbox' : 'radio'}
              name={`${base}-correct`}
              className="size-4 shrink-0 accent-primary"
              aria-label={correctLabel(i + 1)}
              checked={isCorrect(i)}
              onChange={() => onMarkCorrect(i)}
              disabled={!canBeCorrect(i)}
            />
          )}
          {marker?.(i)}
          <Input
            aria-label={`${Name} ${i + 1}`}
            value={c}
            maxLength={maxLength}
            aria-invalid={invalid(i)}
            onChange={(e) => onText(i, e.target.value)}
          />
          <Button
            variant="ghost"
            size="icon"
            className="size-9 shrink-0"
            aria-label={`Remove ${itemName} ${i + 1}`}
            disabled={choices.length <= min}
            onClick={() => onRemove(i)}
          >
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" disabled={choices.length >= max} onClick={onAdd}>
        <Plus className="size-4" aria-hidden="true" /> Add {itemName}
      </Button>
      <ErrorText id={`${base}-choices-error`}>{error}</ErrorText>
    </fieldset>
  );
}
