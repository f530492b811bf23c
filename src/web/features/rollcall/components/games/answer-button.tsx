import { Check } from 'lucide-react';
import { cn } from '../../../../lib/cn';
import { choiceStyle, ChoiceShape } from './choice-style';

/**
 * One answer: shape, colour and text together (never colour alone), a big touch target, and
 * its key (1-4). `state` dims the others once one is chosen and marks the right one at reveal.
 * `picked` is a multi-select choice not sent yet: pressed, and called "Picked", since it is not
 * the player's answer until the answers are sent (then it is `chosen`).
 */
export function AnswerTile({
  index,
  text,
  onChoose,
  disabled,
  chosen = false,
  picked = false,
  dimmed = false,
  correct = false,
  size = 'player',
}: {
  index: number;
  text: string;
  onChoose?: () => void;
  disabled?: boolean;
  chosen?: boolean;
  picked?: boolean;
  dimmed?: boolean;
  correct?: boolean;
  size?: 'player' | 'projector';
}) {
  const s = choiceStyle(index);
  const content = (
    <>
      <ChoiceShape
        index={index}
        className={size === 'projector' ? 'size-12 lg:size-14' : 'size-8 sm:size-10'}
      />
      <span className="sr-only">{s.label}: </span>
      <span className="min-w-0 flex-1 text-left break-words">{text}</span>
      {correct && (
        <span className="flex items-center gap-1 rounded-full bg-white px-2 py-1 text-sm font-bold text-black">
          <Check className="size-5" aria-hidden="true" /> Correct answer
        </span>
      )}
      {chosen && !correct && (
        <span className="rounded-full bg-white px-2 py-1 text-sm font-bold text-black">
          Your answer
        </span>
      )}
      {picked && !chosen && (
        <span className="flex items-center gap-1 rounded-full border-2 border-dashed border-black bg-white px-2 py-1 text-sm font-bold text-black">
          <Check className="size-4" aria-hidden="true" /> Picked
        </span>
      )}
    </>
  );
  const className = cn(
    'flex w-full items-center gap-3 rounded-xl p-4 font-semibold shadow-sm transition',
    size === 'projector' ? 'min-h-24 text-2xl lg:text-3xl' : 'min-h-20 text-lg sm:text-xl',
    dimmed && 'opacity-40',
    (chosen || picked) && 'ring-4 ring-foreground ring-offset-2 ring-offset-background',
  );
  const style = { background: s.background, color: s.text };
  if (!onChoose)
    return (
      <div className={className} style={style} data-testid={`choice-${index + 1}`}>
        {content}
      </div>
    );
  return (
    <button
      type="button"
      className={cn(
        className,
        // Two bands, so the ring shows on every tile colour in both themes: the page colour
        // against the tile (filling the offset), the text colour outside it. One colour (the
        // blue ring) vanished on the tiles near it.
        'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-foreground focus-visible:shadow-[0_0_0_2px_var(--background)] enabled:hover:brightness-110 enabled:active:scale-[0.98] disabled:cursor-default',
      )}
      style={style}
      onClick={onChoose}
      disabled={disabled}
      aria-keyshortcuts={s.key}
      aria-pressed={chosen || picked || undefined}
      data-testid={`choice-${index + 1}`}
    >
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-md bg-white/85 text-sm font-bold text-black"
      >
        {s.key}
      </span>
      {content}
    </button>
  );
}
