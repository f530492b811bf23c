import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-db';
import { FakeClock, HOUR } from '../../platform/clock';
import { users, type GameSettingsRecord } from '../../platform/db/schema/index';
import { createGamesRepository } from './games.repository';
import { createLiveRooms } from './games.live';
import type { Outbound } from './games.rules';

/** Ownership, takeover and clean-up of live rooms, on the test database with a fake clock. */
const database = useTestDatabase();

async function setup(settings: Partial<GameSettingsRecord> = {}) {
  const db = database().db;
  const clock = new FakeClock('2026-10-01T09:00:00Z');
  const repo = createGamesRepository(db);
  const [owner] = await db
    .insert(users)
    .values({
      username: `t${Math.random().toString(36).slice(2)}`,
      passwordHash: 'x',
      role: 'user',
      createdAt: clock.now(),
    } as never)
    .returning();
  const room = (await repo.insertRoom({
    ownerId: owner!.id,
    code: Math.random().toString(36).slice(2, 8).toUpperCase(),
    quizId: null,
    classId: null,
    title: 'Fractions',
    questions: [0, 1].map((i) => ({
      question: `Q${i}`,
      choices: ['a', 'b', 'c', 'd'],
      answerIndex: i,
      timeLimit: 20,
    })),
    settings: {
      mode: 'speed',
      maxPlayers: 50,
      streaks: true,
      accuracyMode: true,
      questionSeconds: null,
      lateJoin: true,
      teamCount: 2,
      classId: null,
      ...settings,
    },
    createdAt: clock.now(),
  }))!;
  const sent: Outbound[] = [];
  const instance = (instanceId: string) =>
    createLiveRooms({
      repo,
      clock,
      instanceId,
      leaseMs: 6_000,
      batchMs: 1,
      emit: (_id, out) => sent.push(...out),
      onError: (err) => {
        throw err;
      },
    });
  return { repo, clock, room, instance, sent };
}

describe('live rooms', () => {
  it('lets one server own a room and another take it over, with every score, once the lease runs out', async () => {
    const { repo, clock, room, instance, sent } = await setup();
    const a = instance('a');
    const b = instance('b');
    expect(await a.acquire(room.id)).not.toBeNull();
    await a.dispatch(room.id, {
      type: 'join',
      playerId: 'p1',
      token: 'token-p1-0123456789',
      nickname: 'Ana',
    });
    await a.dispatch(room.id, {
      type: 'join',
      playerId: 'p2',
      token: 'token-p2-0123456789',
      nickname: 'Ben',
    });
    await a.dispatch(room.id, { type: 'start' });
    clock.advance(2_000);
    await a.dispatch(room.id, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 0 });
    await a.dispatch(room.id, { type: 'answer', playerId: 'p2', questionIndex: 0, choice: 3 });

    // A holds a live lease: B cannot take the room.
    expect(await b.acquire(room.id)).toBeNull();
    // A dies (no renewal, no release); its lease runs out.
    clock.advance(6_001);
    expect(await b.acquire(room.id)).not.toBeNull();
    expect(b.hostSnapshot(room.id)).toMatchObject({
      phase: 'reveal',
      leaderboard: [
        { nickname: 'Ana', score: 1000 },
        { nickname: 'Ben', score: 0 },
      ],
    });
    // Everyone is asked to reconnect; the players' tokens still work on B.
    await new Promise((r) => setImmediate(r));
    expect(sent.at(-1)).toEqual({ to: 'everyone', msg: { type: 'resync' } });
    expect(
      await b.dispatch(room.id, { type: 'rejoin', token: 'token-p1-0123456789' }),
    ).toMatchObject({
      ok: true,
      playerId: 'p1',
    });
    expect((await repo.loadEvents(room.id)).map((e) => e.event.type)).toEqual([
      'join',
      'join',
      'start',
      'answer',
      'answer',
      'takeover',
      'rejoin',
    ]);
    await b.stop();
  });

  it('never acknowledges an event it could not store, and keeps other rooms going (issue 23)', async () => {
    const { repo, clock, room } = await setup();
    const other = (await setup()).room;
    const errors: string[] = [];
    let refuse: ((row: { event: Record<string, unknown> }) => boolean) | null = null;
    // The log refuses Ben's answer (a bad row, a lost connection): the batch fails as a whole.
    const flaky = {
      ...repo,
      appendEvents: async (rows: Parameters<typeof repo.appendEvents>[0]) => {
        if (refuse && rows.some(refuse)) throw new Error('insert failed');
        return repo.appendEvents(rows);
      },
    };
    const a = createLiveRooms({
      repo: flaky,
      clock,
      instanceId: 'a',
      batchMs: 5,
      emit: () => {},
      onError: (_err, what) => void errors.push(what),
    });
    for (const id of [room.id, other.id]) {
      await a.acquire(id);
      for (const [playerId, nickname] of [
        ['p1', 'Ana'],
        ['p2', 'Ben'],
      ] as const)
        await a.dispatch(id, {
          type: 'join',
          playerId,
          token: `token-${playerId}-0123456789`,
          nickname,
        });
      await a.dispatch(id, { type: 'start' });
    }
    clock.advance(2_000);
    refuse = (row) => row.event.type === 'answer' && row.event.playerId === 'p2';
    // One batch: answers in both rooms, the refused one between them.
    const replies = await Promise.all([
      a.dispatch(room.id, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 0 }),
      a.dispatch(other.id, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 0 }),
      a.dispatch(room.id, { type: 'answer', playerId: 'p2', questionIndex: 0, choice: 3 }),
      a.dispatch(other.id, { type: 'answer', playerId: 'p3', questionIndex: 0, choice: 1 }),
    ]);
    expect(replies[0]).toMatchObject({ ok: true });
    expect(replies[1]).toMatchObject({ ok: true });
    expect(replies[2]).toMatchObject({ ok: false, code: 'retry' });
    expect(errors).toContain('game event could not be stored');
    const answers = async (id: number) =>
      (await repo.loadEvents(id))
        .filter((e) => e.event.type === 'answer')
        .map((e) => e.event.playerId);
    expect(await answers(room.id)).toEqual(['p1']);
    expect(await answers(other.id)).toEqual(['p1']);
    // The room is loaded again from its log, and Ben's answer, sent again, counts once.
    refuse = null;
    expect(a.owns(room.id)).toBe(false);
    expect(await a.acquire(room.id)).not.toBeNull();
    expect(
      await a.dispatch(room.id, { type: 'answer', playerId: 'p2', questionIndex: 0, choice: 3 }),
    ).toMatchObject({ ok: true });
    expect(await answers(room.id)).toEqual(['p1', 'p2']);
    await a.stop();
  });

  it('hands its rooms over at once when it stops cleanly', async () => {
    const { room, instance } = await setup();
    const a = instance('a');
    await a.acquire(room.id);
    await a.stop();
    const b = instance('b');
    expect(await b.acquire(room.id)).not.toBeNull();
    await b.stop();
  });

  it('ends a room left idle for two hours and saves its results', async () => {
    const { repo, clock, room, instance } = await setup();
    const a = instance('a');
    await a.acquire(room.id);
    await a.dispatch(room.id, {
      type: 'join',
      playerId: 'p1',
      token: 'token-p1-0123456789',
      nickname: 'Ana',
    });
    clock.advance(2 * HOUR + 1);
    await a.endIdle();
    await new Promise((r) => setTimeout(r, 50));
    expect((await repo.forLiveRoom(room.id))?.status).toBe('ended');
    expect((await repo.results(room.ownerId, room.id)).players).toMatchObject([
      { nickname: 'Ana', rank: 1 },
    ]);
    // Another teacher's id reads nothing of it.
    expect((await repo.results(room.ownerId + 1, room.id)).players).toEqual([]);
    expect(a.owns(room.id)).toBe(false);
  });

  it('closes a room nobody hosted within a day', async () => {
    const { repo, clock, room, instance } = await setup();
    const a = instance('a');
    clock.advance(25 * HOUR);
    await a.endIdle();
    expect((await repo.forLiveRoom(room.id))?.status).toBe('ended');
  });

  it('lets an idle assignment leave memory and loads it back with every answer', async () => {
    const closesAt = '2026-10-08T09:00:00.000Z';
    const { repo, clock, room, instance } = await setup({ pace: 'self', closesAt });
    const a = instance('a');
    await a.acquire(room.id);
    const join = { type: 'join', playerId: 'p1', token: 'token-p1-0123456789', nickname: 'Ana' };
    await a.dispatch(room.id, join as never);
    clock.advance(3_000);
    expect(
      await a.dispatch(room.id, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 0 }),
    ).toMatchObject({ ok: true });
    clock.advance(11 * 60_000);
    await a.endIdle();
    // Out of memory, still open, held by no server.
    expect(a.owns(room.id)).toBe(false);
    expect(await repo.forLiveRoom(room.id)).toMatchObject({
      status: 'running',
      hostInstance: null,
    });
    // A day later another server loads it on demand: Ana's answer is there.
    clock.advance(25 * HOUR);
    const b = instance('b');
    await b.endIdle();
    expect((await repo.forLiveRoom(room.id))?.status).toBe('running');
    expect(await b.acquire(room.id)).not.toBeNull();
    expect(await b.dispatch(room.id, { type: 'advance', playerId: 'p1' })).toMatchObject({
      ok: true,
    });
    expect(b.hostSnapshot(room.id)?.progress).toMatchObject([
      { nickname: 'Ana', done: 1, score: 1000 },
    ]);
    await b.stop();
    await a.stop();
  });

  it('ends an assignment at its closing time, whether a server holds it or not', async () => {
    const { repo, clock, room, instance } = await setup({
      pace: 'self',
      closesAt: '2026-10-01T10:00:00.000Z',
    });
    const a = instance('a');
    await a.acquire(room.id);
    await a.dispatch(room.id, {
      type: 'join',
      playerId: 'p1',
      token: 'token-p1-0123456789',
      nickname: 'Ana',
    });
    clock.advance(20 * 60_000);
    await a.endIdle();
    expect(a.owns(room.id)).toBe(false);
    clock.advance(HOUR);
    await a.endIdle();
    await new Promise((r) => setTimeout(r, 50));
    expect((await repo.forLiveRoom(room.id))?.status).toBe('ended');
    // Every question counts for Ana, answered or not.
    const { answers } = await repo.results(room.ownerId, room.id);
    expect(answers).toHaveLength(2);
    await a.stop();
  });
});
