import {
  createGame,
  reduce,
  type GameEvent,
  type Outbound,
  type RulesConfig,
} from '../features/games/games.rules';
import type { PlayerResult, ServerMessage } from '../../contracts/games.contract';

/**
 * A room driven through the games reducer with a hand-moved clock, for the rules' and the
 * views' unit tests: `join`, `answer` and `send` apply events at `now`, and `log` keeps the
 * accepted ones as the database would, for replays.
 */
export const Q = (answerIndex: number, timeLimit = 20) => ({
  question: `Question ${answerIndex}`,
  choices: ['A', 'B', 'C', 'D'],
  answerIndex,
  timeLimit,
});

export function game(overrides: Partial<RulesConfig> = {}, questions = [Q(0), Q(1), Q(2)]) {
  const config: RulesConfig = {
    roomId: 1,
    code: 'ABC234',
    title: 'Fractions',
    mode: 'speed',
    maxPlayers: 50,
    streaks: true,
    accuracyMode: false,
    questionSeconds: null,
    lateJoin: true,
    teamCount: 2,
    roster: null,
    ...overrides,
  };
  const state = createGame(config, questions);
  const log: { event: GameEvent; at: number }[] = [];
  let now = 1_000_000;
  const api = {
    state,
    log,
    get now() {
      return now;
    },
    advance(ms: number) {
      now += ms;
    },
    send(event: GameEvent) {
      const r = reduce(state, event, now);
      if (r.accepted) log.push({ event, at: now });
      return r;
    },
    join(name: string, extra: Partial<Extract<GameEvent, { type: 'join' }>> = {}) {
      return api.send({
        type: 'join',
        playerId: `p-${name}`,
        token: `token-${name}-0123456789`,
        nickname: name,
        ...extra,
      });
    },
    answer(name: string, choice: number, afterMs = 0) {
      now += afterMs;
      return api.send({
        type: 'answer',
        playerId: `p-${name}`,
        questionIndex: state.index,
        choice,
      });
    },
    player: (name: string) => state.players.get(`p-${name}`)!,
  };
  return api;
}

export const messagesTo = (out: Outbound[], playerId: string): ServerMessage[] =>
  out
    .filter((o) => o.to === 'everyone' || (o.to === 'player' && o.playerId === playerId))
    .map((o) => o.msg);
export const resultOf = (out: Outbound[], playerId: string) =>
  messagesTo(out, playerId).find((m) => m.type === 'result') as
    { type: 'result'; result: PlayerResult } | undefined;
