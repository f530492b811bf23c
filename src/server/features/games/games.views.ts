import type {
  GameMode,
  HostSnapshot,
  PlayerFinal,
  PlayerSnapshot,
  PublicPlayer,
  QuestionView,
  Standing,
  TeamStanding,
} from '../../../contracts/games.contract';
import { teamStandings as standingsOfTeams } from './games.results';
import type { GameState, Player } from './games.rules';

/**
 * What each device may see of a room (ARCHITECTURE.md rule 8): the host's and a player's
 * snapshots, the question as shown, the standings. Nothing here reads a question's answer key
 * (`answerIndex`) or an open answer's `correct`: before the reveal a player learns only its own
 * choice, and the right one arrives with the reveal (`state.reveal`, `state.results`), which the
 * reducer fills when the question closes.
 */

/** How long question `index` runs: the room's time per question, else the question's own. */
export function questionMs(state: GameState, index: number): number {
  return (state.config.questionSeconds ?? state.questions[index]!.timeLimit) * 1000;
}

// ---- standings -----------------------------------------------------------------------------

function compare(mode: GameMode) {
  return (a: Player, b: Player) => {
    if (mode === 'survival') {
      // Survivors first, then whoever lasted longer.
      const la = a.eliminatedAt ?? Infinity;
      const lb = b.eliminatedAt ?? Infinity;
      if (la !== lb) return lb - la;
    }
    return b.score - a.score || b.correct - a.correct || a.joinOrder - b.joinOrder;
  };
}

export function ranked(state: GameState): Player[] {
  return [...state.players.values()].sort(compare(state.config.mode));
}

export const standing = (p: Player): Standing => ({
  id: p.id,
  nickname: p.nickname,
  score: p.score,
  streak: p.streak,
  team: p.team,
  eliminated: p.eliminatedAt !== null,
});

/** The room's team standings (games.results.ts); none outside team mode. */
export function teamStandings(state: GameState): TeamStanding[] {
  if (state.config.mode !== 'team') return [];
  return standingsOfTeams(state.config.teamCount, state.players.values());
}

// ---- what each device sees ------------------------------------------------------------------

export function questionView(state: GameState, now: number): QuestionView | null {
  if (state.phase !== 'question') return null;
  return lastQuestionView(state, now);
}

/** The question asked last, whatever the phase (no answer in it either). */
function lastQuestionView(state: GameState, now: number): QuestionView | null {
  if (state.index < 0) return null;
  const q = state.questions[state.index]!;
  return {
    index: state.index,
    total: state.questions.length,
    question: q.question,
    choices: q.choices,
    durationMs: questionMs(state, state.index),
    remainingMs:
      state.phase === 'question' ? (state.pausedRemaining ?? Math.max(0, state.endsAt - now)) : 0,
    paused: state.pausedRemaining !== null,
  };
}

export const publicPlayer = (p: Player): PublicPlayer => ({
  id: p.id,
  nickname: p.nickname,
  team: p.team,
  connected: p.connected,
});

function answeredCount(state: GameState): number {
  return state.phase === 'question' ? (state.answers[state.index]?.size ?? 0) : 0;
}

export function hostSnapshot(state: GameState, now: number): HostSnapshot {
  const { config } = state;
  const order = ranked(state);
  return {
    roomId: config.roomId,
    roomCode: config.code,
    title: config.title,
    mode: config.mode,
    phase: state.phase,
    locked: state.locked,
    lateJoin: config.lateJoin,
    maxPlayers: config.maxPlayers,
    players: [...state.players.values()].map(publicPlayer),
    question: questionView(state, now),
    lastQuestion: lastQuestionView(state, now),
    answered: answeredCount(state),
    reveal: state.phase === 'reveal' ? state.reveal : null,
    leaderboard: order.slice(0, state.phase === 'ended' ? 3 : 5).map(standing),
    teams: teamStandings(state),
  };
}

export function playerSnapshot(state: GameState, playerId: string, now: number): PlayerSnapshot {
  const p = state.players.get(playerId)!;
  const open = state.phase === 'question' ? state.answers[state.index]!.get(playerId) : undefined;
  return {
    playerId: p.id,
    nickname: p.nickname,
    team: p.team,
    phase: state.phase,
    mode: state.config.mode,
    title: state.config.title,
    score: p.score,
    streak: p.streak,
    eliminated: p.eliminatedAt !== null,
    question: questionView(state, now),
    answeredChoice: open?.choice ?? null,
    result:
      state.phase === 'reveal' || state.phase === 'leaderboard'
        ? (state.results.get(playerId) ?? null)
        : null,
    leaderboard: state.phase === 'leaderboard' ? ranked(state).slice(0, 5).map(standing) : [],
    teams: state.phase === 'leaderboard' ? teamStandings(state) : [],
    final: state.phase === 'ended' ? finalOf(state, p) : null,
  };
}

export function playerFinal(
  p: Player,
  rank: number,
  players: number,
  teams: TeamStanding[],
): PlayerFinal {
  const teamRank = p.team === null ? -1 : teams.findIndex((t) => t.team === p.team);
  return {
    rank,
    players,
    score: p.score,
    correct: p.correct,
    answered: p.answered,
    team: teamRank >= 0 ? teams[teamRank]! : null,
    teamRank: teamRank >= 0 ? teamRank + 1 : null,
  };
}

function finalOf(state: GameState, p: Player): PlayerFinal {
  const order = ranked(state);
  return playerFinal(p, order.indexOf(p) + 1, order.length, teamStandings(state));
}
