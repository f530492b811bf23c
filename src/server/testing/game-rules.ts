import {
  createGame,
  reduce,
  type GameEvent,
  type Outbound,
  type RulesConfig,
  type RulesQuestion,
} from '../features/games/games.rules';
import type { AnswerGiven, PlayerResult, ServerMessage } from '../../contracts/games.contract';

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

/** One question of every type beside multiple choice (issue 35), each with its answer key. */
export const TYPED: Record<string, RulesQuestion> = {
  true_false: {
    type: 'true_false',
    question: 'The sun is a star',
    choices: ['True', 'False'],
    answerIndex: 0,
    timeLimit: 20,
  },
  multi_select: {
    type: 'multi_select',
    question: 'Which are prime?',
    choices: ['2', '3', '4', '9'],
    answerIndex: -1,
    answerIndexes: [0, 1],
    timeLimit: 20,
    explanation: '4 and 9 are squares.',
  },
  type_answer: {
    type: 'type_answer',
    question: 'Half as a decimal?',
    choices: [],
    answerIndex: -1,
    acceptedAnswers: ['0.5', 'Crème brûlée'],
    ignoreAccents: true,
    timeLimit: 20,
  },
  slider: {
    type: 'slider',
    question: 'Year of the Battle of Hastings?',
    choices: [],
    answerIndex: -1,
    min: 1000,
    max: 1200,
    step: 1,
    answer: 1066,
    tolerance: 2,
    timeLimit: 20,
  },
  order: {
    type: 'order',
    question: 'Smallest first',
    choices: [],
    answerIndex: -1,
    items: ['atom', 'cell', 'organ', 'body'],
    timeLimit: 20,
  },
  poll: {
    type: 'poll',
    question: 'Favourite?',
    choices: ['Maths', 'Art'],
    answerIndex: -1,
    timeLimit: 20,
  },
  word_cloud: {
    type: 'word_cloud',
    question: 'One word for today',
    choices: [],
    answerIndex: -1,
    timeLimit: 20,
  },
};

export function game(
  overrides: Partial<RulesConfig> = {},
  questions: RulesQuestion[] = [Q(0), Q(1), Q(2)],
) {
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
    pace: 'live',
    closesAt: null,
    timed: true,
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
    /** Any type's answer: `{ choices }`, `{ text }`, `{ value }` or `{ order }` (issue 35). */
    give(name: string, given: AnswerGiven, afterMs = 0) {
      now += afterMs;
      return api.send({
        type: 'answer',
        playerId: `p-${name}`,
        questionIndex: state.index,
        ...given,
      });
    },
    player: (name: string) => state.players.get(`p-${name}`)!,
  };
  return api;
}

export const messagesTo = (out: Outbound[], playerId: string): ServerMessage[] =>
  out
    .filter((o) =>
      o.to === 'everyone'
        ? !o.except?.includes(playerId)
        : o.to === 'player' && o.playerId === playerId,
    )
    .map((o) => o.msg);
export const resultOf = (out: Outbound[], playerId: string) =>
  messagesTo(out, playerId).find((m) => m.type === 'result') as
    { type: 'result'; result: PlayerResult } | undefined;
