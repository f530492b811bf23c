import { CHAT_MESSAGES, titleFrom } from '../../../contracts/chat.contract';
import { messageText, type ChatMessage } from './chat.api';

/** "9:05 AM": the chat shows times in 12-hour format (spec section 2). */
export function formatChatTime(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
}

/** The conversation's title: its first question, as the server names it. */
export function conversationTitle(messages: readonly ChatMessage[]): string {
  const first = messages.find((m) => m.role === 'user');
  return first ? titleFrom(messageText(first)) : CHAT_MESSAGES.newConversation;
}

/** The whole conversation as Markdown for the Markdown, Word and PDF exports. */
export function conversationMarkdown(messages: readonly ChatMessage[]): string {
  return messages
    .map((m) => {
      const time = formatChatTime(m.metadata?.createdAt);
      const who = m.role === 'user' ? 'You' : 'Assistant';
      const note =
        m.metadata?.status === 'stopped'
          ? `\n\n_${CHAT_MESSAGES.stopped}_`
          : m.metadata?.status === 'failed'
            ? `\n\n_${CHAT_MESSAGES.failed}_`
            : '';
      return `## ${who}${time ? ` · ${time}` : ''}\n\n${messageText(m).trim()}${note}`;
    })
    .join('\n\n');
}
