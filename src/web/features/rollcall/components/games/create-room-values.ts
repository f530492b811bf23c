import { z } from 'zod';
import {
  createRoomBody,
  type CreateRoomBody,
  type GameMode,
  type GamePace,
} from '../../../../../contracts/games.contract';
import { GAME_MAX_PLAYERS } from '../../../../../contracts/constants';

/** "Create a game room" as the controls hold it: selects and boxes give text. */
export interface RoomFormValues {
  quizId: string;
  maxPlayers: string;
  gameMode: GameMode;
  streaks: boolean;
  accuracyMode: boolean;
  /** 'quiz' keeps each question's own time. */
  questionSeconds: string;
  lateJoin: boolean;
  teamCount: string;
  /** '' is nicknames, not roster mode. */
  classId: string;
  pace: GamePace;
  /** A datetime-local value (this device's time zone); used for self-paced rooms only. */
  closesAt: string;
  timed: boolean;
}

export const roomFormDefaults = (quizId: string): RoomFormValues => ({
  quizId,
  maxPlayers: String(GAME_MAX_PLAYERS),
  gameMode: 'speed',
  streaks: true,
  accuracyMode: false,
  questionSeconds: 'quiz',
  lateJoin: true,
  teamCount: '2',
  classId: '',
  pace: 'live',
  closesAt: '',
  timed: true,
});

/** A datetime-local value as an ISO time; what is not a time is passed on for the contract to name. */
export function localToIso(local: string): string | null {
  if (local.trim() === '') return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

/** A week from now at 17:00 local time, as a datetime-local value: a usual homework deadline. */
export function defaultCloseLocal(now = new Date()): string {
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7, 17, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * The controls' text as the API body, checked by the contract itself: the fields keep their
 * names, so each message lands on the control it is about.
 */
export const roomForm = z
  .object({
    quizId: z.string(),
    maxPlayers: z.string(),
    gameMode: createRoomBody.shape.gameMode.unwrap(),
    streaks: z.boolean(),
    accuracyMode: z.boolean(),
    questionSeconds: z.string(),
    lateJoin: z.boolean(),
    teamCount: z.string(),
    classId: z.string(),
    pace: createRoomBody.shape.pace.unwrap(),
    closesAt: z.string(),
    timed: z.boolean(),
  })
  .transform((v): z.input<typeof createRoomBody> => ({
    ...v,
    quizId: v.quizId === '' ? undefined : Number(v.quizId),
    maxPlayers: v.maxPlayers.trim() === '' ? Number.NaN : Number(v.maxPlayers),
    questionSeconds: v.questionSeconds === 'quiz' ? null : Number(v.questionSeconds),
    teamCount: Number(v.teamCount),
    classId: v.classId === '' ? null : Number(v.classId),
    // A live game has no closing time, whatever the hidden box still holds.
    closesAt: v.pace === 'self' ? localToIso(v.closesAt) : null,
  }))
  .pipe(createRoomBody) satisfies z.ZodType<CreateRoomBody, RoomFormValues>;
