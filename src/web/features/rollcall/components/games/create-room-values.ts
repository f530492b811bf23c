import { z } from 'zod';
import {
  createRoomBody,
  type CreateRoomBody,
  type GameMode,
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
});

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
  })
  .transform((v): z.input<typeof createRoomBody> => ({
    ...v,
    quizId: v.quizId === '' ? undefined : Number(v.quizId),
    maxPlayers: v.maxPlayers.trim() === '' ? Number.NaN : Number(v.maxPlayers),
    questionSeconds: v.questionSeconds === 'quiz' ? null : Number(v.questionSeconds),
    teamCount: Number(v.teamCount),
    classId: v.classId === '' ? null : Number(v.classId),
  }))
  .pipe(createRoomBody) satisfies z.ZodType<CreateRoomBody, RoomFormValues>;
