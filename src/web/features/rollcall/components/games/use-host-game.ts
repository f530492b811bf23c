import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClientMessage, CommandAck } from '../../../../../contracts/games.contract';
import {
  connectGame,
  withRetry,
  type ConnectionState,
  type GameSocket,
} from '../../../../lib/game-socket';
import { applyHostMessage, type HostState } from './host-state';

/**
 * The projector's connection: joins as the room's host (the session cookie says who), keeps the
 * picture current, joins again after a drop or a resync, and sends the host's commands.
 */
export function useHostGame(roomId: number) {
  const [state, setState] = useState<HostState | null>(null);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [error, setError] = useState<string | null>(null);
  const socketRef = useRef<GameSocket | null>(null);

  const joinAsHost = useCallback(async () => {
    const socket = socketRef.current;
    if (!socket) return;
    const ack = await withRetry(() => socket.join({ role: 'host', roomId }));
    setError(ack.ok ? null : ack.message);
  }, [roomId]);

  useEffect(() => {
    const socket = connectGame({
      onMessage: (msg) => {
        if (msg.type === 'resync') return void joinAsHost();
        setState((prev) => applyHostMessage(prev, msg, Date.now()));
      },
      onReconnect: () => void joinAsHost(),
      onState: setConnection,
    });
    socketRef.current = socket;
    void joinAsHost();
    return () => {
      socketRef.current = null;
      socket.close();
    };
  }, [joinAsHost]);

  const command = useCallback(
    async (msg: Exclude<ClientMessage, { type: 'answer' }>): Promise<CommandAck> => {
      const socket = socketRef.current;
      if (!socket) return { ok: false, code: 'retry' };
      return withRetry(() => socket.command(msg));
    },
    [],
  );

  return { state, connection, error, command };
}
