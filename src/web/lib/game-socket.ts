import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_EVENTS,
  SOCKET_PATH,
  type AnswerAck,
  type ClientMessage,
  type CommandAck,
  type JoinAck,
  type JoinMessage,
  type ServerMessage,
} from '../../contracts/games.contract';
import { retryWithBackoff, type Retryable, type RetryOptions } from './retry-backoff';

export type ConnectionState = 'connecting' | 'connected' | 'reconnecting';

/** What every emit answers when the server did not acknowledge in time. */
const NO_ANSWER = { ok: false, code: 'retry', message: 'No answer from the server.' } as const;
const ACK_TIMEOUT_MS = 10_000;

export interface GameSocket {
  join(msg: JoinMessage): Promise<JoinAck>;
  answer(msg: Extract<ClientMessage, { type: 'answer' }>): Promise<AnswerAck | typeof NO_ANSWER>;
  command(msg: Exclude<ClientMessage, { type: 'answer' }>): Promise<CommandAck>;
  close(): void;
}

export interface GameSocketHandlers {
  onMessage(msg: ServerMessage): void;
  /** Connected again after a drop (not the first connection): join again to carry on. */
  onReconnect(): void;
  onState(state: ConnectionState): void;
}

/**
 * The live game's connection (games.contract.ts): same origin, the contract's path, default
 * transports (WebSocket with the polling fallback school networks need); cookies go along, so
 * the host is the signed-in teacher. Socket.IO reconnects by itself; the screen joins again.
 */
export function connectGame(handlers: GameSocketHandlers, url?: string): GameSocket {
  const socket: Socket = url ? io(url, { path: SOCKET_PATH }) : io({ path: SOCKET_PATH });
  let connectedOnce = false;
  handlers.onState('connecting');
  socket.on(SOCKET_EVENTS.server, (msg: ServerMessage) => handlers.onMessage(msg));
  socket.on('connect', () => {
    handlers.onState('connected');
    if (connectedOnce) handlers.onReconnect();
    connectedOnce = true;
  });
  socket.on('disconnect', () => handlers.onState('reconnecting'));
  socket.on('connect_error', () => handlers.onState(connectedOnce ? 'reconnecting' : 'connecting'));

  const emit = async <T>(event: string, msg: unknown): Promise<T | typeof NO_ANSWER> => {
    try {
      return (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, msg)) as T;
    } catch {
      return NO_ANSWER;
    }
  };
  return {
    join: (msg) => emit<JoinAck>(SOCKET_EVENTS.join, msg),
    answer: (msg) => emit<AnswerAck>(SOCKET_EVENTS.client, msg),
    command: (msg) => emit<CommandAck>(SOCKET_EVENTS.client, msg),
    close: () => {
      socket.removeAllListeners();
      socket.close();
    },
  };
}

/**
 * A 'retry' answer (the room is moving between servers, or no answer in time): try again with
 * back-off for as long as a takeover can take (retry-backoff.ts). Five tries a second apart gave
 * up while a takeover took 4-9 s, leaving players connected with no seat (issue 37 item 6).
 */
export function withRetry<T extends Retryable>(
  call: () => Promise<T>,
  opts: Omit<RetryOptions<T>, 'transient'> & { transient?: (answer: T) => boolean } = {},
): Promise<T> {
  return retryWithBackoff(call, { transient: (a) => a.code === 'retry', ...opts });
}
