// The local model engine (AI_PROVIDER=local): load time, first token and tokens/s of a chat reply,
// a grammar-constrained lesson plan, and /healthz p50/p99 while the model generates (it runs in
// native threads, so the event loop should keep answering). With the tiny random-weights test
// model and with every real .gguf in DATA_DIR/models. Prints, asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChatTurn } from '../src/contracts/ai.contract';
import { defaultThreads } from '../src/server/ai/local/local-defaults';
import { createLocalEngine, type LocalEngine } from '../src/server/ai/local/local-engine';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { systemClock } from '../src/server/platform/clock';
import { openPglite } from '../src/server/platform/db/client';
import { runMigrations } from '../src/server/platform/db/migrate';
import { writeTinyGguf } from '../src/server/testing/tiny-gguf';
import { createProber } from './healthz-prober';
import { loadAverage, summary } from './stats';

const figures = (times: number[]) =>
  `${summary(times)} max=${Math.max(...times).toFixed(0)}ms (n=${times.length})`;

const CHAT_TOKENS = 400;
const QUESTION: ChatTurn[] = [
  { role: 'user', content: 'Give me three warm-up ideas for a fractions lesson in grade 4.' },
];
const LESSON = {
  subject: 'Mathematics' as const,
  grade: '7' as const,
  topic: 'ratios and unit rates',
  duration: 45,
  objectives: [],
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-bench-local-'));
const modelsDir = loadConfig({ DATA_DIR: process.env.DATA_DIR ?? './data' }).ai.modelsDir;
const realModels = fs.existsSync(modelsDir)
  ? fs
      .readdirSync(modelsDir)
      .filter((f) => f.toLowerCase().endsWith('.gguf'))
      .map((f) => path.join(modelsDir, f))
  : [];
const models = [writeTinyGguf(path.join(dir, 'tiny-random.gguf')), ...realModels];
const threads = Number(process.env.LOCAL_MODEL_THREADS) || defaultThreads();

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)}s`;

async function read(stream: AsyncIterable<string>) {
  for await (const piece of stream) void piece;
}

/** First token and speed of one chat reply (the model already loaded). */
async function chatSpeed(engine: LocalEngine) {
  const started = performance.now();
  let first = 0;
  const stream = engine.chat(QUESTION);
  for await (const piece of stream) if (!first && piece) first = performance.now() - started;
  const total = performance.now() - started;
  const tokens = stream.usage().outputTokens;
  return { first, total, tokens, perSecond: tokens / ((total - first) / 1000) };
}

console.log(
  `local model engine: ${threads} thread(s) on ${os.availableParallelism()} cores, ${loadAverage()}`,
);
if (realModels.length === 0) console.log(`(no real .gguf in ${modelsDir}: the tiny model only)`);

const database = await openPglite(path.join(dir, 'db'));
await runMigrations(database);
try {
  for (const modelPath of models) {
    const engine = createLocalEngine({
      modelPath,
      threads,
      timeoutMs: 600_000,
      contextSize: 8192,
      maxTokens: CHAT_TOKENS,
    });
    const name = path.basename(modelPath);
    const size = `${(fs.statSync(modelPath).size / 1e6).toFixed(1)} MB`;
    // A real server whose engine is this one: /healthz is probed while the model loads and works.
    const config = loadConfig({ DATA_DIR: dir, DEMO_MODE: 'false', LOG_LEVEL: 'silent' });
    const app = await createApp({
      config,
      database,
      clock: systemClock,
      logger: false,
      aiEngine: engine,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const prober = createProber(`${address}/healthz`, 5);
    try {
      const idle = await prober.probe(null, 200);
      const loadStart = performance.now();
      const loading = await prober.probe(read(engine.chat([{ role: 'user', content: 'Hi' }])));
      console.log(
        `\n${name} (${size}): loaded with a first short reply in ${seconds(performance.now() - loadStart)}`,
      );

      const chat = await chatSpeed(engine);
      console.log(
        `chat reply: first token ${chat.first.toFixed(0)}ms, ${chat.tokens} tokens in ${seconds(chat.total)}, ${chat.perSecond.toFixed(1)} tokens/s`,
      );
      const lessonStart = performance.now();
      const lesson = await engine.generateLesson(LESSON);
      console.log(
        `lesson plan under the grammar: ${seconds(performance.now() - lessonStart)}, ${lesson.usage.outputTokens} tokens`,
      );
      // Replies and a lesson in a row, so even the tiny model works long enough to probe.
      const busy = await prober.probe(
        Promise.all([chatSpeed(engine), engine.generateLesson(LESSON), chatSpeed(engine)]),
      );
      console.log(`/healthz idle:       ${figures(idle)}`);
      console.log(`/healthz loading:    ${figures(loading)}`);
      console.log(`/healthz generating: ${figures(busy)}`);
    } finally {
      await prober.terminate();
      await app.close();
      await engine.close();
    }
  }
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(`after: ${loadAverage()}`);
