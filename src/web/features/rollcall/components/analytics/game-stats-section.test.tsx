// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameStats } from '../../../../../contracts/games.contract';
import { queryKeys } from '../../../../lib/query-keys';
import { renderWithQuery } from '../../../../testing/render-with-query';
import { GameStatsSection } from './game-stats-section';

afterEach(cleanup);

const STATS: GameStats = {
  games: 3,
  players: 9,
  students: [],
  hardest: [
    {
      roomId: 7,
      title: 'Fractions',
      questionIndex: 4,
      question: 'Which is bigger, 3/4 or 2/3?',
      games: 2,
      answers: 6,
      accuracy: 33,
    },
    {
      roomId: 5,
      title: 'Fractions',
      questionIndex: 1,
      question: 'What is 1/2 + 1/4?',
      games: 1,
      answers: 3,
      accuracy: 67,
    },
  ],
};

describe('RollCall Analytics: hardest questions', () => {
  it("labels each bar with the quiz's own question number and text", () => {
    renderWithQuery(<GameStatsSection />, { staleTime: Infinity, queryFn: () => STATS }, [
      [queryKeys.games.stats, STATS],
    ]);
    const bars = screen.getAllByTestId('bar-row').map((r) => r.textContent);
    expect(bars).toEqual(['Q5 · Which is bigger, 3/4 or 2/3?33%', 'Q2 · What is 1/2 + 1/4?67%']);
    const list = screen.getByRole('list', { name: 'Hardest questions' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toMatch(/^Q5\. Which is bigger.*33% of 6 right, over 2 games\)$/);
    expect(items[1]!.textContent).toMatch(/^Q2\. What is 1\/2.*67% of 3 right\)$/);
  });
});
