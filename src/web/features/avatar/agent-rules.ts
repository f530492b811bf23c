/**
 * The live agent's rules (spec sections 4, 5, 8 and 9), pure so they are tested without a
 * browser: connection states, chat modes, message assembly, stream flavours, interrupts,
 * connection quality and the stats sampler. The built-in provider and (later) the D-ID provider
 * both drive the modal through these.
 */

export const CONNECTION_STATES = [
  'new',
  'connecting',
  'connected',
  'disconnected',
  'failed',
  'closed',
  'completed',
] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** The status badge: 'Connected' when live, otherwise the state's own text. */
export function stateLabel(state: ConnectionState): string {
  return state.charAt(0).toUpperCase() + state.slice(1);
}

export const AGENT_MESSAGES = {
  empty: 'Message cannot be empty',
  tooLong: 'Message cannot be more than 800 characters',
  directPlayback: 'Direct playback is enabled, chat is disabled',
  maintenance: 'Chat is in maintenance mode',
  streamNotReady: 'Streaming manager is not initialized',
  chatNotReady: 'Chat is not initialized',
  connectFirst: 'Please connect to the agent first',
  interruptDisabled: 'Interrupt is not enabled for this stream',
  interruptFluentOnly: 'Interrupt only available for Fluent streams',
  noVideo: 'No active video to interrupt',
  textOnlyOnConnect: 'Chat mode downgraded to TextOnly',
  messageNotFound: 'Message not found',
} as const;

/** Spec section 8's toasts, word for word. */
export const AGENT_TOASTS = {
  connected: { title: 'Connected', description: 'Successfully connected to your custom AI agent' },
  disconnected: { title: 'Disconnected', description: 'Connection to AI agent lost' },
  audioEnabled: { title: 'Audio Enabled', description: 'The agent will now speak with audio' },
  messageSent: { title: 'Message Sent', description: 'Agent is processing your message' },
  agentError: { title: 'Agent Error', description: 'An error occurred with the AI agent' },
  initError: { title: 'Initialization Error', description: 'Failed to initialize AI agent.' },
  connectionError: { title: 'Connection Error', description: 'Failed to connect to AI agent.' },
  audioError: { title: 'Audio Error', description: 'Could not enable audio. Please try again.' },
  sendError: { title: 'Send Error', description: 'Failed to send message to agent' },
} as const;

/** Our words: the spec names a domain-not-authorized text without quoting it. */
export const DOMAIN_NOT_AUTHORIZED =
  'This site is not authorized to reach the AI agent. Add its domain to the agent’s allowed domains.';
export const BAD_CREDENTIALS =
  'Invalid agent credentials. Please check your agent ID and client key.';
export const AGENT_NOT_FOUND = 'Agent not found. Please check your agent ID.';

/**
 * Everything an error says: its message, and what it wraps. The D-ID SDK wraps a refused fetch
 * ("Failed to fetch") in its own "Network request failed" error, so the cause must be read too.
 */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current != null && depth < 3; depth++) {
    const e = current as {
      message?: unknown;
      kind?: unknown;
      originalError?: unknown;
      cause?: unknown;
    };
    parts.push(
      current instanceof Error || typeof e.message === 'string'
        ? String(e.message)
        : String(current),
    );
    if (typeof e.kind === 'string') parts.push(e.kind);
    current = e.originalError ?? e.cause;
  }
  return parts.join(' ');
}

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/** The Initialization Error toast's text for an error raised while setting the agent up. */
export function initErrorText(error: unknown): string {
  const text = errorText(error);
  const status = statusOf(error);
  if (text.includes('Failed to fetch')) return DOMAIN_NOT_AUTHORIZED;
  if (status === 401 || /\b401\b|Unauthorized/.test(text)) return BAD_CREDENTIALS;
  if (status === 404 || /\b404\b/.test(text)) return AGENT_NOT_FOUND;
  return AGENT_TOASTS.initError.description;
}

/** The Connection Error toast's text. */
export function connectErrorText(error: unknown): string {
  return errorText(error).includes('Failed to fetch')
    ? DOMAIN_NOT_AUTHORIZED
    : AGENT_TOASTS.connectionError.description;
}

/** What went wrong, from the provider's point of view; each has its toast in spec section 8. */
export type AgentErrorKind = 'init' | 'connect' | 'agent' | 'send' | 'audio';

/**
 * The destructive toast for an error. A connect that the agent's address refuses with 401 or 404
 * is an initialization problem (wrong key or agent), so it gets that toast's wording.
 */
export function errorToast(
  kind: AgentErrorKind,
  error: unknown,
): { title: string; description: string } {
  const status = statusOf(error);
  if (kind === 'init' || (kind === 'connect' && (status === 401 || status === 404))) {
    return { title: AGENT_TOASTS.initError.title, description: initErrorText(error) };
  }
  if (kind === 'connect') {
    return { title: AGENT_TOASTS.connectionError.title, description: connectErrorText(error) };
  }
  if (kind === 'audio') return { ...AGENT_TOASTS.audioError };
  if (kind === 'send') return { ...AGENT_TOASTS.sendError };
  const message = error instanceof Error && error.message ? error.message : undefined;
  return {
    title: AGENT_TOASTS.agentError.title,
    description: message ?? AGENT_TOASTS.agentError.description,
  };
}

// ---- Chat modes -------------------------------------------------------------------------

export const CHAT_MODES = [
  'Functional',
  'TextOnly',
  'Playground',
  'Maintenance',
  'DirectPlayback',
] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

/** Text-only, playground and maintenance have no video. */
export const isVideoMode = (mode: ChatMode) => mode === 'Functional' || mode === 'DirectPlayback';

/** Any mode but Functional disconnects the stream. */
export function changeMode(next: ChatMode): { mode: ChatMode; disconnect: boolean } {
  return { mode: next, disconnect: next !== 'Functional' };
}

/**
 * The outcome of connecting: a server that answers TextOnly raises an error and starts no
 * stream; a video mode whose stream fails to start leaves the agent in Maintenance and the state
 * failed. The other non-video modes (Playground, Maintenance) need no stream.
 */
export function connectOutcome(
  serverMode: ChatMode,
  streamStarted: boolean,
): { mode: ChatMode; state: ConnectionState; error?: string } {
  if (serverMode === 'TextOnly') {
    return { mode: 'TextOnly', state: 'failed', error: AGENT_MESSAGES.textOnlyOnConnect };
  }
  if (!streamStarted && isVideoMode(serverMode)) return { mode: 'Maintenance', state: 'failed' };
  return { mode: serverMode, state: 'connected' };
}

export const MESSAGE_LIMIT = 800;

/** Why a message may not be sent, or null. Under 800 characters, not blank, per the mode. */
export function messageError(
  text: string,
  ctx: { mode: ChatMode; streamReady: boolean; chatReady: boolean },
): string | null {
  if (text.length >= MESSAGE_LIMIT) return AGENT_MESSAGES.tooLong;
  if (text.trim().length === 0) return AGENT_MESSAGES.empty;
  if (ctx.mode === 'DirectPlayback') return AGENT_MESSAGES.directPlayback;
  if (ctx.mode === 'Maintenance') return AGENT_MESSAGES.maintenance;
  if (ctx.mode === 'TextOnly' || ctx.mode === 'Playground') return null;
  if (!ctx.streamReady) return AGENT_MESSAGES.streamNotReady;
  if (!ctx.chatReady) return AGENT_MESSAGES.chatNotReady;
  return null;
}

/**
 * The UI's send button: non-blank text under the limit, connected and an initialized agent.
 * At the limit the button is disabled too, so it never offers a send the rules refuse.
 */
export const canSend = (text: string, state: ConnectionState, agentReady: boolean) =>
  text.trim().length > 0 && text.length < MESSAGE_LIMIT && state === 'connected' && agentReady;

// ---- Messages ---------------------------------------------------------------------------

export interface AgentMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  interrupted?: boolean;
  /** Partial pieces received so far, by sequence, until the answer replaces them. */
  pieces?: Record<number, string>;
  done?: boolean;
}

export type ChatEvent =
  | { kind: 'partial'; id: string; sequence: number; content: string }
  | { kind: 'answer'; id: string; content: string }
  | { kind: 'done'; id: string };

/** Partial pieces are assembled by sequence (arrival order does not matter); an answer replaces. */
export function applyChatEvent(messages: AgentMessage[], event: ChatEvent): AgentMessage[] {
  const index = messages.findIndex((m) => m.id === event.id);
  const current: AgentMessage =
    index >= 0 ? messages[index]! : { id: event.id, role: 'assistant', content: '' };
  let next: AgentMessage;
  if (event.kind === 'partial') {
    const pieces = { ...current.pieces, [event.sequence]: event.content };
    const content = Object.keys(pieces)
      .map(Number)
      .sort((a, b) => a - b)
      .map((k) => pieces[k])
      .join('');
    next = { ...current, pieces, content };
  } else if (event.kind === 'answer') {
    next = { ...current, content: event.content, pieces: undefined, done: true };
  } else {
    next = { ...current, done: true };
  }
  return index >= 0 ? messages.map((m, i) => (i === index ? next : m)) : [...messages, next];
}

// ---- Stream flavour and interrupt ------------------------------------------------------

export type StreamFlavour = 'Legacy' | 'Fluent';
export const flavourOf = (fluent: boolean | undefined): StreamFlavour =>
  fluent ? 'Fluent' : 'Legacy';

export type VideoState = 'start' | 'stop';
export type AgentActivity = 'IDLE' | 'TALKING';

/**
 * The video state to announce, or null for no change. Fluent: the video statistics decide.
 * Legacy: start and stop fire only when the statistics and the data channel agree.
 */
export function videoStateOf(
  flavour: StreamFlavour,
  stats: VideoState,
  channel: AgentActivity,
  previous: VideoState,
): VideoState | null {
  let next: VideoState | null;
  if (flavour === 'Fluent') next = stats;
  else if (stats === 'start' && channel === 'TALKING') next = 'start';
  else if (stats === 'stop' && channel === 'IDLE') next = 'stop';
  else next = null;
  return next === previous ? null : next;
}

export interface InterruptContext {
  state: ConnectionState;
  interruptEnabled: boolean;
  flavour: StreamFlavour;
  videoActive: boolean;
}

/** Why an interrupt is refused, in the spec's order, or null. */
export function interruptError(ctx: InterruptContext): string | null {
  if (ctx.state !== 'connected') return AGENT_MESSAGES.connectFirst;
  if (!ctx.interruptEnabled) return AGENT_MESSAGES.interruptDisabled;
  if (ctx.flavour !== 'Fluent') return AGENT_MESSAGES.interruptFluentOnly;
  if (!ctx.videoActive) return AGENT_MESSAGES.noVideo;
  return null;
}

/**
 * Interrupting while the last message is the teacher's queues it until the reply arrives;
 * otherwise the last reply is marked interrupted now.
 */
export function applyInterrupt(messages: AgentMessage[]): {
  messages: AgentMessage[];
  queued: boolean;
} {
  const last = messages[messages.length - 1];
  if (!last || last.role === 'user') return { messages, queued: true };
  return {
    messages: messages.map((m, i) => (i === messages.length - 1 ? { ...m, interrupted: true } : m)),
    queued: false,
  };
}

// ---- Connection quality and stats ------------------------------------------------------

export type ConnectionQuality = 'STRONG' | 'WEAK' | 'UNKNOWN';

export const STATS_POLL_MS = 100;
export const STOPPED_AFTER_POLLS = 4;

/** STRONG below 0.25 average jitter delay; WEAK above 0.28 with more than one new freeze. */
export function connectionQuality(avgJitterDelay: number, newFreezes: number): ConnectionQuality {
  if (avgJitterDelay < 0.25) return 'STRONG';
  if (avgJitterDelay > 0.28 && newFreezes > 1) return 'WEAK';
  return 'UNKNOWN';
}

export interface StatsSample {
  framesDecoded: number;
  freezeCount: number;
  fps: number;
  framesDropped: number;
  packetsLost: number;
}

/** A sample is bad on any freeze, under 21 fps, or any dropped frame or lost packet. */
export const isBadSample = (s: StatsSample) =>
  s.freezeCount > 0 || s.fps < 21 || s.framesDropped > 0 || s.packetsLost > 0;

export interface StatsMonitor {
  lastFrames: number;
  idlePolls: number;
  playing: boolean;
}

export const newStatsMonitor = (): StatsMonitor => ({
  lastFrames: 0,
  idlePolls: 0,
  playing: false,
});

/**
 * One poll (every 100 ms): new frames mean the video plays ('start' the first time); four
 * polls in a row without new frames mean it stopped ('stop', once).
 */
export function samplePoll(
  monitor: StatsMonitor,
  framesDecoded: number,
): { monitor: StatsMonitor; event: VideoState | null } {
  if (framesDecoded > monitor.lastFrames) {
    const event = monitor.playing ? null : 'start';
    return { monitor: { lastFrames: framesDecoded, idlePolls: 0, playing: true }, event };
  }
  const idlePolls = monitor.idlePolls + 1;
  if (monitor.playing && idlePolls >= STOPPED_AFTER_POLLS) {
    return { monitor: { lastFrames: framesDecoded, idlePolls, playing: false }, event: 'stop' };
  }
  return { monitor: { ...monitor, idlePolls }, event: null };
}

// ---- The D-ID SDK's words for these ----------------------------------------------------

/**
 * The SDK's connection state as the spec's: 'fail' is failed; 'disconnecting' is no news (the
 * disconnected that follows is); anything unknown is ignored.
 */
export function fromSdkState(state: string): ConnectionState | null {
  if (state === 'fail') return 'failed';
  return (CONNECTION_STATES as readonly string[]).includes(state)
    ? (state as ConnectionState)
    : null;
}

/** The SDK's chat mode as the spec's; its 'Off' (the agent switched off) refuses chat too. */
export const fromSdkMode = (mode: string): ChatMode =>
  (CHAT_MODES as readonly string[]).includes(mode) ? (mode as ChatMode) : 'Maintenance';

interface SdkMessage {
  id: string;
  role?: string;
  content: string;
  interrupted?: boolean;
}

/**
 * The SDK's transcript (it assembles partial pieces by sequence itself) as the modal's: the
 * teacher's and the agent's messages only. A 'partial' delivery means the last reply is still
 * arriving; every other reply is done.
 */
export function fromSdkMessages(
  messages: readonly SdkMessage[],
  type: 'answer' | 'partial' | 'user',
): AgentMessage[] {
  const shown = messages.filter((m) => m.role === 'user' || m.role === 'assistant');
  return shown.map((m, i) => ({
    id: m.id,
    role: m.role as AgentMessage['role'],
    content: m.content,
    ...(m.interrupted ? { interrupted: true } : {}),
    ...(m.role === 'assistant' ? { done: !(type === 'partial' && i === shown.length - 1) } : {}),
  }));
}

/**
 * Whether the agent is talking. Fluent streams say so on the data channel (TALKING); Legacy ones
 * through the video state, which the SDK reports only when statistics and channel agree.
 */
export function isSpeaking(
  flavour: StreamFlavour,
  video: VideoState,
  activity: AgentActivity,
): boolean {
  return flavour === 'Fluent' ? activity === 'TALKING' : video === 'start';
}
