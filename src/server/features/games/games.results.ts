import { TEAM_NAMES, type TeamStanding } from '../../../contracts/games.contract';

/** What a team's standing needs of a player: the live room's and the saved results' rows alike. */
interface TeamMember {
  team: number | null;
  score: number;
}

/**
 * Team standings, the one copy the live room (leaderboard, reveal, podium) and a finished game's
 * results both use, so the projector and the results page agree. A team scores its members'
 * average, so a bigger team has no advantage; every team of the game is listed, an empty one
 * with 0; ties go to the team numbered first.
 */
export function teamStandings(teamCount: number, players: Iterable<TeamMember>): TeamStanding[] {
  const sums = Array.from({ length: teamCount }, () => ({ score: 0, members: 0 }));
  for (const p of players) {
    const sum = p.team === null ? undefined : sums[p.team];
    if (!sum) continue;
    sum.score += p.score;
    sum.members += 1;
  }
  return sums
    .map((s, team) => ({
      team,
      name: TEAM_NAMES[team] ?? `Team ${team + 1}`,
      score: s.members ? Math.round(s.score / s.members) : 0,
      members: s.members,
    }))
    .sort((a, b) => b.score - a.score || a.team - b.team);
}
