import type { Clock } from '../../platform/clock';
import type { GameAnswerDetail, GameRoomRecord } from '../../platform/db/schema/index';
import type { QuestionType } from '../../../contracts/quizzes.contract';
import { hostSnapshot, playerSnapshot, ranked } from './games.views';
import { scoredCount } from './games.scoring';
import {
  closesAt,
  createGame,
  reduce,
  replay,
  type GameEvent,
  type GameState,
  type Outbound,
  type Answer,
  type Reply,
  type RulesConfig,
} from './games.rules';
import type { AnswerRow, EventRow, GamesRepository, PlayerRow } from './games.repository';
import {
  GAME_MESSAGES,
  type HostSnapshot,
  type PlayerSnapshot,
} from '../../../contracts/games.contract';

/**
 * The rooms this server process owns. Each event the reducer accepts is written to the event
 * log before anyone hears of it, so a server that takes the room over (the owner died or shut
 * down) replays the log and the game goes on with no score lost. Writes are batched: a burst of
 * 5,000 answers is a few inserts, not 5,000.
 */
export interface LiveRoomsDeps {
  repo: GamesRepository;
  clock: Clock;
  instanceId: string;
  /** How long a lease lasts without renewal: how soon another server takes over a dead one's rooms. */
  leaseMs?: number;
  /** How long writes wait to be batched. */
  batchMs?: number;
  /** A room nobody touched for this long is ended (its results saved): a forgotten projector tab. */
  idleMs?: number;
  /**
   * A self-paced room nobody touched for this long leaves memory (its log keeps it) and is
   * loaded again by the next message for it: a week-long assignment costs memory only while
   * someone is playing it.
   */
  selfIdleMs?: number;
  emit(roomId: number, out: Outbound[]): void;
  onError(err: unknown, what: string): void;
  /** A room ended with its results stored (an LMS hears a quiz room's scores, decision 0033). */
  onEnded?(ownerId: number, roomId: number): void;
  /**
   * A self-paced roster student finished: right answers out of the scored questions, final for
   * them (an LMS hears it at once, not at the room's end; decision 0033).
   */
  onPlayerFinished?(
    ownerId: number,
    roomId: number,
    studentId: number,
    score: { correct: number; scored: number },
  ): void;
}

interface LiveRoom {
  id: number;
  ownerId: number;
  state: GameState;
  seq: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  started: boolean;
  lastActivity: number;
}

interface Pending {
  row: EventRow;
  /** Acknowledges the event to whoever sent it. */
  reply: () => void;
  /** Sends what the event changed to the devices. */
  emit: () => void;
  /** Tells whoever sent it that the event was not stored, so they send it again. */
  refuse: () => void;
}

/** The answer to an event that could not be stored: the device retries, as after a takeover. */
const NOT_STORED: Reply = { ok: false, code: 'retry', message: GAME_MESSAGES.reconnecting };

export function roomConfig(record: GameRoomRecord): RulesConfig {
  const s = record.settings;
  return {
    roomId: record.id,
    code: record.code,
    title: record.title,
    mode: s.mode,
    maxPlayers: s.maxPlayers,
    streaks: s.streaks,
    accuracyMode: s.accuracyMode,
    questionSeconds: s.questionSeconds,
    lateJoin: s.lateJoin,
    teamCount: s.teamCount,
    roster: s.roster ?? null,
    pace: s.pace ?? 'live',
    closesAt: s.closesAt ? Date.parse(s.closesAt) : null,
    timed: s.timed ?? true,
  };
}

export function createLiveRooms(deps: LiveRoomsDeps) {
  const { repo, clock, instanceId } = deps;
  const leaseMs = deps.leaseMs ?? 6_000;
  const batchMs = deps.batchMs ?? 15;
  const idleMs = deps.idleMs ?? 2 * 60 * 60_000;
  const selfIdleMs = deps.selfIdleMs ?? 10 * 60_000;
  const rooms = new Map<number, LiveRoom>();
  const loading = new Map<number, Promise<LiveRoom | null>>();
  let queue: Pending[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> = Promise.resolve();
  let intervals: ReturnType<typeof setInterval>[] = [];
  let stopped = false;

  const now = () => clock.now().getTime();

  function persist(pending: Pending) {
    queue.push(pending);
    flushTimer ??= setTimeout(() => {
      flushTimer = undefined;
      flushing = flushing.then(flush);
    }, batchMs);
  }

  /**
   * Which events of the batch are in the log. A failed batch is retried one event at a time, so a
   * bad row costs only its own room; in that room nothing after a missing event is stored, since
   * a replay must not skip one.
   */
  async function store(batch: Pending[]): Promise<Set<Pending>> {
    try {
      await repo.appendEvents(batch.map((p) => p.row));
      return new Set(batch);
    } catch (err) {
      deps.onError(err, 'game events could not be stored as a batch');
    }
    const stored = new Set<Pending>();
    const broken = new Set<number>();
    for (const p of batch) {
      if (broken.has(p.row.roomId)) continue;
      try {
        await repo.appendEvents([p.row]);
        stored.add(p);
      } catch (err) {
        deps.onError(err, 'game event could not be stored');
        broken.add(p.row.roomId);
      }
    }
    return stored;
  }

  async function flush() {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    const stored = await store(batch);
    const lost = batch.filter((p) => !stored.has(p));
    // A room whose memory holds events its log lacks is dropped here; the next message for it
    // loads it again from the log, so memory and log agree and nothing unstored was acknowledged
    // (issue 23: acknowledged answers were lost on failover). Its events queued since would
    // leave a gap in the log: they are refused too.
    const dropped = new Set(lost.map((p) => p.row.roomId));
    for (const roomId of dropped) {
      clearTimeout(rooms.get(roomId)?.timer);
      rooms.delete(roomId);
    }
    const since = queue.filter((p) => dropped.has(p.row.roomId));
    queue = queue.filter((p) => !dropped.has(p.row.roomId));
    for (const p of [...lost, ...since]) p.refuse();
    // Acknowledgements first: the answer that closes a question must not wait behind 5,000
    // result messages. The replies resolve promises, so let them run before the emits.
    for (const p of batch) if (stored.has(p)) p.reply();
    await new Promise((resolve) => setImmediate(resolve));
    for (const p of batch) if (stored.has(p)) p.emit();
  }

  function schedule(room: LiveRoom) {
    clearTimeout(room.timer);
    room.timer = undefined;
    const { state } = room;
    if (state.phase !== 'question' || state.pausedRemaining !== null) return;
    // Infinity: a player with no time limit is still answering; the host moves on.
    const at = closesAt(state);
    if (!Number.isFinite(at)) return;
    room.timer = setTimeout(
      () => void dispatch(room.id, { type: 'tick' }),
      Math.max(0, at - now()) + 2,
    );
  }

  /** Applies one event in the owning room; null when this server does not own the room. */
  function dispatch(roomId: number, event: GameEvent): Promise<Reply> | null {
    const room = rooms.get(roomId);
    if (!room) return null;
    return apply(room, event);
  }

  function apply(room: LiveRoom, event: GameEvent): Promise<Reply> {
    const at = now();
    const result = reduce(room.state, event, at);
    if (!result.accepted) return Promise.resolve(result.reply);
    const seq = room.seq++;
    room.lastActivity = at;
    schedule(room);
    // A self-paced room stays in the lobby phase: it is running once anyone has joined.
    if (!room.started && (room.state.phase !== 'lobby' || room.state.progress.size > 0)) {
      room.started = true;
      repo.markRunning(room.id, new Date(at)).catch((err) => deps.onError(err, 'room status'));
    }
    return new Promise((resolve) => {
      persist({
        row: { roomId: room.id, seq, at, event: event as Record<string, unknown> },
        reply: () => resolve(result.reply),
        emit: () => {
          deps.emit(room.id, result.out);
          if (event.type === 'advance') finished(room, event.playerId);
          if (room.state.phase === 'ended') void finish(room);
        },
        refuse: () => resolve(NOT_STORED),
      });
    });
  }

  /** A self-paced roster student's last `next` took them to their final: their score is known. */
  function finished(room: LiveRoom, playerId: string) {
    const p = room.state.players.get(playerId);
    const scored = scoredCount(room.state.questions);
    if (!p?.studentId || !room.state.progress.get(playerId)?.finished || scored === 0) return;
    deps.onPlayerFinished?.(room.ownerId, room.id, p.studentId, { correct: p.correct, scored });
  }

  async function finish(room: LiveRoom) {
    clearTimeout(room.timer);
    rooms.delete(room.id);
    const { players, answers } = resultRows(room.state);
    try {
      await repo.saveResults(room.id, clock.now(), players, answers);
    } catch (err) {
      deps.onError(err, 'game results could not be stored');
      return;
    }
    deps.onEnded?.(room.ownerId, room.id);
  }

  /** Owns the room: already here, or claimed now (fresh, or taken over with its event log). */
  function acquire(roomId: number): Promise<LiveRoom | null> {
    const here = rooms.get(roomId);
    if (here) return Promise.resolve(here);
    const pending = loading.get(roomId);
    if (pending) return pending;
    const load = (async () => {
      if (stopped) return null;
      const t = clock.now();
      if (!(await repo.claim(roomId, instanceId, t, new Date(t.getTime() + leaseMs)))) return null;
      const record = await repo.forLiveRoom(roomId);
      if (!record || record.status === 'ended') return null;
      const events = await repo.loadEvents(roomId);
      const state = replay(
        createGame(
          roomConfig(record),
          record.questions.map((q) => ({ ...q })),
        ),
        events.map((e) => ({ event: e.event as GameEvent, at: e.at })),
      );
      const room: LiveRoom = {
        id: roomId,
        ownerId: record.ownerId,
        state,
        seq: (events.at(-1)?.seq ?? -1) + 1,
        timer: undefined,
        started: record.status !== 'lobby',
        lastActivity: now(),
      };
      rooms.set(roomId, room);
      // Taken over mid-game: every device reconnects here (through whichever server it uses).
      if (events.length > 0) await apply(room, { type: 'takeover' });
      schedule(room);
      if (isDue(room, now())) await apply(room, { type: 'end' });
      if (state.phase === 'ended') await finish(room);
      return rooms.get(roomId) ?? null;
    })().finally(() => loading.delete(roomId));
    loading.set(roomId, load);
    return load;
  }

  async function renewLeases() {
    const ids = [...rooms.keys()];
    if (ids.length === 0) return;
    const kept = new Set(await repo.renew(instanceId, ids, new Date(now() + leaseMs)));
    for (const id of ids) {
      if (kept.has(id)) continue;
      // Another server holds it now (this one stalled past its lease): stop acting on it.
      clearTimeout(rooms.get(id)?.timer);
      rooms.delete(id);
    }
  }

  async function adoptOrphans() {
    for (const id of await repo.orphaned(clock.now())) await acquire(id);
  }

  /**
   * Ends forgotten live rooms (idle ones here, ones nobody ever hosted after a day) and
   * assignments whose closing time has come; idle assignments leave memory.
   */
  async function endIdle() {
    const t = now();
    for (const room of [...rooms.values()]) {
      if (room.state.config.pace === 'self') {
        if (isDue(room, t)) await apply(room, { type: 'end' });
        else if (t - room.lastActivity > selfIdleMs) await evict(room);
      } else if (t - room.lastActivity > idleMs) await apply(room, { type: 'end' });
    }
    // Due assignments no server holds: loading one ends it (acquire).
    for (const id of await repo.dueAssignments(new Date(t))) await acquire(id);
    await repo.expireUnhosted(new Date(t - 24 * 60 * 60_000), new Date(t));
  }

  /**
   * Lets go of an idle self-paced room: only once everything it accepted is in the log, so the
   * next server (or this one) that loads it replays every acknowledged answer.
   */
  async function evict(room: LiveRoom) {
    if (queue.some((p) => p.row.roomId === room.id)) return;
    await flushing;
    if (queue.some((p) => p.row.roomId === room.id) || rooms.get(room.id) !== room) return;
    clearTimeout(room.timer);
    rooms.delete(room.id);
    await repo.releaseRoom(room.id, instanceId);
  }

  const guard = (task: () => Promise<void>, what: string) => () =>
    void task().catch((err) => deps.onError(err, what));

  return {
    instanceId,
    acquire,
    dispatch,
    endIdle,
    owns: (roomId: number) => rooms.has(roomId),
    hostSnapshot(roomId: number): HostSnapshot | null {
      const room = rooms.get(roomId);
      return room ? hostSnapshot(room.state, now()) : null;
    },
    playerSnapshot(roomId: number, playerId: string): PlayerSnapshot | null {
      const room = rooms.get(roomId);
      return room?.state.players.has(playerId) ? playerSnapshot(room.state, playerId, now()) : null;
    },
    start() {
      intervals = [
        setInterval(guard(renewLeases, 'room lease renewal'), Math.round(leaseMs / 3)),
        setInterval(guard(adoptOrphans, 'room takeover'), Math.round(leaseMs / 2)),
        setInterval(guard(endIdle, 'idle rooms'), 60_000),
      ];
      for (const i of intervals) i.unref();
    },
    /** Graceful stop: stores what is pending and hands the rooms over at once. */
    async stop() {
      stopped = true;
      for (const i of intervals) clearInterval(i);
      for (const room of rooms.values()) clearTimeout(room.timer);
      clearTimeout(flushTimer);
      flushTimer = undefined;
      await flushing;
      await flush();
      rooms.clear();
      await repo.release(instanceId, clock.now()).catch(() => {});
    },
  };
}

export type LiveRooms = ReturnType<typeof createLiveRooms>;

/** A self-paced room whose closing time has come. */
const isDue = (room: LiveRoom, at: number) =>
  room.state.phase !== 'ended' &&
  room.state.config.closesAt !== null &&
  at >= room.state.config.closesAt;

/** What a stored answer keeps beyond one choice (null for one choice or none). */
function answerDetail(type: QuestionType, a: Answer): GameAnswerDetail | null {
  const g = a.given;
  if (!g) return null;
  switch (type) {
    case 'multi_select':
      return { choices: g.choices ?? [], fraction: a.fraction ?? 0 };
    case 'slider':
      return { value: g.value ?? 0, fraction: a.fraction ?? 0 };
    case 'order':
      return { order: a.saved ?? [], positionsRight: a.positionsRight ?? 0 };
    default:
      return g.text === undefined ? null : { text: g.text };
  }
}

/** The final standings and every answer of a finished game, as stored for results. */
export function resultRows(state: GameState): { players: PlayerRow[]; answers: AnswerRow[] } {
  const players = ranked(state).map((p, i): PlayerRow => ({
    playerId: p.id,
    nickname: p.nickname,
    studentId: p.studentId,
    team: p.team,
    score: p.score,
    rank: i + 1,
    correct: p.correct,
    answered: p.answered,
    bestStreak: p.bestStreak,
    eliminatedAt: p.eliminatedAt,
  }));
  const answers: AnswerRow[] = [];
  state.answers.forEach((byPlayer, questionIndex) => {
    if (state.skipped.has(questionIndex)) return;
    const { type, scored } = state.prepared[questionIndex]!;
    for (const [playerId, a] of byPlayer) {
      if (!state.players.has(playerId)) continue;
      answers.push({
        playerId,
        questionIndex,
        choice: a.choice,
        ms: a.ms,
        correct: a.correct,
        points: a.points,
        detail: answerDetail(type, a),
        scored,
      });
    }
  });
  return { players, answers };
}
