import {
  GAME_LIMITS,
  GAME_MESSAGES,
  type AnswerGiven,
  type AnswerKey,
  type ExtraTime,
  type GameMode,
  type GamePace,
  type GamePhase,
  type PlayerResult,
  type RevealView,
  type ServerMessage,
} from '../../../contracts/games.contract';
import {
  UNSCORED_TYPES,
  type QuestionType,
  type TypeSpecificFields,
} from '../../../contracts/quizzes.contract';
import {
  groupWords,
  prepareAccepted,
  shownOrder,
  sliderHistogram,
  type AcceptedAnswers,
} from './games.scoring';
import { done, hasAnswer, judge, missed, refuse, resultOf, scoreAnswer } from './games.judge';
import { cleanNickname, isBlockedNickname } from '../../../contracts/nicknames';
import * as selfPaced from './games.self-paced';
import {
  extraFactor,
  extraKey,
  extraOf,
  liveDeadline,
  liveViewFor,
  playerFinal,
  playerSnapshot,
  publicPlayer,
  questionMs,
  questionView,
  ranked,
  standing,
  teamStandings,
} from './games.views';

/**
 * The live game as a reducer (ARCHITECTURE.md rule 8): `reduce(state, event, now)` owns the
 * phases, the clock and the scoring, does no I/O and reads no clock of its own, so replaying
 * the stored events with their times rebuilds the same room on another server.
 * What each device may see of the state (and when the answer shows) is games.views.ts.
 *
 * For 5,000 players the state is updated in place (copying a player map per answer would cost
 * O(players) each time): the room that owns a state is the only one that calls `reduce` on it.
 */

/** A quiz question as the room plays it (QuizQuestionRecord): no type is multiple choice. */
export interface RulesQuestion extends TypeSpecificFields {
  type?: QuestionType;
  question: string;
  choices: string[];
  answerIndex: number;
  explanation?: string;
  /** Seconds. */
  timeLimit: number;
}

/** What the room works out once per question when it opens, so an answer is a quick check. */
export interface PreparedQuestion {
  type: QuestionType;
  scored: boolean;
  /** Order: shown[i] is the saved position of the item shown i-th (the same on every device). */
  shown: number[] | null;
  accepted: AcceptedAnswers | null;
  key: AnswerKey;
}

export function prepareQuestion(roomId: number, index: number, q: RulesQuestion): PreparedQuestion {
  const type = q.type ?? 'multiple_choice';
  const key: AnswerKey = { type, correctIndex: q.answerIndex };
  if (type === 'multi_select') key.correctIndexes = q.answerIndexes ?? [];
  if (type === 'type_answer') key.acceptedAnswers = q.acceptedAnswers ?? [];
  if (type === 'slider') {
    key.answer = q.answer ?? 0;
    key.tolerance = q.tolerance ?? 0;
  }
  if (type === 'order') key.correctOrder = q.items ?? [];
  if (q.explanation) key.explanation = q.explanation;
  return {
    type,
    scored: !UNSCORED_TYPES.includes(type),
    shown: type === 'order' ? shownOrder(roomId, index, q.items?.length ?? 0) : null,
    accepted:
      type === 'type_answer'
        ? prepareAccepted(q.acceptedAnswers ?? [], q.ignoreAccents ?? true)
        : null,
    key,
  };
}

export interface RulesConfig {
  roomId: number;
  code: string;
  title: string;
  mode: GameMode;
  maxPlayers: number;
  streaks: boolean;
  accuracyMode: boolean;
  questionSeconds: number | null;
  lateJoin: boolean;
  teamCount: number;
  /** Roster mode: who may join, by student id, with the name shown. */
  roster: { studentId: number; name: string }[] | null;
  /** Self-paced (homework): each player moves on alone (games.self-paced.ts). */
  pace: GamePace;
  /** Self-paced: joins stop and the room ends at this server time (ms). */
  closesAt: number | null;
  /** Self-paced: false gives every question as long as the player needs. */
  timed: boolean;
}

export interface Player {
  id: string;
  token: string;
  nickname: string;
  studentId: number | null;
  team: number | null;
  joinOrder: number;
  connected: boolean;
  /**
   * Connected when another server took the room over mid-question: still expected to answer
   * until that question closes, since its phone is on its way back (issue 23 item 6).
   */
  awaited: boolean;
  score: number;
  streak: number;
  bestStreak: number;
  correct: number;
  answered: number;
  /** Survival: the question at which the player was eliminated. */
  eliminatedAt: number | null;
  /** The device that joined (a hash of its cookie, or its connection): one name per device. */
  device: string | null;
}

export interface Answer {
  choice: number | null;
  /** What was given when it was not one choice (order: as the device showed the items). */
  given?: AnswerGiven;
  ms: number | null;
  correct: boolean;
  points: number;
  /** Partial credit, 0 to 1 (1 when correct, 0 when wrong, between for multi-select, slider). */
  fraction?: number;
  /** Order: the saved positions in the player's order, and how many are right. */
  saved?: number[];
  positionsRight?: number;
}

export interface GameState {
  config: RulesConfig;
  questions: RulesQuestion[];
  prepared: PreparedQuestion[];
  phase: GamePhase;
  locked: boolean;
  index: number;
  /** Server time the open question closes. */
  endsAt: number;
  /** Time left while paused; null when running. */
  pausedRemaining: number | null;
  players: Map<string, Player>;
  /** Rejoin secret -> player id: a reconnect is found without scanning 5,000 players. */
  tokens: Map<string, string>;
  /** Players with a live connection, and survival's eliminated: to skip counting who is left. */
  connected: number;
  /** Players awaited after a takeover (see Player.awaited). */
  awaited: number;
  eliminated: number;
  nicknames: Set<string>;
  bannedTokens: Set<string>;
  joins: number;
  /** Per question: each player's answer (a missed one is stored at close with choice null). */
  answers: Map<string, Answer>[];
  counts: number[];
  reveal: RevealView | null;
  results: Map<string, PlayerResult>;
  spared: boolean;
  skipped: Set<number>;
  /** Extra time the host gave, by `p:<playerId>` or `s:<studentId>` (views.extraOf). */
  extraTime: Map<string, ExtraTime>;
  /** Self-paced: where each player is. */
  progress: Map<string, SelfProgress>;
}

/** Self-paced: one player's own place in the quiz and clock. */
export interface SelfProgress {
  index: number;
  /** The question is open for this player (false: its result is showing). */
  open: boolean;
  startedAt: number;
  /** Infinity: no time limit for this player or room. */
  endsAt: number;
  finished: boolean;
  result: PlayerResult | null;
}

export type GameEvent =
  | {
      type: 'join';
      playerId: string;
      token: string;
      nickname?: string;
      studentId?: number;
      device?: string;
    }
  | { type: 'rejoin'; token: string }
  | { type: 'disconnect'; playerId: string }
  | ({ type: 'answer'; playerId: string; questionIndex: number } & AnswerGiven)
  | { type: 'start' }
  | { type: 'next' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'skip' }
  | { type: 'end' }
  | { type: 'lock'; locked: boolean }
  | { type: 'kick'; playerId: string }
  | { type: 'ban'; playerId: string }
  | { type: 'extraTime'; playerId?: string; studentId?: number; extra: ExtraTime }
  /** Self-paced: a player asks for their next question (the player's own `next`). */
  | { type: 'advance'; playerId: string }
  | { type: 'tick' }
  /** Another server took the room over: every player must connect again. */
  | { type: 'takeover' };

export type Outbound =
  | { to: 'host'; msg: ServerMessage }
  /** `except`: players sent their own version instead (one question frame each, no flicker). */
  | { to: 'everyone'; msg: ServerMessage; except?: string[] }
  | { to: 'player'; playerId: string; msg: ServerMessage };

export type Reply =
  | { ok: true; playerId?: string; token?: string; questionIndex?: number; choice?: number }
  | { ok: false; code: string; message?: string; choice?: number };

export interface Reduced {
  /** False: nothing changed, so the event is not stored. */
  accepted: boolean;
  out: Outbound[];
  reply: Reply;
}

export function createGame(config: RulesConfig, questions: RulesQuestion[]): GameState {
  return {
    config,
    questions,
    prepared: questions.map((q, i) => prepareQuestion(config.roomId, i, q)),
    phase: 'lobby',
    locked: false,
    index: -1,
    endsAt: 0,
    pausedRemaining: null,
    players: new Map(),
    tokens: new Map(),
    connected: 0,
    awaited: 0,
    eliminated: 0,
    nicknames: new Set(),
    bannedTokens: new Set(),
    joins: 0,
    answers: questions.map(() => new Map()),
    counts: [],
    reveal: null,
    results: new Map(),
    spared: false,
    skipped: new Set(),
    extraTime: new Map(),
    progress: new Map(),
  };
}

/** Rebuilds a room from its stored events, as the server that takes it over does. */
export function replay(
  state: GameState,
  events: readonly { event: GameEvent; at: number }[],
): GameState {
  for (const { event, at } of events) reduce(state, event, at);
  return state;
}

// ---- the reducer ---------------------------------------------------------------------------

export function reduce(state: GameState, event: GameEvent, now: number): Reduced {
  if (state.config.pace === 'self') {
    const own = reduceSelfPaced(state, event, now);
    if (own) return own;
  }
  switch (event.type) {
    case 'join':
      return join(state, event, now);
    case 'advance':
      // Only a self-paced room lets a player move on; here `next` is the host's.
      return refuse('not_host', GAME_MESSAGES.notHost);
    case 'extraTime':
      return setExtraTime(state, event, now);
    case 'rejoin':
      return rejoin(state, event.token, now);
    case 'disconnect': {
      const p = state.players.get(event.playerId);
      if (!p || !p.connected) return refuse('unknown');
      p.connected = false;
      state.connected -= 1;
      return done([{ to: 'host', msg: { type: 'playerLeft', playerId: p.id, removed: false } }]);
    }
    case 'answer':
      return answer(state, event, now);
    case 'start':
      if (state.phase !== 'lobby') return refuse('phase');
      return startOrNext(state, now);
    case 'next':
      return startOrNext(state, now);
    case 'pause':
      if (state.phase !== 'question' || state.pausedRemaining !== null) return refuse('phase');
      state.pausedRemaining = Math.max(0, state.endsAt - now);
      return done([
        {
          to: 'everyone',
          msg: { type: 'paused', paused: true, remainingMs: state.pausedRemaining },
        },
      ]);
    case 'resume': {
      if (state.pausedRemaining === null) return refuse('phase');
      const remainingMs = state.pausedRemaining;
      state.endsAt = now + remainingMs;
      state.pausedRemaining = null;
      return done([{ to: 'everyone', msg: { type: 'paused', paused: false, remainingMs } }]);
    }
    case 'skip':
      if (state.phase !== 'question') return refuse('phase');
      return done(closeQuestion(state, now, true));
    case 'end':
      if (state.phase === 'ended') return refuse('phase');
      return done(end(state));
    case 'lock':
      if (state.locked === event.locked) return refuse('unchanged');
      state.locked = event.locked;
      return done([{ to: 'host', msg: { type: 'locked', locked: state.locked } }]);
    case 'kick':
    case 'ban':
      return remove(state, event.playerId, event.type === 'ban');
    case 'tick':
      if (state.phase !== 'question' || state.pausedRemaining !== null || now < closesAt(state)) {
        return refuse('not_due');
      }
      return done(closeQuestion(state, now, false));
    case 'takeover': {
      const midQuestion = state.phase === 'question';
      for (const p of state.players.values()) {
        if (midQuestion && p.connected && !p.awaited) state.awaited += 1;
        p.awaited ||= midQuestion && p.connected;
        p.connected = false;
      }
      state.connected = 0;
      return done([{ to: 'everyone', msg: { type: 'resync' } }]);
    }
  }
}

/**
 * What a self-paced room does its own way (games.self-paced.ts); null for what both paces share
 * (rejoin, disconnect, lock, kick, ban, extra time, takeover).
 */
function reduceSelfPaced(state: GameState, event: GameEvent, now: number): Reduced | null {
  switch (event.type) {
    case 'join': {
      const gate = selfPaced.joinGate(state, event, now);
      if (gate && 'rejoin' in gate) return rejoin(state, gate.rejoin, now);
      if (gate) return gate;
      const joined = join(state, event, now);
      const player = joined.reply.ok && state.players.get(joined.reply.playerId ?? '');
      if (joined.accepted && player && !state.progress.has(player.id)) {
        joined.out.push(...selfPaced.begin(state, player, now));
      }
      return joined;
    }
    case 'answer':
      return selfPaced.answer(state, event, now);
    case 'advance':
      return selfPaced.advance(state, event.playerId, now);
    case 'end':
      if (state.phase === 'ended') return refuse('phase');
      selfPaced.closeAll(state);
      return done(end(state));
    case 'start':
    case 'next':
    case 'pause':
    case 'resume':
    case 'skip':
    case 'tick':
      // Nobody runs a self-paced room: each player moves on with their own `next`.
      return refuse('phase');
    default:
      return null;
  }
}

/** The host gives a player (or a roster student, before or after joining) extra time. */
function setExtraTime(
  state: GameState,
  event: Extract<GameEvent, { type: 'extraTime' }>,
  now: number,
): Reduced {
  let p: Player | undefined;
  if (event.playerId !== undefined) {
    p = state.players.get(event.playerId);
    if (!p) return refuse('unknown');
  } else {
    if (!state.config.roster?.some((s) => s.studentId === event.studentId)) {
      return refuse('unknown');
    }
    p = [...state.players.values()].find((x) => x.studentId === event.studentId);
  }
  const key = p ? extraKey(p) : `s:${event.studentId}`;
  if ((state.extraTime.get(key) ?? 'none') === event.extra) return refuse('unchanged');
  if (event.extra === 'none') state.extraTime.delete(key);
  else state.extraTime.set(key, event.extra);
  if (!p) return done([]);
  const out: Outbound[] = [
    { to: 'host', msg: { type: 'extraTime', playerId: p.id, extra: event.extra } },
  ];
  if (state.config.pace === 'self') out.push(...selfPaced.retime(state, p, now));
  else if (state.phase === 'question' && !state.answers[state.index]!.has(p.id)) {
    out.push({
      to: 'player',
      playerId: p.id,
      msg: { type: 'question', question: liveViewFor(state, p, now)! },
    });
  }
  return done(out);
}

/**
 * Live: when the open question closes for the room: the base time, or later while a player with
 * extra time has not answered (Infinity while one with no limit has not; the host moves on).
 */
export function closesAt(state: GameState): number {
  let at = state.endsAt;
  if (state.extraTime.size === 0) return at;
  const answers = state.answers[state.index];
  for (const p of state.players.values()) {
    if (!isPlaying(state, p) || answers?.has(p.id) || !(p.connected || p.awaited)) continue;
    at = Math.max(at, liveDeadline(state, p));
  }
  return at;
}

function join(state: GameState, event: Extract<GameEvent, { type: 'join' }>, now: number): Reduced {
  const { config } = state;
  if (state.bannedTokens.has(event.token)) return refuse('banned', GAME_MESSAGES.banned);
  const existing = findByToken(state, event.token);
  if (existing) return rejoin(state, event.token, now);
  if (state.phase === 'ended') return refuse('not_found', GAME_MESSAGES.roomNotFound);
  if (state.locked) return refuse('locked', GAME_MESSAGES.roomLocked);
  if (state.phase !== 'lobby' && !config.lateJoin) {
    return refuse('started', GAME_MESSAGES.noLateJoin);
  }
  if (state.players.size >= config.maxPlayers) return refuse('full', GAME_MESSAGES.roomFull);

  let nickname: string;
  let studentId: number | null = null;
  if (config.roster) {
    const entry = config.roster.find((s) => s.studentId === event.studentId);
    if (!entry) return refuse('student_required', GAME_MESSAGES.studentRequired);
    const players = [...state.players.values()];
    if (players.some((p) => p.studentId === entry.studentId)) {
      return refuse('student_taken', GAME_MESSAGES.studentTaken);
    }
    // A class list is names, not nicknames: one device answers for one student. The host
    // frees a name by removing its player (issue 23 item 12).
    if (event.device && players.some((p) => p.device === event.device)) {
      return refuse('one_per_device', GAME_MESSAGES.onePerDevice);
    }
    nickname = entry.name;
    studentId = entry.studentId;
  } else {
    nickname = cleanNickname(event.nickname ?? '');
    if (!nickname) return refuse('nickname_required', GAME_MESSAGES.nicknameRequired);
    if (nickname.length > GAME_LIMITS.nickname) {
      return refuse('nickname_too_long', GAME_MESSAGES.nicknameTooLong);
    }
    if (isBlockedNickname(nickname))
      return refuse('nickname_blocked', GAME_MESSAGES.nicknameBlocked);
    if (state.nicknames.has(nickname.toLowerCase())) {
      return refuse('nickname_taken', GAME_MESSAGES.nicknameTaken);
    }
  }

  const player: Player = {
    id: event.playerId,
    token: event.token,
    nickname,
    studentId,
    team: config.mode === 'team' ? smallestTeam(state) : null,
    joinOrder: state.joins++,
    connected: true,
    awaited: false,
    score: 0,
    streak: 0,
    bestStreak: 0,
    correct: 0,
    answered: 0,
    eliminatedAt: null,
    device: event.device ?? null,
  };
  state.players.set(player.id, player);
  state.tokens.set(player.token, player.id);
  state.connected += 1;
  state.nicknames.add(nickname.toLowerCase());
  return done(
    [
      {
        to: 'host',
        msg: { type: 'playerJoined', player: publicPlayer(player, extraOf(state, player)) },
      },
      {
        to: 'player',
        playerId: player.id,
        msg: { type: 'player', snapshot: playerSnapshot(state, player.id, now) },
      },
    ],
    { ok: true, playerId: player.id, token: player.token },
  );
}

function findByToken(state: GameState, token: string): Player | undefined {
  const id = state.tokens.get(token);
  return id === undefined ? undefined : state.players.get(id);
}

/** Same score, streak and team: the phone that reloads or locks carries on where it was. */
function rejoin(state: GameState, token: string, now: number): Reduced {
  if (state.bannedTokens.has(token)) return refuse('banned', GAME_MESSAGES.banned);
  const p = findByToken(state, token);
  if (!p) return refuse('unknown', GAME_MESSAGES.roomNotFound);
  if (!p.connected) state.connected += 1;
  p.connected = true;
  forgetAwaited(state, p);
  return done(
    [
      { to: 'host', msg: { type: 'playerJoined', player: publicPlayer(p, extraOf(state, p)) } },
      {
        to: 'player',
        playerId: p.id,
        msg: { type: 'player', snapshot: playerSnapshot(state, p.id, now) },
      },
    ],
    { ok: true, playerId: p.id, token: p.token },
  );
}

function smallestTeam(state: GameState): number {
  const sizes = new Array<number>(state.config.teamCount).fill(0);
  for (const p of state.players.values()) if (p.team !== null) sizes[p.team]! += 1;
  return sizes.indexOf(Math.min(...sizes));
}

function remove(state: GameState, playerId: string, ban: boolean): Reduced {
  const p = state.players.get(playerId);
  if (!p) return refuse('unknown');
  state.players.delete(playerId);
  state.tokens.delete(p.token);
  if (p.connected) state.connected -= 1;
  forgetAwaited(state, p);
  if (p.eliminatedAt !== null) state.eliminated -= 1;
  state.nicknames.delete(p.nickname.toLowerCase());
  if (ban) state.bannedTokens.add(p.token);
  for (const answers of state.answers) answers.delete(playerId);
  return done([
    { to: 'host', msg: { type: 'playerLeft', playerId, removed: true } },
    {
      to: 'player',
      playerId,
      msg: {
        type: 'removed',
        banned: ban,
        message: ban ? GAME_MESSAGES.banned : GAME_MESSAGES.kicked,
      },
    },
  ]);
}

function startOrNext(state: GameState, now: number): Reduced {
  switch (state.phase) {
    case 'lobby':
      if (state.players.size === 0) return refuse('no_players', 'Wait for players to join.');
      return done(openQuestion(state, 0, now));
    case 'question':
      // The host shows the answer before time is up.
      return done(closeQuestion(state, now, false));
    case 'reveal':
      if (state.index + 1 >= state.questions.length) return done(end(state));
      state.phase = 'leaderboard';
      return done([
        {
          to: 'everyone',
          msg: {
            type: 'leaderboard',
            leaderboard: ranked(state).slice(0, 5).map(standing),
            teams: teamStandings(state),
          },
        },
      ]);
    case 'leaderboard':
      return done(openQuestion(state, state.index + 1, now));
    case 'ended':
      return refuse('phase');
  }
}

function openQuestion(state: GameState, index: number, now: number): Outbound[] {
  state.phase = 'question';
  state.index = index;
  state.endsAt = now + questionMs(state, index);
  state.pausedRemaining = null;
  state.counts = new Array<number>(state.questions[index]!.choices.length).fill(0);
  state.reveal = null;
  state.results = new Map();
  state.spared = false;
  // A player with extra time gets only their own, longer countdown: were the shared one sent
  // first, their phone would show the base time for a moment and then jump.
  const timed = [...state.extraTime.keys()]
    .map((key) => playerOfExtraKey(state, key))
    .filter((p): p is Player => p !== undefined);
  return [
    {
      to: 'everyone',
      msg: { type: 'question', question: questionView(state, now)! },
      except: timed.map((p) => p.id),
    },
    ...timed.map((p): Outbound => ({
      to: 'player',
      playerId: p.id,
      msg: { type: 'question', question: liveViewFor(state, p, now)! },
    })),
  ];
}

function playerOfExtraKey(state: GameState, key: string): Player | undefined {
  if (key.startsWith('p:')) return state.players.get(key.slice(2));
  const studentId = Number(key.slice(2));
  for (const p of state.players.values()) if (p.studentId === studentId) return p;
  return undefined;
}

const isPlaying = (state: GameState, p: Player) =>
  state.config.mode !== 'survival' || p.eliminatedAt === null;

function answer(
  state: GameState,
  event: Extract<GameEvent, { type: 'answer' }>,
  now: number,
): Reduced {
  const p = state.players.get(event.playerId);
  if (!p) return refuse('unknown');
  if (event.questionIndex !== state.index || state.phase !== 'question') {
    return refuse(
      event.questionIndex < state.index || state.phase !== 'question' ? 'closed' : 'invalid',
    );
  }
  const given = state.answers[state.index]!.get(p.id);
  if (given)
    return {
      accepted: false,
      out: [],
      reply: { ok: false, code: 'duplicate', choice: given.choice ?? undefined },
    };
  if (state.pausedRemaining !== null) return refuse('paused');
  // Each player's own deadline: the base time, or later with the extra time the host gave.
  if (now >= liveDeadline(state, p)) return refuse('late');
  if (!isPlaying(state, p)) return refuse('eliminated');
  const q = state.questions[state.index]!;
  const prepared = state.prepared[state.index]!;
  const outcome = judge(q, prepared, event);
  if (typeof outcome === 'string') return refuse('invalid', outcome);

  const durationMs = questionMs(state, state.index);
  const ms = Math.max(0, durationMs - (state.endsAt - now));
  // Points are fixed at close: the acknowledgement must not tell whether the answer was right.
  state.answers[state.index]!.set(p.id, outcome);
  outcome.ms = ms;
  if (outcome.choice !== null) state.counts[outcome.choice]! += 1;
  else if (event.choices) for (const c of event.choices) state.counts[c]! += 1;
  const count = state.answers[state.index]!.size;
  const waiting = waitingFor(state);
  const out: Outbound[] = [{ to: 'host', msg: { type: 'answered', count, of: count + waiting } }];
  if (waiting === 0) out.push(...closeQuestion(state, now, false));
  return done(
    out,
    outcome.choice !== null
      ? { ok: true, questionIndex: event.questionIndex, choice: outcome.choice }
      : { ok: true, questionIndex: event.questionIndex },
  );
}

function forgetAwaited(state: GameState, p: Player) {
  if (!p.awaited) return;
  p.awaited = false;
  state.awaited -= 1;
}

/** Connected (or awaited) players still playing who have not answered the open question. */
function waitingFor(state: GameState): number {
  const answers = state.answers[state.index]!;
  // At least this many are still to answer: no need to count them one by one (5,000 players).
  const atLeast = state.connected + state.awaited - state.eliminated - answers.size;
  if (atLeast > 0) return atLeast;
  let waiting = 0;
  for (const p of state.players.values()) {
    if ((p.connected || p.awaited) && isPlaying(state, p) && !answers.has(p.id)) waiting += 1;
  }
  return waiting;
}

function closeQuestion(state: GameState, now: number, skipped: boolean): Outbound[] {
  const index = state.index;
  const q = state.questions[index]!;
  const prepared = state.prepared[index]!;
  const answers = state.answers[index]!;
  const durationMs = questionMs(state, index);
  state.phase = 'reveal';
  state.pausedRemaining = null;
  state.endsAt = now;
  // Whoever has not come back by now is gone, as if their socket had closed here.
  if (state.awaited > 0) for (const p of state.players.values()) forgetAwaited(state, p);

  if (skipped) {
    state.skipped.add(index);
    answers.clear();
    state.counts = state.counts.map(() => 0);
  } else if (!prepared.scored) {
    // A poll or word cloud: the room's opinion, so no points, streak or elimination move.
    for (const p of state.players.values()) {
      if (isPlaying(state, p) && !answers.has(p.id)) answers.set(p.id, missed());
    }
  } else {
    const playing = [...state.players.values()].filter((p) => isPlaying(state, p));
    const losers = playing.filter((p) => !answers.get(p.id)?.correct);
    // Survival: if everyone left would go out on one question, nobody does.
    state.spared =
      state.config.mode === 'survival' && losers.length > 0 && losers.length === playing.length;
    for (const p of playing) {
      const a = answers.get(p.id) ?? missed();
      scoreAnswer(p, a, durationMs * extraFactor(state, p), state.config);
      if (!a.correct && state.config.mode === 'survival' && !state.spared) {
        p.eliminatedAt = index;
        state.eliminated += 1;
      }
      answers.set(p.id, a);
    }
  }

  let noAnswer = 0;
  let answered = 0;
  if (!skipped) {
    for (const p of state.players.values()) {
      if (!isPlayingAt(state, p, index)) continue;
      if (hasAnswer(answers.get(p.id))) answered += 1;
      else noAnswer += 1;
    }
  }
  state.reveal = {
    ...prepared.key,
    index,
    counts: [...state.counts],
    noAnswer,
    answered,
    skipped,
    ...revealDetail(q, prepared, answers),
  };
  const order = ranked(state);
  const teams = teamStandings(state);
  const out: Outbound[] = [
    {
      to: 'host',
      msg: {
        type: 'reveal',
        reveal: state.reveal,
        leaderboard: order.slice(0, 5).map(standing),
        teams,
      },
    },
  ];
  order.forEach((p, i) => {
    const result = resultOf(prepared, index, answers.get(p.id), p, {
      rank: i + 1,
      players: order.length,
      // Only a player still in the game was spared; one out earlier is still out.
      spared: state.spared && p.eliminatedAt === null,
      skipped,
    });
    state.results.set(p.id, result);
    out.push({ to: 'player', playerId: p.id, msg: { type: 'result', result } });
  });
  return out;
}

/** What a type's reveal shows beyond the choice counts, built once when the question closes. */
function revealDetail(
  q: RulesQuestion,
  prepared: PreparedQuestion,
  answers: Map<string, Answer>,
): Partial<RevealView> {
  switch (prepared.type) {
    case 'type_answer':
    case 'word_cloud': {
      const texts: string[] = [];
      for (const a of answers.values()) if (a.given?.text !== undefined) texts.push(a.given.text);
      const { words, hidden } = groupWords(texts, true);
      return { words: words.slice(0, REVEAL_WORDS), hidden };
    }
    case 'slider': {
      const values: number[] = [];
      for (const a of answers.values())
        if (a.given?.value !== undefined) values.push(a.given.value);
      return { histogram: sliderHistogram(values, q.min ?? 0, q.max ?? 0) };
    }
    case 'order': {
      const positionsRight = new Array<number>((q.items?.length ?? 0) + 1).fill(0);
      for (const a of answers.values()) {
        if (a.positionsRight !== undefined) positionsRight[a.positionsRight]! += 1;
      }
      return { positionsRight };
    }
    default:
      return {};
  }
}

/** The most answer groups a reveal lists (a projector shows a cloud, not a long table). */
const REVEAL_WORDS = 40;

/** Whether the player was still in the game when question `index` was asked. */
function isPlayingAt(state: GameState, p: Player, index: number): boolean {
  return state.config.mode !== 'survival' || p.eliminatedAt === null || p.eliminatedAt >= index;
}

function end(state: GameState): Outbound[] {
  if (state.phase === 'question') {
    // Ended mid-question: that question does not count.
    state.skipped.add(state.index);
    state.answers[state.index]!.clear();
  }
  state.phase = 'ended';
  state.pausedRemaining = null;
  const order = ranked(state);
  const teams = teamStandings(state);
  return [
    {
      to: 'host',
      msg: {
        type: 'ended',
        podium: order.slice(0, 3).map(standing),
        teams,
        roomId: state.config.roomId,
      },
    },
    ...order.map((p, i): Outbound => ({
      to: 'player',
      playerId: p.id,
      msg: { type: 'final', final: playerFinal(p, i + 1, order.length, teams) },
    })),
  ];
}
