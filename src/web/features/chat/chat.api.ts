import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DefaultChatTransport, type UIMessage } from 'ai';
import type {
  ChatReplyMetadata,
  ConversationSummary,
  StoredChatMessage,
} from '../../../contracts/chat.contract';
import { fetchJson } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type ChatMessage = UIMessage<ChatReplyMetadata>;

/** Made once per page visit from the current time (spec section 2), with a random tail. */
export const newSessionId = () => `session_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;

const path = (sessionId: string) => `/api/chat/${encodeURIComponent(sessionId)}`;

export const useConversations = () =>
  useQuery<ConversationSummary[]>({ queryKey: queryKeys.chat.list });

export const useStoredMessages = (sessionId: string) =>
  useQuery<StoredChatMessage[]>({ queryKey: queryKeys.chat.messages(sessionId) });

export const fetchMessages = (sessionId: string) =>
  fetchJson<StoredChatMessage[]>('GET', path(sessionId));

/** Stops the reply on the server (the partial text is kept) and answers the stored messages. */
export const stopReply = (sessionId: string) =>
  fetchJson<StoredChatMessage[]>('POST', `${path(sessionId)}/stop`);

export function toChatMessages(rows: readonly StoredChatMessage[]): ChatMessage[] {
  return rows.map((m) => ({
    id: String(m.id),
    role: m.role,
    parts: [{ type: 'text', text: m.content }],
    metadata: { createdAt: m.createdAt, status: m.status },
  }));
}

export const messageText = (m: ChatMessage) =>
  m.parts.map((p) => (p.type === 'text' ? p.text : '')).join('');

/**
 * useChat's transport speaks our calls (spec section 7): a question is `POST /api/chat/{id}`
 * with `content`; regenerating and editing have their own paths; a reload resumes from
 * `GET /api/chat/{id}/stream` (the SDK's default reconnect path).
 */
export function createChatTransport() {
  return new DefaultChatTransport<ChatMessage>({
    api: '/api/chat',
    credentials: 'include',
    prepareSendMessagesRequest: ({ id, messages, trigger, messageId }) => {
      if (trigger === 'regenerate-message') return { api: `${path(id)}/regenerate`, body: {} };
      const last = messages.at(-1);
      const content = last ? messageText(last) : '';
      if (messageId !== undefined) return { api: `${path(id)}/edit`, body: { content } };
      return { api: path(id), body: { content } };
    },
  });
}

export function useRenameConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, title }: { sessionId: string; title: string }) =>
      fetchJson('PATCH', path(sessionId), { title }),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.chat.list, exact: true }),
  });
}

export function useDeleteConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => fetchJson('DELETE', path(sessionId)),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.chat.list, exact: true }),
  });
}

/** The server's `{ message, code }` inside an error the transport threw with the body as text. */
export function chatErrorBody(error: unknown): { message?: string; code?: string } {
  if (!(error instanceof Error)) return {};
  try {
    const parsed = JSON.parse(error.message) as { message?: unknown; code?: unknown };
    return {
      message: typeof parsed.message === 'string' ? parsed.message : undefined,
      code: typeof parsed.code === 'string' ? parsed.code : undefined,
    };
  } catch {
    return {};
  }
}
