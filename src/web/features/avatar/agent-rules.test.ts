import { describe, expect, it } from 'vitest';
import {
  AGENT_MESSAGES as M,
  AGENT_NOT_FOUND,
  BAD_CREDENTIALS,
  DOMAIN_NOT_AUTHORIZED,
  applyChatEvent,
  applyInterrupt,
  canSend,
  changeMode,
  connectErrorText,
  connectOutcome,
  connectionQuality,
  errorToast,
  fromSdkMessages,
  fromSdkMode,
  fromSdkState,
  initErrorText,
  isSpeaking,
  isBadSample,
  isVideoMode,
  messageError,
  newStatsMonitor,
  samplePoll,
  stateLabel,
  videoStateOf,
  interruptError,
  type AgentMessage,
} from './agent-rules';

const live = { mode: 'Functional' as const, streamReady: true, chatReady: true };

describe('live agent rules', () => {
  it('labels the badge Connected or the state', () => {
    expect(stateLabel('connected')).toBe('Connected');
    expect(stateLabel('connecting')).toBe('Connecting');
    expect(stateLabel('failed')).toBe('Failed');
  });

  it('accepts messages under 800 characters, not blank', () => {
    expect(messageError('a'.repeat(799), live)).toBeNull();
    expect(messageError('a'.repeat(800), live)).toBe(M.tooLong);
    expect(messageError('   ', live)).toBe(M.empty);
    expect(messageError('', live)).toBe(M.empty);
  });

  it('refuses per mode and needs a stream and chat unless text-only or playground', () => {
    expect(messageError('hi', { ...live, mode: 'DirectPlayback' })).toBe(M.directPlayback);
    expect(messageError('hi', { ...live, mode: 'Maintenance' })).toBe(M.maintenance);
    expect(messageError('hi', { ...live, streamReady: false })).toBe(M.streamNotReady);
    expect(messageError('hi', { ...live, chatReady: false })).toBe(M.chatNotReady);
    const bare = { streamReady: false, chatReady: false };
    expect(messageError('hi', { ...bare, mode: 'TextOnly' })).toBeNull();
    expect(messageError('hi', { ...bare, mode: 'Playground' })).toBeNull();
  });

  it('sends from the UI only with text, connected and an agent', () => {
    expect(canSend('hi', 'connected', true)).toBe(true);
    expect(canSend(' ', 'connected', true)).toBe(false);
    expect(canSend('hi', 'connecting', true)).toBe(false);
    expect(canSend('hi', 'connected', false)).toBe(false);
  });

  it('disables Send at exactly 800 characters, as the message rule refuses it', () => {
    expect(canSend('a'.repeat(799), 'connected', true)).toBe(true);
    expect(canSend('a'.repeat(800), 'connected', true)).toBe(false);
    expect(canSend('a'.repeat(801), 'connected', true)).toBe(false);
  });

  it('knows the video modes; leaving Functional disconnects', () => {
    expect(['Functional', 'DirectPlayback'].every((m) => isVideoMode(m as never))).toBe(true);
    expect(['TextOnly', 'Playground', 'Maintenance'].some((m) => isVideoMode(m as never))).toBe(
      false,
    );
    expect(changeMode('Playground')).toEqual({ mode: 'Playground', disconnect: true });
    expect(changeMode('Functional')).toEqual({ mode: 'Functional', disconnect: false });
  });

  it('connect: TextOnly from the server is an error; a failed stream means Maintenance', () => {
    expect(connectOutcome('TextOnly', true)).toMatchObject({
      state: 'failed',
      error: M.textOnlyOnConnect,
    });
    expect(connectOutcome('Functional', false)).toEqual({ mode: 'Maintenance', state: 'failed' });
    expect(connectOutcome('Functional', true)).toEqual({ mode: 'Functional', state: 'connected' });
    // Playground chats over HTTP: no stream needed.
    expect(connectOutcome('Playground', false)).toEqual({ mode: 'Playground', state: 'connected' });
  });

  it('assembles partial pieces by sequence; an answer replaces the content', () => {
    let msgs: AgentMessage[] = [{ id: 'u', role: 'user', content: 'Hi' }];
    msgs = applyChatEvent(msgs, { kind: 'partial', id: 'a', sequence: 2, content: 'world' });
    msgs = applyChatEvent(msgs, { kind: 'partial', id: 'a', sequence: 0, content: 'Hello' });
    msgs = applyChatEvent(msgs, { kind: 'partial', id: 'a', sequence: 1, content: ', ' });
    expect(msgs[1]!.content).toBe('Hello, world');
    msgs = applyChatEvent(msgs, { kind: 'answer', id: 'a', content: 'Hello, class.' });
    expect(msgs[1]).toMatchObject({ role: 'assistant', content: 'Hello, class.', done: true });
    expect(msgs).toHaveLength(2);
  });

  it('Fluent follows the statistics; Legacy fires only when both signals agree', () => {
    expect(videoStateOf('Fluent', 'start', 'IDLE', 'stop')).toBe('start');
    expect(videoStateOf('Legacy', 'start', 'IDLE', 'stop')).toBeNull();
    expect(videoStateOf('Legacy', 'start', 'TALKING', 'stop')).toBe('start');
    expect(videoStateOf('Legacy', 'stop', 'TALKING', 'start')).toBeNull();
    expect(videoStateOf('Legacy', 'stop', 'IDLE', 'start')).toBe('stop');
    expect(videoStateOf('Fluent', 'start', 'TALKING', 'start')).toBeNull();
  });

  it('checks interrupt preconditions in order with the spec messages', () => {
    const ok = {
      state: 'connected',
      interruptEnabled: true,
      flavour: 'Fluent',
      videoActive: true,
    } as const;
    expect(interruptError({ ...ok, state: 'connecting' })).toBe(M.connectFirst);
    expect(interruptError({ ...ok, interruptEnabled: false })).toBe(M.interruptDisabled);
    expect(interruptError({ ...ok, flavour: 'Legacy' })).toBe(M.interruptFluentOnly);
    expect(interruptError({ ...ok, videoActive: false })).toBe(M.noVideo);
    expect(interruptError(ok)).toBeNull();
  });

  it('queues an interrupt after the teacher’s message; otherwise marks the reply', () => {
    const asked: AgentMessage[] = [{ id: 'u', role: 'user', content: 'Hi' }];
    expect(applyInterrupt(asked)).toEqual({ messages: asked, queued: true });
    const answered = [...asked, { id: 'a', role: 'assistant' as const, content: 'Hello' }];
    const { messages, queued } = applyInterrupt(answered);
    expect(queued).toBe(false);
    expect(messages[1]!.interrupted).toBe(true);
  });

  it('rates the connection from jitter and freezes', () => {
    expect(connectionQuality(0.2, 5)).toBe('STRONG');
    expect(connectionQuality(0.3, 2)).toBe('WEAK');
    expect(connectionQuality(0.3, 1)).toBe('UNKNOWN');
    expect(connectionQuality(0.26, 3)).toBe('UNKNOWN');
    const good = { framesDecoded: 1, freezeCount: 0, fps: 25, framesDropped: 0, packetsLost: 0 };
    expect(isBadSample(good)).toBe(false);
    expect(isBadSample({ ...good, fps: 20 })).toBe(true);
    expect(isBadSample({ ...good, packetsLost: 1 })).toBe(true);
  });

  it('counts the stream stopped after 4 polls without new frames', () => {
    let m = newStatsMonitor();
    const events: (string | null)[] = [];
    for (const frames of [10, 20, 20, 20, 20, 20, 20, 30]) {
      const r = samplePoll(m, frames);
      m = r.monitor;
      events.push(r.event);
    }
    expect(events).toEqual(['start', null, null, null, null, 'stop', null, 'start']);
  });

  it('words initialization and connection errors', () => {
    expect(initErrorText(new TypeError('Failed to fetch'))).toBe(DOMAIN_NOT_AUTHORIZED);
    expect(initErrorText(new Error('401: Unauthorized'))).toBe(BAD_CREDENTIALS);
    expect(initErrorText(Object.assign(new Error('x'), { status: 404 }))).toBe(AGENT_NOT_FOUND);
    expect(initErrorText(new Error('boom'))).toBe('Failed to initialize AI agent.');
    expect(connectErrorText(new Error('Failed to fetch'))).toBe(DOMAIN_NOT_AUTHORIZED);
    expect(connectErrorText(new Error('boom'))).toBe('Failed to connect to AI agent.');
  });

  it('reads the D-ID SDK’s wrapped network error as a refused domain', () => {
    // The SDK's NetworkError: "Network request failed" around the browser's TypeError.
    const wrapped = Object.assign(new Error('Network request failed'), {
      kind: 'NetworkError',
      originalError: new TypeError('Failed to fetch'),
    });
    expect(initErrorText(wrapped)).toBe(DOMAIN_NOT_AUTHORIZED);
    expect(connectErrorText(wrapped)).toBe(DOMAIN_NOT_AUTHORIZED);
    // Its HttpError carries the status, the message is the body's description.
    const http = (status: number) =>
      Object.assign(new Error('Invalid key'), { kind: 'HttpError', status });
    expect(initErrorText(http(401))).toBe(BAD_CREDENTIALS);
    expect(initErrorText(http(404))).toBe(AGENT_NOT_FOUND);
  });

  it('picks each toast of spec section 8 by what failed', () => {
    const boom = new Error('boom');
    expect(errorToast('init', boom)).toEqual({
      title: 'Initialization Error',
      description: 'Failed to initialize AI agent.',
    });
    expect(errorToast('connect', boom)).toEqual({
      title: 'Connection Error',
      description: 'Failed to connect to AI agent.',
    });
    expect(errorToast('connect', Object.assign(new Error('x'), { status: 404 }))).toEqual({
      title: 'Initialization Error',
      description: AGENT_NOT_FOUND,
    });
    expect(errorToast('audio', boom).description).toBe('Could not enable audio. Please try again.');
    expect(errorToast('send', boom).description).toBe('Failed to send message to agent');
    expect(errorToast('agent', new Error('Chat mode downgraded to TextOnly'))).toEqual({
      title: 'Agent Error',
      description: 'Chat mode downgraded to TextOnly',
    });
    expect(errorToast('agent', {}).description).toBe('An error occurred with the AI agent');
  });

  it('maps the SDK’s connection states and modes to the spec’s', () => {
    expect(fromSdkState('fail')).toBe('failed');
    expect(fromSdkState('connected')).toBe('connected');
    expect(fromSdkState('disconnected')).toBe('disconnected');
    expect(fromSdkState('disconnecting')).toBeNull();
    expect(fromSdkMode('Playground')).toBe('Playground');
    expect(fromSdkMode('Off')).toBe('Maintenance');
  });

  it('shows the SDK’s transcript: teacher and agent only, the last partial reply not done', () => {
    const sdk = [
      { id: 's', role: 'system', content: 'You are helpful' },
      { id: 'u', role: 'user', content: 'Hi' },
      { id: 'a', role: 'assistant', content: 'Hel' },
    ];
    expect(fromSdkMessages(sdk, 'partial')).toEqual([
      { id: 'u', role: 'user', content: 'Hi' },
      { id: 'a', role: 'assistant', content: 'Hel', done: false },
    ]);
    const answered = [...sdk.slice(1, 2), { ...sdk[2]!, content: 'Hello', interrupted: true }];
    expect(fromSdkMessages(answered, 'answer')[1]).toEqual({
      id: 'a',
      role: 'assistant',
      content: 'Hello',
      interrupted: true,
      done: true,
    });
  });

  it('speaks per flavour: Fluent by the channel’s activity, Legacy by the video', () => {
    expect(isSpeaking('Fluent', 'stop', 'TALKING')).toBe(true);
    expect(isSpeaking('Fluent', 'start', 'IDLE')).toBe(false);
    expect(isSpeaking('Legacy', 'start', 'IDLE')).toBe(true);
    expect(isSpeaking('Legacy', 'stop', 'TALKING')).toBe(false);
  });
});
