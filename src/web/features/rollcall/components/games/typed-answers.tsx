import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, useLayoutEffect, useState } from 'react';
import type { AnswerGiven, QuestionView } from '../../../../../contracts/games.contract';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { AnswerTile } from './answer-button';

/**
 * How a player answers each question type beyond one choice (issue 35): multi-select, typed
 * text (type answer, word cloud), a slider and an order. Each works with the keyboard alone
 * and sends once, with a Submit button; what was sent stays shown, locked.
 */
export interface TypedAnswerProps {
  q: QuestionView;
  open: boolean;
  /** What this device already sent for the question (locked in). */
  given: AnswerGiven | null;
  onSubmit: (given: AnswerGiven) => void;
}

export function MultiSelectAnswer({ q, open, given, onSubmit }: TypedAnswerProps) {
  const [picked, setPicked] = useState<number[]>(given?.choices ?? []);
  const shown = given?.choices ?? picked;
  const toggle = (i: number) => {
    if (!open || i >= q.choices.length) return;
    setPicked((p) => (p.includes(i) ? p.filter((c) => c !== i) : [...p, i].sort()));
  };
  // Keys 1-4 pick or unpick, Enter sends, wherever the focus is (not in a text field). Attached
  // before the paint, as the single-choice keys are, so a quick press is not lost.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const n = Number(e.key);
      if (Number.isInteger(n) && n >= 1 && n <= 4) toggle(n - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground" id={`multi-hint-${q.index}`}>
        Pick every right answer (keys 1 to {q.choices.length}), then send.
      </p>
      <div
        className="grid gap-3 sm:grid-cols-2"
        role="group"
        aria-label="Answers: pick all that apply"
        aria-describedby={`multi-hint-${q.index}`}
      >
        {q.choices.map((text, i) => (
          <AnswerTile
            key={i}
            index={i}
            text={text}
            onChoose={() => toggle(i)}
            disabled={!open}
            chosen={!!given && shown.includes(i)}
            picked={!given && picked.includes(i)}
            dimmed={!!given && !shown.includes(i)}
          />
        ))}
      </div>
      {!given && (
        <Button
          className="h-12 w-full text-lg"
          disabled={!open || picked.length === 0}
          onClick={() => onSubmit({ choices: picked })}
          data-testid="answer-submit"
        >
          Send {picked.length} {picked.length === 1 ? 'answer' : 'answers'}
        </Button>
      )}
    </div>
  );
}

export function TextAnswer({ q, open, given, onSubmit }: TypedAnswerProps) {
  const id = useId();
  const [text, setText] = useState(given?.text ?? '');
  const cloud = q.type === 'word_cloud';
  const max = q.maxLength ?? 75;
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (open && text.trim()) onSubmit({ text: text.trim() });
      }}
    >
      <Label htmlFor={id} className="text-base">
        {cloud ? 'A word or a short phrase' : 'Your answer'}
      </Label>
      <Input
        id={id}
        value={given?.text ?? text}
        maxLength={max}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        disabled={!open}
        onChange={(e) => setText(e.target.value)}
        className="h-14 text-xl"
        aria-describedby={`${id}-count`}
        data-testid="answer-text"
      />
      <p id={`${id}-count`} className="text-right text-sm text-muted-foreground">
        {(given?.text ?? text).length} of {max} characters
      </p>
      {!given && (
        <Button
          type="submit"
          className="h-12 w-full text-lg"
          disabled={!open || !text.trim()}
          data-testid="answer-submit"
        >
          Send
        </Button>
      )}
    </form>
  );
}

export function SliderAnswer({ q, open, given, onSubmit }: TypedAnswerProps) {
  const id = useId();
  const min = q.min ?? 0;
  const max = q.max ?? 100;
  const step = q.step ?? 1;
  const middle = min + Math.round((max - min) / 2 / step) * step;
  const [value, setValue] = useState(given?.value ?? middle);
  const shown = given?.value ?? value;
  return (
    <div className="space-y-4">
      <Label htmlFor={id} className="text-base">
        Move the slider to your answer (arrow keys move it by {step})
      </Label>
      <output
        htmlFor={id}
        className="block text-center text-5xl font-bold tabular-nums"
        data-testid="slider-value"
      >
        {shown}
      </output>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={shown}
        disabled={!open || !!given}
        onChange={(e) => setValue(Number(e.target.value))}
        className="h-10 w-full accent-primary"
        data-testid="answer-slider"
      />
      <div className="flex justify-between text-sm text-muted-foreground" aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </div>
      {!given && (
        <Button
          className="h-12 w-full text-lg"
          disabled={!open}
          onClick={() => onSubmit({ value })}
          data-testid="answer-submit"
        >
          Send {value}
        </Button>
      )}
    </div>
  );
}

export function OrderAnswer({ q, open, given, onSubmit }: TypedAnswerProps) {
  const items = q.items ?? [];
  const [order, setOrder] = useState<number[]>(given?.order ?? items.map((_, i) => i));
  const [said, setSaid] = useState('');
  const shown = given?.order ?? order;
  const move = (place: number, delta: number) => {
    const to = place + delta;
    if (!open || to < 0 || to >= order.length) return;
    const next = [...order];
    [next[place], next[to]] = [next[to]!, next[place]!];
    setOrder(next);
    setSaid(`${items[next[to]!]} moved to place ${to + 1} of ${items.length}`);
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Put the items in order, first at the top, with the arrow buttons; then send.
      </p>
      <ol className="space-y-2" aria-label="Your order" data-testid="order-list">
        {shown.map((item, place) => (
          <li
            key={item}
            className="flex min-h-14 items-center gap-2 rounded-xl border-2 bg-card p-2 pl-4"
          >
            <span className="w-6 text-lg font-bold tabular-nums" aria-hidden="true">
              {place + 1}
            </span>
            <span className="min-w-0 flex-1 text-lg font-semibold break-words">{items[item]}</span>
            {!given && (
              <>
                <Button
                  variant="outline"
                  size="icon"
                  className="size-11"
                  disabled={!open || place === 0}
                  onClick={() => move(place, -1)}
                  aria-label={`Move ${items[item]} up`}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  className="size-11"
                  disabled={!open || place === shown.length - 1}
                  onClick={() => move(place, 1)}
                  aria-label={`Move ${items[item]} down`}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
              </>
            )}
          </li>
        ))}
      </ol>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {said}
      </div>
      {!given && (
        <Button
          className="h-12 w-full text-lg"
          disabled={!open}
          onClick={() => onSubmit({ order })}
          data-testid="answer-submit"
        >
          Send this order
        </Button>
      )}
    </div>
  );
}
