import { describe, expect, it } from 'vitest';
import { teamStandings } from './games.results';

describe('teamStandings', () => {
  it('scores a team by its members’ average, rounded, highest first', () => {
    const players = [
      { team: 0, score: 1000 },
      { team: 0, score: 0 },
      { team: 1, score: 701 },
      { team: 1, score: 700 },
    ];
    expect(teamStandings(2, players)).toEqual([
      { team: 1, name: 'Otters', score: 701, members: 2 },
      { team: 0, name: 'Falcons', score: 500, members: 2 },
    ]);
  });

  it('lists every team of the game, an empty one with 0 members and 0 points', () => {
    expect(teamStandings(3, [{ team: 1, score: 300 }])).toEqual([
      { team: 1, name: 'Otters', score: 300, members: 1 },
      { team: 0, name: 'Falcons', score: 0, members: 0 },
      { team: 2, name: expect.any(String), score: 0, members: 0 },
    ]);
  });

  it('breaks a tie by team number, whatever order the players come in', () => {
    const players = [
      { team: 3, score: 500 },
      { team: 2, score: 500 },
      { team: 1, score: 400 },
      { team: 0, score: 600 },
      { team: 1, score: 600 },
    ];
    expect(teamStandings(4, players).map((t) => [t.team, t.score])).toEqual([
      [0, 600],
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
  });

  it('leaves out players without a team', () => {
    const standings = teamStandings(2, [
      { team: null, score: 900 },
      { team: 0, score: 100 },
    ]);
    expect(standings.map((t) => [t.team, t.score, t.members])).toEqual([
      [0, 100, 1],
      [1, 0, 0],
    ]);
  });
});
