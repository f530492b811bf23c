import { afterAll, describe, expect, it } from 'vitest';
import {
  openAiEngineOn,
  startFakeProvider,
  type Scripted,
} from '../../testing/fake-provider-server';
import { sseChunks, streamedText } from '../../testing/scripted-chat-engine';
import { caller, signUp, useTestApp } from '../../testing/test-app';

/** The chat routes on the LLM engine, against a local server speaking OpenAI's protocol. */
const provider = await startFakeProvider('openai');
const engine = openAiEngineOn(provider);
const ctx = useTestApp({ deps: { aiEngine: engine } });
afterAll(() => provider.close());

const script = (...steps: Scripted[]) => {
  provider.script = steps;
  provider.requests.length = 0;
};
const call = caller(ctx);
const messagesOf = async (cookie: string, id: string) =>
  (await call('GET', `/api/chat/${id}`, cookie)).json();

describe('chat on an OpenAI-protocol provider', () => {
  it('streams the provider’s tokens to the teacher and stores the reply', async () => {
    const { cookie } = await signUp(ctx().app);
    script({ kind: 'stream', chunks: ['Try ', 'a think-', 'pair-share.'] });
    const res = await call('POST', '/api/chat/llm1', cookie, { content: 'Discussion ideas?' });
    expect(res.statusCode).toBe(200);
    expect(sseChunks(res.body).filter((c) => c.type === 'text-delta').length).toBeGreaterThan(0);
    expect(streamedText(res.body)).toBe('Try a think-pair-share.');
    expect((await messagesOf(cookie, 'llm1'))[1]).toMatchObject({
      content: 'Try a think-pair-share.',
      status: 'complete',
    });
    const sent = JSON.parse(provider.requests[0]!.body);
    expect(sent.stream).toBe(true);
    expect(sent.model).toBe('test-model');
    const usage = (await call('GET', '/api/usage', cookie)).json();
    expect(usage.entries[0]).toMatchObject({
      feature: 'chat',
      engine: 'openai',
      model: 'test-model',
      outcome: 'success',
    });
  });

  it('retries a 429 before any text and then answers', async () => {
    const { cookie } = await signUp(ctx().app);
    script({ kind: 'error', status: 429 }, { kind: 'stream', chunks: ['Second ', 'time lucky.'] });
    const res = await call('POST', '/api/chat/llm2', cookie, { content: 'Hello?' });
    expect(streamedText(res.body)).toBe('Second time lucky.');
    expect(provider.requests).toHaveLength(2);
  });

  it('keeps what arrived when the provider fails mid-stream, marked failed', async () => {
    const { cookie } = await signUp(ctx().app);
    script({ kind: 'stream', chunks: ['Part one. ', 'Part two. ', 'Part three.'], breakAfter: 2 });
    const res = await call('POST', '/api/chat/llm3', cookie, { content: 'Tell me three things' });
    expect(sseChunks(res.body).at(-1)).toMatchObject({ type: 'error' });
    expect(streamedText(res.body)).toBe('Part one. Part two. ');
    expect((await messagesOf(cookie, 'llm3'))[1]).toMatchObject({
      content: 'Part one. Part two. ',
      status: 'failed',
    });
  });

  it('stop aborts the provider call and keeps the partial reply', async () => {
    const { cookie } = await signUp(ctx().app);
    script({
      kind: 'stream',
      chunks: Array.from({ length: 50 }, (_, i) => `word${i} `),
      intervalMs: 100,
    });
    const streaming = call('POST', '/api/chat/llm4', cookie, { content: 'Write a long answer' });
    await expect.poll(() => provider.requests.length).toBe(1);
    await new Promise((r) => setTimeout(r, 350));
    const stopped = (await call('POST', '/api/chat/llm4/stop', cookie)).json();
    expect(stopped[1].status).toBe('stopped');
    expect(stopped[1].content).toMatch(/^word0 /);
    expect(stopped[1].content).not.toContain('word49');
    await streaming;
    await expect.poll(() => provider.requests[0]!.abandoned).toBe(true);
  });

  it('never sends a roster name or email to the provider, in any turn or in the history', async () => {
    const { cookie } = await signUp(ctx().app);
    const student = await call('POST', '/api/students', cookie, {
      firstName: 'Maya',
      lastName: 'Lopez',
      email: 'maya.lopez@school.example',
      grade: '5',
      parentEmail: 'lopez.family@example.com',
    });
    expect(student.statusCode).toBe(201);
    script(
      {
        kind: 'stream',
        chunks: ['Dear [STU', 'DENT_1_FIRST]’s family, ', 'write to [PARENT_EMAIL_1].'],
      },
      { kind: 'stream', chunks: ['Shorter: hi [STUDENT_1]!'] },
    );
    const first = await call('POST', '/api/chat/llm5', cookie, {
      content: 'Draft a note to Maya Lopez’s parents (lopez.family@example.com) about Maya.',
    });
    expect(streamedText(first.body)).toBe('Dear Maya’s family, write to lopez.family@example.com.');
    const second = await call('POST', '/api/chat/llm5', cookie, {
      content: 'Make it shorter and cc maya.lopez@school.example',
    });
    expect(streamedText(second.body)).toBe('Shorter: hi Maya Lopez!');
    expect((await messagesOf(cookie, 'llm5'))[3].content).toBe('Shorter: hi Maya Lopez!');

    expect(provider.requests).toHaveLength(2);
    const history = JSON.parse(provider.requests[1]!.body).messages as { role: string }[];
    expect(history.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const sent = provider.requests.map((r) => r.body).join('\n');
    for (const secret of ['Maya', 'Lopez', 'maya.lopez@school.example', 'lopez.family@example.com'])
      expect(sent).not.toContain(secret);
    expect(sent).toContain('[STUDENT_1]');
    expect(sent).toContain('[PARENT_EMAIL_1]');
  });
});
