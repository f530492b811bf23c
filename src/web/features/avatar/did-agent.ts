import {
  ChatMode as SdkChatMode,
  createAgentManager,
  type AgentManager,
  type ConnectionState as SdkConnectionState,
  type Message,
} from '@d-id/client-sdk';
import type { DidAgentSettings } from '../../../contracts/avatar.contract';
import { AgentValidationError, NEW_AGENT_VIEW, type AgentView } from './builtin-agent';
import {
  applyInterrupt,
  connectOutcome,
  errorText,
  flavourOf,
  fromSdkMessages,
  fromSdkMode,
  fromSdkState,
  interruptError,
  isSpeaking,
  messageError,
  type AgentActivity,
  type AgentErrorKind,
  type VideoState,
} from './agent-rules';

/**
 * The D-ID provider: the same face to the modal as the built-in agent (view, connect,
 * disconnect, send, interrupt, enable audio), driven by D-ID's own agents SDK against the
 * configured addresses. Loaded only when the server names D-ID (`GET /api/avatar/agent`), so the
 * built-in path never downloads the SDK. Analytics are off: the SDK would otherwise send every
 * answer's text to Mixpanel.
 */
export interface DidAgentView extends AgentView {
  /** D-ID's live video, for the modal's video element. */
  stream: MediaStream | null;
  /** The teacher's thumbs on the agent's replies, by message id. */
  ratings: Record<string, 1 | -1>;
}

interface DidAgentEvents {
  onChange(view: DidAgentView): void;
  onError(kind: AgentErrorKind, error: unknown): void;
}

/**
 * The SDK's stream options, as spec section 9 has them (compatibility auto, warm-up on); Fluent
 * is asked for because only Fluent streams can be interrupted.
 */
const STREAM_OPTIONS = { compatibilityMode: 'auto', streamWarmup: true, fluent: true } as const;

/** How long Enable Audio waits for the browser to refuse playing sound. */
const AUDIO_REFUSAL_MS = 300;

export function createDidAgent(settings: DidAgentSettings, events: DidAgentEvents) {
  let view: DidAgentView = {
    ...NEW_AGENT_VIEW,
    stream: null,
    ratings: {},
  };
  let manager: AgentManager | undefined;
  let element: HTMLVideoElement | null = null;
  /** The SDK's states count only once a connect has succeeded (and until we disconnect). */
  let live = false;
  let video: VideoState = 'stop';
  let activity: AgentActivity = 'IDLE';
  let queuedInterrupt = false;
  /**
   * Set by an interrupt until the next message is sent: the SDK's own video and activity
   * events for the interrupted answer can still arrive after it (a CI journey saw
   * "Speaking..." come back), and must not say it speaks again.
   */
  let interrupted = false;
  /** While a call runs, the SDK's error callback is held: the call's own failure says it once. */
  let running = 0;
  let held: unknown[] = [];
  /** The texts of the errors last reported that way, so a rule does not say them twice. */
  let flushed = new Set<string>();

  const set = (patch: Partial<DidAgentView>) => {
    view = { ...view, ...patch };
    events.onChange(view);
  };
  const flavour = () => flavourOf(manager?.getStreamType() === 'fluent');
  const speakingNow = () => live && !interrupted && isSpeaking(flavour(), video, activity);

  /** Runs an SDK call; a failure is reported once as `kind`, other errors seen meanwhile after. */
  async function run<T>(kind: AgentErrorKind, call: () => Promise<T>): Promise<T | undefined> {
    running += 1;
    let failure: unknown;
    try {
      return await call();
    } catch (error) {
      failure = error;
      events.onError(kind, error);
      return undefined;
    } finally {
      running -= 1;
      if (running === 0) {
        const others = held.filter((e) => e !== failure);
        held = [];
        flushed = new Set(others.map(errorText));
        for (const e of others) events.onError('agent', e);
      }
    }
  }

  const callbacks = {
    onConnectionStateChange(state: SdkConnectionState) {
      const next = fromSdkState(state);
      if (!live || !next || next === view.state) return;
      if (next !== 'connected') live = false;
      set({ state: next, speaking: live && view.speaking });
    },
    onVideoStateChange(state: string) {
      video = state === 'START' ? 'start' : 'stop';
      set({ speaking: speakingNow() });
    },
    onAgentActivityStateChange(state: string) {
      activity = state === 'TALKING' ? 'TALKING' : 'IDLE';
      set({ speaking: speakingNow() });
    },
    onSrcObjectReady(stream: MediaStream) {
      if (element) element.srcObject = stream;
      set({ stream });
    },
    onNewMessage(messages: Message[], type: 'answer' | 'partial' | 'user') {
      let next = fromSdkMessages(messages, type);
      // An interrupt asked for before the reply came is applied as it arrives.
      if (queuedInterrupt && next.at(-1)?.role === 'assistant') {
        queuedInterrupt = false;
        interrupted = true;
        next = applyInterrupt(next).messages;
        try {
          manager?.interrupt({ type: 'click' });
        } catch {
          // The video may not have started yet; the reply is marked interrupted either way.
        }
      }
      const last = next.at(-1);
      set({ messages: next, caption: last?.role === 'assistant' ? last.content : view.caption });
    },
    onModeChange(mode: string) {
      set({ mode: fromSdkMode(mode) });
    },
    onError(error: Error) {
      if (running > 0) held.push(error);
      else events.onError('agent', error);
    },
  };

  async function initialize() {
    manager ??= await createAgentManager(settings.agentId, {
      auth: { type: 'key', clientKey: settings.clientKey },
      baseURL: settings.baseURL,
      wsURL: settings.wsURL,
      mode: SdkChatMode.Functional,
      enableAnalytics: false,
      streamOptions: STREAM_OPTIONS,
      callbacks,
    });
    return manager;
  }

  return {
    view: () => view,
    /** D-ID's face is a real video; there is no mouth to open. */
    level: () => 0,

    /** The modal's video element: D-ID's stream plays in it, muted until Enable Audio. */
    attach(next: HTMLVideoElement | null) {
      element = next;
      if (element && view.stream) element.srcObject = view.stream;
    },

    /** Sets the agent up (once), then connects: new, connecting, then connected or failed. */
    async connect() {
      if (view.state === 'connecting' || view.state === 'connected') return;
      set({ state: 'connecting' });
      const ready = await run('init', initialize);
      if (!ready) return set({ state: 'failed' });
      const connected = await run('connect', async () => {
        await ready.connect();
        return true;
      });
      if (!connected) return set({ state: 'failed' });
      // The SDK has told us the chat's mode (onModeChange) by now.
      const outcome = connectOutcome(view.mode, ready.getStreamType() !== undefined);
      live = outcome.state === 'connected';
      video = 'stop';
      activity = 'IDLE';
      set({ state: outcome.state, mode: outcome.mode, speaking: false });
      if (!live) void ready.disconnect().catch(() => {});
      // The SDK usually said it already (ChatModeDowngraded); then once is enough.
      if (outcome.error && ![...flushed].some((text) => text.includes(outcome.error!))) {
        events.onError('agent', new AgentValidationError(outcome.error));
      }
    },

    disconnect() {
      live = false;
      queuedInterrupt = false;
      const current = manager;
      set({ state: 'disconnected', speaking: false, caption: '', stream: null, audible: false });
      if (element) element.srcObject = null;
      void current?.disconnect().catch(() => {});
    },

    /** Unmutes D-ID's video; the browser needs this click before it plays sound. */
    async enableAudio() {
      const refused = (error: unknown) => {
        if (element) element.muted = true;
        set({ audible: false });
        events.onError('audio', error);
      };
      try {
        if (!element || !live) throw new Error('Please connect to the agent first');
        element.muted = false;
        // play() stays pending until the stream's first frame (none while the agent is idle),
        // so a refusal is waited for briefly and a later one still reported.
        const playing = element.play();
        playing.catch(() => {});
        await Promise.race([playing, new Promise((r) => setTimeout(r, AUDIO_REFUSAL_MS))]);
        set({ audible: true });
        // Disconnecting aborts a pending play(); that is no refusal.
        playing.catch(
          (error: unknown) => live && (error as Error).name !== 'AbortError' && refused(error),
        );
      } catch (error) {
        refused(error);
        throw error;
      }
    },

    /** Refused messages throw their rule's text; otherwise D-ID answers in the transcript. */
    async send(text: string) {
      const refused = messageError(text, {
        mode: view.mode,
        streamReady: manager?.getStreamType() !== undefined,
        chatReady: live,
      });
      if (refused || !manager) throw new AgentValidationError(refused ?? 'Chat is not initialized');
      const current = manager;
      interrupted = false;
      void run('send', () => current.chat(text.trim()));
    },

    /** Stops the agent mid-sentence (Fluent streams only); before its reply, it waits for it. */
    interrupt() {
      const refused = interruptError({
        state: view.state,
        interruptEnabled: manager?.getIsInterruptAvailable() ?? false,
        flavour: flavour(),
        videoActive: view.speaking || view.messages.at(-1)?.role === 'user',
      });
      if (refused) throw new AgentValidationError(refused);
      const { messages, queued } = applyInterrupt(view.messages);
      queuedInterrupt = queued;
      if (queued) return;
      try {
        manager?.interrupt({ type: 'click' });
      } catch (error) {
        throw new AgentValidationError(errorText(error));
      }
      interrupted = true;
      set({ messages, speaking: false });
    },

    /** Thumbs up (1) or down (-1) on one of the agent's replies, kept at D-ID. */
    async rate(messageId: string, score: 1 | -1) {
      if (!manager) throw new AgentValidationError('Chat is not initialized');
      const current = manager;
      const done = await run('agent', () => current.rate(messageId, score));
      if (done) set({ ratings: { ...view.ratings, [messageId]: score } });
    },
  };
}

export type DidAgent = ReturnType<typeof createDidAgent>;
