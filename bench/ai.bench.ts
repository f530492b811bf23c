// AI latency. (1) The built-in engine: how long each kind of generation takes, since a
// teacher waits on it. (2) What our LLM path adds before the first streamed chat token:
// a local OpenAI-protocol server "thinks" for a fixed delay, and we compare a bare fetch of
// its stream with a chat through the AI pipeline (redaction of a 30-student roster, the AI SDK,
// prompt building, names restored in the stream), as the chat feature calls it.
import { createBuiltinEngine } from '../src/server/ai/builtin/builtin-engine';
import { createLlmEngine } from '../src/server/ai/llm/llm-engine';
import type { RosterEntry } from '../src/server/ai/ai-engine';
import { createAiPipeline } from '../src/server/ai/pipeline/ai-pipeline';
import {
  generateAssessmentBody,
  generateContentBody,
  generateLessonBody,
  generateQuizInput,
} from '../src/contracts/ai.contract';
import { startFakeProvider } from '../src/server/testing/fake-provider-server';
import { summary } from './stats';

const RUNS = 200;
const PROVIDER_DELAY_MS = 50;
const STREAM_RUNS = 40;

async function timeEach(name: string, once: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    await once(i);
    times.push(performance.now() - t);
  }
  console.log(`builtin ${name.padEnd(20)} n=${RUNS} ${summary(times)}`);
}

const builtin = createBuiltinEngine();
await timeEach('lesson (45 min)', (i) =>
  builtin.generateLesson(
    generateLessonBody.parse({ subject: 'Science', grade: '5', topic: `Ecosystems ${i}` }),
  ),
);
await timeEach('assessment (20 q)', (i) =>
  builtin.generateAssessment(
    generateAssessmentBody.parse({
      subject: 'Mathematics',
      grade: String((i % 12) + 1),
      topic: `Unit ${i}`,
      questionCount: 20,
    }),
  ),
);
await timeEach('content (worksheet)', (i) =>
  builtin.generateContent(
    generateContentBody.parse({
      contentType: 'worksheet',
      subject: 'English',
      grade: '7',
      topic: `Persuasive writing ${i}`,
      learningStyle: 'visual',
    }),
  ),
);
await timeEach('quiz (10 q)', (i) =>
  builtin.generateQuiz(
    generateQuizInput.parse({ subject: 'Mathematics', gradeLevel: String((i % 12) + 1) }),
  ),
);

const roster: RosterEntry[] = Array.from({ length: 30 }, (_, i) => ({
  firstName: `Student${i}`,
  lastName: `Family${i}`,
  email: `s${i}@school.example`,
  parentEmail: `p${i}@home.example`,
}));
const provider = await startFakeProvider('openai');
const chunks = ['Try ', 'a think-pair-share ', 'about Student3 and Student7.'];
const engine = createLlmEngine({
  provider: 'openai',
  apiKey: 'bench',
  baseUrl: `${provider.url}/v1`,
  timeoutMs: 10_000,
});

const gateway = createAiPipeline({
  engine,
  engineFor: async () => engine,
  roster: async () => roster,
  limit: () => undefined,
  meter: (_userId, work) => work(),
  record: async () => undefined,
  mapError: (error) => error as Error & { code: string },
  logFailure: () => undefined,
});

async function firstChunkBare() {
  provider.script = [{ kind: 'stream', chunks, delayMs: PROVIDER_DELAY_MS }];
  const t = performance.now();
  const res = await fetch(`${provider.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'm', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
  });
  const reader = res.body!.getReader();
  await reader.read();
  const elapsed = performance.now() - t;
  while (!(await reader.read()).done);
  return elapsed;
}

async function firstChunkEngine() {
  provider.script = [{ kind: 'stream', chunks, delayMs: PROVIDER_DELAY_MS }];
  const t = performance.now();
  let elapsed = 0;
  const { stream } = await gateway
    .chatFor(1)
    .ask([{ role: 'user', content: 'Discussion ideas for Student3 and Student7?' }]);
  for await (const _chunk of stream) elapsed ||= performance.now() - t;
  return elapsed;
}

// Warm up both paths first (the AI SDK's modules compile on the first calls), as chat.bench.ts
// does: with 40 runs, two cold calls were the p95 and p99 (180 and 290 ms against 58 ms).
for (let i = 0; i < 5; i += 1) {
  await firstChunkBare();
  await firstChunkEngine();
}
const bare: number[] = [];
const viaEngine: number[] = [];
for (let i = 0; i < STREAM_RUNS; i += 1) {
  bare.push(await firstChunkBare());
  viaEngine.push(await firstChunkEngine());
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `first token, bare fetch      n=${STREAM_RUNS} ${summary(bare)} (provider delay ${PROVIDER_DELAY_MS}ms)`,
);
console.log(`first token, pipeline chat  n=${STREAM_RUNS} ${summary(viaEngine)}`);
console.log(`added by our path (median)   ${(median(viaEngine) - median(bare)).toFixed(2)}ms`);
await provider.close();
