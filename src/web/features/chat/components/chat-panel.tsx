import { useChat } from '@ai-sdk/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, Send, Square } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  CHAT_ERRORS,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type StoredChatMessage,
} from '../../../../contracts/chat.contract';
import { HTTP_ERRORS } from '../../../../contracts/errors';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { toastError } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { redirectToLogin } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import {
  chatErrorBody,
  createChatTransport,
  fetchMessages,
  messageText,
  stopReply,
  toChatMessages,
  type ChatMessage,
} from '../chat.api';
import { QueuePlaceText } from '../../../components/ai-queue-place';
import { ChatMessageItem } from './chat-message';

export interface ChatPanelProps {
  sessionId: string;
  /** The text in the input; the page owns it so a template's suggestion can fill it. */
  draft: string;
  onDraftChange: (text: string) => void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  /** Called when a question is sent (the page puts the conversation in its address). */
  onSent?: () => void;
  /** Shown in the panel's header (export, new conversation). */
  actions?: (messages: readonly ChatMessage[]) => ReactNode;
  /** The quick-chat panel: smaller list, no header actions. */
  compact?: boolean;
}

/** Loads the stored conversation, then hands it to useChat (which takes messages once). */
export function ChatPanel(props: ChatPanelProps) {
  const stored = useQuery<StoredChatMessage[]>({
    queryKey: queryKeys.chat.messages(props.sessionId),
    queryFn: () => fetchMessages(props.sessionId),
    // Always fresh when a conversation opens: a reply may have finished since.
    staleTime: 0,
    gcTime: 0,
  });
  if (stored.isPending) {
    return (
      <PanelFrame compact={props.compact}>
        <div className="space-y-3 p-4" role="status" aria-label="Loading conversation">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="ml-auto h-10 w-1/2" />
        </div>
      </PanelFrame>
    );
  }
  if (stored.isError) {
    return (
      <PanelFrame compact={props.compact}>
        <p className="p-4 text-sm text-destructive" role="alert">
          The conversation could not be loaded. Please reload the page.
        </p>
      </PanelFrame>
    );
  }
  return <ChatSession key={props.sessionId} {...props} initial={stored.data} />;
}

function PanelFrame({
  compact,
  children,
  header,
}: {
  compact?: boolean;
  children: ReactNode;
  header?: ReactNode;
}) {
  return (
    <section
      aria-label="Chat"
      className={cn('flex min-w-0 flex-col rounded-xl border bg-card', !compact && 'shadow-sm')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
        <div className="flex items-center gap-2">
          <h2 className="font-semibold">{compact ? 'Quick chat' : 'Chalkwise Assistant'}</h2>
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
            {CHAT_MESSAGES.online}
          </span>
        </div>
        {header}
      </div>
      {children}
    </section>
  );
}

function failureMessage(error: unknown): string {
  const { message, code } = chatErrorBody(error);
  if (code === CHAT_ERRORS.busy.code || code === CHAT_ERRORS.daily_limit.code) return message!;
  return CHAT_MESSAGES.sendFailed;
}

function ChatSession({
  sessionId,
  initial,
  draft,
  onDraftChange,
  inputRef,
  onSent,
  actions,
  compact,
}: ChatPanelProps & { initial: StoredChatMessage[] }) {
  const qc = useQueryClient();
  const transport = useMemo(createChatTransport, []);
  const lastSent = useRef('');
  const statusRef = useRef<string>('ready');
  const [editing, setEditing] = useState<string | null>(null);
  /** Requests ahead of this reply on the local model (the stream's data-queue parts). */
  const [ahead, setAhead] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const ownInput = useRef<HTMLTextAreaElement>(null);
  const input = inputRef ?? ownInput;

  const refreshList = useCallback(
    () => qc.invalidateQueries({ queryKey: queryKeys.chat.list, exact: true }),
    [qc],
  );

  const chat = useChat<ChatMessage>({
    id: sessionId,
    messages: toChatMessages(initial),
    transport,
    // Fewer renders of a fast stream; the text still arrives every few words.
    experimental_throttle: 40,
    onError: (error) => {
      if (chatErrorBody(error).code === HTTP_ERRORS.unauthorized.code) return redirectToLogin();
      toastError('Error', failureMessage(error));
    },
    onData: (part) => {
      if (part.type === 'data-queue') setAhead((part.data as { ahead: number }).ahead);
    },
    onFinish: ({ isAbort }) => {
      // Stop refreshes by itself; otherwise take the stored ids, times and states.
      if (!isAbort) void refresh();
    },
  });
  const { messages, status, setMessages, sendMessage, regenerate, stop, resumeStream } = chat;
  statusRef.current = status;
  const busy = status === 'submitted' || status === 'streaming';

  /** The stored conversation replaces the client's copy once nothing is streaming. */
  const refresh = useCallback(async () => {
    try {
      const rows = await fetchMessages(sessionId);
      if (statusRef.current === 'submitted' || statusRef.current === 'streaming') return;
      setMessages(toChatMessages(rows));
      // A question the server refused (quota) goes back into the input.
      const stored = rows.filter((r) => r.role === 'user').at(-1)?.content;
      if (lastSent.current && stored !== lastSent.current) onDraftChange(lastSent.current);
      lastSent.current = '';
    } catch {
      // The list stays as the stream left it; the next send refreshes again.
    }
    void refreshList();
  }, [sessionId, setMessages, onDraftChange, refreshList]);

  // A reply was being written when the page (re)loaded: pick it up where it is.
  const resumeOnce = useRef(initial.at(-1)?.status === 'streaming');
  useEffect(() => {
    if (!resumeOnce.current) return;
    resumeOnce.current = false;
    void resumeStream().then(refresh);
  }, [resumeStream, refresh]);

  // Scroll to the newest message, unless the teacher scrolled up to read.
  const pinned = useRef(true);
  useEffect(() => {
    const list = listRef.current;
    if (list && pinned.current) list.scrollTop = list.scrollHeight;
  }, [messages, status]);

  function send() {
    const text = draft.trim();
    if (!text || busy) return;
    if (text.length > CHAT_LIMITS.content) {
      toastError('Error', CHAT_MESSAGES.tooLong);
      return;
    }
    lastSent.current = text;
    setAhead(0);
    onDraftChange('');
    pinned.current = true;
    void sendMessage({ text, metadata: { createdAt: new Date().toISOString() } });
    onSent?.();
    void refreshList();
  }

  async function stopNow() {
    await stop();
    try {
      setMessages(toChatMessages(await stopReply(sessionId)));
    } catch {
      void refresh();
    }
    lastSent.current = '';
    void refreshList();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line; nothing while an IME is composing.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  }

  const lastUser = messages.findLast((m) => m.role === 'user');
  const last = messages.at(-1);

  return (
    <PanelFrame compact={compact} header={actions?.(messages)}>
      <div
        ref={listRef}
        role="log"
        aria-label="Messages"
        aria-busy={busy}
        onScroll={(e) => {
          const el = e.currentTarget;
          pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
        className={cn(
          'overflow-y-auto p-3 sm:p-4',
          // At most half a phone's height, so the message box below stays on screen; on a
          // desktop the window's height less the header and the message box (not 24rem).
          compact
            ? 'h-72 max-h-[50vh]'
            : 'max-h-[min(24rem,50vh)] min-h-48 lg:max-h-[max(24rem,calc(100dvh-22rem))]',
        )}
        tabIndex={0}
      >
        <ol className="space-y-4">
          {messages.length === 0 && (
            <li className="py-8 text-center text-sm text-muted-foreground">
              {compact
                ? 'Ask a question to begin.'
                : 'Ask a question or pick a quick start to begin.'}
            </li>
          )}
          {messages.map((m) =>
            editing !== null && m.id === lastUser?.id ? (
              <EditQuestion
                key={m.id}
                initial={editing}
                onCancel={() => setEditing(null)}
                onSave={(text) => {
                  setEditing(null);
                  lastSent.current = text;
                  void sendMessage({
                    text,
                    messageId: m.id,
                    metadata: { createdAt: new Date().toISOString() },
                  });
                }}
              />
            ) : (
              <ChatMessageItem
                key={m.id}
                message={m}
                streaming={busy && m === last && m.role === 'assistant'}
                actions={{
                  onRegenerate:
                    !busy && m === last && m.role === 'assistant' && lastUser
                      ? () => void regenerate()
                      : undefined,
                  onEdit:
                    !busy && m === lastUser && editing === null
                      ? () => setEditing(messageText(m))
                      : undefined,
                }}
              />
            ),
          )}
          {busy && ahead > 0 && (
            <li>
              <QueuePlaceText ahead={ahead} />
            </li>
          )}
          {status === 'submitted' && (
            <li className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Thinking…
            </li>
          )}
        </ol>
      </div>
      <form
        className="flex items-end gap-2 border-t p-3"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <label htmlFor={`chat-input-${sessionId}`} className="sr-only">
          Message
        </label>
        {/* The keys are said under the box, not in its placeholder, which a phone cut off. */}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Textarea
            id={`chat-input-${sessionId}`}
            ref={input}
            value={draft}
            onChange={(e) => onDraftChange(e.target.value)}
            onKeyDown={onKeyDown}
            rows={compact ? 2 : 3}
            maxLength={CHAT_LIMITS.content}
            placeholder="Ask about lessons, assessments, students..."
            aria-describedby={`chat-keys-${sessionId}`}
            className="max-h-48 min-h-0 resize-y"
          />
          <p id={`chat-keys-${sessionId}`} className="text-xs text-muted-foreground">
            Enter sends, Shift+Enter adds a line.
          </p>
        </div>
        {busy ? (
          <Button type="button" variant="outline" onClick={() => void stopNow()}>
            <Square className="size-4" aria-hidden="true" /> Stop
          </Button>
        ) : (
          <Button type="submit" disabled={draft.trim() === ''}>
            <Send className="size-4" aria-hidden="true" /> Send
          </Button>
        )}
      </form>
    </PanelFrame>
  );
}

function EditQuestion({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const ok = text.trim() !== '' && text.trim().length <= CHAT_LIMITS.content;
  return (
    <li className="ml-auto flex w-full max-w-[85%] flex-col gap-2">
      <label htmlFor="chat-edit" className="text-xs font-medium text-muted-foreground">
        Edit your question
      </label>
      <Textarea
        id="chat-edit"
        autoFocus
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
          if (e.key === 'Enter' && !e.shiftKey && ok) {
            e.preventDefault();
            onSave(text.trim());
          }
        }}
        rows={3}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" disabled={!ok} onClick={() => onSave(text.trim())}>
          Save and resend
        </Button>
      </div>
    </li>
  );
}
