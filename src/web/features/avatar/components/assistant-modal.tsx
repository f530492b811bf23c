import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Loader2, Send, Square, ThumbsDown, ThumbsUp, Volume2 } from 'lucide-react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { toast, toastError } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../../lib/auth';
import { AvatarFace } from './avatar-face';
import { AgentValidationError, NEW_AGENT_VIEW } from '../builtin-agent';
import {
  AGENT_TOASTS as T,
  MESSAGE_LIMIT,
  canSend,
  errorToast,
  isVideoMode,
  stateLabel,
} from '../agent-rules';
import { useLiveAgent, type LiveAgentView } from '../use-live-agent';

const SIGNED_OUT_TEXT =
  'Please log in to access the AI Teaching Assistant with live video streaming.';

/** Before the server has said which agent to use. */
const IDLE_VIEW: LiveAgentView = NEW_AGENT_VIEW;

/**
 * Spec section 2's assistant modal (live avatar), with the provider the server names: the
 * built-in face, or D-ID's agent and its video.
 */
export default function AssistantModal({
  open,
  onOpenChange,
  onLogIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogIn: () => void;
}) {
  const { isAuthenticated, isLoading } = useAuth();
  if (!isAuthenticated) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          title="AI Teaching Assistant"
          description={isLoading ? undefined : SIGNED_OUT_TEXT}
        >
          {isLoading ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading...
            </p>
          ) : (
            <Button
              onClick={() => {
                onOpenChange(false);
                onLogIn();
              }}
            >
              Log In
            </Button>
          )}
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Custom AI Teaching Assistant"
        description="Talk with your teaching assistant. It answers aloud and in captions."
        className="md:max-w-3xl"
      >
        {open && <LiveAgent />}
      </DialogContent>
    </Dialog>
  );
}

function LiveAgent() {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const transcript = useRef<HTMLOListElement>(null);
  const { agent, view, failed, retry } = useLiveAgent((kind, error) => {
    const { title, description } = errorToast(kind, error);
    toastError(title, description);
  });
  const v = view ?? IDLE_VIEW;

  useEffect(() => {
    transcript.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [v.messages]);

  const previous = useRef(v.state);
  useEffect(() => {
    if (previous.current === v.state) return;
    previous.current = v.state;
    if (v.state === 'connected') toast(T.connected);
    if (v.state === 'disconnected') toastError(T.disconnected.title, T.disconnected.description);
  }, [v.state]);

  const connected = v.state === 'connected';
  const connecting = v.state === 'connecting';

  const send = async () => {
    if (!agent || !canSend(text, v.state, true)) {
      setProblem(text.trim() ? null : 'Message cannot be empty');
      return;
    }
    try {
      await agent.send(text);
      setText('');
      setProblem(null);
      toast(T.messageSent);
    } catch (error) {
      if (error instanceof AgentValidationError) setProblem(error.message);
      else toastError(T.sendError.title, T.sendError.description);
    }
  };
  const interrupt = () => {
    try {
      agent?.interrupt();
    } catch (error) {
      if (error instanceof AgentValidationError) setProblem(error.message);
      else throw error;
    }
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div>
        <div className="relative overflow-hidden rounded-lg border bg-muted">
          <div className="mx-auto aspect-square max-h-64 md:max-h-none">
            {agent?.attach ? (
              // D-ID's live stream; muted until Enable Audio, as browsers require.
              <video
                ref={agent.attach}
                autoPlay
                playsInline
                muted
                aria-label="Teaching assistant video"
                className="size-full object-cover"
              />
            ) : (
              <AvatarFace level={() => agent?.level() ?? 0} label="Teaching assistant avatar" />
            )}
          </div>
          {agent?.attach && connected && !isVideoMode(v.mode) && (
            <p className="absolute inset-x-0 bottom-2 text-center text-sm text-muted-foreground">
              This agent answers in text ({v.mode}).
            </p>
          )}
          <div className="absolute top-2 left-2 flex flex-wrap gap-2">
            <span
              role="status"
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-medium',
                connected
                  ? 'bg-emerald-700 text-white'
                  : 'bg-background/90 text-foreground ring-1 ring-border',
              )}
            >
              {connected ? 'Connected' : stateLabel(v.state)}
            </span>
            {v.speaking && (
              <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-medium text-primary-foreground">
                Speaking...
              </span>
            )}
          </div>
        </div>
        <p
          aria-live="polite"
          data-testid="avatar-caption"
          className="mt-2 min-h-10 rounded-md bg-muted/60 px-3 py-2 text-center text-sm"
        >
          {v.speaking ? v.caption : ''}
        </p>
        {connected && v.voice === 'text' && (
          <p className="mt-1 text-xs text-muted-foreground">
            Audio cannot play in this browser, so the assistant answers in captions.
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {!connected && (
            <Button
              onClick={() => (agent ? void agent.connect() : retry())}
              disabled={connecting || (!agent && !failed)}
            >
              {connecting && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
              {connecting ? 'Connecting...' : 'Connect to Agent'}
            </Button>
          )}
          {connected && (
            <>
              <Button variant="outline" onClick={() => agent?.disconnect()}>
                Disconnect
              </Button>
              {!v.audible && v.voice !== 'text' && (
                <Button
                  variant="outline"
                  onClick={() =>
                    void agent?.enableAudio().then(
                      () => toast(T.audioEnabled),
                      () => {},
                    )
                  }
                >
                  <Volume2 className="size-4" aria-hidden="true" /> Enable Audio
                </Button>
              )}
              {v.speaking && (
                <Button variant="outline" onClick={() => interrupt()}>
                  <Square className="size-4" aria-hidden="true" /> Interrupt
                </Button>
              )}
            </>
          )}
        </div>
      </div>

      <div className="flex min-h-0 flex-col">
        <h3 className="text-sm font-semibold">Conversation</h3>
        <ol
          ref={transcript}
          aria-label="Transcript"
          className="mt-2 flex max-h-72 min-h-32 flex-1 flex-col gap-2 overflow-y-auto rounded-lg border p-3"
        >
          {v.messages.length === 0 && (
            <li className="m-auto text-center text-sm text-muted-foreground">
              {connected ? 'Say hello to start.' : 'Connect to the agent to start talking.'}
            </li>
          )}
          {v.messages.map((m) => (
            <li
              key={m.id}
              data-role={m.role}
              className={cn(
                'max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap',
                m.role === 'user'
                  ? 'self-end bg-primary text-primary-foreground'
                  : 'self-start bg-muted',
              )}
            >
              {m.content || '...'}
              {m.interrupted && <span className="ml-1 text-xs opacity-70">(interrupted)</span>}
              {agent?.rate && m.role === 'assistant' && m.done && (
                <Rating
                  score={v.ratings?.[m.id]}
                  onRate={(score) => void agent.rate?.(m.id, score)}
                />
              )}
            </li>
          ))}
        </ol>
        <form
          className="mt-3"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <label htmlFor="agent-message" className="sr-only">
            Message
          </label>
          <div className="flex gap-2">
            <Textarea
              id="agent-message"
              rows={2}
              value={text}
              placeholder={connected ? 'Type a message...' : 'Connect to send a message'}
              onChange={(e) => {
                setText(e.target.value);
                setProblem(
                  e.target.value.length >= MESSAGE_LIMIT
                    ? 'Message cannot be more than 800 characters'
                    : null,
                );
              }}
              onKeyDown={onKey}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'agent-message-error' : undefined}
            />
            <Button type="submit" aria-label="Send" disabled={!canSend(text, v.state, true)}>
              <Send className="size-4" aria-hidden="true" />
            </Button>
          </div>
          {problem && (
            <p id="agent-message-error" role="alert" className="mt-1 text-sm text-destructive">
              {problem}
            </p>
          )}
        </form>
      </div>
    </div>
  );
}

/** Thumbs on one of D-ID's replies; the agent's owner sees them at D-ID. */
function Rating({ score, onRate }: { score?: 1 | -1; onRate: (score: 1 | -1) => void }) {
  return (
    <span className="mt-1 flex gap-1">
      <button
        type="button"
        aria-label="Helpful"
        aria-pressed={score === 1}
        onClick={() => onRate(1)}
        className={cn('rounded p-0.5 opacity-70 hover:opacity-100', score === 1 && 'opacity-100')}
      >
        <ThumbsUp className="size-3.5" aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label="Not helpful"
        aria-pressed={score === -1}
        onClick={() => onRate(-1)}
        className={cn('rounded p-0.5 opacity-70 hover:opacity-100', score === -1 && 'opacity-100')}
      >
        <ThumbsDown className="size-3.5" aria-hidden="true" />
      </button>
    </span>
  );
}
