import { ArrowRight, Bot, Copy, Pencil, RefreshCw, User } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'wouter';
import { CHAT_MESSAGES } from '../../../../contracts/chat.contract';
import { Markdown } from '../../../components/markdown';
import { Button, buttonClass } from '../../../components/ui/button';
import { toast, toastError } from '../../../components/ui/toast';
import { useAuth } from '../../../lib/auth';
import { copyText } from '../../../lib/clipboard';
import { cn } from '../../../lib/cn';
import { formatTime } from '../../../lib/format';
import { messageText, type ChatMessage } from '../chat.api';
import { splitActions, type ChatAction } from '../chat-actions';
import { settlePartialMarkdown } from '../streaming-markdown';

/** The forms an honest offline reply offers, as real buttons (an admin also sees the model one). */
function ReplyActions({ actions }: { actions: readonly ChatAction[] }) {
  const admin = useAuth().user?.role === 'admin';
  const shown = actions.filter((a) => admin || !a.adminOnly);
  if (shown.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2" data-testid="chat-reply-actions">
      {shown.map((a, i) => (
        <Link
          key={a.href}
          href={a.href}
          className={cn(
            buttonClass(i === 0 ? 'default' : 'outline', 'sm'),
            'h-auto min-h-8 py-1.5 text-left whitespace-normal',
          )}
        >
          {a.label}
          <ArrowRight className="size-3.5 shrink-0" aria-hidden="true" />
        </Link>
      ))}
    </div>
  );
}

async function copyMessage(text: string) {
  if (await copyText(text)) toast({ title: CHAT_MESSAGES.copied });
  else toastError('Error', CHAT_MESSAGES.copyFailed);
}

export interface MessageActions {
  onRegenerate?: () => void;
  onEdit?: () => void;
}

/** One turn: the teacher's question as typed, or the reply as sanitized Markdown with math. */
export const ChatMessageItem = memo(function ChatMessageItem({
  message,
  streaming,
  actions,
}: {
  message: ChatMessage;
  streaming: boolean;
  actions: MessageActions;
}) {
  const text = messageText(message);
  const mine = message.role === 'user';
  // Buttons only once the reply is whole: a half-streamed link line is still text.
  const { body, actions: links } =
    mine || streaming ? { body: text, actions: [] } : splitActions(text);
  const status = message.metadata?.status;
  const time = formatTime(message.metadata?.createdAt);
  return (
    <li
      className={cn('flex gap-3', mine && 'flex-row-reverse')}
      data-testid={mine ? 'chat-user-message' : 'chat-assistant-message'}
      data-status={streaming ? 'streaming' : (status ?? 'complete')}
    >
      <span
        className={cn(
          'mt-1 hidden size-8 shrink-0 items-center justify-center rounded-full sm:flex',
          mine ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
        aria-hidden="true"
      >
        {mine ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          'flex min-w-0 flex-col gap-1',
          mine ? 'max-w-[90%] items-end sm:max-w-[85%]' : 'max-w-full sm:max-w-[85%]',
        )}
      >
        <div
          className={cn(
            'min-w-0 max-w-full rounded-2xl px-3 py-2.5 text-sm sm:px-4',
            mine ? 'bg-primary text-primary-foreground' : 'border bg-card',
          )}
        >
          <span className="sr-only">{mine ? 'You said: ' : 'Assistant: '}</span>
          {mine ? (
            <p className="break-words whitespace-pre-wrap">{text}</p>
          ) : text ? (
            <>
              <Markdown
                math
                className="chat-markdown overflow-x-auto"
                source={streaming ? settlePartialMarkdown(text) : body}
              />
              <ReplyActions actions={links} />
            </>
          ) : (
            <p className="text-muted-foreground italic">
              {status === 'failed' ? CHAT_MESSAGES.failed : '…'}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
          {time && <time dateTime={message.metadata?.createdAt}>{time}</time>}
          {!streaming && status === 'stopped' && (
            <span className="rounded bg-muted px-1.5 py-0.5 font-medium">
              {CHAT_MESSAGES.stopped}
            </span>
          )}
          {!streaming && status === 'failed' && text && (
            <span className="rounded bg-destructive/10 px-1.5 py-0.5 font-medium text-destructive">
              {CHAT_MESSAGES.failed}
            </span>
          )}
          {!mine && !streaming && text && (
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2"
              onClick={() => void copyMessage(text)}
              aria-label="Copy reply"
            >
              <Copy className="size-3.5" aria-hidden="true" /> Copy
            </Button>
          )}
          {actions.onRegenerate && (
            <Button variant="ghost" size="sm" className="h-7 px-2" onClick={actions.onRegenerate}>
              <RefreshCw className="size-3.5" aria-hidden="true" /> Regenerate
            </Button>
          )}
          {actions.onEdit && (
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2"
              onClick={actions.onEdit}
              aria-label="Edit question"
            >
              <Pencil className="size-3.5" aria-hidden="true" /> Edit
            </Button>
          )}
        </div>
      </div>
    </li>
  );
});
