import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Server, Socket } from 'socket.io';
import {
  clientMessage,
  GAME_MESSAGES,
  HOST_MESSAGE_TYPES,
  joinMessage,
  SOCKET_EVENTS,
  type ServerMessage,
} from '../../../contracts/games.contract';
import type { RateLimiter } from '../../platform/http/rate-limiter';
import { answerOtherInstances, askOtherInstances } from '../../platform/realtime/socket-server';
import { hasUnstorableText } from '../../platform/http/text-guard';
import { addressGroup } from '../../platform/http/address-group';
import { HTTP_ERRORS } from '../../../contracts/errors';
import { cleanNickname } from '../../../contracts/nicknames';
import type { GameEvent, Outbound, Reply } from './games.rules';
import type { LiveRooms } from './games.live';
import { deviceMarks, type GamesService } from './games.service';

/**
 * The socket layer (ARCHITECTURE.md rule 8): checks who is talking, parses their messages with
 * the contract, and hands events to the server that owns the room, here or (through the
 * adapter) on another instance. It keeps no game state of its own.
 */
export interface GameSocketsDeps {
  io: Server;
  clustered: boolean;
  live: LiveRooms;
  games: Pick<GamesService, 'hostable' | 'openByCode' | 'seatInLog' | 'closedAssignment'>;
  /** The signed-in teacher behind a socket's cookies, if any. */
  teacherOf(request: IncomingMessage): Promise<{ id: number } | null>;
  clientAddress(request: IncomingMessage): string;
  /** The join page's device cookie (DEVICE_COOKIE) in a socket's handshake, if any. */
  deviceCookie(request: IncomingMessage): string | undefined;
  limiter: RateLimiter;
  joinsPerMinute: number;
  onError(err: unknown, what: string): void;
}

type Request =
  | { op: 'dispatch'; roomId: number; event: GameEvent }
  | { op: 'host'; roomId: number }
  | { op: 'player'; roomId: number; playerId: string };
type Answer = Reply | { snapshot: unknown } | null;

interface SocketData {
  roomId?: number;
  role?: 'host' | 'player';
  playerId?: string;
}

const rooms = {
  all: (roomId: number) => `r:${roomId}`,
  host: (roomId: number) => `h:${roomId}`,
  player: (roomId: number, playerId: string) => `p:${roomId}:${playerId}`,
};
const INTER_SERVER = 'chalkwise:games';
const RETRY: Reply = { ok: false, code: 'retry', message: GAME_MESSAGES.reconnecting };
/** A message from a connection that has not joined the room (as a player, for an answer). */
const NOT_JOINED: Reply = { ok: false, code: 'invalid', message: GAME_MESSAGES.notJoined };
/** The HTTP text guard's refusal, for frames: no NUL or broken surrogate reaches a room or a row. */
const UNSTORABLE: Reply = {
  ok: false,
  code: 'invalid',
  message: HTTP_ERRORS.invalid_text.message,
};

const CLOSED: Reply = {
  ok: false,
  code: 'assignment_closed',
  message: GAME_MESSAGES.assignmentClosed,
};
const pastClosing = (room: { settings: { closesAt?: string | null } }) =>
  Boolean(room.settings.closesAt && Date.parse(room.settings.closesAt) <= Date.now());

export function emitter(io: Server) {
  return (roomId: number, out: Outbound[]) => {
    for (const o of out) {
      const target =
        o.to === 'host'
          ? rooms.host(roomId)
          : o.to === 'everyone'
            ? rooms.all(roomId)
            : rooms.player(roomId, o.playerId);
      const skip =
        o.to === 'everyone' ? (o.except ?? []).map((id) => rooms.player(roomId, id)) : [];
      io.to(target).except(skip).emit(SOCKET_EVENTS.server, o.msg);
    }
  };
}

export function registerGameSockets(deps: GameSocketsDeps) {
  const { io, live } = deps;

  /** Answers a request here if this server owns the room. */
  async function local(req: Request): Promise<Answer> {
    if (!live.owns(req.roomId)) return null;
    switch (req.op) {
      case 'dispatch':
        return (await live.dispatch(req.roomId, req.event)) ?? null;
      case 'host':
        return { snapshot: live.hostSnapshot(req.roomId) };
      case 'player':
        return { snapshot: live.playerSnapshot(req.roomId, req.playerId) };
    }
  }

  /** Here, on the owning server, or (nobody owns it) here after claiming it. */
  async function route(req: Request): Promise<Answer> {
    const here = await local(req);
    if (here) return here;
    if (deps.clustered) {
      const answers = await askOtherServers(req);
      const answered = answers.find((a) => a !== null && a !== undefined);
      if (answered) return answered;
    }
    if (await live.acquire(req.roomId)) return local(req);
    return null;
  }

  /** Every other server answers; a dead one makes the adapter give up after its timeout. */
  const askOtherServers = (req: Request) =>
    askOtherInstances<Request, Answer>(io, INTER_SERVER, req);

  if (deps.clustered) {
    answerOtherInstances<Request, Answer>(io, INTER_SERVER, local, (err) =>
      deps.onError(err, 'forwarded game request'),
    );
  }

  const send = (socket: Socket, msg: ServerMessage) => socket.emit(SOCKET_EVENTS.server, msg);

  // A class joins within seconds: one lookup per code, not one per student. Short-lived, so a
  // room that ends stops taking joins at once anyway (its reducer refuses them).
  const codes = new Map<
    string,
    { at: number; room: Awaited<ReturnType<typeof deps.games.openByCode>> }
  >();
  async function openRoom(code: string) {
    const hit = codes.get(code);
    if (hit && Date.now() - hit.at < 5_000) return hit.room;
    const room = await deps.games.openByCode(code);
    if (codes.size > 1_000) codes.clear();
    if (room) codes.set(code, { at: Date.now(), room });
    return room;
  }

  /**
   * A device is the mark the room's join page gave it (deviceMarks), or else this connection,
   * never the raw value. A roster name needs the mark: a script would otherwise take one name per
   * connection.
   */
  const deviceOf = (
    socket: Socket,
    room: Parameters<typeof deviceMarks.check>[0],
    /** The join message's mark, for a page without cookies (an LMS's frame). */
    given: string | undefined,
  ) => {
    const mark =
      deviceMarks.check(room, deps.deviceCookie(socket.request)) ?? deviceMarks.check(room, given);
    const hash = (id: string) => createHash('sha256').update(id).digest('base64url').slice(0, 22);
    return { marked: mark !== undefined, id: hash(mark ? `mark:${mark}` : `socket:${socket.id}`) };
  };

  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;

    socket.on(SOCKET_EVENTS.join, async (raw: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const reply = ack as (r: Reply & { retryAfterSeconds?: number }) => void;
      try {
        if (hasUnstorableText(raw)) return reply(UNSTORABLE);
        const parsed = joinMessage.safeParse(raw);
        if (!parsed.success) {
          return reply({
            ok: false,
            code: 'invalid',
            message: parsed.error.issues[0]?.message ?? 'Invalid message',
          });
        }
        const msg = parsed.data;
        if (msg.role === 'host') {
          const teacher = await deps.teacherOf(socket.request);
          const room = teacher ? await deps.games.hostable(teacher.id, msg.roomId) : undefined;
          if (!room) return reply({ ok: false, code: 'not_host', message: GAME_MESSAGES.notHost });
          Object.assign(data, { roomId: room.id, role: 'host' });
          await socket.join([rooms.all(room.id), rooms.host(room.id)]);
          const answer = await route({ op: 'host', roomId: room.id });
          if (!answer || !('snapshot' in answer) || !answer.snapshot) return reply(RETRY);
          send(socket, { type: 'host', snapshot: answer.snapshot as never });
          return reply({ ok: true });
        }

        // One address is the unit guests and device marks count too: an IPv6 address by its /64.
        const limitKey = `game-join:${addressGroup(deps.clientAddress(socket.request))}`;
        /** Counts one join; the limit's refusal when the address is over it. */
        const overLimit = () => {
          const wait = deps.limiter.hit(limitKey, deps.joinsPerMinute, 60_000);
          if (wait === 0) return null;
          return {
            ok: false as const,
            code: 'too_many_joins' as const,
            message: GAME_MESSAGES.tooManyJoins,
            retryAfterSeconds: wait,
          };
        };
        // A token and nothing else goes back to a seat. One the room has is not a new join, so a
        // class behind one school address rejoining after a failover does not use up the limit
        // (issue 37 item 2); any other (made up, another room's, removed) is counted when refused.
        const token =
          msg.nickname === undefined && msg.studentId === undefined ? msg.token : undefined;
        const counted = (answer: Reply) => reply((token && overLimit()) || answer);
        if (!token) {
          const refused = overLimit();
          if (refused) return reply(refused);
        }
        const room = await openRoom(msg.code);
        // An assignment past its closing time says so, whether or not a server has ended it yet.
        if (
          (room && pastClosing(room)) ||
          (!room && (await deps.games.closedAssignment(msg.code)))
        ) {
          return counted(CLOSED);
        }
        if (!room)
          return counted({ ok: false, code: 'not_found', message: GAME_MESSAGES.roomNotFound });
        const device = deviceOf(socket, room, msg.device);
        if (msg.studentId !== undefined && !device.marked)
          return reply({
            ok: false,
            code: 'device_required',
            message: GAME_MESSAGES.deviceRequired,
          });
        const event: GameEvent = token
          ? { type: 'rejoin', token }
          : {
              type: 'join',
              playerId: randomBytes(6).toString('base64url'),
              token: msg.token ?? randomBytes(18).toString('base64url'),
              // The event is stored as given: only the cleaned name the reducer will keep.
              ...(msg.nickname !== undefined ? { nickname: cleanNickname(msg.nickname) } : {}),
              ...(msg.studentId !== undefined ? { studentId: msg.studentId } : {}),
              device: device.id,
            };
        const answer = (await route({ op: 'dispatch', roomId: room.id, event })) as Reply | null;
        // The code was of an open assignment a moment ago (the lookup is cached) that has closed.
        if (
          !answer &&
          room.settings.pace === 'self' &&
          (await deps.games.closedAssignment(msg.code))
        )
          return counted(CLOSED);
        if (!answer || (!answer.ok && answer.code === 'retry')) {
          // Between owners nobody holds the room's state; its log says whether the seat exists.
          if (token && (await deps.games.seatInLog(room.id, token))) return reply(RETRY);
          return counted(RETRY);
        }
        if (!answer.ok || !answer.playerId) return counted(answer);
        Object.assign(data, { roomId: room.id, role: 'player', playerId: answer.playerId });
        await socket.join([rooms.all(room.id), rooms.player(room.id, answer.playerId)]);
        // The snapshot the reducer sent went out before this socket joined its rooms.
        const snap = await route({ op: 'player', roomId: room.id, playerId: answer.playerId });
        if (snap && 'snapshot' in snap && snap.snapshot) {
          send(socket, { type: 'player', snapshot: snap.snapshot as never });
        }
        return reply(answer);
      } catch (err) {
        deps.onError(err, 'game join');
        return reply(RETRY);
      }
    });

    socket.on(SOCKET_EVENTS.client, async (raw: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (r: Reply) => void) : () => {};
      try {
        if (hasUnstorableText(raw)) return reply(UNSTORABLE);
        const parsed = clientMessage.safeParse(raw);
        // Every refusal says why, as a join's does.
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? 'Invalid message';
          return reply({ ok: false, code: 'invalid', message });
        }
        if (data.roomId === undefined) return reply(NOT_JOINED);
        const msg = parsed.data;
        let event: GameEvent;
        if (msg.type === 'answer') {
          if (data.role !== 'player' || !data.playerId) return reply(NOT_JOINED);
          // The message's own fields, so the event log keeps exactly what the player sent.
          const { type: _answer, ...given } = msg;
          event = { type: 'answer', playerId: data.playerId, ...given };
        } else if (msg.type === 'next' && data.role === 'player' && data.playerId) {
          // A player's own `next` (self-paced rooms; a live room refuses it).
          event = { type: 'advance', playerId: data.playerId };
        } else {
          if (
            data.role !== 'host' ||
            !(HOST_MESSAGE_TYPES as readonly string[]).includes(msg.type)
          ) {
            return reply({ ok: false, code: 'not_host', message: GAME_MESSAGES.notHost });
          }
          event = msg;
        }
        const answer = await route({ op: 'dispatch', roomId: data.roomId, event });
        reply((answer as Reply | null) ?? RETRY);
      } catch (err) {
        deps.onError(err, 'game message');
        reply(RETRY);
      }
    });

    socket.on('disconnect', () => {
      const { roomId, playerId } = data;
      if (data.role !== 'player' || roomId === undefined || !playerId) return;
      // A reload opens the new socket before the old one closes: the player is still here.
      if ((io.sockets.adapter.rooms.get(rooms.player(roomId, playerId))?.size ?? 0) > 0) return;
      route({ op: 'dispatch', roomId, event: { type: 'disconnect', playerId } }).catch((err) =>
        deps.onError(err, 'game disconnect'),
      );
    });
  });
}
