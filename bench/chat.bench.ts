// AI Assistant: time to the first streamed token. (1) Through POST /api/chat/{sessionId} (auth,
// quota check, storing the question, history, redaction of a 30-student roster, the AI SDK, our
// SSE publisher) against a local OpenAI-protocol server that "thinks" for a fixed 50 ms, versus
// calling that server directly. (2) The built-in engine through the same route. p50/p95 over 200
// requests each, sequential (one reply at a time per teacher), on the embedded database as
// `npm start` runs it (its own thread). Prints; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AiEngine } from '../src/server/ai/ai-engine';
import { createBuiltinEngine } from '../src/server/ai/builtin/builtin-engine';
import { createLlmEngine } from '../src/server/ai/llm/llm-engine';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { systemClock } from '../src/server/platform/clock';
import { openEmbedded } from '../src/server/platform/db/embedded';
import { runMigrations } from '../src/server/platform/db/migrate';
import { startFakeProvider } from '../src/server/testing/fake-provider-server';
import { loadAverage, percentile } from './stats';

const RUNS = 200;
const THINK_MS = 50;
const CHUNKS = ['Try ', 'a think-pair-share ', 'with Student3 and Student7.'];

const provider = await startFakeProvider('openai');

async function serve(engine: AiEngine) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-chat-bench-'));
  const config = loadConfig({
    DATA_DIR: dir,
    DEMO_MODE: 'false',
    LOG_LEVEL: 'silent',
    CHAT_MESSAGES_PER_DAY: '100000',
  });
  // The embedded database as `npm start` opens it: on its own thread, reached over a socket.
  const database = await openEmbedded(dir);
  await runMigrations(database);
  const app = await createApp({
    config,
    database,
    clock: systemClock,
    logger: false,
    aiEngine: engine,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const reg = await fetch(`${address}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `bench${Date.now()}`, password: 'correct-horse-9' }),
  });
  const cookie = reg.headers.get('set-cookie')!.split(';')[0]!;
  // A class of 30, so every prompt goes through the roster redaction.
  for (let i = 0; i < 30; i += 1)
    await fetch(`${address}/api/students`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        firstName: `Student${i}`,
        lastName: `Family${i}`,
        email: `s${i}@school.example`,
        grade: '5',
        parentEmail: `p${i}@home.example`,
      }),
    });
  return { app, address, cookie, dir, database };
}

/** Milliseconds until the first chunk whose text matches `first`, then reads to the end. */
async function timeToFirst(
  res: Promise<Response>,
  first: RegExp,
  started: number,
  onFirst?: () => Promise<unknown>,
) {
  const reader = (await res).body!.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  let at = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
    if (!at && first.test(seen)) {
      at = performance.now() - started;
      await onFirst?.();
    }
  }
  if (!at) throw new Error(`no first token in: ${seen.slice(0, 300)}`);
  return at;
}

function direct() {
  provider.script = [{ kind: 'stream', chunks: CHUNKS, delayMs: THINK_MS }];
  const t = performance.now();
  const res = fetch(`${provider.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'm', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
  });
  return timeToFirst(res, /"content"/, t);
}

function viaRoute(s: { address: string; cookie: string }, i: number, scripted: boolean) {
  if (scripted) provider.script = [{ kind: 'stream', chunks: CHUNKS, delayMs: THINK_MS }];
  const id = `bench_${Date.now()}_${i}`;
  const t = performance.now();
  const res = fetch(`${s.address}/api/chat/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: s.cookie },
    body: JSON.stringify({
      content: 'Discussion ideas for Student3 and Student7 in a Grade 5 Science lesson on plants?',
    }),
  });
  // The built-in engine paces a long answer like a model; Stop ends it once timed.
  const stop = () =>
    fetch(`${s.address}/api/chat/${id}/stop`, { method: 'POST', headers: { cookie: s.cookie } });
  return timeToFirst(res, /"type":"text-delta"/, t, scripted ? undefined : stop);
}

async function series(name: string, once: (i: number) => Promise<number>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await once(i));
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  console.log(`${name.padEnd(36)} n=${RUNS} p50=${p50.toFixed(1)}ms p95=${p95.toFixed(1)}ms`);
  return { p50, p95 };
}

/** From POST .../stop to the provider seeing its connection closed (target: within 200 ms). */
async function stopLatency() {
  const STOPS = 20;
  const times: number[] = [];
  for (let i = 0; i < STOPS; i += 1) {
    provider.script = [
      { kind: 'stream', chunks: Array.from({ length: 100 }, (_, j) => `w${j} `), intervalMs: 50 },
    ];
    const id = `stop_${Date.now()}_${i}`;
    const res = await fetch(`${llm.address}/api/chat/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: llm.cookie },
      body: JSON.stringify({ content: 'A long answer, please' }),
    });
    const reader = res.body!.getReader();
    let seen = '';
    while (!seen.includes('text-delta'))
      seen += new TextDecoder().decode((await reader.read()).value);
    const request = provider.requests.at(-1)!;
    const t = performance.now();
    await fetch(`${llm.address}/api/chat/${id}/stop`, {
      method: 'POST',
      headers: { cookie: llm.cookie },
    });
    while (!request.abandoned) await new Promise((r) => setImmediate(r));
    times.push(performance.now() - t);
    while (!(await reader.read()).done);
  }
  times.sort((a, b) => a - b);
  console.log(
    `Stop -> provider call aborted          n=${STOPS} p50=${percentile(times, 50).toFixed(1)}ms p95=${percentile(times, 95).toFixed(1)}ms (target: within 200ms)`,
  );
}

const llm = await serve(
  createLlmEngine({
    provider: 'openai',
    apiKey: 'bench',
    baseUrl: `${provider.url}/v1`,
    timeoutMs: 10_000,
  }),
);
const builtin = await serve(createBuiltinEngine());
try {
  // Warm up both paths (JIT, connection pools) before measuring.
  for (let i = 0; i < 10; i += 1) {
    await direct();
    await viaRoute(llm, -i - 1, true);
  }
  const bare = await series(`provider directly (think ${THINK_MS}ms)`, () => direct());
  const route = await series('POST /api/chat/{id} -> provider', (i) => viaRoute(llm, i, true));
  console.log(
    `server overhead on the first token     p50=+${(route.p50 - bare.p50).toFixed(1)}ms p95=+${(route.p95 - bare.p95).toFixed(1)}ms (target: p95 at most +50ms); ${loadAverage()}`,
  );
  await series('POST /api/chat/{id} -> built-in', (i) => viaRoute(builtin, i, false));
  console.log('(target for the built-in engine: first token under 100ms)');
  await stopLatency();
} finally {
  for (const s of [llm, builtin]) {
    await s.app.close();
    await s.database.close();
    fs.rmSync(s.dir, { recursive: true, force: true });
  }
  await provider.close();
}
