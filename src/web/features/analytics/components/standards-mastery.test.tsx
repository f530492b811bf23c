// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STANDARDS_MASTERY_TEXT as T } from '../../../../contracts/analytics.text';
import { renderWithQuery, stubFetch } from '../../../testing/render-with-query';
import type { StandardsMastery } from '../analytics.api';
import { masteryState, StandardsMasteryCard } from './standards-mastery';

const standard = (code: string, percent: number | null, over: Partial<Standard> = {}) => ({
  code,
  description: `What ${code} asks`,
  percent,
  earned: percent ?? 0,
  possible: percent === null ? 0 : 100,
  resultCount: percent === null ? 0 : 4,
  studentCount: percent === null ? 0 : 2,
  assessmentCount: 1,
  ...over,
});
type Standard = StandardsMastery['standards'][number];

const ALL: StandardsMastery = {
  taggedAssessments: 2,
  standards: [
    standard('4.NBT.A.1', null),
    standard('4.NF.B.3', 72.9, { earned: 87.5, possible: 120 }),
  ],
};
const PERIOD_1: StandardsMastery = {
  taggedAssessments: 2,
  standards: [standard('4.NBT.A.1', null), standard('4.NF.B.3', null)],
};

let answers: Record<string, StandardsMastery> = {};
const fetchMock = stubFetch(async (url) => {
  if (url === '/api/classes' || url.startsWith('/api/classes?'))
    return Response.json([{ id: 5, name: 'Period 1', archived: false }]);
  const answer = answers[url];
  return answer ? Response.json(answer) : new Response('{}', { status: 500 });
});
afterEach(() => {
  cleanup();
  answers = {};
});

describe('masteryState', () => {
  it('asks for a tag first, then for scores, then shows the figures', () => {
    expect(masteryState({ taggedAssessments: 0, standards: [] }, '')).toBe('untagged');
    expect(masteryState(PERIOD_1, '')).toBe('unscored');
    expect(masteryState(PERIOD_1, '5')).toBe('classUnscored');
    expect(masteryState(ALL, '')).toBe('figures');
  });
});

describe('StandardsMasteryCard', () => {
  it('says how to get figures when no assessment is tagged, with the way to Assessments', async () => {
    answers['/api/analytics/standards'] = { taggedAssessments: 0, standards: [] };
    renderWithQuery(<StandardsMasteryCard />);
    expect(await screen.findByText(T.noTagged)).toBeInTheDocument();
    expect(screen.getByText(T.noTaggedHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Assessments' })).toHaveAttribute(
      'href',
      '/assessments',
    );
  });

  it('shows each standard with its share of points and what it rests on, and filters by class', async () => {
    answers['/api/analytics/standards'] = ALL;
    answers['/api/analytics/standards?classId=5'] = PERIOD_1;
    renderWithQuery(<StandardsMasteryCard />);
    const table = await screen.findByRole('table', { name: 'Mastery by standard' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '4.NBT.A.1What 4.NBT.A.1 asksNo scores yet0 / 0001',
      '4.NF.B.3What 4.NF.B.3 asks72.9%87.5 / 120241',
    ]);
    // Only the scored standard has a bar.
    expect(screen.getAllByTestId('bar-row')).toHaveLength(1);

    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Class' }),
      'Period 1',
    );
    expect(await screen.findByText(T.noClassScores)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/analytics/standards?classId=5',
    );
  });

  it('says so when the tagged assessments have no scored results', async () => {
    answers['/api/analytics/standards'] = PERIOD_1;
    renderWithQuery(<StandardsMasteryCard />);
    expect(await screen.findByText(T.noScores)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the figures could not be loaded when the server fails', async () => {
    renderWithQuery(<StandardsMasteryCard />);
    await waitFor(() =>
      expect(screen.getByText('Could not load mastery by standard.')).toBeInTheDocument(),
    );
  });
});
