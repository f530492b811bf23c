import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateContentBody, type ChatTurn } from '../../../contracts/ai.contract';
import {
  startFakeProvider,
  type FakeProvider,
  type Protocol,
} from '../../testing/fake-provider-server';
import { pipelineFor } from '../../testing/test-pipeline';
import { testConfig } from '../../testing/test-app';
import { useTinyLocalModel } from '../../testing/tiny-local-engine';
import type { AiEngine, EngineName, RosterEntry } from '../ai-engine';
import type { ConnectionSettings } from '../connections';
import { buildEngine } from '../engine-choice';
import { createLlmEngine } from '../llm/llm-engine';
import { isPaidEngine } from '../paid-engines';

/**
 * Issue 33 item 1: every engine the app can build answers through the same pipeline. The table
 * is keyed by every engine name (but D-ID, which renders video and is not an AiEngine), so a new
 * engine does not type-check until it is added here; each is proved to receive no student name,
 * in any spelling, in a generation or a chat, and to be metered exactly when it is paid.
 */
const roster: RosterEntry[] = [
  { firstName: 'Maya', lastName: 'Lopez', email: 'maya.lopez@school.example', parentEmail: null },
  { firstName: 'Zoe', lastName: 'Strauß', email: null, parentEmail: null },
  { firstName: 'Anne-Marie', lastName: 'McAllister', email: null, parentEmail: null },
];
const NAMES = /maya|lopez|zo[eë]|strau|anne.?marie|mc.?allister|ｍａｙａ/i;

const request = generateContentBody.parse({
  contentType: 'worksheet',
  subject: 'English',
  grade: '4',
  topic: 'Verbs with Maya Lopez',
  learningStyle: 'visual',
  duration: 30,
  additionalRequirements:
    'Groups:\nMaya\n\tLopez, Zoë Strauss, AnneMarie Mc Allister, Ｍａｙａ, maya_lopez, maya.lopez@school.example',
});
const turns: ChatTurn[] = [
  { role: 'user', content: 'A note for\nMaya about\tZoë Strauss?' },
  { role: 'assistant', content: 'Dear Maya, well done.' },
  { role: 'user', content: 'And one for AnneMarie.' },
];

const model = useTinyLocalModel('pipeline-engines');
const servers: Partial<Record<Protocol, FakeProvider>> = {};
beforeAll(async () => {
  servers.openai = await startFakeProvider('openai');
  servers.gemini = await startFakeProvider('gemini');
  servers.anthropic = await startFakeProvider('anthropic');
});
afterAll(async () => {
  await servers.openai?.close();
  await servers.gemini?.close();
  await servers.anthropic?.close();
});

/** What an in-process engine was given, since no server records it. */
function recording(engine: AiEngine) {
  const given: unknown[] = [];
  const wrapped: AiEngine = {
    info: engine.info,
    generateLesson: (i, c) => (given.push(i), engine.generateLesson(i, c)),
    generateAssessment: (i, c) => (given.push(i), engine.generateAssessment(i, c)),
    generateContent: (i, c) => (given.push(i), engine.generateContent(i, c)),
    generateQuiz: (i, c) => (given.push(i), engine.generateQuiz(i, c)),
    chat: (m, c) => (given.push(m), engine.chat(m, c)),
  };
  return { engine: wrapped, given: () => JSON.stringify(given) };
}

/** A hosted engine on a fake server, which records every byte it receives. */
async function hosted(protocol: Protocol, build: (url: string) => Promise<AiEngine>) {
  const server = servers[protocol]!;
  server.requests.length = 0;
  server.script = [
    { kind: 'text', text: JSON.stringify({ title: 'For [STUDENT_1_FIRST]', content: '# Hi' }) },
    { kind: 'stream', chunks: ['Dear [STUDENT_', '1_FIRST].'] },
  ];
  return {
    engine: await build(server.url),
    given: () => server.requests.map((r) => r.body).join('\n'),
  };
}

const ai = testConfig().ai;
/** As the AI tab's choice builds an engine (engine-choice.ts). */
const choose = (
  build: Parameters<typeof buildEngine>[0],
  config = ai,
  connection?: ConnectionSettings,
) =>
  buildEngine(build, {
    ai: config,
    connection: async () => connection ?? null,
    environment: () => {
      throw new Error('not used');
    },
    modelsDir: model.dir,
    createLocal: async () => model.engine({ maxTokens: 120 }),
  });
const connection = (model: string, settings: ConnectionSettings) =>
  choose({ engine: 'connection', connectionId: 1, model }, ai, settings);
const llm = (provider: 'openrouter' | 'google', baseUrl: string) =>
  createLlmEngine({ provider, model: 'm', apiKey: 'k', baseUrl, timeoutMs: 10_000 });

const ENGINES: Record<
  Exclude<EngineName, 'd-id'>,
  () => Promise<{ engine: AiEngine; given: () => string }>
> = {
  builtin: async () => recording(await choose({ engine: 'builtin' })),
  local: async () => recording(await choose({ engine: 'local', model: 'tiny.gguf' })),
  // As AI_PROVIDER=openai with OPENAI_BASE_URL builds it: an OpenAI-compatible server.
  openai: () =>
    hosted('openai', (url) =>
      choose({ engine: 'openai' }, { ...ai, openaiApiKey: 'k', openaiBaseUrl: `${url}/v1` }),
    ),
  // The registry sends OpenRouter and Gemini to their real hosts, so these are built directly.
  openrouter: () => hosted('openai', async (url) => llm('openrouter', `${url}/api/v1`)),
  google: () => hosted('gemini', async (url) => llm('google', `${url}/v1beta`)),
  ollama: () =>
    hosted('openai', (url) =>
      choose({ engine: 'ollama', model: 'llama3.2' }, { ...ai, ollamaBaseUrl: url }),
    ),
  // Connections added on the AI tab (issue 33 item 3), built from the providers table.
  anthropic: () =>
    hosted('anthropic', (url) =>
      connection('claude-sonnet-4-5', { kind: 'anthropic', baseUrl: `${url}/v1`, apiKey: 'k' }),
    ),
  'openai-compatible': () =>
    hosted('openai', (url) =>
      connection('m', { kind: 'openai-compatible', baseUrl: `${url}/v1`, apiKey: 'k' }),
    ),
  'self-hosted': () =>
    hosted('openai', (url) =>
      connection('qwen', { kind: 'openai-compatible', baseUrl: `${url}/v1`, apiKey: null }),
    ),
};

describe.each(Object.entries(ENGINES))('the %s engine through the pipeline', (name, make) => {
  it('is given no student name in any spelling, and is metered exactly when paid', async () => {
    const { engine, given } = await make();
    expect(engine.info.engine).toBe(name);
    const { gateway, seen, chat } = pipelineFor(engine, roster);
    const result = await gateway.generate(7, 'content', request).catch((e: unknown) => e);
    await chat(turns);
    const sent = given();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent).not.toMatch(NAMES);
    expect(sent).toContain('[STUDENT_1');
    // One ledger entry for the generation, whatever the tiny model wrote.
    expect(seen.records).toHaveLength(1);
    const ok = seen.records[0]!.outcome === 'success';
    if (name !== 'local') expect(ok).toBe(true);
    expect(seen.metered).toEqual(ok && isPaidEngine(name) ? [7] : []);
    if (ok && name !== 'builtin' && name !== 'local') {
      expect((result as { content: { title: string } }).content.title).toBe('For Maya');
    }
  });
});
