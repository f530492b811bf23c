import type { GameResults } from '../../games.api';

type Question = GameResults['questions'][number];

type Answers = Pick<Question, 'noAnswer' | 'counts'> &
  Partial<Pick<Question, 'words' | 'hidden' | 'histogram' | 'positionsRight'>>;

/** How many gave an answer, whatever the type (a multi-select pick count is not a player count). */
export function answeredCount(q: Answers): number {
  if (q.words) return q.words.reduce((n, w) => n + w.count, 0) + (q.hidden ?? 0);
  if (q.histogram) return q.histogram.reduce((n, b) => n + b.count, 0);
  if (q.positionsRight) return q.positionsRight.reduce((n, c) => n + c, 0);
  return q.counts.reduce((a, b) => a + b, 0);
}

/** A question nobody was asked (the game ended first, or it was skipped). */
export const notAsked = (q: Answers) => q.noAnswer + answeredCount(q) === 0;

/** A poll or a word cloud: no right answer, so no accuracy. */
export const unscored = (q: { type?: Question['type'] }) =>
  q.type === 'poll' || q.type === 'word_cloud';

/**
 * Hardest first (lowest accuracy, then quiz order); polls and word clouds (no right answer)
 * after them, and questions nobody was asked last.
 */
export function hardestFirst<
  Q extends Answers & Pick<Question, 'accuracy' | 'index'> & { type?: Question['type'] },
>(questions: Q[]): Q[] {
  return [...questions].sort(
    (a, b) =>
      Number(notAsked(a)) - Number(notAsked(b)) ||
      Number(unscored(a)) - Number(unscored(b)) ||
      a.accuracy - b.accuracy ||
      a.index - b.index,
  );
}
