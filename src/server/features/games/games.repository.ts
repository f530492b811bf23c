import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { PAGE_MESSAGES } from '../../../contracts/common';
import type { RoomListQuery } from '../../../contracts/games.contract';
import { containsPattern, decodeCursor, pageOf, type Page } from '../../platform/db/pagination';
import { httpErrors } from '../../platform/http/app-error';
import {
  gameAnswers,
  gameEvents,
  gamePlayers,
  gameRooms,
  students,
  type GameRoomRecord,
  type GameSettingsRecord,
} from '../../platform/db/schema/index';

export type NewRoom = Omit<
  typeof gameRooms.$inferInsert,
  'id' | 'status' | 'hostInstance' | 'leaseUntil' | 'startedAt' | 'endedAt'
>;
export type PlayerRow = Omit<typeof gamePlayers.$inferInsert, 'roomId'>;
export type AnswerRow = Omit<typeof gameAnswers.$inferInsert, 'roomId'>;
export interface EventRow {
  roomId: number;
  seq: number;
  at: number;
  event: Record<string, unknown>;
}

const open = ne(gameRooms.status, 'ended');

/**
 * A list row: what the room list shows, read out of the settings in SQL. The questions (a copy
 * of the quiz) and the roster snapshot (up to 1000 names) stay in the database.
 */
const listColumns = {
  id: gameRooms.id,
  code: gameRooms.code,
  title: gameRooms.title,
  status: gameRooms.status,
  createdAt: gameRooms.createdAt,
  endedAt: gameRooms.endedAt,
  mode: sql<GameSettingsRecord['mode']>`${gameRooms.settings}->>'mode'`,
  maxPlayers: sql<number>`(${gameRooms.settings}->>'maxPlayers')::int`.mapWith(Number),
  rosterMode: sql<boolean>`coalesce(jsonb_typeof(${gameRooms.settings}->'roster') = 'array', false)`,
  questionCount: sql<number>`jsonb_array_length(${gameRooms.questions})`.mapWith(Number),
  pace: sql<GameSettingsRecord['pace'] | null>`${gameRooms.settings}->>'pace'`,
  closesAt: sql<string | null>`${gameRooms.settings}->>'closesAt'`,
  // Open rooms: joins so far; finished games: the saved players.
  players: sql<number>`case when ${gameRooms.status} = 'ended'
    then (select count(*) from ${gamePlayers} where ${gamePlayers.roomId} = ${gameRooms.id})
    else (select count(distinct ${gameEvents.event}->>'playerId') from ${gameEvents}
      where ${gameEvents.roomId} = ${gameRooms.id} and ${gameEvents.event}->>'type' = 'join')
    end`.mapWith(Number),
};
export interface RoomListRow {
  id: number;
  code: string;
  title: string;
  status: GameRoomRecord['status'];
  createdAt: Date;
  endedAt: Date | null;
  mode: GameSettingsRecord['mode'];
  maxPlayers: number;
  rosterMode: boolean;
  pace: GameSettingsRecord['pace'] | null;
  closesAt: string | null;
  questionCount: number;
  players: number;
}

/** Open rooms come before finished games; the cursor's first part says which list it is in. */
const OPEN = 0;
const ENDED = 1;

/** A room list cursor: [list (0 open, 1 ended), createdAt, id]; anything else is a 400. */
function decodeRoomCursor(cursor: string) {
  const [list, createdAt, id] = decodeCursor(cursor, ['number', 'date', 'number'] as const);
  if (list !== OPEN && list !== ENDED) throw httpErrors.validation(PAGE_MESSAGES.cursorInvalid);
  return { list, createdAt, id };
}

/** Postgres caps a statement at 65,535 parameters: big games are written in slices. */
const SLICE = 1000;

/** All live-game SQL. Teacher-facing reads are scoped by owner; the socket layer reads by id or code. */
export function createGamesRepository(db: Db) {
  /**
   * The teacher's open rooms or finished games, newest first (id breaks ties), keyset-paged on
   * (created_at, id): open rooms along game_rooms_owner_open_idx (partial, so a long history
   * is not scanned for the few open ones), finished games along game_rooms_owner_created_idx.
   */
  function rooms(
    ownerId: number,
    list: number,
    {
      after,
      search,
      limit,
    }: { after?: { createdAt: Date; id: number }; search?: string; limit?: number },
  ): Promise<RoomListRow[]> {
    const ended = list === ENDED;
    const query = db
      .select(listColumns)
      .from(gameRooms)
      .where(
        and(
          eq(gameRooms.ownerId, ownerId),
          ended ? eq(gameRooms.status, 'ended') : open,
          after
            ? sql`(${gameRooms.createdAt}, ${gameRooms.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`
            : undefined,
          search ? ilike(gameRooms.title, containsPattern(search)) : undefined,
        ),
      )
      .orderBy(desc(gameRooms.createdAt), desc(gameRooms.id))
      .$dynamic();
    return limit === undefined ? query : query.limit(limit);
  }

  return {
    async insertRoom(values: NewRoom): Promise<GameRoomRecord | undefined> {
      const [row] = await db.insert(gameRooms).values(values).onConflictDoNothing().returning();
      return row;
    },

    async owned(ownerId: number, id: number): Promise<GameRoomRecord | undefined> {
      const [row] = await db
        .select()
        .from(gameRooms)
        .where(and(eq(gameRooms.ownerId, ownerId), eq(gameRooms.id, id)));
      return row;
    },

    /**
     * A room by id, for the instance that holds its lease (games.live.ts) and nothing else: the
     * socket layer has already checked the host (hostable) or the code (openByCode).
     */
    async forLiveRoom(id: number): Promise<GameRoomRecord | undefined> {
      const [row] = await db.select().from(gameRooms).where(eq(gameRooms.id, id));
      return row;
    },

    async openByCode(code: string): Promise<GameRoomRecord | undefined> {
      const [row] = await db
        .select()
        .from(gameRooms)
        .where(and(eq(gameRooms.code, code), open));
      return row;
    },

    /** Every room of the teacher, open ones first: for callers that need them all. */
    async list(ownerId: number): Promise<RoomListRow[]> {
      return [...(await rooms(ownerId, OPEN, {})), ...(await rooms(ownerId, ENDED, {}))];
    },

    /**
     * One page of open rooms then finished games (or of one of them, `status`): the open list
     * is read from the cursor on, and when it runs out the page goes on with the finished games.
     */
    async page(ownerId: number, q: RoomListQuery): Promise<Page<RoomListRow>> {
      const after = q.cursor ? decodeRoomCursor(q.cursor) : null;
      const search = q.search?.trim() || undefined;
      const lists = q.status === 'open' ? [OPEN] : q.status === 'ended' ? [ENDED] : [OPEN, ENDED];
      const rows: RoomListRow[] = [];
      for (const list of lists) {
        if (after && list < after.list) continue;
        const from = after?.list === list ? after : undefined;
        const limit = q.limit + 1 - rows.length;
        rows.push(...(await rooms(ownerId, list, { after: from, search, limit })));
        if (rows.length > q.limit) break;
      }
      return pageOf(rows, q.limit, (r) => [
        r.status === 'ended' ? ENDED : OPEN,
        r.createdAt.toISOString(),
        r.id,
      ]);
    },

    /** Students already in a roster-mode room (their join events). */
    async rosterTaken(roomId: number): Promise<number[]> {
      const rows = await db
        .select({ id: sql<string>`${gameEvents.event}->>'studentId'` })
        .from(gameEvents)
        .where(
          and(
            eq(gameEvents.roomId, roomId),
            sql`${gameEvents.event}->>'type' = 'join'`,
            sql`${gameEvents.event} ? 'studentId'`,
          ),
        );
      return rows.map((r) => Number(r.id));
    },

    /**
     * Whether the room's log gave a seat this rejoin token: what a server can tell while the room
     * is between owners (a takeover), so a class rejoining then is not a flood of new joins.
     */
    async seatInLog(roomId: number, token: string): Promise<boolean> {
      const rows = await db
        .select({ seq: gameEvents.seq })
        .from(gameEvents)
        .where(
          and(
            eq(gameEvents.roomId, roomId),
            sql`${gameEvents.event}->>'type' = 'join'`,
            sql`${gameEvents.event}->>'token' = ${token}`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Takes the room for `instance` when nobody holds a live lease on it (or it already does).
     * One statement, so two servers racing for an orphaned room end with one owner.
     */
    async claim(roomId: number, instance: string, now: Date, until: Date): Promise<boolean> {
      const rows = await db
        .update(gameRooms)
        .set({ hostInstance: instance, leaseUntil: until })
        .where(
          and(
            eq(gameRooms.id, roomId),
            open,
            or(
              isNull(gameRooms.leaseUntil),
              lte(gameRooms.leaseUntil, now),
              eq(gameRooms.hostInstance, instance),
            ),
          ),
        )
        .returning({ id: gameRooms.id });
      return rows.length > 0;
    },

    /** Extends this server's leases; answers the rooms it still holds (another may have taken one). */
    async renew(instance: string, roomIds: number[], until: Date): Promise<number[]> {
      if (roomIds.length === 0) return [];
      const rows = await db
        .update(gameRooms)
        .set({ leaseUntil: until })
        .where(and(inArray(gameRooms.id, roomIds), eq(gameRooms.hostInstance, instance), open))
        .returning({ id: gameRooms.id });
      return rows.map((r) => r.id);
    },

    /** Ends this server's leases at once, so another takes its rooms without waiting. */
    async release(instance: string, now: Date) {
      await db
        .update(gameRooms)
        .set({ leaseUntil: now })
        .where(and(eq(gameRooms.hostInstance, instance), open));
    },

    /** Open rooms whose owner stopped renewing its lease. */
    async orphaned(now: Date): Promise<number[]> {
      const rows = await db
        .select({ id: gameRooms.id })
        .from(gameRooms)
        .where(and(open, isNotNull(gameRooms.hostInstance), lte(gameRooms.leaseUntil, now)))
        .limit(100);
      return rows.map((r) => r.id);
    },

    async removeRoom(ownerId: number, roomId: number) {
      await db
        .delete(gameRooms)
        .where(and(eq(gameRooms.ownerId, ownerId), eq(gameRooms.id, roomId)));
    },

    /**
     * Rooms created before `before` that no server ever hosted: closed, nothing to save. Not a
     * self-paced room: nobody hosts one, and it stays open until its closing time.
     */
    async expireUnhosted(before: Date, now: Date) {
      await db
        .update(gameRooms)
        .set({ status: 'ended', endedAt: now })
        .where(
          and(
            open,
            isNull(gameRooms.hostInstance),
            lt(gameRooms.createdAt, before),
            sql`coalesce(${gameRooms.settings}->>'pace', 'live') <> 'self'`,
          ),
        );
    },

    /** Self-paced rooms past their closing time that no server holds (an evicted one). */
    async dueAssignments(now: Date): Promise<number[]> {
      const rows = await db
        .select({ id: gameRooms.id })
        .from(gameRooms)
        .where(
          and(
            open,
            isNull(gameRooms.hostInstance),
            sql`${gameRooms.settings}->>'pace' = 'self'`,
            sql`(${gameRooms.settings}->>'closesAt')::timestamptz <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .limit(100);
      return rows.map((r) => r.id);
    },

    /**
     * The teacher's newest self-paced room of this quiz for this class that is still open and
     * before its closing time: where an LMS link to the quiz sends the class's learners.
     */
    async openAssignment(
      ownerId: number,
      quizId: number,
      classId: number,
      now: Date,
    ): Promise<GameRoomRecord | undefined> {
      const [row] = await db
        .select()
        .from(gameRooms)
        .where(
          and(
            eq(gameRooms.ownerId, ownerId),
            eq(gameRooms.quizId, quizId),
            eq(gameRooms.classId, classId),
            open,
            sql`${gameRooms.settings}->>'pace' = 'self'`,
            sql`(${gameRooms.settings}->>'closesAt')::timestamptz > ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(desc(gameRooms.createdAt), desc(gameRooms.id))
        .limit(1);
      return row;
    },

    /** Lets go of one room this server holds (an idle assignment): the next to need it claims it. */
    async releaseRoom(roomId: number, instance: string) {
      await db
        .update(gameRooms)
        .set({ hostInstance: null, leaseUntil: null })
        .where(and(eq(gameRooms.id, roomId), eq(gameRooms.hostInstance, instance)));
    },

    /** The assignment that had this code and has closed (in the last 30 days), if any. */
    async closedAssignment(code: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: gameRooms.id })
        .from(gameRooms)
        .where(
          and(
            eq(gameRooms.code, code),
            eq(gameRooms.status, 'ended'),
            sql`${gameRooms.settings}->>'pace' = 'self'`,
            sql`${gameRooms.endedAt} > ${new Date(now.getTime() - 30 * 24 * 60 * 60_000).toISOString()}::timestamptz`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** All or nothing: a batch that fails leaves no slice behind, so it can be retried row by row. */
    async appendEvents(rows: EventRow[]) {
      if (rows.length <= SLICE) {
        await db.insert(gameEvents).values(rows);
        return;
      }
      await db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += SLICE) {
          await tx.insert(gameEvents).values(rows.slice(i, i + SLICE));
        }
      });
    },

    loadEvents(roomId: number) {
      return db
        .select({ seq: gameEvents.seq, at: gameEvents.at, event: gameEvents.event })
        .from(gameEvents)
        .where(eq(gameEvents.roomId, roomId))
        .orderBy(asc(gameEvents.seq));
    },

    async markRunning(roomId: number, at: Date) {
      await db
        .update(gameRooms)
        .set({ status: 'running', startedAt: at })
        .where(and(eq(gameRooms.id, roomId), eq(gameRooms.status, 'lobby')));
    },

    /** The final standings and every answer, with the room marked ended, in one transaction. */
    async saveResults(roomId: number, endedAt: Date, players: PlayerRow[], answers: AnswerRow[]) {
      await db.transaction(async (tx) => {
        for (let i = 0; i < players.length; i += SLICE) {
          const slice = players.slice(i, i + SLICE).map((p) => ({ ...p, roomId }));
          await tx.insert(gamePlayers).values(slice).onConflictDoNothing();
        }
        for (let i = 0; i < answers.length; i += SLICE) {
          const slice = answers.slice(i, i + SLICE).map((a) => ({ ...a, roomId }));
          await tx.insert(gameAnswers).values(slice).onConflictDoNothing();
        }
        await tx
          .update(gameRooms)
          .set({ status: 'ended', endedAt, hostInstance: null, leaseUntil: null })
          .where(eq(gameRooms.id, roomId));
      });
    },

    async results(ownerId: number, roomId: number) {
      const mine = db
        .select({ id: gameRooms.id })
        .from(gameRooms)
        .where(and(eq(gameRooms.id, roomId), eq(gameRooms.ownerId, ownerId)));
      const [players, answers] = await Promise.all([
        db
          .select()
          .from(gamePlayers)
          .where(inArray(gamePlayers.roomId, mine))
          .orderBy(asc(gamePlayers.rank)),
        db
          .select()
          .from(gameAnswers)
          .where(inArray(gameAnswers.roomId, mine))
          .orderBy(asc(gameAnswers.questionIndex)),
      ]);
      return { players, answers };
    },

    /** Finished games and players of the owner's rooms. */
    async totals(ownerId: number) {
      const [row] = await db
        .select({
          games: sql<number>`count(distinct ${gameRooms.id})`.mapWith(Number),
          players: sql<number>`count(${gamePlayers.playerId})`.mapWith(Number),
        })
        .from(gameRooms)
        .leftJoin(gamePlayers, eq(gamePlayers.roomId, gameRooms.id))
        .where(and(eq(gameRooms.ownerId, ownerId), eq(gameRooms.status, 'ended')));
      return row ?? { games: 0, players: 0 };
    },

    /** Per student who played in roster mode: games, answers and right answers. */
    studentTotals(ownerId: number) {
      return db
        .select({
          studentId: gamePlayers.studentId,
          firstName: students.firstName,
          lastName: students.lastName,
          games: sql<number>`count(distinct ${gamePlayers.roomId})`.mapWith(Number),
          answers: sql<number>`count(${gameAnswers.questionIndex})`.mapWith(Number),
          correct: sql<number>`count(*) filter (where ${gameAnswers.correct})`.mapWith(Number),
        })
        .from(gamePlayers)
        .innerJoin(gameRooms, eq(gameRooms.id, gamePlayers.roomId))
        .innerJoin(students, eq(students.id, gamePlayers.studentId))
        .leftJoin(
          gameAnswers,
          and(
            eq(gameAnswers.roomId, gamePlayers.roomId),
            eq(gameAnswers.playerId, gamePlayers.playerId),
            // A poll or word cloud has no right answer: it counts in no accuracy.
            eq(gameAnswers.scored, true),
          ),
        )
        .where(and(eq(gameRooms.ownerId, ownerId), isNotNull(gamePlayers.studentId)))
        .groupBy(gamePlayers.studentId, students.firstName, students.lastName)
        .orderBy(students.lastName, students.firstName);
    },

    /**
     * The questions the fewest players got right (with enough answers to say so). A quiz played
     * in several games is one question per quiz title, number and text, its answers summed, so
     * it is listed once; the link goes to its latest game.
     */
    hardestQuestions(ownerId: number, minAnswers: number, limit: number) {
      const question = sql<string>`${gameRooms.questions}->${gameAnswers.questionIndex}->>'question'`;
      const correct = sql<number>`count(*) filter (where ${gameAnswers.correct})`;
      return db
        .select({
          roomId: sql<number>`max(${gameAnswers.roomId})`.mapWith(Number),
          title: gameRooms.title,
          questionIndex: gameAnswers.questionIndex,
          question,
          games: sql<number>`count(distinct ${gameAnswers.roomId})`.mapWith(Number),
          answers: sql<number>`count(*)`.mapWith(Number),
          correct: correct.mapWith(Number),
        })
        .from(gameAnswers)
        .innerJoin(gameRooms, eq(gameRooms.id, gameAnswers.roomId))
        .where(and(eq(gameRooms.ownerId, ownerId), eq(gameAnswers.scored, true)))
        .groupBy(gameRooms.title, gameAnswers.questionIndex, question)
        .having(sql`count(*) >= ${minAnswers}`)
        .orderBy(
          sql`${correct}::float / count(*)`,
          sql`max(${gameAnswers.roomId}) desc`,
          gameAnswers.questionIndex,
        )
        .limit(limit);
    },

    /** A student's finished games (roster mode), newest first. */
    studentGames(ownerId: number, studentId: number) {
      return db
        .select({
          roomId: gameRooms.id,
          title: gameRooms.title,
          endedAt: gameRooms.endedAt,
          rank: gamePlayers.rank,
          score: gamePlayers.score,
          correct: gamePlayers.correct,
          // Questions the player was asked (answered or missed), not the quiz's length: a game
          // may end early.
          asked: sql<number>`(select count(*) from ${gameAnswers} ga
            where ga.room_id = ${gamePlayers.roomId} and ga.player_id = ${gamePlayers.playerId}
            and ga.scored)`.mapWith(Number),
          players:
            sql<number>`(select count(*) from ${gamePlayers} gp where gp.room_id = ${gameRooms.id})`.mapWith(
              Number,
            ),
        })
        .from(gamePlayers)
        .innerJoin(gameRooms, eq(gameRooms.id, gamePlayers.roomId))
        .where(and(eq(gameRooms.ownerId, ownerId), eq(gamePlayers.studentId, studentId)))
        .orderBy(desc(gameRooms.endedAt))
        .limit(50);
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
