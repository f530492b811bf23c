import { applyPause } from './countdown';
import type {
  HostSnapshot,
  QuestionView,
  ServerMessage,
  Standing,
} from '../../../../../contracts/games.contract';

/** The projector's picture of the room: the server's snapshot kept current by each frame. */
export interface HostState extends HostSnapshot {
  /** When this device received the open question's time (the countdown runs from here). */
  receivedAt: number;
  /** The last question asked, kept for the reveal (its choices' text). */
  lastQuestion: QuestionView | null;
  /** Players who can still answer, when the server said ("N of M answered"). */
  answeredOf: number | null;
  podium: Standing[] | null;
}

export function hostFromSnapshot(snapshot: HostSnapshot, now: number): HostState {
  return {
    ...snapshot,
    receivedAt: now,
    lastQuestion: snapshot.lastQuestion ?? snapshot.question,
    answeredOf: null,
    podium: snapshot.phase === 'ended' ? snapshot.leaderboard.slice(0, 3) : null,
  };
}

export function applyHostMessage(
  state: HostState | null,
  msg: ServerMessage,
  now: number,
): HostState | null {
  if (msg.type === 'host') return hostFromSnapshot(msg.snapshot, now);
  if (!state) return state;
  switch (msg.type) {
    case 'playerJoined': {
      const others = state.players.filter((p) => p.id !== msg.player.id);
      const known = others.length !== state.players.length;
      return {
        ...state,
        players: known
          ? state.players.map((p) => (p.id === msg.player.id ? msg.player : p))
          : [...state.players, msg.player],
      };
    }
    case 'playerLeft':
      return {
        ...state,
        players: msg.removed
          ? state.players.filter((p) => p.id !== msg.playerId)
          : state.players.map((p) => (p.id === msg.playerId ? { ...p, connected: false } : p)),
      };
    case 'locked':
      return { ...state, locked: msg.locked };
    case 'question':
      return {
        ...state,
        phase: 'question',
        question: msg.question,
        lastQuestion: msg.question,
        receivedAt: now,
        answered: 0,
        answeredOf: null,
        reveal: null,
      };
    case 'answered':
      return { ...state, answered: msg.count, answeredOf: msg.of };
    case 'progress': {
      // Self-paced: one player's row, in place (a new player at the end).
      const known = state.progress.some((p) => p.playerId === msg.progress.playerId);
      return {
        ...state,
        progress: known
          ? state.progress.map((p) => (p.playerId === msg.progress.playerId ? msg.progress : p))
          : [...state.progress, msg.progress],
      };
    }
    case 'extraTime': {
      const extraTime = msg.extra === 'none' ? undefined : msg.extra;
      const withExtra = <T extends { extraTime?: string }>(row: T, id: string, mine: string) =>
        id === mine ? { ...row, extraTime } : row;
      return {
        ...state,
        players: state.players.map((p) => withExtra(p, p.id, msg.playerId)),
        progress: state.progress.map((p) => withExtra(p, p.playerId, msg.playerId)),
      };
    }
    case 'paused':
      return applyPause(state, msg, now);
    case 'reveal':
      return {
        ...state,
        phase: 'reveal',
        question: null,
        reveal: msg.reveal,
        leaderboard: msg.leaderboard,
        teams: msg.teams,
      };
    case 'leaderboard':
      return {
        ...state,
        phase: 'leaderboard',
        reveal: null,
        leaderboard: msg.leaderboard,
        teams: msg.teams,
      };
    case 'ended':
      return {
        ...state,
        phase: 'ended',
        question: null,
        reveal: null,
        podium: msg.podium,
        teams: msg.teams,
      };
    default:
      return state;
  }
}

/** The host's one big button, by phase; null when there is nothing to move on to. */
export function mainAction(state: Pick<HostState, 'phase' | 'reveal' | 'lastQuestion'>) {
  switch (state.phase) {
    case 'lobby':
      return 'Start';
    case 'question':
      return 'Show answer';
    case 'reveal': {
      const q = state.lastQuestion;
      const last = q !== null && state.reveal !== null && state.reveal.index + 1 >= q.total;
      return last ? 'Podium' : 'Leaderboard';
    }
    case 'leaderboard':
      return 'Next question';
    case 'ended':
      return null;
  }
}
