import { z } from 'zod';
import { defineErrors } from './errors';
import { isoDate, pageQuery, recordId, recordIdParam } from './common';
import { GAME_MAX_PLAYERS, ROOM_CODE_MAX } from './constants';
import { QUESTION_TYPES, QUIZ_LIMITS, type QuestionType } from './quizzes.contract';

/**
 * Live games (product-decisions.md "RollCall AI"): the REST calls that create and list rooms and
 * results, and the typed messages of the Socket.IO connection. The server owns the clock, the
 * phases and the scoring (server/features/games/games.rules.ts); a player's device never receives
 * which choice is right before the question closes.
 */

export const GAME_MODES = ['speed', 'team', 'survival'] as const;
export type GameMode = (typeof GAME_MODES)[number];
export const GAME_MODE_LABELS: Record<GameMode, string> = {
  speed: 'Speed',
  team: 'Team Battle',
  survival: 'Survival',
};

/** No 0/O, 1/I/L or 5/S: a code read off a projector from the back row is typed right. */
export const ROOM_CODE_ALPHABET = '2346789ABCDEFGHJKMNPQRTUVWXYZ';
export const ROOM_CODE_LENGTH = 6;

export const GAME_LIMITS = {
  /** A school's largest assembly, and what one process was measured to carry (bench/). */
  maxPlayers: 5000,
  nickname: 20,
  questionSecondsMin: 5,
  questionSecondsMax: 120,
  teamsMin: 2,
  teamsMax: 4,
  /** Streak bonus: 100 per consecutive correct answer from the second, at most 500. */
  streakStep: 100,
  streakCap: 500,
  basePoints: 1000,
} as const;

/** Live: the host moves everyone on together; self: homework, each player at their own pace. */
export const GAME_PACES = ['live', 'self'] as const;
export type GamePace = (typeof GAME_PACES)[number];
/**
 * What a room is, in a word or three: a self-paced room is an assignment (its game mode 'speed'
 * means "everyone for themselves", not that speed scores), then how it scores when that is not
 * the mode's usual. Without `accuracyMode`/`timed` (a room list) the scoring is left out.
 */
export function roomKindLabel(room: {
  gameMode: GameMode;
  pace: GamePace;
  accuracyMode?: boolean;
  timed?: boolean;
}): string {
  const parts = room.pace === 'self' ? ['Assignment'] : [GAME_MODE_LABELS[room.gameMode]];
  if (room.pace === 'self' && room.gameMode === 'team') parts.push(GAME_MODE_LABELS.team);
  if (room.pace === 'self' && room.timed === false) parts.push('Untimed');
  else if (room.accuracyMode) parts.push('Accuracy mode');
  else if (room.pace === 'self' && room.timed) parts.push('Speed scoring');
  return parts.join(' · ');
}

/** How long a self-paced assignment may stay open: a half term, not forever. */
export const ASSIGNMENT_MAX_DAYS = 60;

/**
 * Extra time a host gives one player (issue 35 item 4): their own deadline for each question is
 * this many times the question's time; 'unlimited' has none (and scores as accuracy mode).
 */
export const EXTRA_TIMES = ['none', 'x1.5', 'x2', 'unlimited'] as const;
export type ExtraTime = (typeof EXTRA_TIMES)[number];
export const EXTRA_TIME_FACTORS: Record<ExtraTime, number> = {
  none: 1,
  'x1.5': 1.5,
  x2: 2,
  unlimited: Infinity,
};
export const EXTRA_TIME_LABELS: Record<ExtraTime, string> = {
  none: 'Standard time',
  'x1.5': 'Time and a half',
  x2: 'Double time',
  unlimited: 'No time limit',
};

export const TEAM_NAMES = ['Falcons', 'Otters', 'Foxes', 'Owls'] as const;
/** Shape of each answer, in order (keys 1-4); the colour goes with the shape, never alone. */
export const CHOICE_SHAPES = ['triangle', 'diamond', 'circle', 'square'] as const;

export const GAME_MESSAGES = {
  created: 'Game Room Created!',
  createFailed: 'Failed to Create Room',
  quizRequired: 'Please choose a quiz',
  maxPlayersInvalid: `Max players must be a whole number between 1 and ${GAME_LIMITS.maxPlayers}`,
  modeInvalid: 'Game mode must be speed, team or survival',
  questionSecondsInvalid: `Time per question must be between ${GAME_LIMITS.questionSecondsMin} and ${GAME_LIMITS.questionSecondsMax} seconds`,
  teamsInvalid: `Teams must be between ${GAME_LIMITS.teamsMin} and ${GAME_LIMITS.teamsMax}`,
  codeRequired: 'Please enter a room code',
  codeInvalid: `A room code has up to ${ROOM_CODE_MAX} letters and digits`,
  nicknameRequired: 'Please enter a nickname',
  nicknameTooLong: `A nickname has at most ${GAME_LIMITS.nickname} characters`,
  nicknameBlocked: 'Please choose a different nickname.',
  nicknameTaken: 'Someone in this game already has that nickname.',
  studentRequired: 'Please pick your name from the class list.',
  studentTaken: 'Someone has already joined with that name.',
  onePerDevice:
    'This device has already joined as another student. Ask your teacher to free your name.',
  deviceRequired: 'Please open the join page again to pick your name.',
  tooManyDevices: 'Too many devices have joined this game from this network. Ask your teacher.',
  roomNotFound: 'No game is open with this code. Check the code on the screen.',
  roomFull: 'This game is full.',
  roomLocked: 'The host has locked this game.',
  noLateJoin: 'This game has already started.',
  banned: 'You cannot join this game.',
  kicked: 'The host removed you from the game.',
  tooManyJoins: 'Too many attempts to join. Please wait a moment and try again.',
  notJoined: 'Please join the game first.',
  notInGame: 'That player is not in this game.',
  wrongPhase: 'That cannot be done at this point of the game.',
  unchanged: 'Nothing changed.',
  paused: 'The game is paused.',
  late: 'Time is up for this question.',
  eliminated: 'You are out of this game.',
  choiceInvalid: 'That is not one of the choices.',
  answerShape: 'That answer does not fit this question.',
  answerOneShape: 'Send one answer: a choice, choices, a text, a value or an order.',
  choicesInvalid: 'Pick each choice at most once.',
  textRequired: 'Please type an answer.',
  textTooLong: `An answer has at most ${QUIZ_LIMITS.typedAnswer} characters.`,
  wordTooLong: `A word cloud answer has at most ${QUIZ_LIMITS.wordCloud} characters.`,
  valueInvalid: 'That value is not on the slider.',
  orderInvalid: 'An order lists every item once.',
  notHost: 'Only the teacher who created this game can run it.',
  quizEmpty: 'This quiz has no questions yet.',
  gameNotFound: 'Game not found',
  paceInvalid: 'Pace must be live or self',
  closesAtRequired: 'Please choose when the assignment closes',
  closesAtInvalid: 'Closing time must be a date and time',
  closesAtPast: 'Closing time must be in the future',
  closesAtTooFar: `An assignment can stay open for at most ${ASSIGNMENT_MAX_DAYS} days`,
  closesAtLiveOnly: 'Only a self-paced assignment has a closing time',
  selfPacedSurvival: 'Survival needs everyone on the same question: pick Speed or Team Battle',
  timedInvalid: 'Timer must be on or off',
  assignmentClosed: 'This assignment has closed. Ask your teacher if you still need it.',
  alreadyDone: 'You have already finished this assignment.',
  answerFirst: 'Please answer this question first.',
  extraTimeInvalid: 'Extra time must be none, x1.5, x2 or unlimited',
  extraTimeTarget: 'Choose one player or one student.',
  reconnecting: 'Reconnecting…',
} as const;

export const GAME_ERRORS = defineErrors('games', {
  not_found: { status: 404, message: GAME_MESSAGES.gameNotFound },
  room_not_found: { status: 404, message: GAME_MESSAGES.roomNotFound },
  assignment_closed: { status: 410, message: GAME_MESSAGES.assignmentClosed },
  quiz_empty: { status: 400, message: GAME_MESSAGES.quizEmpty },
  too_many_joins: { status: 429, message: GAME_MESSAGES.tooManyJoins },
  too_many_devices: { status: 429, message: GAME_MESSAGES.tooManyDevices },
});

// ---- REST ----------------------------------------------------------------------------------

export const roomCode = z
  .string(GAME_MESSAGES.codeRequired)
  .trim()
  .toUpperCase()
  .min(1, GAME_MESSAGES.codeRequired)
  .max(ROOM_CODE_MAX, GAME_MESSAGES.codeInvalid)
  .regex(/^[A-Z0-9]+$/, GAME_MESSAGES.codeInvalid);

const roomFields = z.object({
  quizId: recordIdParam(GAME_MESSAGES.quizRequired),
  maxPlayers: z.coerce
    .number(GAME_MESSAGES.maxPlayersInvalid)
    .int(GAME_MESSAGES.maxPlayersInvalid)
    .min(1, GAME_MESSAGES.maxPlayersInvalid)
    .max(GAME_LIMITS.maxPlayers, GAME_MESSAGES.maxPlayersInvalid)
    .default(GAME_MAX_PLAYERS),
  gameMode: z.enum(GAME_MODES, GAME_MESSAGES.modeInvalid).default('speed'),
  streaks: z.boolean().default(true),
  /** Correct answers score 1000 flat: time does not count. */
  accuracyMode: z.boolean().default(false),
  /** Overrides each question's own time; null keeps the quiz's times. */
  questionSeconds: z
    .number(GAME_MESSAGES.questionSecondsInvalid)
    .int(GAME_MESSAGES.questionSecondsInvalid)
    .min(GAME_LIMITS.questionSecondsMin, GAME_MESSAGES.questionSecondsInvalid)
    .max(GAME_LIMITS.questionSecondsMax, GAME_MESSAGES.questionSecondsInvalid)
    .nullable()
    .default(null),
  lateJoin: z.boolean().default(true),
  teamCount: z
    .number(GAME_MESSAGES.teamsInvalid)
    .int(GAME_MESSAGES.teamsInvalid)
    .min(GAME_LIMITS.teamsMin, GAME_MESSAGES.teamsInvalid)
    .max(GAME_LIMITS.teamsMax, GAME_MESSAGES.teamsInvalid)
    .default(2),
  /** Roster mode: students pick their name from this class, so results land on their record. */
  classId: recordId().nullable().default(null),
  /** Self-paced (homework): players go through the quiz on their own until `closesAt`. */
  pace: z.enum(GAME_PACES, GAME_MESSAGES.paceInvalid).default('live'),
  closesAt: z.iso
    .datetime({ offset: true, message: GAME_MESSAGES.closesAtInvalid })
    .nullable()
    .default(null),
  /** Self-paced: off gives every question as long as the player needs, scored as accuracy mode. */
  timed: z.boolean(GAME_MESSAGES.timedInvalid).default(true),
});
/** Whether the closing time is soon enough is the service's call: it owns the clock. */
export const createRoomBody = roomFields.superRefine((room, ctx) => {
  if (room.pace === 'self' && room.closesAt === null)
    ctx.addIssue({ code: 'custom', path: ['closesAt'], message: GAME_MESSAGES.closesAtRequired });
  if (room.pace === 'live' && room.closesAt !== null)
    ctx.addIssue({ code: 'custom', path: ['closesAt'], message: GAME_MESSAGES.closesAtLiveOnly });
  if (room.pace === 'self' && room.gameMode === 'survival')
    ctx.addIssue({ code: 'custom', path: ['gameMode'], message: GAME_MESSAGES.selfPacedSurvival });
});
export type CreateRoomBody = z.output<typeof createRoomBody>;

export const roomSummary = z.object({
  id: z.number().int(),
  roomCode: z.string(),
  title: z.string(),
  gameMode: z.enum(GAME_MODES),
  maxPlayers: z.number().int(),
  status: z.enum(['lobby', 'running', 'ended']),
  questionCount: z.number().int(),
  playerCount: z.number().int(),
  rosterMode: z.boolean(),
  pace: z.enum(GAME_PACES),
  closesAt: isoDate.nullable(),
  createdAt: isoDate,
  endedAt: isoDate.nullable(),
});
export type RoomSummary = z.output<typeof roomSummary>;
export const createRoomResponse = z.object({ room: roomSummary });
export const roomListResponse = z.object({ rooms: z.array(roomSummary) });

/** Open rooms are the ones still in the lobby or playing; finished games have ended. */
export const ROOM_LIST_STATUSES = ['open', 'ended'] as const;
export type RoomListStatus = (typeof ROOM_LIST_STATUSES)[number];

/**
 * GET /api/games/rooms: a page (decision 0011) of open rooms then finished games, newest first
 * in each; `status` keeps one of the two, `search` finds the title, any case.
 */
export const roomListQuery = pageQuery.extend({
  status: z.enum(ROOM_LIST_STATUSES, 'Status must be open or ended').optional(),
});
export type RoomListQuery = z.output<typeof roomListQuery>;

/** What /join/CODE shows before a student joins: no answers, no scores. */
export const joinInfoResponse = z.object({
  roomCode: z.string(),
  title: z.string(),
  gameMode: z.enum(GAME_MODES),
  status: z.enum(['lobby', 'running']),
  pace: z.enum(GAME_PACES),
  closesAt: isoDate.nullable(),
  /** Roster mode: first name and last initial only, and whether someone already took it. */
  roster: z
    .array(z.object({ studentId: z.number().int(), name: z.string(), taken: z.boolean() }))
    .nullable(),
});
export const roomCodeParam = z.object({ code: roomCode });

const gameResultPlayer = z.object({
  playerId: z.string(),
  nickname: z.string(),
  studentId: z.number().int().nullable(),
  team: z.string().nullable(),
  rank: z.number().int(),
  score: z.number().int(),
  correct: z.number().int(),
  answered: z.number().int(),
  accuracy: z.number().int(),
  bestStreak: z.number().int(),
  eliminatedAt: z.number().int().nullable(),
  answers: z.array(
    z.object({
      questionIndex: z.number().int(),
      choice: z.number().int().nullable(),
      /** What was given to a question that is not one choice (order: as saved in the quiz). */
      detail: z
        .object({
          choices: z.array(z.number().int()).optional(),
          text: z.string().optional(),
          value: z.number().optional(),
          order: z.array(z.number().int()).optional(),
          fraction: z.number().optional(),
          positionsRight: z.number().int().optional(),
        })
        .nullable(),
      ms: z.number().int().nullable(),
      correct: z.boolean(),
      points: z.number().int(),
    }),
  ),
});
const gameResultQuestion = z.object({
  index: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  question: z.string(),
  choices: z.array(z.string()),
  /** -1 for a type with no single right choice. */
  answerIndex: z.number().int(),
  answerIndexes: z.array(z.number().int()).optional(),
  acceptedAnswers: z.array(z.string()).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  answer: z.number().optional(),
  tolerance: z.number().optional(),
  items: z.array(z.string()).optional(),
  explanation: z.string().optional(),
  /** Type answer and word cloud: answers grouped (any case and spacing), largest first. */
  words: z.array(z.object({ text: z.string(), count: z.number().int() })).optional(),
  /** Word cloud: answers the profanity filter kept out of `words`. */
  hidden: z.number().int().optional(),
  /** Slider: answers in each tenth of the range. */
  histogram: z
    .array(z.object({ from: z.number(), to: z.number(), count: z.number().int() }))
    .optional(),
  /** Order: players with 0, 1, ... items in the right place. */
  positionsRight: z.array(z.number().int()).optional(),
  /** How many players chose each choice (multi-select: each pick counts). */
  counts: z.array(z.number().int()),
  noAnswer: z.number().int(),
  accuracy: z.number().int(),
  /** The wrong choice most players picked, when any did. */
  commonWrongChoice: z.number().int().nullable(),
  averageMs: z.number().int().nullable(),
});
export const gameResultsResponse = z.object({
  room: roomSummary,
  teams: z.array(z.object({ name: z.string(), score: z.number().int(), members: z.number() })),
  players: z.array(gameResultPlayer),
  questions: z.array(gameResultQuestion),
});
export type GameResults = z.output<typeof gameResultsResponse>;

/** A student's games, for their progress page. */
export const studentGamesResponse = z.object({
  games: z.array(
    z.object({
      roomId: z.number().int(),
      title: z.string(),
      endedAt: isoDate,
      rank: z.number().int(),
      players: z.number().int(),
      score: z.number().int(),
      accuracy: z.number().int(),
    }),
  ),
});

/** RollCall's Analytics tab: game participation and accuracy per student, hardest questions. */
export const gameStatsResponse = z.object({
  games: z.number().int(),
  players: z.number().int(),
  students: z.array(
    z.object({
      studentId: z.number().int(),
      name: z.string(),
      games: z.number().int(),
      answers: z.number().int(),
      accuracy: z.number().int(),
    }),
  ),
  hardest: z.array(
    z.object({
      roomId: z.number().int(),
      title: z.string(),
      /** The question's place in its quiz, from 0: labels read "Q{n + 1}". */
      questionIndex: z.number().int(),
      question: z.string(),
      /** The games that asked it (the latest is roomId). */
      games: z.number().int(),
      answers: z.number().int(),
      accuracy: z.number().int(),
    }),
  ),
});
export type GameStats = z.output<typeof gameStatsResponse>;

// ---- Socket.IO messages ----------------------------------------------------------------------

export const SOCKET_PATH = '/socket.io';
/** Client -> server: 'join' (first) then 'msg'; server -> client: 'msg'. Every emit is acked. */
export const SOCKET_EVENTS = { join: 'join', client: 'msg', server: 'msg' } as const;

export const joinMessage = z.discriminatedUnion('role', [
  z.object({ role: z.literal('host'), roomId: recordId() }),
  z.object({
    role: z.literal('player'),
    code: roomCode,
    nickname: z.string().trim().max(GAME_LIMITS.nickname, GAME_MESSAGES.nicknameTooLong).optional(),
    studentId: recordId().optional(),
    /** Rejoin: the secret the server gave at the first join. */
    token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/)
      .optional(),
    /**
     * The room's device mark where the page keeps no cookie (an LMS's frame): an LMS launch gives
     * it in the join link's fragment (decision 0033). The cookie's mark wins when both are there.
     */
    device: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{16,64}$/)
      .optional(),
  }),
]);
export type JoinMessage = z.infer<typeof joinMessage>;

const choiceIndex = z
  .number(GAME_MESSAGES.choiceInvalid)
  .int(GAME_MESSAGES.choiceInvalid)
  .min(0, GAME_MESSAGES.choiceInvalid)
  .max(3, GAME_MESSAGES.choiceInvalid);
/**
 * A player's answer (issue 35 item 2): exactly one of `choice` (multiple choice, true/false,
 * poll), `choices` (multi-select), `text` (type answer, word cloud), `value` (slider) or `order`
 * (indexes into the items as this device shows them). Whether it fits the open question is the
 * room's call (games.rules.ts).
 */
export const answerMessage = z
  .object({
    type: z.literal('answer'),
    questionIndex: z.number().int().min(0),
    choice: choiceIndex.optional(),
    choices: z
      .array(choiceIndex, GAME_MESSAGES.choicesInvalid)
      .max(4, GAME_MESSAGES.choicesInvalid)
      .optional(),
    text: z
      .string(GAME_MESSAGES.textRequired)
      .max(QUIZ_LIMITS.typedAnswer, GAME_MESSAGES.textTooLong)
      .optional(),
    value: z.number(GAME_MESSAGES.valueInvalid).optional(),
    order: z
      .array(choiceIndex, GAME_MESSAGES.orderInvalid)
      .max(4, GAME_MESSAGES.orderInvalid)
      .optional(),
  })
  .refine(
    (m) =>
      Number(m.choice !== undefined) +
        Number(m.choices !== undefined) +
        Number(m.text !== undefined) +
        Number(m.value !== undefined) +
        Number(m.order !== undefined) ===
      1,
    GAME_MESSAGES.answerOneShape,
  );
export type AnswerMessage = z.infer<typeof answerMessage>;
/** What a player gave, as the room keeps it (order as the device showed the items). */
export type AnswerGiven = Omit<AnswerMessage, 'type' | 'questionIndex'>;

export const clientMessage = z.discriminatedUnion('type', [
  answerMessage,
  z.object({ type: z.literal('start') }),
  z.object({ type: z.literal('next') }),
  z.object({ type: z.literal('pause') }),
  z.object({ type: z.literal('resume') }),
  z.object({ type: z.literal('skip') }),
  z.object({ type: z.literal('end') }),
  z.object({ type: z.literal('lock'), locked: z.boolean() }),
  z.object({ type: z.literal('kick'), playerId: z.string().max(40) }),
  z.object({ type: z.literal('ban'), playerId: z.string().max(40) }),
  /** Host: a player's (or, before they join, a roster student's) extra time. */
  z
    .object({
      type: z.literal('extraTime'),
      playerId: z.string().max(40).optional(),
      studentId: recordId().optional(),
      extra: z.enum(EXTRA_TIMES, GAME_MESSAGES.extraTimeInvalid),
    })
    .refine(
      (m) => (m.playerId === undefined) !== (m.studentId === undefined),
      GAME_MESSAGES.extraTimeTarget,
    ),
]);
export type ClientMessage = z.infer<typeof clientMessage>;
export const HOST_MESSAGE_TYPES = [
  'start',
  'next',
  'pause',
  'resume',
  'skip',
  'end',
  'lock',
  'kick',
  'ban',
  'extraTime',
] as const;

export type GamePhase = 'lobby' | 'question' | 'reveal' | 'leaderboard' | 'ended';

export interface PublicPlayer {
  id: string;
  nickname: string;
  team: number | null;
  connected: boolean;
  /** Omitted for standard time. */
  extraTime?: ExtraTime;
}
/** Self-paced: how far one player is, for the host's live progress table. */
export interface PlayerProgress {
  playerId: string;
  nickname: string;
  /** Questions closed for this player (answered or timed out). */
  done: number;
  total: number;
  score: number;
  correct: number;
  finished: boolean;
  connected: boolean;
  extraTime?: ExtraTime;
}
export interface Standing {
  id: string;
  nickname: string;
  score: number;
  streak: number;
  team: number | null;
  eliminated: boolean;
}
export interface TeamStanding {
  team: number;
  name: string;
  score: number;
  members: number;
}
/**
 * The question as every device sees it: what the device needs to draw it and no right answer,
 * accepted answer, tolerance or right order in it.
 */
export interface QuestionView {
  index: number;
  total: number;
  type: QuestionType;
  question: string;
  /** Choice types' choices; empty for the others. */
  choices: string[];
  /** Order: the items shuffled (the same way on every device); an answer indexes into these. */
  items?: string[];
  /** Slider. */
  min?: number;
  max?: number;
  step?: number;
  /** Type answer and word cloud: the longest text the room takes. */
  maxLength?: number;
  durationMs: number;
  /** Time left when the message was sent; the device counts down from its own receipt time. */
  remainingMs: number;
  paused: boolean;
  /** No deadline for this device (an untimed assignment, or no time limit as extra time). */
  untimed?: boolean;
}
/** A text answer group: what most players typed for it, and how many did. */
export interface WordCount {
  text: string;
  count: number;
}
/** The answer key of a closed question, per type (what the reveal and a player's result show). */
export interface AnswerKey {
  type: QuestionType;
  /** Multiple choice, true/false: the right choice; -1 for every other type. */
  correctIndex: number;
  /** Multi-select. */
  correctIndexes?: number[];
  /** Type answer. */
  acceptedAnswers?: string[];
  /** Slider. */
  answer?: number;
  tolerance?: number;
  /** Order: the items in the right order. */
  correctOrder?: string[];
  explanation?: string;
}
export interface RevealView extends AnswerKey {
  index: number;
  /** Choice types: how many picked each choice. */
  counts: number[];
  noAnswer: number;
  /** Players who gave an answer (a multi-select's counts are picks, not players). */
  answered?: number;
  skipped: boolean;
  /** Type answer and word cloud: the answers grouped (any case, any spaces), largest first. */
  words?: WordCount[];
  /** Word cloud: answers the profanity filter kept off the screen. */
  hidden?: number;
  /** Slider: how many answered in each tenth of the range. */
  histogram?: { from: number; to: number; count: number }[];
  /** Order: how many players had 0, 1, ... items in the right place. */
  positionsRight?: number[];
}
/** Each player's own outcome of a question, with the answer key once it has closed. */
export interface PlayerResult extends AnswerKey {
  index: number;
  choice: number | null;
  /** What this player gave when it was not one choice. */
  given: AnswerGiven | null;
  correct: boolean;
  points: number;
  /** Partial credit (multi-select, slider): the share of the points earned, 0 to 1. */
  fraction: number | null;
  /** Order: how many items this player put in the right place. */
  positionsRight: number | null;
  streak: number;
  score: number;
  rank: number;
  players: number;
  eliminated: boolean;
  /** In survival, nobody was eliminated because everyone left would have been. */
  spared: boolean;
  skipped: boolean;
}

export interface HostSnapshot {
  roomId: number;
  roomCode: string;
  title: string;
  mode: GameMode;
  phase: GamePhase;
  locked: boolean;
  lateJoin: boolean;
  maxPlayers: number;
  players: PublicPlayer[];
  /** The open question (question phase only). */
  question: QuestionView | null;
  /** The question asked last, open or closed: what a reveal shows after a reload. */
  lastQuestion: QuestionView | null;
  answered: number;
  reveal: RevealView | null;
  leaderboard: Standing[];
  teams: TeamStanding[];
  pace: GamePace;
  /** Right answers score 1000 flat (the header says so). */
  accuracyMode: boolean;
  /** Self-paced: false when no question has a timer (scored as accuracy mode). */
  timed: boolean;
  /** Self-paced: when joins stop and the results are saved (ms since the epoch). */
  closesAt: number | null;
  /** Self-paced: every player's progress. */
  progress: PlayerProgress[];
}
export interface PlayerSnapshot {
  playerId: string;
  nickname: string;
  team: number | null;
  phase: GamePhase;
  mode: GameMode;
  title: string;
  score: number;
  streak: number;
  eliminated: boolean;
  question: QuestionView | null;
  /** The choice this player already gave for the open question (a rejoin mid-question). */
  answeredChoice: number | null;
  /** What this player already gave when it was not one choice. */
  answeredGiven: AnswerGiven | null;
  result: PlayerResult | null;
  /** Top 5 and teams while the leaderboard shows; empty otherwise. */
  leaderboard: Standing[];
  teams: TeamStanding[];
  final: PlayerFinal | null;
  pace: GamePace;
  /** This player's extra time (they see their own longer countdown). */
  extraTime: ExtraTime;
}
export interface PlayerFinal {
  rank: number;
  players: number;
  score: number;
  correct: number;
  answered: number;
  team: TeamStanding | null;
  teamRank: number | null;
}

/** Server -> client messages. */
export type ServerMessage =
  | { type: 'host'; snapshot: HostSnapshot }
  | { type: 'player'; snapshot: PlayerSnapshot }
  | { type: 'playerJoined'; player: PublicPlayer }
  | { type: 'playerLeft'; playerId: string; removed: boolean }
  | { type: 'locked'; locked: boolean }
  | { type: 'question'; question: QuestionView }
  | { type: 'answered'; count: number; of: number }
  | { type: 'paused'; paused: boolean; remainingMs: number }
  | { type: 'reveal'; reveal: RevealView; leaderboard: Standing[]; teams: TeamStanding[] }
  | { type: 'result'; result: PlayerResult }
  | { type: 'leaderboard'; leaderboard: Standing[]; teams: TeamStanding[] }
  | { type: 'ended'; podium: Standing[]; teams: TeamStanding[]; roomId: number }
  | { type: 'final'; final: PlayerFinal }
  | { type: 'removed'; banned: boolean; message: string }
  /** Self-paced, to the host: one player's progress changed. */
  | { type: 'progress'; progress: PlayerProgress }
  /** To the host: a player's extra time changed. */
  | { type: 'extraTime'; playerId: string; extra: ExtraTime }
  /** The room moved to another server: send 'join' again (with the token) to carry on. */
  | { type: 'resync' };

export type JoinAck =
  | { ok: true; playerId?: string; token?: string }
  | { ok: false; code: string; message: string; retryAfterSeconds?: number };
export type AnswerAck =
  | { ok: true; questionIndex: number; choice?: number }
  | {
      ok: false;
      code: 'late' | 'duplicate' | 'closed' | 'eliminated' | 'paused' | 'invalid' | 'unknown';
      message?: string;
      /** A duplicate names the choice that counted. */
      choice?: number;
    };
export type CommandAck = { ok: true } | { ok: false; code: string; message?: string };
