import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { students } from './students';
import { quizzes, type QuizQuestionRecord } from './quizzes';
import { classes } from './classes';

export interface GameAnswerDetail {
  choices?: number[];
  text?: string;
  value?: number;
  /** Item indexes in the order the player put them, as saved in the quiz (not as shown). */
  order?: number[];
  fraction?: number;
  positionsRight?: number;
}

export interface GameSettingsRecord {
  mode: 'speed' | 'team' | 'survival';
  maxPlayers: number;
  streaks: boolean;
  accuracyMode: boolean;
  /** Overrides every question's own time when set. */
  questionSeconds: number | null;
  lateJoin: boolean;
  teamCount: number;
  classId: number | null;
  /** Roster mode: the class list as it was when the room opened (first name, last initial). */
  roster?: { studentId: number; name: string }[] | null;
  /** Absent on rooms made before self-paced rooms (issue 35): those are live. */
  pace?: 'live' | 'self';
  /** Self-paced: ISO time joins stop and the room ends. */
  closesAt?: string | null;
  /** Self-paced: false gives every question as long as the player needs. */
  timed?: boolean;
}

/**
 * A live game. The room keeps its own copy of the questions, so editing the quiz later changes
 * neither a running game nor its results. `hostInstance` and `leaseUntil` say which server
 * process owns the room; another claims it when the lease runs out (the owner died).
 */
export const gameRooms = pgTable(
  'game_rooms',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    questions: jsonb('questions').$type<QuizQuestionRecord[]>().notNull(),
    settings: jsonb('settings').$type<GameSettingsRecord>().notNull(),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['lobby', 'running', 'ended'] })
      .notNull()
      .default('lobby'),
    hostInstance: text('host_instance'),
    /** Signs the device marks the join page gives in roster mode; never leaves the server. */
    deviceKey: text('device_key')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // A code names one open room; ended rooms free theirs for reuse.
    uniqueIndex('game_rooms_open_code_idx')
      .on(t.code)
      .where(sql`${t.status} <> 'ended'`),
    // The room lists page newest first on (created_at, id) (decision 0011); the few open rooms
    // have their own partial index, so finding them does not walk a long history.
    index('game_rooms_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    index('game_rooms_owner_open_idx')
      .on(t.ownerId, t.createdAt, t.id)
      .where(sql`${t.status} <> 'ended'`),
    index('game_rooms_lease_idx')
      .on(t.leaseUntil)
      .where(sql`${t.status} <> 'ended'`),
  ],
);

/** Every event the room's reducer accepted, in order: replaying them rebuilds the room. */
export const gameEvents = pgTable(
  'game_events',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => gameRooms.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** Server time the reducer saw, in milliseconds since the epoch. */
    at: bigint('at', { mode: 'number' }).notNull(),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.seq] })],
);

/** Final standing of each player, written when the game ends. */
export const gamePlayers = pgTable(
  'game_players',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => gameRooms.id, { onDelete: 'cascade' }),
    playerId: text('player_id').notNull(),
    nickname: text('nickname').notNull(),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    team: integer('team'),
    score: integer('score').notNull(),
    rank: integer('rank').notNull(),
    correct: integer('correct').notNull(),
    answered: integer('answered').notNull(),
    bestStreak: integer('best_streak').notNull(),
    /** Question index at which survival mode eliminated the player. */
    eliminatedAt: integer('eliminated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.playerId] }),
    index('game_players_student_idx').on(t.studentId),
  ],
);

/** Every answer (or missed question) of every player. */
export const gameAnswers = pgTable(
  'game_answers',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => gameRooms.id, { onDelete: 'cascade' }),
    playerId: text('player_id').notNull(),
    questionIndex: integer('question_index').notNull(),
    /** Null: no answer before time ran out. */
    choice: integer('choice'),
    /** Server-measured answer time. */
    ms: integer('ms'),
    correct: boolean('correct').notNull(),
    points: integer('points').notNull(),
    /**
     * What a player gave to a question that is not one choice (issue 35): picked choices, typed
     * text, a slider value or an order, with the partial-credit fraction and, for an order, the
     * positions right. Null for a single choice (in `choice`) or no answer.
     */
    detail: jsonb('detail').$type<GameAnswerDetail>(),
    /** False for a poll or word cloud: no right answer, so it counts in no accuracy. */
    scored: boolean('scored').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.playerId, t.questionIndex] })],
);

export type GameRoomRecord = typeof gameRooms.$inferSelect;
