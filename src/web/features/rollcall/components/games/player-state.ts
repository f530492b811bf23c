import { applyPause } from './countdown';
import type {
  PlayerFinal,
  PlayerResult,
  PlayerSnapshot,
  QuestionView,
  ServerMessage,
  Standing,
  TeamStanding,
  AnswerGiven,
} from '../../../../../contracts/games.contract';

/** A player's screen: who they are, the phase, and what the server last told them. */
export interface PlayerState {
  playerId: string;
  nickname: string;
  team: number | null;
  mode: PlayerSnapshot['mode'];
  title: string;
  phase: PlayerSnapshot['phase'];
  score: number;
  streak: number;
  eliminated: boolean;
  question: QuestionView | null;
  receivedAt: number;
  answeredChoice: number | null;
  /** What this device gave when it was not one choice (issue 35): locked in, as a choice is. */
  answeredGiven: AnswerGiven | null;
  result: PlayerResult | null;
  leaderboard: Standing[] | null;
  teams: TeamStanding[];
  final: PlayerFinal | null;
  removed: string | null;
  /** Self-paced (homework): the player moves on with their own Next. */
  pace: PlayerSnapshot['pace'];
}

export function playerFromSnapshot(s: PlayerSnapshot, now: number): PlayerState {
  return {
    playerId: s.playerId,
    nickname: s.nickname,
    team: s.team,
    mode: s.mode,
    title: s.title,
    phase: s.phase,
    score: s.score,
    streak: s.streak,
    eliminated: s.eliminated,
    question: s.question,
    receivedAt: now,
    answeredChoice: s.answeredChoice,
    answeredGiven: s.answeredGiven,
    result: s.result,
    leaderboard: s.phase === 'leaderboard' ? s.leaderboard : null,
    teams: s.teams,
    final: s.final,
    removed: null,
    pace: s.pace,
  };
}

export function applyPlayerMessage(
  state: PlayerState | null,
  msg: ServerMessage,
  now: number,
): PlayerState | null {
  if (msg.type === 'player') return playerFromSnapshot(msg.snapshot, now);
  if (!state) return state;
  switch (msg.type) {
    case 'question':
      return {
        ...state,
        phase: 'question',
        question: msg.question,
        receivedAt: now,
        answeredChoice: null,
        answeredGiven: null,
        result: null,
      };
    case 'paused':
      return applyPause(state, msg, now);
    case 'result':
      return {
        ...state,
        phase: 'reveal',
        result: msg.result,
        score: msg.result.score,
        streak: msg.result.streak,
        eliminated: msg.result.eliminated,
      };
    case 'leaderboard':
      return { ...state, phase: 'leaderboard', leaderboard: msg.leaderboard, teams: msg.teams };
    case 'final':
      return { ...state, phase: 'ended', final: msg.final, score: msg.final.score };
    case 'removed':
      return { ...state, removed: msg.message };
    default:
      return state;
  }
}

/** The answer is locked in on this device as soon as the server acknowledged it. */
export function withAnswer(state: PlayerState, questionIndex: number, given: AnswerGiven) {
  if (state.question?.index !== questionIndex) return state;
  return given.choice !== undefined
    ? { ...state, answeredChoice: given.choice }
    : { ...state, answeredGiven: given };
}
