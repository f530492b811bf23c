import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The D-ID provider's glue, with the SDK replaced by a scripted manager: which options it is
 * given, when the modal hears of states, and that each failure is told once.
 */
type Callbacks = Record<string, (...args: unknown[]) => void>;
const sdk = vi.hoisted(() => ({
  options: undefined as undefined | ({ callbacks: Callbacks } & Record<string, unknown>),
  init: undefined as undefined | ((callbacks: Callbacks) => void),
  connect: vi.fn<(callbacks: Callbacks) => Promise<void>>(),
  chat: vi.fn<(text: string) => Promise<unknown>>(),
  interrupt: vi.fn(),
  disconnect: vi.fn(async () => {}),
  streamType: 'fluent' as string | undefined,
}));

vi.mock('@d-id/client-sdk', () => ({
  ChatMode: { Functional: 'Functional' },
  createAgentManager: async (_id: string, options: { callbacks: Callbacks }) => {
    sdk.options = options as never;
    sdk.init?.(options.callbacks);
    const cb = options.callbacks;
    return {
      connect: () => sdk.connect(cb),
      disconnect: sdk.disconnect,
      chat: sdk.chat,
      interrupt: sdk.interrupt,
      rate: async () => ({ id: 'rat' }),
      getStreamType: () => sdk.streamType,
      getIsInterruptAvailable: () => true,
    };
  },
}));

const { createDidAgent } = await import('./did-agent');

const SETTINGS = {
  provider: 'd-id' as const,
  agentId: 'agt_1',
  clientKey: 'ck_1',
  baseURL: 'https://agents.example.test',
  wsURL: 'wss://socket.example.test',
};

function setup() {
  const states: string[] = [];
  const errors: [string, string][] = [];
  const agent = createDidAgent(SETTINGS, {
    onChange: (v) => states.at(-1) !== v.state && states.push(v.state),
    onError: (kind, e) => errors.push([kind, (e as Error).message]),
  });
  return { agent, states, errors };
}

const connectedSdk = async (cb: Callbacks) => {
  cb.onConnectionStateChange!('connecting');
  cb.onConnectionStateChange!('connected');
};

beforeEach(() => {
  vi.clearAllMocks();
  sdk.init = undefined;
  sdk.streamType = 'fluent';
  sdk.connect.mockImplementation(connectedSdk);
  sdk.chat.mockResolvedValue({});
});

describe('the D-ID agent', () => {
  it('gives the SDK the client key, the configured addresses, and analytics off', async () => {
    const { agent, states } = setup();
    await agent.connect();
    expect(sdk.options).toMatchObject({
      auth: { type: 'key', clientKey: 'ck_1' },
      baseURL: 'https://agents.example.test',
      wsURL: 'wss://socket.example.test',
      mode: 'Functional',
      enableAnalytics: false,
      streamOptions: { compatibilityMode: 'auto', streamWarmup: true, fluent: true },
    });
    expect(states).toEqual(['connecting', 'connected']);
  });

  it('tells a failed set-up once, as an initialization error', async () => {
    const refused = Object.assign(new Error('Unauthorized'), { status: 401 });
    sdk.init = (cb) => {
      cb.onError!(refused);
      throw refused;
    };
    const { agent, states, errors } = setup();
    await agent.connect();
    expect(errors).toEqual([['init', 'Unauthorized']]);
    expect(states.at(-1)).toBe('failed');
  });

  it('fails a connection downgraded to TextOnly, saying the SDK’s reason once', async () => {
    sdk.connect.mockImplementation(async (cb) => {
      await connectedSdk(cb);
      cb.onModeChange!('TextOnly');
      cb.onError!(new Error('Chat mode downgraded to TextOnly'));
    });
    sdk.streamType = undefined;
    const { agent, states, errors } = setup();
    await agent.connect();
    expect(states).toEqual(['connecting', 'failed']);
    expect(errors).toEqual([['agent', 'Chat mode downgraded to TextOnly']]);
    expect(agent.view().mode).toBe('TextOnly');
    expect(sdk.disconnect).toHaveBeenCalled();
  });

  it('connects without a stream in Playground', async () => {
    sdk.connect.mockImplementation(async (cb) => cb.onModeChange!('Playground'));
    sdk.streamType = undefined;
    const { agent, states } = setup();
    await agent.connect();
    expect(states.at(-1)).toBe('connected');
    await agent.send('Hello');
    expect(sdk.chat).toHaveBeenCalledWith('Hello');
  });

  it('refuses by the spec’s rules and tells a failed send once', async () => {
    const { agent, errors } = setup();
    await expect(agent.send('hi')).rejects.toThrow('Streaming manager is not initialized');
    await agent.connect();
    await expect(agent.send('   ')).rejects.toThrow('Message cannot be empty');
    await expect(agent.send('a'.repeat(800))).rejects.toThrow(
      'Message cannot be more than 800 characters',
    );
    const failure = new Error('Stream Error');
    sdk.chat.mockImplementation(async () => {
      sdk.options!.callbacks.onError!(failure);
      throw failure;
    });
    await agent.send('What is a noun?');
    await vi.waitFor(() => expect(errors).toEqual([['send', 'Stream Error']]));
  });

  it('reports the stream ending while live, but not its own disconnect', async () => {
    const { agent, states } = setup();
    await agent.connect();
    sdk.options!.callbacks.onConnectionStateChange!('disconnected');
    expect(states.at(-1)).toBe('disconnected');
    await agent.connect();
    agent.disconnect();
    sdk.options!.callbacks.onConnectionStateChange!('fail');
    expect(states.at(-1)).toBe('disconnected');
  });

  it('speaks while a Fluent stream says TALKING; an interrupt before the reply waits for it', async () => {
    const { agent } = setup();
    await agent.connect();
    const cb = sdk.options!.callbacks;
    cb.onAgentActivityStateChange!('TALKING');
    expect(agent.view().speaking).toBe(true);
    cb.onAgentActivityStateChange!('IDLE');
    expect(agent.view().speaking).toBe(false);

    cb.onNewMessage!([{ id: 'u', role: 'user', content: 'Hi' }], 'user');
    agent.interrupt();
    expect(sdk.interrupt).not.toHaveBeenCalled();
    cb.onNewMessage!(
      [
        { id: 'u', role: 'user', content: 'Hi' },
        { id: 'a', role: 'assistant', content: 'Hello' },
      ],
      'partial',
    );
    expect(sdk.interrupt).toHaveBeenCalledWith({ type: 'click' });
    expect(agent.view().messages.at(-1)).toMatchObject({ id: 'a', interrupted: true });
    // The interrupted answer's late events do not make it speak again; the next message does.
    cb.onAgentActivityStateChange!('TALKING');
    cb.onVideoStateChange!('START');
    expect(agent.view().speaking).toBe(false);
    await agent.send('And then?');
    cb.onAgentActivityStateChange!('TALKING');
    expect(agent.view().speaking).toBe(true);
  });
});
