import type { GameResults } from '../../games.api';

type Question = GameResults['questions'][number];

/** A question nobody was asked (the game ended first, or it was skipped). */
export const notAsked = (q: Pick<Question, 'noAnswer' | 'counts'>) =>
  q.noAnswer + q.counts.reduce((a, b) => a + b, 0) === 0;

/** Hardest first (lowest accuracy, then quiz order); questions nobody was asked go last. */
export function hardestFirst<
  Q extends Pick<Question, 'noAnswer' | 'counts' | 'accuracy' | 'index'>,
>(questions: Q[]): Q[] {
  return [...questions].sort(
    (a, b) =>
      Number(notAsked(a)) - Number(notAsked(b)) || a.accuracy - b.accuracy || a.index - b.index,
  );
}
