// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TeamStandings } from './host-screens';

afterEach(cleanup);

describe('team standings on the projector', () => {
  it('says "1 player" for a team of one and "3 players" for three', () => {
    render(
      <TeamStandings
        teams={[
          { team: 0, name: 'Red Foxes', score: 900, members: 3 },
          { team: 1, name: 'Blue Owls', score: 600, members: 1 },
        ]}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('3 players');
    expect(rows[1]).toHaveTextContent('1 player');
    expect(rows[1]).not.toHaveTextContent('1 players');
  });
});
