import { describe, expect, it } from 'vitest';
import { sseChunks, streamedText } from '../../testing/scripted-chat-engine';
import { caller, signUp, useTestApp } from '../../testing/test-app';
import { chatMessages } from '../../platform/db/schema/index';
import { useTinyLocalModel } from '../../testing/tiny-local-engine';

/** The chat routes on the local engine with the tiny random-weights model. */
const engine = useTinyLocalModel('local-chat').engine({ maxTokens: 80 });
const ctx = useTestApp({ deps: { aiEngine: engine } });
const call = caller(ctx);

describe('chat on the local model', () => {
  it('streams the reply token by token and tells a waiting teacher their place', async () => {
    const first = await signUp(ctx().app);
    const second = await signUp(ctx().app);
    const [a, b] = await Promise.all([
      call('POST', '/api/chat/local1', first.cookie, { content: 'Warm-up ideas?' }),
      call('POST', '/api/chat/local2', second.cookie, { content: 'Exit ticket ideas?' }),
    ]);
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(200);
      expect(sseChunks(res.body).filter((c) => c.type === 'text-delta').length).toBeGreaterThan(5);
    }
    const places = (body: string) =>
      sseChunks(body)
        .filter((c) => c.type === 'data-queue')
        .map((c) => (c as { data: { ahead: number } }).data.ahead);
    // One of the two waited behind the other: it heard "1 ahead", then its turn.
    expect([places(a.body), places(b.body)]).toContainEqual([1, 0]);
    expect([places(a.body), places(b.body)]).toContainEqual([]);

    const stored = (await call('GET', '/api/chat/local2', second.cookie)).json();
    expect(stored[1]).toMatchObject({ role: 'assistant', status: 'complete' });
    expect(stored[1].content).toBe(streamedText(b.body));
  });

  it('waits the local timeout, not a provider’s, before calling a reply left by a restart failed', async () => {
    const { cookie, user } = await signUp(ctx().app);
    await call('POST', '/api/chat/local3', cookie, { content: 'Before the restart' });
    const at = ctx().clock.now();
    await ctx().db.db.insert(chatMessages).values({
      ownerId: user.id,
      sessionId: 'local3',
      role: 'assistant',
      content: 'Half a rep',
      status: 'streaming',
      createdAt: at,
      updatedAt: at,
    });
    const last = async () => (await call('GET', '/api/chat/local3', cookie)).json().at(-1);
    ctx().clock.advance(ctx().config.ai.timeoutMs + 16_000);
    expect(await last()).toMatchObject({ status: 'streaming' });
    ctx().clock.advance(ctx().config.ai.localTimeoutMs);
    expect(await last()).toMatchObject({ content: 'Half a rep', status: 'failed' });
  });
});
