import { mkdtempSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_ADMIN_MESSAGES as M } from '../../../contracts/ai-admin.contract';
import { AUTH_MESSAGES } from '../../../contracts/auth.contract';
import { HTTP_ERRORS } from '../../../contracts/errors';
import { aiConnections } from '../../platform/db/schema/index';
import { SECRET_KEY_FILE } from '../../platform/secrets/secret-box';
import { startFakeProvider, type FakeProvider } from '../../testing/fake-provider-server';
import { freePort } from '../../testing/server-process';
import { caller, signInAdmin, signUp, useTestApp } from '../../testing/test-app';

/**
 * Issue 33 item 3: provider connections as data. An administrator adds a connection, sees the
 * models its server lists, tests one and chooses it without a restart; keys are sealed and never
 * sent back; keyless servers of the school's own are not metered. Every server here is local.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chalkwise-connections-'));
let openai: FakeProvider;
let gemini: FakeProvider;
let anthropic: FakeProvider;
/** Answers 404 with a web page to everything: a base URL that is not an API. */
let notApi: Server;
let notApiUrl = '';

beforeAll(async () => {
  [openai, gemini, anthropic] = await Promise.all([
    startFakeProvider('openai'),
    startFakeProvider('gemini'),
    startFakeProvider('anthropic'),
  ]);
  notApi = createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<h1>Not found</h1>');
  });
  await new Promise<void>((r) => notApi.listen(0, '127.0.0.1', r));
  notApiUrl = `http://127.0.0.1:${(notApi.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all([openai.close(), gemini.close(), anthropic.close()]);
  notApi.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ctx = useTestApp({ env: { DATA_DIR: dataDir } });
const call = caller(ctx);
const admin = async () => (await signInAdmin(ctx().app)).cookie;
const KEY = 'sk-test-0123456789abcdef';

const add = async (cookie: string, body: Record<string, unknown>) =>
  call('POST', '/api/admin/ai/connections', cookie, body);
const selfHosted = (cookie: string, name = 'Lab server') =>
  add(cookie, { name, kind: 'openai-compatible', baseUrl: `${openai.url}/v1/` });

const content = {
  contentType: 'worksheet',
  subject: 'English',
  grade: '4',
  topic: 'Verbs',
  learningStyle: 'visual',
  duration: 30,
};
const answer = {
  kind: 'text' as const,
  text: JSON.stringify({ title: 'Verbs', content: '# Verbs' }),
};

describe('AI connections access', () => {
  it.each([
    ['GET', '/api/admin/ai/connections'],
    ['POST', '/api/admin/ai/connections'],
    ['PATCH', '/api/admin/ai/connections/1'],
    ['DELETE', '/api/admin/ai/connections/1'],
    ['GET', '/api/admin/ai/connections/1/models'],
    ['POST', '/api/admin/ai/connections/1/test'],
  ] as const)('%s %s is 401 signed out and 403 for a teacher', async (method, url) => {
    const body = method === 'POST' || method === 'PATCH' ? { name: 'x' } : undefined;
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    const { cookie } = await signUp(ctx().app);
    const res = await call(method, url, cookie, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.accessDenied);
  });
});

describe('adding a connection', () => {
  it('keeps a key sealed on the server and never sends it back', async () => {
    const cookie = await admin();
    const res = await add(cookie, {
      name: '  School OpenAI ',
      kind: 'openai',
      baseUrl: `${openai.url}/v1`,
      apiKey: KEY,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'School OpenAI',
      kind: 'openai',
      baseUrl: `${openai.url}/v1`,
      hasKey: true,
      engine: 'openai',
      metered: true,
      chosenModel: null,
    });
    expect(res.body).not.toContain(KEY);
    const listed = await call('GET', '/api/admin/ai/connections', cookie);
    expect(listed.body).not.toContain(KEY);
    expect(listed.json().connections.map((c: { id: number }) => c.id)).toContain(res.json().id);
    const rows = await ctx().db.db.select().from(aiConnections);
    expect(JSON.stringify(rows)).not.toContain(KEY);
    expect(rows.find((r) => r.id === res.json().id)?.apiKeySealed).toMatch(/^v1:/);
    // The sealing key is the server's alone.
    expect(statSync(path.join(dataDir, SECRET_KEY_FILE)).mode & 0o077).toBe(0);
  });

  it('a keyless server of the school own is not metered; with a key it is', async () => {
    const cookie = await admin();
    const keyless = await selfHosted(cookie);
    expect(keyless.statusCode).toBe(201);
    // A trailing slash is dropped, so paths join cleanly.
    expect(keyless.json()).toMatchObject({
      baseUrl: `${openai.url}/v1`,
      hasKey: false,
      engine: 'self-hosted',
      metered: false,
    });
    const keyed = await add(cookie, {
      name: 'vLLM with a key',
      kind: 'openai-compatible',
      baseUrl: `${openai.url}/v1`,
      apiKey: KEY,
    });
    expect(keyed.json()).toMatchObject({ engine: 'openai-compatible', metered: true });
  });

  it.each([
    [{ name: '' }, M.connectionName],
    [{ name: 'a'.repeat(81) }, M.connectionName],
    // A NUL is refused by the platform before any schema, with its own words.
    [{ name: 'Lab\u0000' }, HTTP_ERRORS.invalid_text.message],
    [{ name: 42 }, M.connectionName],
    [{ kind: 'azure' }, M.connectionKind],
    [{ baseUrl: 'ftp://10.0.0.5/v1' }, M.baseUrl],
    [{ baseUrl: 'file:///etc/passwd' }, M.baseUrl],
    [{ baseUrl: 'not a url' }, M.baseUrl],
    [{ baseUrl: 'http://user:secret@10.0.0.5/v1' }, M.baseUrl],
    [{ baseUrl: `http://10.0.0.5/${'v'.repeat(500)}` }, M.baseUrl],
    [{ apiKey: 'has space' }, M.apiKey],
    [{ apiKey: '' }, M.apiKey],
    [{ kind: 'anthropic' }, M.keyRequired],
  ])('refuses %j with its message, and stores nothing', async (change, message) => {
    const cookie = await admin();
    const before = (await ctx().db.db.select().from(aiConnections)).length;
    const res = await add(cookie, {
      name: 'Lab',
      kind: 'openai-compatible',
      baseUrl: 'http://10.0.0.5:8000/v1',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await ctx().db.db.select().from(aiConnections)).length).toBe(before);
  });

  it('refuses an unknown field and a body that is not an object', async () => {
    const cookie = await admin();
    const base = { name: 'Lab', kind: 'openai-compatible', baseUrl: 'http://10.0.0.5/v1' };
    expect((await add(cookie, { ...base, engine: 'x' })).statusCode).toBe(400);
    expect((await add(cookie, [base] as unknown as Record<string, unknown>)).statusCode).toBe(400);
  });
});

describe("a connection's models", () => {
  it('lists what an OpenAI-compatible server serves, sending no key when it has none', async () => {
    const cookie = await admin();
    const { id } = (await selfHosted(cookie)).json();
    openai.models = ['qwen2.5-7b-instruct', 'llama-3.1-8b', '../bad name'];
    openai.requests.length = 0;
    const res = await call('GET', `/api/admin/ai/connections/${id}/models`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().models.map((m: { id: string }) => m.id)).toEqual([
      'llama-3.1-8b',
      'qwen2.5-7b-instruct',
    ]);
    expect(openai.requests).toHaveLength(1);
    expect(openai.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models' });
    expect(openai.requests[0]!.headers?.authorization).toBeUndefined();
  });

  it("asks Gemini and Anthropic in their own protocols, with the connection's key", async () => {
    const cookie = await admin();
    const g = await add(cookie, {
      name: 'Gemini',
      kind: 'google',
      baseUrl: `${gemini.url}/v1beta`,
      apiKey: KEY,
    });
    gemini.models = ['gemini-2.5-flash'];
    const gm = await call('GET', `/api/admin/ai/connections/${g.json().id}/models`, cookie);
    expect(gm.json().models).toEqual([{ id: 'gemini-2.5-flash', label: 'GEMINI-2.5-FLASH' }]);
    expect(gemini.requests.at(-1)!.headers?.['x-goog-api-key']).toBe(KEY);

    const a = await add(cookie, {
      name: 'Claude',
      kind: 'anthropic',
      baseUrl: `${anthropic.url}/v1`,
      apiKey: KEY,
    });
    anthropic.models = ['claude-sonnet-4-5'];
    const am = await call('GET', `/api/admin/ai/connections/${a.json().id}/models`, cookie);
    expect(am.json().models.map((m: { id: string }) => m.id)).toEqual(['claude-sonnet-4-5']);
    expect(anthropic.requests.at(-1)!.headers).toMatchObject({
      'x-api-key': KEY,
      'anthropic-version': '2023-06-01',
    });
  });

  it('says clearly when the base URL does not answer, or is not an API', async () => {
    const cookie = await admin();
    const port = await freePort();
    const down = await add(cookie, {
      name: 'Down',
      kind: 'openai-compatible',
      baseUrl: `http://127.0.0.1:${port}/v1`,
    });
    const res = await call('GET', `/api/admin/ai/connections/${down.json().id}/models`, cookie);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('ai_admin.connection_failed');
    expect(res.json().message).toBe(
      `http://127.0.0.1:${port}/v1/models did not answer: nothing is listening there (connection refused).`,
    );
    const page = await add(cookie, {
      name: 'Web page',
      kind: 'openai-compatible',
      baseUrl: notApiUrl,
    });
    const res404 = await call('GET', `/api/admin/ai/connections/${page.json().id}/models`, cookie);
    expect(res404.statusCode).toBe(502);
    expect(res404.json().message).toMatch(/has no model list \(HTTP 404\): check the base URL/);
  });

  it('is 404 for an unknown connection and 400 for an id that is not one', async () => {
    const cookie = await admin();
    expect((await call('GET', '/api/admin/ai/connections/999999/models', cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/admin/ai/connections/abc/models', cookie)).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/admin/ai/connections/1e99/models', cookie)).statusCode).toBe(
      400,
    );
  });
});

describe('testing and choosing a connection', () => {
  it('tests a model with a short reply, and says what the server answered when it fails', async () => {
    const cookie = await admin();
    const { id } = (
      await add(cookie, { name: 'Keyed', kind: 'openai', baseUrl: `${openai.url}/v1`, apiKey: KEY })
    ).json();
    openai.script = [{ kind: 'stream', chunks: ['Welcome, ', 'water explorers!'] }];
    const ok = await call('POST', `/api/admin/ai/connections/${id}/test`, cookie, {
      model: 'gpt-x',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      engine: 'openai',
      model: 'gpt-x',
      text: 'Welcome, water explorers!',
    });
    // The fake server reports no usage in its stream: the tokens are estimated, not zero.
    expect(ok.json().outputTokens).toBeGreaterThan(0);
    openai.script = [{ kind: 'error', status: 401, message: `Incorrect API key provided: ${KEY}` }];
    const bad = await call('POST', `/api/admin/ai/connections/${id}/test`, cookie, {
      model: 'gpt-x',
    });
    expect(bad.statusCode).toBe(502);
    expect(bad.json().message).toMatch(/refused the configured key.*HTTP 401/);
    expect(bad.body).not.toContain(KEY);
    for (const body of [{}, { model: '' }, { model: 'a b' }, { model: 'x'.repeat(201) }]) {
      const res = await call('POST', `/api/admin/ai/connections/${id}/test`, cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.connectionModel);
    }
  });

  it('answers teachers with the chosen connection at once, unmetered when keyless', async () => {
    const cookie = await admin();
    const { id } = (await selfHosted(cookie, 'GPU box')).json();
    const chosen = await call('PUT', '/api/admin/ai/engine', cookie, {
      engine: 'connection',
      connectionId: id,
      model: 'qwen2.5-7b-instruct',
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      engine: 'self-hosted',
      model: 'qwen2.5-7b-instruct',
      source: 'admin',
      choice: { engine: 'connection', connectionId: id, model: 'qwen2.5-7b-instruct' },
    });
    const listed = (await call('GET', '/api/admin/ai/connections', cookie)).json();
    expect(listed.connections.find((c: { id: number }) => c.id === id).chosenModel).toBe(
      'qwen2.5-7b-instruct',
    );

    const teacher = (await signUp(ctx().app)).cookie;
    openai.requests.length = 0;
    openai.script = [answer];
    const res = await call('POST', '/api/ai/generate-content', teacher, content);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Verbs');
    expect(JSON.parse(openai.requests[0]!.body).model).toBe('qwen2.5-7b-instruct');
    expect((await call('GET', '/api/subscription/info', teacher)).json().usageCount).toBe(0);

    // A chosen connection cannot be deleted; its new address applies at once.
    const del = await call('DELETE', `/api/admin/ai/connections/${id}`, cookie);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(M.connectionInUse);
    const moved = await call('PATCH', `/api/admin/ai/connections/${id}`, cookie, {
      baseUrl: `${notApiUrl}/v1`,
    });
    expect(moved.statusCode).toBe(200);
    const gone = await call('POST', '/api/ai/generate-content', teacher, content);
    expect(gone.statusCode).toBe(502);
    await call('PATCH', `/api/admin/ai/connections/${id}`, cookie, { baseUrl: `${openai.url}/v1` });

    // With a key the same server is metered.
    const withKey = await call('PATCH', `/api/admin/ai/connections/${id}`, cookie, { apiKey: KEY });
    expect(withKey.json()).toMatchObject({
      hasKey: true,
      engine: 'openai-compatible',
      metered: true,
    });
    openai.script = [answer];
    expect((await call('POST', '/api/ai/generate-content', teacher, content)).statusCode).toBe(200);
    expect(openai.requests.at(-1)!.headers?.authorization).toBe(`Bearer ${KEY}`);
    expect((await call('GET', '/api/subscription/info', teacher)).json().usageCount).toBe(1);

    await call('PUT', '/api/admin/ai/engine', cookie, { engine: 'builtin' });
    expect((await call('DELETE', `/api/admin/ai/connections/${id}`, cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/ai/connections/${id}`, cookie)).statusCode).toBe(404);
  });

  it('refuses to choose an unknown connection, and to remove the key a provider needs', async () => {
    const cookie = await admin();
    const res = await call('PUT', '/api/admin/ai/engine', cookie, {
      engine: 'connection',
      connectionId: 999999,
      model: 'm',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.connectionNotFound);
    expect((await call('GET', '/api/admin/ai/status', cookie)).json().engine).toBe('builtin');
    const { id } = (
      await add(cookie, {
        name: 'Claude',
        kind: 'anthropic',
        baseUrl: `${anthropic.url}/v1`,
        apiKey: KEY,
      })
    ).json();
    const patch = await call('PATCH', `/api/admin/ai/connections/${id}`, cookie, { apiKey: null });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().message).toBe(M.keyRequired);
    expect(
      (await call('PATCH', '/api/admin/ai/connections/999999', cookie, { name: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/admin/ai/connections/${id}`, cookie, { kind: 'openai' }))
        .statusCode,
    ).toBe(400);
  });
});
