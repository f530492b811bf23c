import { pickVoice, textVoice, type Voice } from './speech/voices';
import {
  AGENT_MESSAGES,
  applyChatEvent,
  applyInterrupt,
  interruptError,
  messageError,
  type AgentMessage,
  type ChatMode,
  type ConnectionState,
} from './agent-rules';

/**
 * The built-in (offline) agent: replies come from Chalkwise's own chat engine through the AI
 * Assistant's API (`POST /api/chat/{sessionId}`, so its limits and ledger apply and the
 * conversation is kept in the assistant's history), streamed as partial pieces and then the
 * answer; the face speaks each sentence as soon as it is complete.
 */
export interface AgentView {
  state: ConnectionState;
  mode: ChatMode;
  messages: AgentMessage[];
  speaking: boolean;
  caption: string;
  audible: boolean;
  voice: Voice['kind'] | null;
}

export interface AgentEvents {
  onChange(view: AgentView): void;
  onError(kind: 'agent' | 'connect' | 'send' | 'audio', error: unknown): void;
}

/** Thrown for a refused message, its text shown to the teacher as is. */
export class AgentValidationError extends Error {
  override name = 'ValidationError';
}

const newId = () => Math.random().toString(36).slice(2, 10);
const SENTENCE = /[^.!?\n]*[.!?\n]+["')\]]*\s*/g;

/** Every agent's view before it connects (and the modal's, before it knows which agent). */
export const NEW_AGENT_VIEW: AgentView = {
  state: 'new',
  mode: 'Functional',
  messages: [],
  speaking: false,
  caption: '',
  audible: false,
  voice: null,
};

export function createBuiltinAgent(events: AgentEvents) {
  let view: AgentView = NEW_AGENT_VIEW;
  let voice: Voice | undefined;
  let sessionId = '';
  let queuedInterrupt = false;
  let controller: AbortController | undefined;
  let speech: Promise<void> = Promise.resolve();
  let generation = 0;
  const set = (patch: Partial<AgentView>) => {
    view = { ...view, ...patch };
    events.onChange(view);
  };

  /** Sentences wait in line; an interrupt bumps the generation so queued ones are dropped. */
  function say(text: string) {
    const mine = generation;
    speech = speech.then(async () => {
      if (mine !== generation || !voice || view.state !== 'connected') return;
      set({ speaking: true, caption: text.trim() });
      await voice.speak(text);
      if (mine === generation) set({ speaking: false });
    });
  }

  async function reply(content: string) {
    controller = new AbortController();
    const res = await fetch(`/api/chat/${sessionId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ content }),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    if (!res.ok || !res.body) {
      throw Object.assign(new Error(`${res.status}: ${await res.text()}`), { status: res.status });
    }
    const id = newId();
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let text = '';
    let spoken = 0;
    let sequence = 0;
    // An interrupt silences the rest of this reply too, not only the sentence being spoken.
    const replyGeneration = generation;
    const speakComplete = (final: boolean) => {
      if (queuedInterrupt || generation !== replyGeneration) return;
      const rest = text.slice(spoken);
      const sentences = rest.match(SENTENCE)?.join('') ?? '';
      const chunk = final ? rest : sentences;
      if (chunk.trim()) say(chunk);
      spoken += chunk.length;
    };
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const line = buffer.slice(0, cut).replace(/^data: /, '');
        buffer = buffer.slice(cut + 2);
        if (line === '[DONE]') continue;
        const chunk = JSON.parse(line) as { type: string; delta?: string; errorText?: string };
        if (chunk.type === 'text-delta' && chunk.delta) {
          text += chunk.delta;
          set({
            messages: applyChatEvent(view.messages, {
              kind: 'partial',
              id,
              sequence: sequence++,
              content: chunk.delta,
            }),
          });
          speakComplete(false);
        } else if (chunk.type === 'error') {
          throw new Error(chunk.errorText ?? 'reply failed');
        }
      }
    }
    let messages = applyChatEvent(view.messages, { kind: 'answer', id, content: text });
    if (queuedInterrupt) {
      queuedInterrupt = false;
      messages = applyInterrupt(messages).messages;
    } else speakComplete(true);
    set({ messages });
  }

  return {
    view: () => view,
    /** The mouth's openness now (0..1), read by the face on every animation frame. */
    level: () => (voice && view.speaking ? voice.level() : 0),

    /** New, then connecting (loading the voice), then connected; failed on error. */
    async connect() {
      if (view.state === 'connecting' || view.state === 'connected') return;
      set({ state: 'connecting' });
      try {
        const [picked, check] = await Promise.all([
          pickVoice().catch(() => textVoice()),
          fetch('/api/chat', { credentials: 'same-origin' }),
        ]);
        if (!check.ok) {
          throw Object.assign(new Error(`${check.status}: ${await check.text()}`), {
            status: check.status,
          });
        }
        voice = picked;
        sessionId = `avatar-${Date.now().toString(36)}-${newId()}`;
        set({ state: 'connected', voice: picked.kind, audible: false });
      } catch (error) {
        set({ state: 'failed' });
        events.onError('connect', error);
      }
    },

    disconnect() {
      generation += 1;
      controller?.abort();
      voice?.stop();
      set({ state: 'disconnected', speaking: false, caption: '' });
    },

    async enableAudio() {
      try {
        if (!voice) throw new Error(AGENT_MESSAGES.connectFirst);
        await voice.setAudible(true);
        set({ audible: true });
      } catch (error) {
        events.onError('audio', error);
        throw error;
      }
    },

    /** Refused messages throw their rule's text; otherwise the reply streams in. */
    async send(text: string) {
      const refused = messageError(text, {
        mode: view.mode,
        streamReady: view.state === 'connected',
        chatReady: sessionId !== '',
      });
      if (refused) throw new AgentValidationError(refused);
      set({ messages: [...view.messages, { id: newId(), role: 'user', content: text.trim() }] });
      void reply(text.trim()).catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') events.onError('agent', error);
      });
    },

    /** Stops the voice at once; before the reply arrives it is queued, as the spec says. */
    interrupt() {
      const refused = interruptError({
        state: view.state,
        interruptEnabled: true,
        flavour: 'Fluent',
        videoActive: view.speaking || view.messages.at(-1)?.role === 'user',
      });
      if (refused) throw new AgentValidationError(refused);
      generation += 1;
      voice?.stop();
      speech = Promise.resolve();
      const { messages, queued } = applyInterrupt(view.messages);
      queuedInterrupt = queued;
      set({ messages, speaking: false });
    },
  };
}

export type BuiltinAgent = ReturnType<typeof createBuiltinAgent>;
