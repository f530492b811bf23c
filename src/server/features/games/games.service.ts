import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ASSIGNMENT_MAX_DAYS,
  GAME_MESSAGES,
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
import type {
  GameAnswerDetail,
  GameRoomRecord,
  QuizQuestionRecord,
} from '../../platform/db/schema/index';
import { UNSCORED_TYPES } from '../../../contracts/quizzes.contract';
import { groupWords, scoredCount, sliderHistogram } from './games.scoring';
import { gameErrors } from './games.errors';
import { teamStandings } from './games.results';
import type { GamesRepository, RoomListRow } from './games.repository';
import { toCsv } from '../../platform/csv/csv-write';
import { httpErrors } from '../../platform/http/app-error';

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
    const closesAt = assignmentClose(body, clock.now());
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
        settings: { ...settings, closesAt, mode: gameMode, classId, roster },
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
        accuracy: percent(
          p.correct,
          (byPlayer.get(p.playerId) ?? []).filter((a) => a.scored).length,
        ),
        bestStreak: p.bestStreak,
        eliminatedAt: p.eliminatedAt,
        answers: (byPlayer.get(p.playerId) ?? []).map(
          ({ questionIndex, choice, detail, ms, correct, points }) => ({
            questionIndex,
            choice,
            detail,
            ms,
            correct,
            points,
          }),
        ),
      })),
      questions: room.questions.map((q, index) => {
        const type = q.type ?? 'multiple_choice';
        const given = answers.filter((a) => a.questionIndex === index);
        const counts = q.choices.map((_, c) =>
          type === 'multi_select'
            ? given.filter((a) => a.detail?.choices?.includes(c)).length
            : given.filter((a) => a.choice === c).length,
        );
        const wrong = counts
          .map((n, c) => ({ n, c }))
          .filter(({ n, c }) => c !== q.answerIndex && n > 0)
          .sort((a, b) => b.n - a.n);
        const times = given.filter((a) => a.ms !== null).map((a) => a.ms!);
        const answeredAny = (a: (typeof given)[number]) => a.choice !== null || a.detail !== null;
        return {
          index,
          type,
          question: q.question,
          choices: q.choices,
          answerIndex: q.answerIndex,
          ...(q.answerIndexes ? { answerIndexes: q.answerIndexes } : {}),
          ...(q.acceptedAnswers ? { acceptedAnswers: q.acceptedAnswers } : {}),
          ...(type === 'slider'
            ? { min: q.min, max: q.max, answer: q.answer, tolerance: q.tolerance }
            : {}),
          ...(q.items ? { items: q.items } : {}),
          ...(q.explanation ? { explanation: q.explanation } : {}),
          ...typeResults(q, given),
          counts,
          noAnswer: given.filter((a) => !answeredAny(a)).length,
          accuracy: UNSCORED_TYPES.includes(type)
            ? 0
            : percent(given.filter((a) => a.correct).length, given.length),
          commonWrongChoice:
            type === 'multiple_choice' || type === 'true_false' ? (wrong[0]?.c ?? null) : null,
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
      if (!room && (await repo.closedAssignment(code, clock.now()))) {
        throw gameErrors.assignment_closed();
      }
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
        ...paceOf(room),
        roster: roster?.map((s) => ({ ...s, taken: taken.has(s.studentId) })) ?? null,
      };
    },

    /**
     * The open self-paced assignment of this quiz for this class (an LMS link to the quiz opens
     * it): its code, who its roster lets in and a device mark for the learner's page. Null when
     * the teacher has none open.
     */
    async openAssignment(ownerId: number, quizId: number, classId: number) {
      const room = await repo.openAssignment(ownerId, quizId, classId, clock.now());
      if (!room) return null;
      return {
        roomId: room.id,
        code: room.code,
        studentIds: (room.settings.roster ?? []).map((s) => s.studentId),
        // An LMS's frame may keep no cookie: the join link carries the device's mark instead.
        deviceMark: deviceMarks.issue(room),
      };
    },

    /**
     * A quiz room's scores for the LMS's gradebook (decision 0033): a roster student's right
     * answers out of the room's scored questions, once the room has ended. Null when they did
     * not play, the room is still open, or nothing in it is scored.
     */
    roomScores: {
      get: (ownerId: number, roomId: number) => owned(ownerId, roomId),
      async scoreFor(ownerId: number, roomId: number, studentId: number) {
        const room = await repo.owned(ownerId, roomId);
        if (!room || room.status !== 'ended') return null;
        const maxScore = scoredCount(room.questions);
        const { players } = await repo.results(ownerId, roomId);
        const player = players.find((p) => p.studentId === studentId);
        if (!player || maxScore === 0) return null;
        return {
          score: player.correct,
          maxScore,
          needsReview: false,
          visible: true,
          at: room.endedAt ?? clock.now(),
        };
      },
    },

    /** The room a host may run: theirs and still open. */
    async hostable(ownerId: number, roomId: number) {
      const room = await repo.owned(ownerId, roomId);
      return room && room.status !== 'ended' ? room : undefined;
    },

    openByCode: (code: string) => repo.openByCode(code),
    /** Whether a code no open room has was an assignment that has closed (so a join says so). */
    closedAssignment: (code: string) => repo.closedAssignment(code, clock.now()),
    seatInLog: (roomId: number, token: string) => repo.seatInLog(roomId, token),
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
            return a ? csvAnswer(q, a) : '';
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

/**
 * A self-paced room's closing time, checked against the server's clock (the contract checks
 * its shape): in the future, and at most ASSIGNMENT_MAX_DAYS ahead, so no room waits forever.
 */
function assignmentClose(body: CreateRoomBody, now: Date): string | null {
  if (body.pace !== 'self' || body.closesAt === null) return null;
  const at = new Date(body.closesAt);
  if (at.getTime() <= now.getTime()) throw httpErrors.validation(GAME_MESSAGES.closesAtPast);
  if (at.getTime() - now.getTime() > ASSIGNMENT_MAX_DAYS * 24 * 60 * 60_000) {
    throw httpErrors.validation(GAME_MESSAGES.closesAtTooFar);
  }
  return at.toISOString();
}

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
    pace: row.pace ?? 'live',
    closesAt: row.closesAt ? new Date(row.closesAt) : null,
    createdAt: row.createdAt,
    endedAt: row.endedAt,
  };
}

/** Rooms made before self-paced rooms are live. */
const paceOf = (room: GameRoomRecord) => ({
  pace: room.settings.pace ?? ('live' as const),
  closesAt: room.settings.closesAt ? new Date(room.settings.closesAt) : null,
});

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
    ...paceOf(room),
    createdAt: room.createdAt,
    endedAt: room.endedAt,
  };
}

type ResultQuestion = GameResults['questions'][number];
type ResultAnswer = GameResults['players'][number]['answers'][number];

/** What a finished question's type adds to its results: grouped words, a histogram, places right. */
function typeResults(
  q: QuizQuestionRecord,
  given: { detail: GameAnswerDetail | null }[],
): Partial<ResultQuestion> {
  switch (q.type) {
    case 'type_answer':
    case 'word_cloud': {
      const texts = given.flatMap((a) => (a.detail?.text === undefined ? [] : [a.detail.text]));
      return groupWords(texts, true);
    }
    case 'slider': {
      const values = given.flatMap((a) => (a.detail?.value === undefined ? [] : [a.detail.value]));
      return { histogram: sliderHistogram(values, q.min ?? 0, q.max ?? 0) };
    }
    case 'order': {
      const positionsRight = new Array<number>((q.items?.length ?? 0) + 1).fill(0);
      for (const a of given) {
        const n = a.detail?.positionsRight;
        if (n !== undefined) positionsRight[n]! += 1;
      }
      return { positionsRight };
    }
    default:
      return {};
  }
}

/** One results CSV cell: what the player gave, whether it was right and the points. */
export function csvAnswer(q: ResultQuestion, a: ResultAnswer): string {
  const d = a.detail;
  if (a.choice === null && d === null) return 'no answer';
  let given: string;
  if (a.choice !== null) given = q.choices[a.choice] ?? '';
  else if (d?.choices) given = d.choices.map((c) => q.choices[c] ?? '').join(' + ');
  else if (d?.text !== undefined) given = d.text;
  else if (d?.value !== undefined) given = String(d.value);
  else if (d?.order) given = d.order.map((i) => q.items?.[i] ?? '').join(' > ');
  else given = '';
  if (UNSCORED_TYPES.includes(q.type)) return given;
  const outcome = a.correct
    ? 'right'
    : d?.fraction
      ? `${Math.round(d.fraction * 100)}% right`
      : d?.positionsRight !== undefined
        ? `wrong, ${d.positionsRight} of ${q.items?.length ?? 0} in place`
        : 'wrong';
  return `${outcome} (${given}, ${a.points} pts)`;
}
