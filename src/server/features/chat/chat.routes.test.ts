import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_ERRORS, CHAT_LIMITS, CHAT_MESSAGES } from '../../../contracts/chat.contract';
import { DAY } from '../../platform/clock';
import { chatMessages } from '../../platform/db/schema/index';
import {
  createScriptedChatEngine,
  sseChunks,
  streamedText,
} from '../../testing/scripted-chat-engine';
import { caller, signUp, useTestApp } from '../../testing/test-app';

const { engine, control } = createScriptedChatEngine();
const LIMIT = 4;
const ctx = useTestApp({
  deps: { aiEngine: engine },
  env: { CHAT_MESSAGES_PER_DAY: String(LIMIT) },
});

beforeEach(() => {
  control.pieces = ['Here is ', 'a useful ', 'answer.'];
  control.holdAt = null;
  control.failAfter = null;
});

const call = caller(ctx);
let n = 0;
const session = () => `session_${Date.now()}_${(n += 1)}`;
const messagesOf = async (cookie: string, id: string) =>
  (await call('GET', `/api/chat/${id}`, cookie)).json() as {
    id: number;
    role: string;
    content: string;
    status: string;
    createdAt: string;
  }[];

describe('POST /api/chat/:sessionId', () => {
  it('streams the reply as a UI message stream and stores both messages', async () => {
    const { cookie } = await signUp(ctx().app);
    const id = session();
    const res = await call('POST', `/api/chat/${id}`, cookie, {
      content: '  Ideas for a Grade 3 lesson on plants?  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream');
    expect(res.headers['x-vercel-ai-ui-message-stream']).toBe('v1');
    const chunks = sseChunks(res.body);
    expect(chunks.map((c) => c.type)).toEqual([
      'start',
      'text-start',
      'text-delta',
      'text-delta',
      'text-delta',
      'text-end',
      'finish',
    ]);
    expect(res.body.trim().endsWith('data: [DONE]')).toBe(true);
    expect(streamedText(res.body)).toBe('Here is a useful answer.');

    const messages = await messagesOf(cookie, id);
    expect(messages.map(({ role, content, status }) => ({ role, content, status }))).toEqual([
      { role: 'user', content: 'Ideas for a Grade 3 lesson on plants?', status: 'complete' },
      { role: 'assistant', content: 'Here is a useful answer.', status: 'complete' },
    ]);
    expect(chunks[0]).toMatchObject({
      messageId: String(messages[1]!.id),
      messageMetadata: { createdAt: ctx().clock.now().toISOString(), status: 'streaming' },
    });
    expect(messages[0]!.createdAt).toBe(ctx().clock.now().toISOString());
    // The engine got the question as the teacher typed it (trimmed).
    expect(control.calls.at(-1)!.turns).toEqual([
      { role: 'user', content: 'Ideas for a Grade 3 lesson on plants?' },
    ]);

    const list = (await call('GET', '/api/chat', cookie)).json();
    expect(list).toEqual([
      {
        sessionId: id,
        title: 'Ideas for a Grade 3 lesson on plants?',
        createdAt: ctx().clock.now().toISOString(),
        updatedAt: ctx().clock.now().toISOString(),
        messageCount: 2,
      },
    ]);
  });

  it('sends the whole conversation back to the engine on the next question', async () => {
    const { cookie } = await signUp(ctx().app);
    const id = session();
    await call('POST', `/api/chat/${id}`, cookie, { content: 'First question' });
    control.pieces = ['Second ', 'answer'];
    await call('POST', `/api/chat/${id}`, cookie, { content: 'And a follow-up' });
    expect(control.calls.at(-1)!.turns).toEqual([
      { role: 'user', content: 'First question' },
      { role: 'assistant', content: 'Here is a useful answer.' },
      { role: 'user', content: 'And a follow-up' },
    ]);
    expect((await messagesOf(cookie, id)).map((m) => m.content)).toEqual([
      'First question',
      'Here is a useful answer.',
      'And a follow-up',
      'Second answer',
    ]);
  });

  it('records every reply in the usage ledger, not against the free plan', async () => {
    const { cookie } = await signUp(ctx().app);
    await call('POST', `/api/chat/${session()}`, cookie, { content: 'Hello' });
    const usage = (await call('GET', '/api/usage', cookie)).json();
    expect(usage.entries[0]).toMatchObject({
      feature: 'chat',
      engine: 'builtin',
      model: 'scripted',
      inputTokens: 10,
      outputTokens: 'Here is a useful answer.'.length,
      outcome: 'success',
      errorCode: null,
    });
    const plan = (await call('GET', '/api/subscription/info', cookie)).json();
    expect(plan.usageCount).toBe(0);
  });

  it.each([
    ['empty', { content: '' }, CHAT_MESSAGES.empty],
    ['blank', { content: '   \n  ' }, CHAT_MESSAGES.empty],
    ['missing', {}, CHAT_MESSAGES.empty],
    ['a number', { content: 42 }, CHAT_MESSAGES.empty],
    ['oversized', { content: 'x'.repeat(CHAT_LIMITS.content + 1) }, CHAT_MESSAGES.tooLong],
    // NUL cannot be stored; the platform's text guard or the contract refuses it.
    ['with a NUL byte', { content: 'null \u0000 byte' }, null],
  ])('refuses content that is %s with 400 and calls no engine', async (_, payload, message) => {
    const { cookie } = await signUp(ctx().app);
    const before = control.calls.length;
    const id = session();
    const res = await call('POST', `/api/chat/${id}`, cookie, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect(control.calls.length).toBe(before);
    expect(await messagesOf(cookie, id)).toEqual([]);
  });

  it.each(['has space', 'x'.repeat(65), 'dots..', 'ümlaut'])(
    'refuses a malformed session id (%#)',
    async (bad) => {
      const { cookie } = await signUp(ctx().app);
      const res = await call('GET', `/api/chat/${encodeURIComponent(bad)}`, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CHAT_MESSAGES.badSessionId);
    },
  );

  it('refuses a body over the size limit with 413', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', `/api/chat/${session()}`, cookie, {
      content: 'x'.repeat(ctx().config.maxBodyBytes + 10),
    });
    expect(res.statusCode).toBe(413);
  });

  it('keeps the partial text of a reply that fails mid-stream, marked failed', async () => {
    const { cookie } = await signUp(ctx().app);
    const id = session();
    control.failAfter = 2;
    const res = await call('POST', `/api/chat/${id}`, cookie, { content: 'Go' });
    const chunks = sseChunks(res.body);
    expect(chunks.at(-1)).toEqual({
      type: 'error',
      errorText: 'The AI provider could not be reached.',
    });
    expect(streamedText(res.body)).toBe('Here is a useful ');
    const [, reply] = await messagesOf(cookie, id);
    expect(reply).toMatchObject({ content: 'Here is a useful ', status: 'failed' });
    const usage = (await call('GET', '/api/usage', cookie)).json();
    expect(usage.entries[0]).toMatchObject({
      feature: 'chat',
      outcome: 'error',
      errorCode: 'ai.unavailable',
    });
  });
});

describe('signed out', () => {
  it.each([
    ['GET', '/api/chat'],
    ['GET', '/api/chat/s1'],
    ['POST', '/api/chat/s1'],
    ['POST', '/api/chat/s1/regenerate'],
    ['POST', '/api/chat/s1/edit'],
    ['POST', '/api/chat/s1/stop'],
    ['GET', '/api/chat/s1/stream'],
    ['PATCH', '/api/chat/s1'],
    ['DELETE', '/api/chat/s1'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const before = control.calls.length;
    const res = await call(method, url, undefined, method === 'GET' ? undefined : { content: 'x' });
    expect(res.statusCode).toBe(401);
    expect(control.calls.length).toBe(before);
  });
});

describe('another teacher', () => {
  it('sees an empty conversation and never reads, writes, stops or removes the owner’s', async () => {
    const a = await signUp(ctx().app);
    const b = await signUp(ctx().app);
    const id = session();
    await call('POST', `/api/chat/${id}`, a.cookie, { content: 'Private question about Maya' });
    const before = await messagesOf(a.cookie, id);

    expect(await messagesOf(b.cookie, id)).toEqual([]);
    expect((await call('GET', '/api/chat', b.cookie)).json()).toEqual([]);
    expect((await call('PATCH', `/api/chat/${id}`, b.cookie, { title: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/chat/${id}`, b.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/chat/${id}/regenerate`, b.cookie)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/chat/${id}/edit`, b.cookie, { content: 'Changed' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/chat/${id}/stream`, b.cookie)).statusCode).toBe(204);
    expect((await call('POST', `/api/chat/${id}/stop`, b.cookie)).json()).toEqual([]);

    // Posting to the same id makes B's own conversation; A's is untouched.
    control.pieces = ['B reply'];
    const res = await call('POST', `/api/chat/${id}`, b.cookie, { content: 'B question' });
    expect(res.statusCode).toBe(200);
    expect(control.calls.at(-1)!.turns).toEqual([{ role: 'user', content: 'B question' }]);
    expect((await messagesOf(b.cookie, id)).map((m) => m.content)).toEqual([
      'B question',
      'B reply',
    ]);
    expect(await messagesOf(a.cookie, id)).toEqual(before);
    expect((await call('GET', '/api/chat', a.cookie)).json()[0].title).toBe(
      'Private question about Maya',
    );
  });
});

describe('quotas', () => {
  it('answers 429 with Retry-After after the daily limit, before any engine call', async () => {
    const { cookie } = await signUp(ctx().app);
    const id = session();
    for (let i = 0; i < LIMIT; i += 1)
      expect((await call('POST', `/api/chat/${id}`, cookie, { content: `Q${i}` })).statusCode).toBe(
        200,
      );
    const before = control.calls.length;
    ctx().clock.advance(DAY / 2);
    const res = await call('POST', `/api/chat/${id}`, cookie, { content: 'One more' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(CHAT_ERRORS.daily_limit.code);
    expect(res.headers['retry-after']).toBe(String(DAY / 2 / 1000));
    expect((await call('POST', `/api/chat/${id}/regenerate`, cookie)).statusCode).toBe(429);
    expect(control.calls.length).toBe(before);
    expect((await messagesOf(cookie, id)).map((m) => m.content)).not.toContain('One more');

    ctx().clock.advance(DAY / 2 + 1000);
    expect(
      (await call('POST', `/api/chat/${id}`, cookie, { content: 'Next day' })).statusCode,
    ).toBe(200);
  });

  it('allows one reply at a time per teacher: a second answers 429 while the first streams', async () => {
    const { cookie } = await signUp(ctx().app);
    control.holdAt = 1;
    const yielded = control.yielded;
    const first = call('POST', `/api/chat/${session()}`, cookie, { content: 'Long one' });
    await control.waitForPieces(yielded + 1);
    const before = control.calls.length;
    const second = await call('POST', `/api/chat/${session()}`, cookie, { content: 'Another' });
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe(CHAT_ERRORS.busy.code);
    expect(second.headers['retry-after']).toBe('5');
    expect(control.calls.length).toBe(before);
    // Another teacher is not held up.
    const other = await signUp(ctx().app);
    control.holdAt = null;
    expect(
      (await call('POST', `/api/chat/${session()}`, other.cookie, { content: 'Mine' })).statusCode,
    ).toBe(200);
    control.release();
    expect(streamedText((await first).body)).toBe('Here is a useful answer.');
  });
});

describe('stop, regenerate, edit, resume', () => {
  it('stop aborts the engine and keeps the partial reply, marked stopped', async () => {
    const { cookie } = await signUp(ctx().app);
    const id = session();
    control.holdAt = 2;
    const yielded = control.yielded;
    const streaming = call('POST', `/api/chat/${id}`, cookie, { content: 'Write a lot' });
    await control.waitForPieces(yielded + 2);
    const stopped = await call('POST', `/api/chat/${id}/stop`, cookie);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()[1]).toMatchObject({
      role: 'assistant',
      content: 'Here is a useful ',
      status: 'stopped',
    });
    expect(control.calls.at(-1)!.ctx!.signal!.aborted).toBe(true);
    const res = await streaming;
    expect(sseChunks(res.body).at(-1)).toMatchObject({
      type: 'finish',
      messageMetadata: { status: 'stopped' },
    });
    const usage = (await call('GET', '/api/usage', cookie)).json();
    expect(usage.entries[0]).toMatchObject({ outcome: 'success', errorCode: 'chat.stopped' });
    // Stopping when nothing runs changes nothing.
    expect((await call('POST', `/api/chat/${id}/stop`, cookie)).json()).toEqual(
      await messagesOf(cookie, id),
    );
  });

  it('regenerate replaces the last reply; edit rewrites the last question', async () => {
    const { cookie } = await signUp(ctx().app);
    const id = session();
    await call('POST', `/api/chat/${id}`, cookie, { content: 'Question one' });
    const [, oldReply] = await messagesOf(cookie, id);

    control.pieces = ['Another ', 'take'];
    const again = await call('POST', `/api/chat/${id}/regenerate`, cookie);
    expect(again.statusCode).toBe(200);
    expect(streamedText(again.body)).toBe('Another take');
    const afterRegenerate = await messagesOf(cookie, id);
    expect(afterRegenerate.map((m) => m.content)).toEqual(['Question one', 'Another take']);
    expect(afterRegenerate[1]!.id).not.toBe(oldReply!.id);
    expect(control.calls.at(-1)!.turns).toEqual([{ role: 'user', content: 'Question one' }]);

    control.pieces = ['Edited ', 'answer'];
    const edited = await call('POST', `/api/chat/${id}/edit`, cookie, { content: 'Question 1b' });
    expect(edited.statusCode).toBe(200);
    expect((await messagesOf(cookie, id)).map((m) => m.content)).toEqual([
      'Question 1b',
      'Edited answer',
    ]);
    expect(control.calls.at(-1)!.turns).toEqual([{ role: 'user', content: 'Question 1b' }]);
    expect((await call('GET', '/api/chat', cookie)).json()[0].title).toBe('Question 1b');

    expect(
      (await call('POST', `/api/chat/${id}/edit`, cookie, { content: '  ' })).json().message,
    ).toBe(CHAT_MESSAGES.empty);
    expect((await call('POST', `/api/chat/${session()}/regenerate`, cookie)).statusCode).toBe(404);
  });

  it('answers an edit or a regeneration with the history before it, asked before it is stored', async () => {
    const { cookie } = await signUp(ctx().app);
    const id = session();
    control.pieces = ['First ', 'reply'];
    await call('POST', `/api/chat/${id}`, cookie, { content: 'Question one' });
    control.pieces = ['Second ', 'reply'];
    await call('POST', `/api/chat/${id}`, cookie, { content: 'Question two' });
    expect(control.calls.at(-1)!.turns).toEqual([
      { role: 'user', content: 'Question one' },
      { role: 'assistant', content: 'First reply' },
      { role: 'user', content: 'Question two' },
    ]);

    await call('POST', `/api/chat/${id}/edit`, cookie, { content: 'Question 2b' });
    expect(control.calls.at(-1)!.turns).toEqual([
      { role: 'user', content: 'Question one' },
      { role: 'assistant', content: 'First reply' },
      { role: 'user', content: 'Question 2b' },
    ]);
    await call('POST', `/api/chat/${id}/regenerate`, cookie);
    expect(control.calls.at(-1)!.turns).toEqual([
      { role: 'user', content: 'Question one' },
      { role: 'assistant', content: 'First reply' },
      { role: 'user', content: 'Question 2b' },
    ]);
    // The first question's title stays: only editing the first question renames.
    expect((await call('GET', '/api/chat', cookie)).json()[0].title).toBe('Question one');
    expect((await messagesOf(cookie, id)).map((m) => m.content)).toEqual([
      'Question one',
      'First reply',
      'Question 2b',
      'Second reply',
    ]);
  });

  it('a reload resumes the reply: the stream replays what was written, then the rest', async () => {
    const { cookie } = await signUp(ctx().app);
    const id = session();
    expect((await call('GET', `/api/chat/${id}/stream`, cookie)).statusCode).toBe(204);
    control.holdAt = 2;
    const yielded = control.yielded;
    const first = call('POST', `/api/chat/${id}`, cookie, { content: 'Long answer please' });
    await control.waitForPieces(yielded + 2);
    const shown = await messagesOf(cookie, id);
    expect(shown[1]).toMatchObject({ role: 'assistant', status: 'streaming' });
    const resumed = call('GET', `/api/chat/${id}/stream`, cookie);
    control.release();
    const res = await resumed;
    expect(res.statusCode).toBe(200);
    expect(sseChunks(res.body)[0]).toMatchObject({
      type: 'start',
      messageId: String(shown[1]!.id),
    });
    expect(streamedText(res.body)).toBe('Here is a useful answer.');
    await first;
    expect((await call('GET', `/api/chat/${id}/stream`, cookie)).statusCode).toBe(204);
  });

  it('finishes and stores the reply after the client disconnects', async () => {
    const { cookie } = await signUp(ctx().app);
    const { app } = ctx();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const id = session();
    control.holdAt = 1;
    const yielded = control.yielded;
    const aborter = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/chat/${id}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Then I close the tab' }),
      signal: aborter.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    await control.waitForPieces(yielded + 1);
    aborter.abort();
    await reader.cancel().catch(() => undefined);
    control.release();
    let reply: { content: string; status: string } | undefined;
    for (let i = 0; i < 200 && reply?.status !== 'complete'; i += 1) {
      await new Promise((r) => setTimeout(r, 10));
      reply = (await messagesOf(cookie, id))[1];
    }
    expect(reply).toMatchObject({ content: 'Here is a useful answer.', status: 'complete' });
  });
});

describe('conversation list', () => {
  it('lists newest first, renames and deletes', async () => {
    const { cookie } = await signUp(ctx().app);
    const older = session();
    const newer = session();
    await call('POST', `/api/chat/${older}`, cookie, {
      content: `A very long first question that goes on and on about fractions and decimals for the class`,
    });
    ctx().clock.advance(60_000);
    await call('POST', `/api/chat/${newer}`, cookie, { content: 'Newer' });
    let list = (await call('GET', '/api/chat', cookie)).json();
    expect(list.map((c: { sessionId: string }) => c.sessionId)).toEqual([newer, older]);
    expect(list[1].title).toBe('A very long first question that goes on and on about fracti…');

    const renamed = await call('PATCH', `/api/chat/${older}`, cookie, { title: '  Fractions  ' });
    expect(renamed.json()).toEqual({ ok: true });
    expect((await call('PATCH', `/api/chat/${older}`, cookie, { title: ' ' })).json().message).toBe(
      CHAT_MESSAGES.titleEmpty,
    );
    expect(
      (await call('PATCH', `/api/chat/${older}`, cookie, { title: 'x'.repeat(121) })).json()
        .message,
    ).toBe(CHAT_MESSAGES.titleTooLong);

    // A new question moves a conversation back to the top.
    ctx().clock.advance(60_000);
    await call('POST', `/api/chat/${older}`, cookie, { content: 'More' });
    list = (await call('GET', '/api/chat', cookie)).json();
    expect(list.map((c: { title: string }) => c.title)).toEqual(['Fractions', 'Newer']);

    expect((await call('DELETE', `/api/chat/${newer}`, cookie)).json()).toEqual({ ok: true });
    expect(await messagesOf(cookie, newer)).toEqual([]);
    expect((await call('DELETE', `/api/chat/${newer}`, cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/chat', cookie)).json()).toHaveLength(1);
  });
});

describe('a reply left behind by a restart', () => {
  it('is shown as failed once it is older than the AI timeout, not as streaming forever', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const id = session();
    await call('POST', `/api/chat/${id}`, cookie, { content: 'Before the restart' });
    const at = ctx().clock.now();
    await ctx().db.db.insert(chatMessages).values({
      ownerId: user.id,
      sessionId: id,
      role: 'assistant',
      content: 'Half a rep',
      status: 'streaming',
      createdAt: at,
      updatedAt: at,
    });
    expect((await messagesOf(cookie, id)).at(-1)!.status).toBe('streaming');
    ctx().clock.advance(ctx().config.ai.timeoutMs + 16_000);
    expect((await messagesOf(cookie, id)).at(-1)).toMatchObject({
      content: 'Half a rep',
      status: 'failed',
    });
    expect((await call('GET', `/api/chat/${id}/stream`, cookie)).statusCode).toBe(204);
  });
});
