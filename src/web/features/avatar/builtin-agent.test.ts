import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Voice } from './speech/voices';

/** A voice that records what it was asked to say and finishes only when told (or stopped). */
const spoken: string[] = [];
let finish: (() => void) | undefined;
const voice: Voice = {
  kind: 'offline',
  speak: (text) => {
    spoken.push(text);
    return new Promise<void>((resolve) => (finish = resolve));
  },
  stop: () => finish?.(),
  level: () => 0.5,
  setAudible: async () => {},
} as Voice;
vi.mock('./speech/voices', () => ({ pickVoice: async () => voice, textVoice: () => voice }));

const { createBuiltinAgent } = await import('./builtin-agent');

/** The chat endpoint: GET answers 200; POST streams what the test pushes, as the UI stream does. */
function chatServer() {
  let push!: (text: string | null) => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => {
        if (text === null) return controller.close();
        const delta = JSON.stringify({ type: 'text-delta', delta: text });
        controller.enqueue(new TextEncoder().encode(`data: ${delta}\n\n`));
      };
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? new Response(body) : new Response('{}'),
    ),
  );
  return { push: (text: string | null) => push(text) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await tick();
  expect(check()).toBe(true);
};

afterEach(() => {
  vi.unstubAllGlobals();
  spoken.length = 0;
});

describe('the built-in agent', () => {
  it('speaks each sentence as it completes, and an interrupt silences the rest of the reply', async () => {
    const server = chatServer();
    const agent = createBuiltinAgent({ onChange: () => {}, onError: () => {} });
    await agent.connect();
    expect(agent.view().state).toBe('connected');

    await agent.send('Hello');
    server.push('First sentence. Sec');
    await until(() => spoken.length === 1);
    expect(spoken).toEqual(['First sentence. ']);
    expect(agent.view().speaking).toBe(true);

    agent.interrupt();
    expect(agent.view().speaking).toBe(false);
    server.push('ond sentence. Third one.');
    server.push(null);
    await until(
      () => agent.view().messages.at(-1)?.content === 'First sentence. Second sentence. Third one.',
    );
    await tick();
    // Nothing after the interrupt is spoken, and the agent is quiet.
    expect(spoken).toEqual(['First sentence. ']);
    expect(agent.view().speaking).toBe(false);
  });
});
