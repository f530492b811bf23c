import { Check } from 'lucide-react';
import type { QuestionView, RevealView, WordCount } from '../../../../../contracts/games.contract';
import { cn } from '../../../../lib/cn';

/**
 * What the answers to a question that is not one choice look like (issue 35): the projector's
 * reveal and the results page both draw them. A histogram for a slider, the grouped words for a
 * word cloud or a typed answer, the places right for an order. Numbers are written out beside
 * every bar, so nothing is told by size or colour alone.
 */

/** Words sized by how many gave them, largest first; a list to a screen reader. */
export function WordCloud({
  words,
  hidden = 0,
  size = 'projector',
}: {
  words: WordCount[];
  hidden?: number;
  size?: 'projector' | 'page';
}) {
  const most = Math.max(1, ...words.map((w) => w.count));
  const big = size === 'projector';
  return (
    <div className="space-y-2">
      {words.length === 0 ? (
        <p className={cn('text-muted-foreground', big && 'text-2xl')}>No answers yet.</p>
      ) : (
        <ul
          className="flex flex-wrap items-baseline gap-x-5 gap-y-2"
          aria-label="Answers, most given first"
          data-testid="word-cloud"
        >
          {words.map((w) => (
            <li
              key={w.text}
              className="font-bold break-words"
              style={{
                fontSize: `${(big ? 1.25 : 0.95) + (w.count / most) * (big ? 2.5 : 1.1)}rem`,
              }}
            >
              {w.text}
              <span className="ml-1 align-super text-sm font-semibold text-muted-foreground">
                <span className="sr-only">, given by </span>
                {w.count}
              </span>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <p className="text-sm text-muted-foreground">
          {hidden} {hidden === 1 ? 'answer' : 'answers'} hidden by the word filter
        </p>
      )}
    </div>
  );
}

/** A slider's answers in tenths of its range, with the right value marked. */
export function SliderHistogram({
  histogram,
  answer,
  tolerance = 0,
  size = 'projector',
}: {
  histogram: { from: number; to: number; count: number }[];
  answer?: number;
  tolerance?: number;
  size?: 'projector' | 'page';
}) {
  const most = Math.max(1, ...histogram.map((b) => b.count));
  const big = size === 'projector';
  return (
    <div className="space-y-2">
      <ol
        className={cn('flex items-end gap-1', big ? 'h-56' : 'h-32')}
        aria-label="Answers by range"
        data-testid="slider-histogram"
      >
        {histogram.map((b, i) => {
          const holdsAnswer =
            answer !== undefined &&
            answer + tolerance >= b.from &&
            answer - tolerance <= b.to &&
            (i === histogram.length - 1 || answer - tolerance < b.to);
          return (
            <li key={i} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
              <span className={cn('font-bold tabular-nums', big ? 'text-xl' : 'text-xs')}>
                {b.count}
              </span>
              <div
                className={cn(
                  'w-full rounded-t-md',
                  holdsAnswer ? 'bg-[#009E73]' : 'bg-[#0072B2]',
                  holdsAnswer && 'outline-2 outline-offset-1 outline-foreground',
                )}
                style={{ height: `${(b.count / most) * 100}%`, minHeight: '2px' }}
              />
              <span className="sr-only">
                from {b.from} to {b.to}
                {holdsAnswer ? ', holds the answer' : ''}
              </span>
            </li>
          );
        })}
      </ol>
      <div
        className={cn('flex justify-between text-muted-foreground', big ? 'text-lg' : 'text-xs')}
        aria-hidden="true"
      >
        <span>{histogram[0]?.from}</span>
        <span>{histogram.at(-1)?.to}</span>
      </div>
    </div>
  );
}

/** An order question: the right order, and how many players had each number of places right. */
export function OrderOutcome({
  correctOrder,
  positionsRight,
  size = 'projector',
}: {
  correctOrder: string[];
  positionsRight?: number[];
  size?: 'projector' | 'page';
}) {
  const big = size === 'projector';
  return (
    <div className={cn('grid gap-4', big && 'md:grid-cols-2')}>
      <ol className="space-y-2" aria-label="The right order" data-testid="right-order">
        {correctOrder.map((item, i) => (
          <li
            key={item}
            className={cn(
              'flex items-center gap-3 rounded-xl border-2 border-[#009E73] p-3 font-semibold',
              big ? 'text-2xl' : 'text-sm',
            )}
          >
            <span className="tabular-nums">{i + 1}</span>
            <span className="min-w-0 flex-1 break-words">{item}</span>
          </li>
        ))}
      </ol>
      {positionsRight && (
        <ul className={cn('space-y-1', big ? 'text-xl' : 'text-sm')} aria-label="Places right">
          {positionsRight
            .map((count, places) => ({ count, places }))
            .reverse()
            .map(({ count, places }) => (
              <li key={places} className="flex justify-between gap-4">
                <span>
                  {places === correctOrder.length
                    ? 'All in place'
                    : `${places} of ${correctOrder.length} in place`}
                </span>
                <span className="font-bold tabular-nums">{count}</span>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}

/** The projector's reveal for a type that is not picked from choices. */
export function TypedReveal({ r }: { r: RevealView }) {
  switch (r.type) {
    case 'type_answer':
      return (
        <div className="space-y-4">
          <p
            className="flex flex-wrap items-center gap-2 text-3xl font-bold"
            data-testid="host-correct"
          >
            <Check className="size-8 text-[#009E73]" aria-hidden="true" />
            Accepted: {r.acceptedAnswers?.join(' · ')}
          </p>
          <WordCloud words={r.words ?? []} hidden={r.hidden} />
        </div>
      );
    case 'word_cloud':
      return <WordCloud words={r.words ?? []} hidden={r.hidden} />;
    case 'slider':
      return (
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-3xl font-bold" data-testid="host-correct">
            <Check className="size-8 text-[#009E73]" aria-hidden="true" />
            Answer: {r.answer}
            {r.tolerance ? ` (±${r.tolerance} for full points)` : ''}
          </p>
          <SliderHistogram
            histogram={r.histogram ?? []}
            answer={r.answer}
            tolerance={r.tolerance}
          />
        </div>
      );
    case 'order':
      return <OrderOutcome correctOrder={r.correctOrder ?? []} positionsRight={r.positionsRight} />;
    default:
      return null;
  }
}

/**
 * How many answered: the typed types' own tallies; one-choice types count their tiles. A
 * multi-select counts picks, not players, so it is what the players' count says, less the silent.
 */
export function typedAnswered(r: RevealView): number {
  if (r.answered !== undefined) return r.answered;
  if (r.words) return r.words.reduce((n, w) => n + w.count, 0) + (r.hidden ?? 0);
  if (r.histogram) return r.histogram.reduce((n, b) => n + b.count, 0);
  if (r.positionsRight) return r.positionsRight.reduce((n, c) => n + c, 0);
  return r.counts.reduce((a, b) => a + b, 0);
}

/** What the projector shows while a typed question is open: how to answer, never the key. */
export function TypedQuestionHint({ q }: { q: QuestionView }) {
  switch (q.type) {
    case 'order':
      return (
        <ol className="grid gap-3 md:grid-cols-2" aria-label="Items to put in order">
          {(q.items ?? []).map((item) => (
            <li key={item} className="rounded-xl border-4 p-4 text-3xl font-semibold">
              {item}
            </li>
          ))}
        </ol>
      );
    case 'slider':
      return (
        <p className="text-3xl font-semibold">
          Pick a number from {q.min} to {q.max} on your device
        </p>
      );
    case 'type_answer':
      return <p className="text-3xl font-semibold">Type your answer on your device</p>;
    case 'word_cloud':
      return (
        <p className="text-3xl font-semibold">Send a word or a short phrase from your device</p>
      );
    default:
      return null;
  }
}
