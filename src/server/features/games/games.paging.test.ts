import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../../contracts/common';
import { gamePlayers, gameRooms } from '../../platform/db/schema/index';
import { expectPageQueryErrors, followPages } from '../../testing/paging';
import { caller, signUp, useTestApp } from '../../testing/test-app';

/** GET /api/games/rooms pages like the other lists (decision 0011), its body still { rooms }. */
const ctx = useTestApp();
const call = caller(ctx);

type Row = {
  id: number;
  title: string;
  status: string;
  roomCode: string;
  gameMode: string;
  maxPlayers: number;
  questionCount: number;
  playerCount: number;
  rosterMode: boolean;
};
const roomsOf = (body: unknown) => (body as { rooms: Row[] }).rooms;

let codes = 0;
/** A room straight in the table: the list only reads rows, so no game needs to be played. */
async function room(ownerId: number, title: string, status: 'lobby' | 'running' | 'ended') {
  const now = ctx().clock.now();
  const [row] = await ctx()
    .db.db.insert(gameRooms)
    .values({
      ownerId,
      code: `T${String((codes += 1)).padStart(5, '0')}`,
      title,
      questions: Array.from({ length: 3 }, (_, i) => ({
        question: `Q${i} ${'with enough text to weigh something. '.repeat(10)}`,
        choices: ['A', 'B'],
        answerIndex: 0,
        timeLimit: 20,
      })),
      settings: {
        mode: 'team',
        maxPlayers: 30,
        streaks: true,
        accuracyMode: false,
        questionSeconds: null,
        lateJoin: true,
        teamCount: 2,
        classId: null,
        roster: status === 'running' ? [{ studentId: 1, name: 'Ada B.' }] : null,
      },
      status,
      createdAt: now,
      endedAt: status === 'ended' ? now : null,
    })
    .returning();
  return row!;
}

const STATUS = { l: 'lobby', r: 'running', e: 'ended' } as const;

/**
 * Rooms created one second apart, oldest first, one per letter of `pattern` (l lobby, r running,
 * e ended), titled "Open <i>" or "Done <i>"; answers the ids of the open and the finished ones.
 */
async function history(ownerId: number, pattern: string) {
  const made = { open: [] as number[], ended: [] as number[] };
  for (const [i, letter] of [...pattern].entries()) {
    ctx().clock.advance(1000);
    const status = STATUS[letter as keyof typeof STATUS];
    const ended = status === 'ended';
    const row = await room(ownerId, `${ended ? 'Done' : 'Open'} ${i}`, status);
    made[ended ? 'ended' : 'open'].push(row.id);
  }
  return made;
}

describe('GET /api/games/rooms (paged)', () => {
  it('pages open rooms then finished games, newest first in each, across the seam', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const made = await history(user.id, 'elereeleere');
    const pages = await followPages(call, '/api/games/rooms?limit=3', cookie, roomsOf);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 3, 2]);
    expect(pages.flat().map((r) => r.id)).toEqual([
      ...[...made.open].reverse(),
      ...[...made.ended].reverse(),
    ]);
    // A page that ends exactly where the open rooms do still leads to the finished games.
    const seam = await followPages(call, '/api/games/rooms?limit=4', cookie, roomsOf);
    expect(seam.map((p) => p.map((r) => r.status === 'ended'))).toEqual([
      [false, false, false, false],
      [true, true, true, true],
      [true, true, true],
    ]);
    const all = await call('GET', '/api/games/rooms', cookie);
    expect(roomsOf(all.json())).toHaveLength(11);
    expect(all.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('pages open rooms and finished games apart with status, searches the title', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const made = await history(user.id, 'leeerele');
    const ids = async (q: string) =>
      (await followPages(call, `/api/games/rooms?${q}`, cookie, roomsOf)).flat().map((r) => r.id);
    expect(await ids('status=open&limit=2')).toEqual([...made.open].reverse());
    expect(await ids('status=ended&limit=2')).toEqual([...made.ended].reverse());
    const titles = async (q: string) =>
      roomsOf((await call('GET', `/api/games/rooms?${q}`, cookie)).json()).map((r) => r.title);
    expect(await titles('status=ended&search=DONE%201')).toEqual(['Done 1']);
    expect(await titles('search=open&limit=1')).toEqual(['Open 6']);
    expect((await call('GET', '/api/games/rooms?status=paused', cookie)).statusCode).toBe(400);
  });

  it('shows summary fields read in SQL: mode, counts, roster mode', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const running = await room(user.id, 'Live', 'running');
    const ended = await room(user.id, 'Over', 'ended');
    await ctx().db.db.insert(gamePlayers).values({
      roomId: ended.id,
      playerId: 'p1',
      nickname: 'Bo',
      rank: 1,
      score: 10,
      correct: 1,
      answered: 3,
      bestStreak: 1,
    });
    const rows = roomsOf((await call('GET', '/api/games/rooms', cookie)).json());
    expect(rows).toMatchObject([
      {
        id: running.id,
        roomCode: running.code,
        gameMode: 'team',
        maxPlayers: 30,
        status: 'running',
        questionCount: 3,
        playerCount: 0,
        rosterMode: true,
      },
      { id: ended.id, status: 'ended', questionCount: 3, playerCount: 1, rosterMode: false },
    ]);
  });

  it('answers 400 with the shared message for a bad limit, cursor or search, 401 signed out', async () => {
    const { cookie } = await signUp(ctx().app);
    const when = '2026-01-01T00:00:00.000Z';
    await expectPageQueryErrors(call, '/api/games/rooms', cookie, [
      [2, when, 1],
      [-1, when, 1],
      [0, 'not a date', 1],
      [when, 1],
    ]);
  });

  it("never shows another teacher's rooms, whatever the cursor", async () => {
    const a = await signUp(ctx().app);
    const b = await signUp(ctx().app);
    await history(a.user.id, 'lee');
    await room(b.user.id, 'Theirs', 'ended');
    const res = await call('GET', '/api/games/rooms?limit=1', a.cookie);
    const cursor = res.headers[NEXT_CURSOR_HEADER] as string;
    expect(cursor).toBeTruthy();
    const other = await call('GET', `/api/games/rooms?cursor=${cursor}`, b.cookie);
    expect(roomsOf(other.json()).map((r) => r.title)).toEqual(['Theirs']);
    const mine = await followPages(call, '/api/games/rooms?limit=1', a.cookie, roomsOf);
    expect(mine.flat().map((r) => r.title)).not.toContain('Theirs');
    expect(mine.flat()).toHaveLength(3);
  });
});
