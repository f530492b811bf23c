import { beforeAll, describe, expect, it } from 'vitest';
import { generatedContent } from '../../../contracts/ai.contract';
import { STOPPED_MESSAGE } from '../../ai/local/local-model';
import { LOADING_MS, useTinyLocalModel, warmUp, WORKSHEET } from '../../testing/tiny-local-engine';
import { caller, signUp, useTestApp } from '../../testing/test-app';

/**
 * The local model runs in a process of its own (issue 33 item 4, decision 0021): killed in the
 * middle of a generation, the request it was answering gets a clear error, the server goes on
 * answering, the administrator's log says why, and the next request starts it again.
 */
const warnings: string[] = [];
const engine = useTinyLocalModel('local-process').engine({
  // Long enough that the kill lands while the model still writes.
  maxTokens: 100_000,
  log: { info: () => undefined, warn: (message) => warnings.push(message) },
});
const ctx = useTestApp({ deps: { aiEngine: engine } });
const call = caller(ctx);

beforeAll(() => warmUp(engine), LOADING_MS);

/** Polls until the condition holds; the test's own timeout bounds it. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const healthz = async () => (await ctx().app.inject({ method: 'GET', url: '/healthz' })).statusCode;

describe('the local model in its own process', () => {
  it(
    'runs the model in another process than the server',
    async () => {
      const { cookie } = await signUp(ctx().app);
      const res = await call('POST', '/api/ai/generate-content', cookie, WORKSHEET);
      expect(res.statusCode).toBe(200);
      const pid = engine.modelProcess()?.pid;
      expect(pid).toBeGreaterThan(0);
      expect(pid).not.toBe(process.pid);
    },
    LOADING_MS,
  );

  it(
    'killed mid-generation: a clear error for that request, /healthz answers, the next request is served',
    async () => {
      const { cookie } = await signUp(ctx().app);
      const prompt = 'Give me three warm-up ideas for a fractions lesson.';
      const pieces: string[] = [];
      let failure: unknown;
      // A chat reply, so the test sees the model writing before it kills the process.
      const reading = (async () => {
        try {
          for await (const piece of engine.chat([{ role: 'user', content: prompt }])) {
            pieces.push(piece);
          }
        } catch (e) {
          failure = e;
        }
      })();
      await until(() => pieces.length >= 3);
      // A teacher's generation waits behind it meanwhile.
      const waiting = call('POST', '/api/ai/generate-content', cookie, WORKSHEET);
      await until(() => engine.queue.waiting() === 1);

      const { pid } = engine.modelProcess()!;
      process.kill(pid, 'SIGKILL');
      expect(await healthz()).toBe(200);
      await reading;
      expect(failure).toMatchObject({ code: 'ai_unavailable', message: STOPPED_MESSAGE });
      expect(await healthz()).toBe(200);

      // The waiting generation started the model again and was answered.
      const res = await waiting;
      expect(res.statusCode).toBe(200);
      expect(generatedContent.safeParse(res.json()).success).toBe(true);
      expect(engine.modelProcess()?.pid).not.toBe(pid);

      // The log names the cause, never the conversation.
      const stopped = warnings.find((w) => w.includes('stopped'));
      expect(stopped).toBe(
        'The local model tiny.gguf stopped (signal SIGKILL; 1 request(s) in flight); the next request starts it again.',
      );
      expect(warnings.join('\n')).not.toContain('fractions');
    },
    LOADING_MS,
  );

  it(
    'answers 502 with the clear message to the generation whose model was killed',
    async () => {
      const { cookie } = await signUp(ctx().app);
      const generating = call('POST', '/api/ai/generate-lesson', cookie, {
        subject: 'Mathematics',
        grade: '7',
        topic: 'ratios',
        duration: 45,
      });
      await until(() => (engine.modelProcess()?.inFlight ?? 0) === 1);
      process.kill(engine.modelProcess()!.pid, 'SIGKILL');
      const res = await generating;
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'ai.unavailable', message: STOPPED_MESSAGE });
      expect(await healthz()).toBe(200);

      const next = await call('POST', '/api/ai/generate-content', cookie, WORKSHEET);
      expect(next.statusCode).toBe(200);
    },
    LOADING_MS,
  );
});
