import { beforeAll, describe, expect, it } from 'vitest';
import { generatedContent, lessonPlan } from '../../../contracts/ai.contract';
import { LOADING_MS, useTinyLocalModel, warmUp, WORKSHEET } from '../../testing/tiny-local-engine';
import { caller, signUp, UNAUTHORIZED_BODY, useTestApp } from '../../testing/test-app';

/** The AI routes with AI_PROVIDER=local's engine on the tiny random-weights model. */
const engine = useTinyLocalModel('local-routes').engine({
  // Structured answers end with their grammar long before this; a chat reply runs to it.
  maxTokens: 4000,
});
const ctx = useTestApp({ deps: { aiEngine: engine } });
const call = caller(ctx);
beforeAll(() => warmUp(engine), LOADING_MS);

/**
 * A chat reply that holds the model's only sequence until released (it runs to maxTokens, far
 * longer than any test step): requests sent meanwhile wait in line.
 */
function holdModel() {
  const stop = new AbortController();
  let ended = false;
  const holding = (async () => {
    for await (const piece of engine.chat([{ role: 'user', content: 'Hi' }], {
      signal: stop.signal,
    }))
      void piece;
    ended = true;
  })();
  return {
    release: async () => {
      // Ended on its own, the hold let the requests through early: the places seen are unsure.
      expect(ended).toBe(false);
      stop.abort();
      await holding;
    },
  };
}

const aheadOf = async (cookie: string): Promise<number | null> =>
  (await call('GET', '/api/ai/queue', cookie)).json().ahead;

/** Polls until the condition holds; the test's own timeout bounds it. */
async function until(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the AI routes on the local model', () => {
  it('answer a lesson plan that passes the contract schema', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/ai/generate-lesson', cookie, {
      subject: 'Mathematics',
      grade: '7',
      topic: 'ratios',
      duration: 45,
    });
    expect(res.statusCode).toBe(200);
    expect(lessonPlan.safeParse(res.json().plan).success).toBe(true);
    expect(res.json().content).toContain(res.json().plan.title);
  });

  it('tell a waiting teacher how many requests are ahead, and nothing once it is answered', async () => {
    const first = await signUp(ctx().app);
    const second = await signUp(ctx().app);
    expect(await aheadOf(second.cookie)).toBeNull();

    // The model is busy, so both generations wait their turn: places are deterministic.
    const hold = holdModel();
    const running = call('POST', '/api/ai/generate-content', first.cookie, WORKSHEET);
    await until(async () => (await aheadOf(first.cookie)) === 1);
    const waiting = call('POST', '/api/ai/generate-content', second.cookie, WORKSHEET);
    await until(async () => (await aheadOf(second.cookie)) === 2);
    expect(await aheadOf(first.cookie)).toBe(1);
    await hold.release();

    for (const res of await Promise.all([running, waiting])) {
      expect(res.statusCode).toBe(200);
      expect(generatedContent.safeParse(res.json()).success).toBe(true);
    }
    expect(await aheadOf(first.cookie)).toBeNull();
    expect(await aheadOf(second.cookie)).toBeNull();
  });

  it('drop a waiting generation whose client went away, before it reaches the model', async () => {
    const { cookie } = await signUp(ctx().app);
    const address = await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    // Another request holds the model meanwhile.
    const hold = holdModel();

    const leave = new AbortController();
    const request = fetch(`${address}/api/ai/generate-content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(WORKSHEET),
      signal: leave.signal,
    }).catch((e: unknown) => e);
    await until(async () => (await aheadOf(cookie)) === 1);
    leave.abort();
    expect(await request).toBeInstanceOf(Error);
    await until(() => engine.queue.waiting() === 0);
    await hold.release();

    // Recorded as a failed call, never answered: the model never wrote it. The record is
    // written after the abandoned request unwinds, which may be after the queue empties.
    const usage = async () => (await call('GET', '/api/usage', cookie)).json().entries;
    await until(async () => (await usage()).length > 0);
    const entries = await usage();
    expect(entries[0]).toMatchObject({ feature: 'content', outcome: 'error' });
    expect((await call('GET', '/api/ai/queue', cookie)).json()).toEqual({ ahead: null });
  });

  it('answer 401 to a signed-out caller asking for its place', async () => {
    const res = await call('GET', '/api/ai/queue');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED_BODY);
  });
});
