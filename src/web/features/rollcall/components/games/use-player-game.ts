import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerGiven, JoinAck, JoinMessage } from '../../../../../contracts/games.contract';
import {
  connectGame,
  withRetry,
  type ConnectionState,
  type GameSocket,
} from '../../../../lib/game-socket';
import type { RetryProgress } from '../../../../lib/retry-backoff';
import { applyPlayerMessage, withAnswer, type PlayerState } from './player-state';
import { clearPlayerToken, savePlayerToken } from './player-token';

export type AnswerProblem = 'late' | 'closed' | 'eliminated' | 'paused' | 'failed' | null;
type Refusal = Extract<JoinAck, { ok: false }>;

/**
 * A refusal a rejoin outlasts: the room is between servers ('retry', or no answer), or the
 * school's address is at its join limit. The token is kept through both: throwing it away made
 * players lose their seat after a failover (issue 37 item 2).
 */
export const passingRefusal = (ack: JoinAck) =>
  !ack.ok && (ack.code === 'retry' || ack.code === 'too_many_joins');

/** A join with a token and nothing else goes back to a seat. */
const isRejoin = (msg: JoinMessage) =>
  msg.role === 'player' &&
  msg.token !== undefined &&
  msg.nickname === undefined &&
  msg.studentId === undefined;

/**
 * A player's connection to one room, opened once `ready` (the join page's answer is in): joins,
 * keeps the rejoin token, joins again with it after a drop or a resync (with back-off for as long
 * as a takeover can take, `progress` meanwhile), and sends answers. The screen renders `state`;
 * `stuck` is a rejoin that ran out of time with the token kept, `retryRejoin` tries again.
 */
export function usePlayerGame(code: string, ready = true) {
  const [state, setState] = useState<PlayerState | null>(null);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  /** Set when a rejoin is refused (the game ended meanwhile, or the host banned the device). */
  const [lost, setLost] = useState<string | null>(null);
  /** A rejoin under way, and once its retries begin how far they are. */
  const [rejoining, setRejoining] = useState(false);
  const [progress, setProgress] = useState<RetryProgress | null>(null);
  const [stuck, setStuck] = useState<Refusal | null>(null);
  const socketRef = useRef<GameSocket | null>(null);
  const rejoinRef = useRef<JoinMessage | null>(null);
  /** One rejoin at a time: a reconnect and a resync during one takeover are one retry loop. */
  const rejoiningRef = useRef(false);

  /** Sends a join, retrying what may pass; a rejoin shows its progress and may end stuck. */
  const send = useCallback(async (socket: GameSocket, msg: JoinMessage): Promise<JoinAck> => {
    if (!isRejoin(msg)) return withRetry(() => socket.join(msg));
    setStuck(null);
    setRejoining(true);
    const ack = await withRetry(() => socket.join(msg), {
      transient: passingRefusal,
      onRetry: setProgress,
      stopped: () => socketRef.current !== socket,
    });
    setRejoining(false);
    setProgress(null);
    if (socketRef.current === socket && !ack.ok && passingRefusal(ack)) setStuck(ack);
    return ack;
  }, []);

  const rejoin = useCallback(async () => {
    const socket = socketRef.current;
    const msg = rejoinRef.current;
    if (!socket || !msg || rejoiningRef.current) return;
    rejoiningRef.current = true;
    const ack = await send(socket, msg).finally(() => {
      rejoiningRef.current = false;
    });
    if (!ack.ok && !passingRefusal(ack)) {
      rejoinRef.current = null;
      clearPlayerToken(code);
      setLost(ack.message);
    }
  }, [code, send]);

  useEffect(() => {
    // The socket's first request carries the cookies of that moment: in roster mode the device
    // mark from the join page must be there already, or the server refuses the name.
    if (!ready) return;
    const socket = connectGame({
      onMessage: (msg) => {
        if (msg.type === 'resync') return void rejoin();
        if (msg.type === 'removed') {
          rejoinRef.current = null;
          clearPlayerToken(code);
        }
        setState((prev) => applyPlayerMessage(prev, msg, Date.now()));
      },
      onReconnect: () => void rejoin(),
      onState: setConnection,
    });
    socketRef.current = socket;
    return () => {
      socketRef.current = null;
      socket.close();
    };
  }, [code, rejoin, ready]);

  /** Joins (with a nickname, a student id or a stored token); the token is kept on success. */
  const join = useCallback(
    async (
      msg: Omit<Extract<JoinMessage, { role: 'player' }>, 'role' | 'code'>,
    ): Promise<JoinAck> => {
      const socket = socketRef.current;
      if (!socket) return { ok: false, code: 'retry', message: 'Not connected yet.' };
      const full: JoinMessage = { role: 'player', code, ...msg };
      // A stored token is what a rejoin sends, so a failed attempt can be tried again.
      if (isRejoin(full)) rejoinRef.current = full;
      const ack = await send(socket, full);
      if (ack.ok && ack.token) {
        savePlayerToken(code, ack.token);
        rejoinRef.current = { role: 'player', code, token: ack.token };
        setLost(null);
      } else if (!ack.ok && !passingRefusal(ack) && isRejoin(full)) {
        rejoinRef.current = null;
      }
      return ack;
    },
    [code, send],
  );

  const answer = useCallback(
    async (questionIndex: number, given: AnswerGiven): Promise<AnswerProblem> => {
      const socket = socketRef.current;
      if (!socket) return 'failed';
      const ack = await withRetry(() => socket.answer({ type: 'answer', questionIndex, ...given }));
      if (ack.ok || ack.code === 'duplicate') {
        // A duplicate names the choice that counted; any other type keeps what was sent.
        const counted = ack.ok ? ack.choice : 'choice' in ack ? ack.choice : undefined;
        const kept = given.choice !== undefined ? { choice: counted ?? given.choice } : given;
        setState((prev) => (prev ? withAnswer(prev, questionIndex, kept) : prev));
        return null;
      }
      if (
        ack.code === 'late' ||
        ack.code === 'closed' ||
        ack.code === 'eliminated' ||
        ack.code === 'paused'
      )
        return ack.code;
      return 'failed';
    },
    [],
  );

  /** Self-paced: the next question (or, when time ran out, this one's result); null when sent. */
  const next = useCallback(async (): Promise<string | null> => {
    const socket = socketRef.current;
    if (!socket) return 'Not connected yet.';
    const ack = await withRetry(() => socket.command({ type: 'next' }));
    return ack.ok ? null : (ack.message ?? 'That did not work. Please try again.');
  }, []);

  /** The "Try again" of a stuck rejoin: the same token, a fresh 30 s. */
  const retryRejoin = useCallback(() => rejoin(), [rejoin]);

  return { state, connection, lost, rejoining, progress, stuck, join, answer, next, retryRejoin };
}
