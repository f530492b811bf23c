import { CHAT_MESSAGES, titleFrom } from '../../../contracts/chat.contract';
import { formatTime } from '../../lib/format';
import { messageText, type ChatMessage } from './chat.api';

/** The conversation's title: its first question, as the server names it. */
export function conversationTitle(messages: readonly ChatMessage[]): string {
  const first = messages.find((m) => m.role === 'user');
  return first ? titleFrom(messageText(first)) : CHAT_MESSAGES.newConversation;
}

/** The whole conversation as Markdown for the Markdown, Word and PDF exports. */
export function conversationMarkdown(messages: readonly ChatMessage[]): string {
  return messages
    .map((m) => {
      const time = formatTime(m.metadata?.createdAt);
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
