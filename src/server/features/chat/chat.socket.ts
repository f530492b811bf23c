import type { Server } from 'socket.io';
import { answerOtherInstances, askOtherInstances } from '../../platform/realtime/socket-server';
import type { ChatService } from './chat.service';

const CHAT_STOP = 'chalkwise:chat-stop';
type StopRequest = { ownerId: number; sessionId: string };

/**
 * Across instances (the games' adapter carries it): a Stop that reaches an instance not writing
 * the reply is asked of the others, and the one writing it stops and stores the partial text
 * before it answers, so the Stop's response holds it.
 */
export function forwardChatStops(
  io: Server,
  chat: Pick<ChatService, 'stopHere' | 'forwardStops'>,
  onError: (err: unknown, what: string) => void,
) {
  chat.forwardStops(async (ownerId, sessionId) => {
    await askOtherInstances<StopRequest, boolean>(io, CHAT_STOP, { ownerId, sessionId });
  });
  answerOtherInstances<StopRequest, boolean>(
    io,
    CHAT_STOP,
    ({ ownerId, sessionId }) => chat.stopHere(ownerId, sessionId),
    (err) => onError(err, 'forwarded chat stop'),
  );
}
