import { afterAll, describe, expect, it } from 'vitest';
import { FREE_USAGE_LIMIT } from '../../../contracts/constants';
import { openAiEngineOn, startFakeProvider } from '../../testing/fake-provider-server';
import { streamedText } from '../../testing/scripted-chat-engine';
import { GENERATE } from '../../testing/switchable-engine';
import { caller, sessionCookieOf, signUp, useTestApp } from '../../testing/test-app';

/**
 * Guests never reach a paid provider (issue 23 item 3): with an OpenAI-protocol provider
 * configured, a guest's generations and chat are answered by the built-in engine, cost the guest
 * nothing, and send nothing to the provider; a teacher's still go to it.
 */
const provider = await startFakeProvider('openai');
const engine = openAiEngineOn(provider);
const ctx = useTestApp({ deps: { aiEngine: engine } });
afterAll(() => provider.close());
const call = caller(ctx);

async function guest() {
  const res = await ctx().app.inject({ method: 'POST', url: '/api/guest-login' });
  return sessionCookieOf(res)!;
}

describe('a guest with a paid provider configured', () => {
  it('generates with the built-in engine, past the free limit, and the provider hears nothing', async () => {
    const cookie = await guest();
    provider.requests.length = 0;
    for (let i = 0; i <= FREE_USAGE_LIMIT; i++) {
      const res = await call('POST', '/api/ai/generate-lesson', cookie, GENERATE.lesson);
      expect(res.statusCode, `generation ${i + 1}`).toBe(200);
    }
    expect(provider.requests).toHaveLength(0);
    expect((await call('GET', '/api/subscription/info', cookie)).json().usageCount).toBe(0);
    const usage = (await call('GET', '/api/usage', cookie)).json();
    expect(new Set(usage.entries.map((e: { engine: string }) => e.engine))).toEqual(
      new Set(['builtin']),
    );
  });

  it('chats with the built-in engine; a teacher still reaches the provider', async () => {
    const cookie = await guest();
    provider.requests.length = 0;
    const res = await call('POST', '/api/chat/guest1', cookie, {
      content: 'Give me three warm-up ideas for a fractions lesson in grade 4',
    });
    expect(res.statusCode).toBe(200);
    expect(streamedText(res.body).length).toBeGreaterThan(20);
    expect(provider.requests).toHaveLength(0);

    const teacher = await signUp(ctx().app);
    provider.script = [{ kind: 'stream', chunks: ['Try ', 'fraction strips.'] }];
    const answered = await call('POST', '/api/chat/teacher1', teacher.cookie, {
      content: 'Warm-up ideas?',
    });
    expect(streamedText(answered.body)).toBe('Try fraction strips.');
    expect(provider.requests).toHaveLength(1);
  });
});
