import { useCallback, useEffect, useRef, useState } from 'react';
import type { JoinAck, JoinMessage } from '../../../../../contracts/games.contract';
import {
  connectGame,
  withRetry,
  type ConnectionState,
  type GameSocket,
} from '../../../../lib/game-socket';
import { applyPlayerMessage, withAnswer, type PlayerState } from './player-state';
import { clearPlayerToken, savePlayerToken } from './player-token';

export type AnswerProblem = 'late' | 'closed' | 'eliminated' | 'paused' | 'failed' | null;

/**
 * A player's connection to one room, opened once `ready` (the join page's answer is in): joins,
 * keeps the rejoin token, joins again with it after a drop or a resync, and sends answers. The
 * screen renders `state`.
 */
export function usePlayerGame(code: string, ready = true) {
  const [state, setState] = useState<PlayerState | null>(null);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  /** Set when a rejoin is refused (the game ended meanwhile, or the host banned the device). */
  const [lost, setLost] = useState<string | null>(null);
  const socketRef = useRef<GameSocket | null>(null);
  const rejoinRef = useRef<JoinMessage | null>(null);

  const rejoin = useCallback(async () => {
    const socket = socketRef.current;
    const msg = rejoinRef.current;
    if (!socket || !msg) return;
    const ack = await withRetry(() => socket.join(msg));
    if (!ack.ok && ack.code !== 'retry') {
      rejoinRef.current = null;
      clearPlayerToken(code);
      setLost(ack.message);
    }
  }, [code]);

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
      const ack = await withRetry(() => socket.join(full));
      if (ack.ok && ack.token) {
        savePlayerToken(code, ack.token);
        rejoinRef.current = { role: 'player', code, token: ack.token };
        setLost(null);
      }
      return ack;
    },
    [code],
  );

  const answer = useCallback(
    async (questionIndex: number, choice: number): Promise<AnswerProblem> => {
      const socket = socketRef.current;
      if (!socket) return 'failed';
      const ack = await withRetry(() => socket.answer({ type: 'answer', questionIndex, choice }));
      if (ack.ok || ack.code === 'duplicate') {
        const counted = ack.ok
          ? ack.choice
          : (('choice' in ack ? ack.choice : undefined) ?? choice);
        setState((prev) => (prev ? withAnswer(prev, questionIndex, counted) : prev));
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

  return { state, connection, lost, join, answer };
}
