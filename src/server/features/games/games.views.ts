import {
  EXTRA_TIME_FACTORS,
  type ExtraTime,
  type GameMode,
  type HostSnapshot,
  type PlayerFinal,
  type PlayerProgress,
  type PlayerSnapshot,
  type PublicPlayer,
  type QuestionView,
  type Standing,
  type TeamStanding,
} from '../../../contracts/games.contract';
import { teamStandings as standingsOfTeams } from './games.results';
import { QUIZ_LIMITS } from '../../../contracts/quizzes.contract';
import type { GameState, Player, PreparedQuestion, RulesQuestion } from './games.rules';

/**
 * What each device may see of a room (ARCHITECTURE.md rule 8): the host's and a player's
 * snapshots, the question as shown, the standings. Nothing here reads a question's answer key
 * (`answerIndex`, `answerIndexes`, `acceptedAnswers`, `answer`, `tolerance`, the items' saved
 * order) or an open answer's `correct`: before the reveal a player learns only its own
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
  return viewOf(state, state.index, {
    durationMs: questionMs(state, state.index),
    remainingMs:
      state.phase === 'question' ? (state.pausedRemaining ?? Math.max(0, state.endsAt - now)) : 0,
    paused: state.pausedRemaining !== null,
  });
}

/** Question `index` as a device draws it, with that device's clock. */
export function viewOf(
  state: GameState,
  index: number,
  clock: Pick<QuestionView, 'durationMs' | 'remainingMs' | 'paused' | 'untimed'>,
): QuestionView {
  const q = state.questions[index]!;
  const prepared = state.prepared[index]!;
  return {
    index,
    total: state.questions.length,
    type: prepared.type,
    question: q.question,
    choices: q.choices,
    ...typeView(q, prepared),
    ...clock,
  };
}

// ---- extra time (issue 35 item 4) ----------------------------------------------------------

/** A roster student's extra time is theirs (kept if they join again); else the player's. */
export const extraKey = (p: Pick<Player, 'id' | 'studentId'>) =>
  p.studentId !== null ? `s:${p.studentId}` : `p:${p.id}`;

export const extraOf = (state: GameState, p: Player): ExtraTime =>
  state.extraTime.get(extraKey(p)) ?? 'none';

/** How many times the question's time this player has (Infinity: no limit). */
export const extraFactor = (state: GameState, p: Player): number =>
  EXTRA_TIME_FACTORS[extraOf(state, p)];

/** Live: when the open question closes for this player (server time). */
export function liveDeadline(state: GameState, p: Player): number {
  const f = extraFactor(state, p);
  return f === 1 ? state.endsAt : state.endsAt + (f - 1) * questionMs(state, state.index);
}

/** Live: the open question as this player's device counts it down, extra time included. */
export function liveViewFor(state: GameState, p: Player, now: number): QuestionView | null {
  const view = questionView(state, now);
  const f = extraFactor(state, p);
  if (!view || f === 1) return view;
  const extraMs = (f - 1) * view.durationMs;
  if (!Number.isFinite(f)) return { ...view, remainingMs: view.durationMs, untimed: true };
  return {
    ...view,
    durationMs: view.durationMs * f,
    remainingMs:
      state.pausedRemaining !== null
        ? state.pausedRemaining + extraMs
        : Math.max(0, liveDeadline(state, p) - now),
  };
}

/** What a type needs drawn beyond its choices: never its answer key. */
function typeView(q: RulesQuestion, prepared: PreparedQuestion): Partial<QuestionView> {
  switch (prepared.type) {
    case 'order':
      return { items: prepared.shown!.map((i) => q.items![i]!) };
    case 'slider':
      return { min: q.min, max: q.max, step: q.step };
    case 'type_answer':
      return { maxLength: QUIZ_LIMITS.typedAnswer };
    case 'word_cloud':
      return { maxLength: QUIZ_LIMITS.wordCloud };
    default:
      return {};
  }
}

export const publicPlayer = (p: Player, extra: ExtraTime = 'none'): PublicPlayer => ({
  id: p.id,
  nickname: p.nickname,
  team: p.team,
  connected: p.connected,
  ...(extra === 'none' ? {} : { extraTime: extra }),
});

/** Self-paced: how far a player is, for the host's progress table. */
export function progressOf(state: GameState, p: Player): PlayerProgress {
  const at = state.progress.get(p.id);
  const extra = extraOf(state, p);
  return {
    playerId: p.id,
    nickname: p.nickname,
    done: at ? (at.finished ? state.questions.length : at.index + (at.open ? 0 : 1)) : 0,
    total: state.questions.length,
    score: p.score,
    correct: p.correct,
    finished: at?.finished ?? false,
    connected: p.connected,
    ...(extra === 'none' ? {} : { extraTime: extra }),
  };
}

/** Self-paced: the player's own open question, counted down on their own clock. */
export function selfViewFor(state: GameState, p: Player, now: number): QuestionView | null {
  const at = state.progress.get(p.id);
  if (!at || at.finished) return null;
  const timed = Number.isFinite(at.endsAt);
  // After its result the question is still drawn (the result names its choices), with no time.
  return viewOf(state, at.index, {
    durationMs: timed ? at.endsAt - at.startedAt : 0,
    remainingMs: timed && at.open ? Math.max(0, at.endsAt - now) : 0,
    paused: false,
    ...(timed ? {} : { untimed: true }),
  });
}

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
    players: [...state.players.values()].map((p) => publicPlayer(p, extraOf(state, p))),
    question: questionView(state, now),
    lastQuestion: lastQuestionView(state, now),
    answered: answeredCount(state),
    reveal: state.phase === 'reveal' ? state.reveal : null,
    leaderboard: order.slice(0, state.phase === 'ended' ? 3 : 5).map(standing),
    teams: teamStandings(state),
    pace: config.pace,
    accuracyMode: config.accuracyMode,
    timed: config.timed,
    closesAt: config.closesAt,
    progress: config.pace === 'self' ? order.map((p) => progressOf(state, p)) : [],
  };
}

export function playerSnapshot(state: GameState, playerId: string, now: number): PlayerSnapshot {
  const p = state.players.get(playerId)!;
  if (state.config.pace === 'self' && state.phase !== 'ended') return selfSnapshot(state, p, now);
  const open = state.phase === 'question' ? state.answers[state.index]!.get(playerId) : undefined;
  return {
    pace: state.config.pace,
    extraTime: extraOf(state, p),
    playerId: p.id,
    nickname: p.nickname,
    team: p.team,
    phase: state.phase,
    mode: state.config.mode,
    title: state.config.title,
    score: p.score,
    streak: p.streak,
    eliminated: p.eliminatedAt !== null,
    question: liveViewFor(state, p, now),
    answeredChoice: open?.choice ?? null,
    answeredGiven: open?.given ?? null,
    result:
      state.phase === 'reveal' || state.phase === 'leaderboard'
        ? (state.results.get(playerId) ?? null)
        : null,
    leaderboard: state.phase === 'leaderboard' ? ranked(state).slice(0, 5).map(standing) : [],
    teams: state.phase === 'leaderboard' ? teamStandings(state) : [],
    final: state.phase === 'ended' ? finalOf(state, p) : null,
  };
}

/**
 * Self-paced: the player's own phase. An open question is 'question', its result 'reveal', and a
 * finished player 'ended' with their standing so far.
 */
function selfSnapshot(state: GameState, p: Player, now: number): PlayerSnapshot {
  const at = state.progress.get(p.id);
  const phase = !at ? 'lobby' : at.finished ? 'ended' : at.open ? 'question' : 'reveal';
  return {
    pace: 'self',
    extraTime: extraOf(state, p),
    playerId: p.id,
    nickname: p.nickname,
    team: p.team,
    phase,
    mode: state.config.mode,
    title: state.config.title,
    score: p.score,
    streak: p.streak,
    eliminated: false,
    question: selfViewFor(state, p, now),
    answeredChoice: null,
    answeredGiven: null,
    result: phase === 'reveal' ? (at?.result ?? null) : null,
    leaderboard: [],
    teams: [],
    final: phase === 'ended' ? finalOf(state, p) : null,
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
