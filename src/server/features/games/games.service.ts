import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  type CreateRoomBody,
  type GameResults,
  type GameStats,
  type RoomListQuery,
  type RoomSummary,
} from '../../../contracts/games.contract';
import { TEAM_NAMES } from '../../../contracts/games.contract';
import type { Clock } from '../../platform/clock';
import type { Page } from '../../platform/db/pagination';
import type { GameRoomRecord, QuizQuestionRecord } from '../../platform/db/schema/index';
import { gameErrors } from './games.errors';
import { teamStandings } from './games.results';
import type { GamesRepository, RoomListRow } from './games.repository';
import { toCsv } from '../../platform/csv/csv-write';

/** The demo plays a recorded game (features import each other only through services). */
export type { RecordedAnswer, RecordedGames } from './games.recorded';

/** What a room needs from the quizzes and classes features (their services, wired in app.ts). */
export interface GamesServiceDeps {
  repo: GamesRepository;
  clock: Clock;
  loadQuiz(
    ownerId: number,
    quizId: number,
  ): Promise<{ title: string; questions: QuizQuestionRecord[] }>;
  loadClass(
    ownerId: number,
    classId: number,
  ): Promise<{ students: { id: number; firstName: string; lastName: string }[] }>;
  /** Throws the students feature's 404 for anyone else's student. */
  assertStudent(ownerId: number, studentId: number): Promise<unknown>;
}

/**
 * In roster mode one device plays one student, so a device is a mark the room's join page gave
 * (signed with the room's own key, so a script cannot make one up), not whatever cookie or
 * connection arrives.
 */
export const deviceMarks = {
  issue(room: Pick<GameRoomRecord, 'deviceKey'>) {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${sign(room.deviceKey, nonce)}`;
  },
  /** The device a mark names, or undefined when this room did not give it. */
  check(room: Pick<GameRoomRecord, 'deviceKey'>, mark: string | undefined) {
    const [nonce, signature, extra] = (mark ?? '').split('.');
    if (!nonce || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(sign(room.deviceKey, nonce));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
  },
};

function sign(key: string, nonce: string) {
  return createHmac('sha256', key).update(nonce).digest('base64url');
}

export function createGamesService(deps: GamesServiceDeps) {
  const { repo, clock } = deps;

  async function createRoom(ownerId: number, body: CreateRoomBody): Promise<RoomSummary> {
    const quiz = await deps.loadQuiz(ownerId, body.quizId);
    if (quiz.questions.length === 0) throw gameErrors.quiz_empty();
    const roster = body.classId
      ? (await deps.loadClass(ownerId, body.classId)).students.map((s) => ({
          studentId: s.id,
          // First name and last initial: enough to pick yourself, little to a stranger with the code.
          name: `${s.firstName} ${s.lastName.slice(0, 1)}.`.trim(),
        }))
      : null;
    const { quizId, classId, gameMode, ...settings } = body;
    // A clash with another open room's code is rare (29^6 codes); try again with a new one.
    for (let attempt = 0; attempt < 8; attempt++) {
      const row = await repo.insertRoom({
        ownerId,
        code: newRoomCode(),
        quizId,
        classId,
        title: quiz.title,
        questions: quiz.questions,
        settings: { ...settings, mode: gameMode, classId, roster },
        createdAt: clock.now(),
      });
      if (row) return summary(row, 0);
    }
    throw new Error('no free room code');
  }

  async function owned(ownerId: number, roomId: number) {
    const room = await repo.owned(ownerId, roomId);
    if (!room) throw gameErrors.not_found();
    return room;
  }

  async function results(ownerId: number, roomId: number): Promise<GameResults> {
    const room = await owned(ownerId, roomId);
    if (room.status !== 'ended') throw gameErrors.not_found();
    const { players, answers } = await repo.results(ownerId, roomId);
    const byPlayer = new Map<string, typeof answers>();
    for (const a of answers) byPlayer.set(a.playerId, [...(byPlayer.get(a.playerId) ?? []), a]);
    return {
      room: summary(room, players.length),
      // As the room ranked them at the end (games.results.ts), so the podium and this agree.
      teams: room.settings.mode === 'team' ? teamStandings(room.settings.teamCount, players) : [],
      players: players.map((p) => ({
        playerId: p.playerId,
        nickname: p.nickname,
        studentId: p.studentId,
        team: p.team === null ? null : (TEAM_NAMES[p.team] ?? null),
        rank: p.rank,
        score: p.score,
        correct: p.correct,
        answered: p.answered,
        accuracy: percent(p.correct, byPlayer.get(p.playerId)?.length ?? 0),
        bestStreak: p.bestStreak,
        eliminatedAt: p.eliminatedAt,
        answers: (byPlayer.get(p.playerId) ?? []).map(
          ({ questionIndex, choice, ms, correct, points }) => ({
            questionIndex,
            choice,
            ms,
            correct,
            points,
          }),
        ),
      })),
      questions: room.questions.map((q, index) => {
        const given = answers.filter((a) => a.questionIndex === index);
        const counts = q.choices.map((_, c) => given.filter((a) => a.choice === c).length);
        const wrong = counts
          .map((n, c) => ({ n, c }))
          .filter(({ n, c }) => c !== q.answerIndex && n > 0)
          .sort((a, b) => b.n - a.n);
        const times = given.filter((a) => a.ms !== null).map((a) => a.ms!);
        return {
          index,
          question: q.question,
          choices: q.choices,
          answerIndex: q.answerIndex,
          counts,
          noAnswer: given.filter((a) => a.choice === null).length,
          accuracy: percent(given.filter((a) => a.correct).length, given.length),
          commonWrongChoice: wrong[0]?.c ?? null,
          averageMs: times.length
            ? Math.round(times.reduce((s, t) => s + t, 0) / times.length)
            : null,
        };
      }),
    };
  }

  return {
    createRoom,

    /** Every room of the teacher, open ones first; the API pages instead (`page`). */
    async list(ownerId: number): Promise<RoomSummary[]> {
      return (await repo.list(ownerId)).map(listSummary);
    },

    async page(ownerId: number, query: RoomListQuery): Promise<Page<RoomSummary>> {
      const { items, nextCursor } = await repo.page(ownerId, query);
      return { items: items.map(listSummary), nextCursor };
    },

    /** The join screen's view of an open room: its name, mode and (roster mode) who may join. */
    async joinInfo(code: string) {
      const room = await repo.openByCode(code);
      if (!room) throw gameErrors.room_not_found();
      const roster = room.settings.roster ?? null;
      const taken = roster ? new Set(await repo.rosterTaken(room.id)) : new Set<number>();
      return {
        /** For the route's device mark; not part of the response. */
        room,
        roomCode: room.code,
        title: room.title,
        gameMode: room.settings.mode,
        status: room.status === 'lobby' ? ('lobby' as const) : ('running' as const),
        roster: roster?.map((s) => ({ ...s, taken: taken.has(s.studentId) })) ?? null,
      };
    },

    /** The room a host may run: theirs and still open. */
    async hostable(ownerId: number, roomId: number) {
      const room = await repo.owned(ownerId, roomId);
      return room && room.status !== 'ended' ? room : undefined;
    },

    openByCode: (code: string) => repo.openByCode(code),
    results,

    async resultsCsv(ownerId: number, roomId: number) {
      const r = await results(ownerId, roomId);
      const header = [
        'Rank',
        'Player',
        'Team',
        'Score',
        'Correct',
        'Answered',
        'Accuracy %',
        'Best streak',
        ...r.questions.map((q) => `Q${q.index + 1}`),
      ];
      const rows = r.players.map((p) => {
        const byQuestion = new Map(p.answers.map((a) => [a.questionIndex, a]));
        return [
          String(p.rank),
          p.nickname,
          p.team ?? '',
          String(p.score),
          String(p.correct),
          String(p.answered),
          String(p.accuracy),
          String(p.bestStreak),
          ...r.questions.map((q) => {
            const a = byQuestion.get(q.index);
            if (!a) return '';
            if (a.choice === null) return 'no answer';
            return `${a.correct ? 'right' : 'wrong'} (${q.choices[a.choice] ?? ''}, ${a.points} pts)`;
          }),
        ];
      });
      return { filename: `${safeName(r.room.title)}-results.csv`, csv: toCsv([header, ...rows]) };
    },

    async stats(ownerId: number): Promise<GameStats> {
      const [totals, students, hardest] = await Promise.all([
        repo.totals(ownerId),
        repo.studentTotals(ownerId),
        repo.hardestQuestions(ownerId, 3, 5),
      ]);
      return {
        ...totals,
        students: students.map((s) => ({
          studentId: s.studentId!,
          name: `${s.firstName} ${s.lastName}`,
          games: s.games,
          answers: s.answers,
          accuracy: percent(s.correct, s.answers),
        })),
        hardest: hardest.map(({ correct, ...q }) => ({
          ...q,
          accuracy: percent(correct, q.answers),
        })),
      };
    },

    async studentGames(ownerId: number, studentId: number) {
      await deps.assertStudent(ownerId, studentId);
      const rows = await repo.studentGames(ownerId, studentId);
      return rows.map((g) => ({
        roomId: g.roomId,
        title: g.title,
        endedAt: g.endedAt ?? clock.now(),
        rank: g.rank,
        players: g.players,
        score: g.score,
        accuracy: percent(g.correct, g.asked),
      }));
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;

function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++)
    code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  return code;
}

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

const safeName = (title: string) =>
  title
    .replace(/[^A-Za-z0-9 _-]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60) || 'game';

/** A list row as the API shows it (the same fields as `summary`, read without the questions). */
function listSummary(row: RoomListRow): RoomSummary {
  return {
    id: row.id,
    roomCode: row.code,
    title: row.title,
    gameMode: row.mode,
    maxPlayers: row.maxPlayers,
    status: row.status,
    questionCount: row.questionCount,
    playerCount: row.players,
    rosterMode: row.rosterMode,
    createdAt: row.createdAt,
    endedAt: row.endedAt,
  };
}

function summary(room: GameRoomRecord, playerCount: number): RoomSummary {
  return {
    id: room.id,
    roomCode: room.code,
    title: room.title,
    gameMode: room.settings.mode,
    maxPlayers: room.settings.maxPlayers,
    status: room.status,
    questionCount: room.questions.length,
    playerCount,
    rosterMode: Boolean(room.settings.roster),
    createdAt: room.createdAt,
    endedAt: room.endedAt,
  };
}
