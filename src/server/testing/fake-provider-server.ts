import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLlmEngine } from '../ai/llm/llm-engine';

/**
 * A local server speaking the OpenAI chat-completions protocol (also OpenRouter's), Gemini's
 * generateContent / streamGenerateContent or Anthropic's messages, answering from a script.
 * `GET …/models` answers the model list in the protocol's shape (not from the script). Tests only.
 */
export type Protocol = 'openai' | 'gemini' | 'anthropic';
export type Scripted =
  | { kind: 'text'; text: string; status?: number }
  /** delayMs: how long the provider "thinks" before its first chunk (benchmarks). */
  | {
      kind: 'stream';
      chunks: string[];
      delayMs?: number;
      /** Pause between chunks (a model writing slowly, so a test can stop it mid-way). */
      intervalMs?: number;
      /** Drop the connection after this many chunks (a provider failing mid-stream). */
      breakAfter?: number;
    }
  | { kind: 'error'; status: number; message?: string }
  | { kind: 'raw'; body: string }
  | { kind: 'hang' };

export interface FakeProvider {
  url: string;
  /** `abandoned`: the client closed the connection before the answer was complete. */
  requests: {
    path: string;
    body: string;
    method?: string;
    headers?: IncomingMessage['headers'];
    abandoned?: boolean;
  }[];
  script: Scripted[];
  /** What `GET …/models` lists. */
  models: string[];
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

function openaiBody(text: string) {
  return {
    id: 'c1',
    object: 'chat.completion',
    created: 1,
    model: 'm',
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 },
  };
}
const openaiChunk = (text: string | null, finish: string | null) => ({
  id: 'c1',
  object: 'chat.completion.chunk',
  created: 1,
  model: 'm',
  choices: [
    {
      index: 0,
      delta: text === null ? {} : { role: 'assistant', content: text },
      finish_reason: finish,
    },
  ],
});
const anthropicBody = (text: string) => ({
  id: 'msg_1',
  type: 'message',
  role: 'assistant',
  model: 'm',
  content: [{ type: 'text', text }],
  stop_reason: 'end_turn',
  stop_sequence: null,
  usage: { input_tokens: 11, output_tokens: 7 },
});
/** Anthropic's stream: a message, one text block in deltas, then the stop. */
const anthropicEvents = (chunks: string[]) => [
  {
    type: 'message_start',
    message: {
      ...anthropicBody(''),
      content: [],
      stop_reason: null,
      usage: { input_tokens: 11, output_tokens: 0 },
    },
  },
  { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
  ...chunks.map((text) => ({
    type: 'content_block_delta',
    index: 0,
    delta: { type: 'text_delta', text },
  })),
  { type: 'content_block_stop', index: 0 },
  {
    type: 'message_delta',
    delta: { stop_reason: 'end_turn', stop_sequence: null },
    usage: { output_tokens: 7 },
  },
  { type: 'message_stop' },
];
function modelList(protocol: Protocol, models: string[]) {
  if (protocol === 'gemini')
    return {
      models: models.map((m) => ({
        name: `models/${m}`,
        displayName: m.toUpperCase(),
        supportedGenerationMethods: ['generateContent', 'countTokens'],
      })),
    };
  return { object: 'list', data: models.map((id) => ({ id, object: 'model', display_name: id })) };
}
const geminiBody = (text: string, finish: string | null = 'STOP') => ({
  candidates: [
    {
      content: { role: 'model', parts: [{ text }] },
      ...(finish ? { finishReason: finish } : {}),
      index: 0,
    },
  ],
  usageMetadata: { promptTokenCount: 11, candidatesTokenCount: 7, totalTokenCount: 18 },
});

export async function startFakeProvider(protocol: Protocol): Promise<FakeProvider> {
  const state = {
    requests: [] as FakeProvider['requests'],
    script: [] as Scripted[],
    models: ['test-model'],
  };
  const hanging = new Set<() => void>();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await read(req);
    const request: FakeProvider['requests'][number] = {
      path: req.url ?? '',
      body,
      method: req.method,
      headers: req.headers,
    };
    state.requests.push(request);
    if (req.method === 'GET' && /\/models(\?|$)/.test(req.url ?? '')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(modelList(protocol, state.models)));
      return;
    }
    res.on('close', () => {
      if (!res.writableFinished) request.abandoned = true;
    });
    const step = state.script.shift() ?? {
      kind: 'error',
      status: 500,
      message: 'script exhausted',
    };
    if (step.kind === 'hang') {
      hanging.add(() => res.destroy());
      return;
    }
    if (step.kind === 'error') {
      res.writeHead(step.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: step.message ?? `status ${step.status}`, code: step.status },
        }),
      );
      return;
    }
    if (step.kind === 'raw') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(step.body);
      return;
    }
    if (step.kind === 'text') {
      res.writeHead(step.status ?? 200, { 'content-type': 'application/json' });
      const answer =
        protocol === 'openai'
          ? openaiBody(step.text)
          : protocol === 'anthropic'
            ? anthropicBody(step.text)
            : geminiBody(step.text);
      res.end(JSON.stringify(answer));
      return;
    }
    if (step.delayMs) await new Promise((resolve) => setTimeout(resolve, step.delayMs));
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const events =
      protocol === 'openai'
        ? [...step.chunks.map((c) => openaiChunk(c, null)), openaiChunk(null, 'stop')]
        : protocol === 'anthropic'
          ? anthropicEvents(step.chunks)
          : step.chunks.map((c, i) => geminiBody(c, i === step.chunks.length - 1 ? 'STOP' : null));
    for (const [i, e] of events.entries()) {
      if (step.breakAfter !== undefined && i >= step.breakAfter) {
        // Let what was written reach the client before the connection drops.
        await new Promise((resolve) => setTimeout(resolve, 50));
        res.destroy();
        return;
      }
      if (i > 0 && step.intervalMs) {
        await new Promise((resolve) => setTimeout(resolve, step.intervalMs));
        if (res.destroyed) return;
      }
      const named = protocol === 'anthropic' ? `event: ${(e as { type: string }).type}\n` : '';
      res.write(`${named}data: ${JSON.stringify(e)}\n\n`);
    }
    if (protocol === 'openai') res.write('data: [DONE]\n\n');
    res.end();
  };
  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    get script() {
      return state.script;
    },
    set script(s: Scripted[]) {
      state.script = s;
    },
    get models() {
      return state.models;
    },
    set models(m: string[]) {
      state.models = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const stop of hanging) stop();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The OpenAI-protocol engine pointed at a fake provider, as the app's route tests run it. */
export function openAiEngineOn(provider: FakeProvider) {
  return createLlmEngine({
    provider: 'openai',
    model: 'test-model',
    apiKey: 'test-key',
    baseUrl: `${provider.url}/v1`,
    timeoutMs: 10_000,
    retryDelayMs: 10,
  });
}
