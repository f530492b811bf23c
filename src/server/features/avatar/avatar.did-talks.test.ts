import { AVATAR_FAILURE_REASONS } from '../../../contracts/avatar.text';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestContext } from '../../testing/test-app';
import { didTalksRenderer, retryAfterMs } from './avatar.did-talks';

/** A local server speaking D-ID's talks API: create, poll, result, delete; 401 and 429 on demand. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(200, 7),
]);
const KEY = 'dGVhY2hlcg:secret';
type Mode = 'ok' | 'error' | 'unauthorized' | 'busy-once' | 'busy-long' | 'never';
let mode: Mode = 'ok';
let requests: { method: string; url: string; auth?: string; body?: unknown }[] = [];
let polls = 0;
let server: http.Server;
let base = '';
let dir = '';

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'did-talks-'));
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      requests.push({
        method: req.method!,
        url: req.url!,
        auth: req.headers.authorization,
        body: raw ? JSON.parse(raw) : undefined,
      });
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/results/tlk_1.mp4') {
        if (req.headers.authorization) return json(400, { message: 'no credentials here' });
        res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': MP4.length });
        return res.end(MP4);
      }
      if (req.headers.authorization !== `Basic ${KEY}` || mode === 'unauthorized') {
        return json(401, { kind: 'AuthorizationError', description: 'Unauthorized' });
      }
      if (req.method === 'POST' && req.url === '/talks') {
        if (mode === 'busy-long') {
          return json(429, { kind: 'TooManyRequests' }, { 'retry-after': '3600' });
        }
        if (mode === 'busy-once' && requests.filter((r) => r.url === '/talks').length === 1) {
          return json(429, { kind: 'TooManyRequests' }, { 'retry-after': '0' });
        }
        return json(201, { id: 'tlk_1', object: 'talk', status: 'created' });
      }
      if (req.method === 'GET' && req.url === '/talks/tlk_1') {
        polls++;
        if (mode === 'never' || polls < 3) return json(200, { id: 'tlk_1', status: 'started' });
        if (mode === 'error') {
          return json(200, {
            id: 'tlk_1',
            status: 'error',
            error: { kind: 'FaceError', description: 'Face not detected' },
          });
        }
        return json(200, {
          id: 'tlk_1',
          status: 'done',
          duration: 2.5,
          result_url: `${base}/results/tlk_1.mp4`,
        });
      }
      if (req.method === 'DELETE' && req.url === '/talks/tlk_1') return json(200, {});
      json(404, { kind: 'NotFoundError' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await fs.rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  mode = 'ok';
  requests = [];
  polls = 0;
});

const renderer = (key = KEY, budgetMs = 5000) =>
  didTalksRenderer({
    apiUrl: `${base}/`,
    apiKey: key,
    sourceUrl: 'https://example.org/teacher.jpg',
    pollMs: 10,
    budgetMs,
  });
const out = (name: string) => path.join(dir, `${name}.mp4`);

describe('D-ID talks provider', () => {
  it('creates a talk, polls until done, saves the MP4 and deletes the talk at D-ID', async () => {
    const result = await renderer()({ text: 'Good morning, class.', outPath: out('a') });
    expect(result).toEqual({ ok: true, durationMs: 2500 });
    expect(await fs.readFile(out('a'))).toEqual(MP4);
    const create = requests[0]!;
    expect(create).toMatchObject({ method: 'POST', url: '/talks', auth: `Basic ${KEY}` });
    expect(create.body).toEqual({
      source_url: 'https://example.org/teacher.jpg',
      script: { type: 'text', input: 'Good morning, class.' },
      config: { result_format: 'mp4' },
    });
    expect(polls).toBe(3);
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/talks/tlk_1' });
    await expect(fs.stat(`${out('a')}.part.mp4`)).rejects.toThrow();
  });

  it('reports a failed talk as a provider error, with D-ID’s reason, and leaves no file', async () => {
    mode = 'error';
    const result = await renderer()({ text: 'Hello', outPath: out('b') });
    expect(result).toMatchObject({ ok: false, reason: 'provider' });
    expect(!result.ok && result.detail).toContain('Face not detected');
    await expect(fs.stat(out('b'))).rejects.toThrow();
  });

  it('a wrong key is "unauthorized"', async () => {
    const result = await renderer('wrong')({ text: 'Hello', outPath: out('c') });
    expect(result).toMatchObject({ ok: false, reason: 'unauthorized' });
    expect(requests).toHaveLength(1);
  });

  it('a 401 while polling is "unauthorized" too', async () => {
    const render = renderer();
    const pending = render({ text: 'Hello', outPath: out('c2') });
    await new Promise((r) => setTimeout(r, 5));
    mode = 'unauthorized';
    expect(await pending).toMatchObject({ ok: false, reason: 'unauthorized' });
  });

  it('waits out a 429 for its Retry-After, then goes on', async () => {
    mode = 'busy-once';
    const result = await renderer()({ text: 'Hello', outPath: out('d') });
    expect(result).toMatchObject({ ok: true });
    expect(requests.filter((r) => r.url === '/talks')).toHaveLength(2);
  });

  it('a 429 longer than the budget is "rate_limited", without waiting', async () => {
    mode = 'busy-long';
    const started = Date.now();
    const result = await renderer()({ text: 'Hello', outPath: out('e') });
    expect(result).toMatchObject({ ok: false, reason: 'rate_limited' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a talk not done within the budget is "timeout"', async () => {
    mode = 'never';
    const result = await renderer(KEY, 300)({ text: 'Hello', outPath: out('f') });
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE' });
  });

  it('an unreachable D-ID is a provider error', async () => {
    const result = await didTalksRenderer({
      apiUrl: 'http://127.0.0.1:1',
      apiKey: KEY,
      sourceUrl: 'https://example.org/a.jpg',
    })({ text: 'Hello', outPath: out('g') });
    expect(result).toMatchObject({ ok: false, reason: 'provider' });
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('7')).toBe(7000);
    expect(retryAfterMs(null)).toBe(1000);
    expect(retryAfterMs('soon')).toBe(1000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
  });
});

describe('avatar videos with DID_API_KEY set', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({
      env: { DID_API_KEY: KEY, DID_API_URL: base, DID_SOURCE_URL: 'https://example.org/p.jpg' },
    });
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.db.close();
  });

  async function generate(cookie: string, text = 'Fractions are parts of a whole.') {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/avatar/generate',
      headers: { cookie },
      payload: { text },
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ id: string }>();
    for (let i = 0; i < 80; i++) {
      const status = await ctx.app.inject({
        method: 'GET',
        url: `/api/avatar/status/${id}`,
        headers: { cookie },
      });
      if (status.json().status !== 'pending') return { id, status: status.json() };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('D-ID render did not finish');
  }

  it('makes the video with D-ID: done, served to its owner, ledgered under d-id', async () => {
    const { cookie } = await signUp(ctx.app);
    const { id, status } = await generate(cookie);
    expect(status).toEqual({
      status: 'done',
      result_url: `/api/avatar/videos/${id}`,
      queue_position: null,
      error: null,
    });
    const video = await ctx.app.inject({
      method: 'GET',
      url: status.result_url,
      headers: { cookie },
    });
    expect(video.statusCode).toBe(200);
    expect(video.rawPayload).toEqual(MP4);
    expect(requests[0]?.body).toMatchObject({ source_url: 'https://example.org/p.jpg' });
    // The ledger is written just after the status turns done.
    await expect
      .poll(async () => {
        const usage = await ctx.app.inject({
          method: 'GET',
          url: '/api/usage',
          headers: { cookie },
        });
        return usage.json().entries;
      })
      .toEqual([
        expect.objectContaining({
          feature: 'avatar',
          engine: 'd-id',
          model: 'talks',
          outcome: 'success',
        }),
      ]);
  }, 30_000);

  it('never sends D-ID a student’s name or email, however it is typed (issue 23 item 3)', async () => {
    const { cookie } = await signUp(ctx.app);
    const student = await ctx.app.inject({
      method: 'POST',
      url: '/api/students',
      headers: { cookie },
      payload: {
        firstName: 'Mary-Jane',
        lastName: "O'Connor",
        grade: '5',
        parentEmail: 'oconnor.family@example.com',
      },
    });
    expect(student.statusCode).toBe(201);
    const { status } = await generate(
      cookie,
      'Well done, Mary Jane O\u2019Connor! I wrote to oconnor.family@example.com about it.',
    );
    expect(status.status).toBe('done');
    const sent = JSON.stringify(requests.find((r) => r.url === '/talks')?.body);
    expect(sent).not.toMatch(/Mary|Jane|Connor|oconnor/i);
    expect(sent).toContain('Well done, your student! I wrote to the email address on file');
  }, 30_000);

  it('renders a guest’s video itself: no request reaches D-ID, nor its client key', async () => {
    const guest = await ctx.app.inject({ method: 'POST', url: '/api/guest-login' });
    const cookie = guest.headers['set-cookie']!.toString().split(';')[0]!;
    const { status } = await generate(cookie, 'Fractions are parts of a whole.');
    expect(status.status).toBe('done');
    expect(requests).toEqual([]);
    await expect
      .poll(async () => {
        const usage = await ctx.app.inject({ url: '/api/usage', headers: { cookie } });
        return usage.json().entries;
      })
      .toEqual([expect.objectContaining({ feature: 'avatar', engine: 'builtin' })]);
  }, 60_000);

  it('a D-ID failure ends as status error and the generation is refunded', async () => {
    mode = 'unauthorized';
    const { cookie } = await signUp(ctx.app);
    const { status } = await generate(cookie);
    expect(status).toEqual({
      status: 'error',
      result_url: null,
      queue_position: null,
      error: AVATAR_FAILURE_REASONS.unauthorized,
    });
    await expect
      .poll(async () => {
        const info = await ctx.app.inject({
          method: 'GET',
          url: '/api/subscription/info',
          headers: { cookie },
        });
        return info.json().usageCount;
      })
      .toBe(0);
    await expect
      .poll(async () => {
        const usage = await ctx.app.inject({
          method: 'GET',
          url: '/api/usage',
          headers: { cookie },
        });
        return usage.json().entries;
      })
      .toEqual([
        expect.objectContaining({
          engine: 'd-id',
          outcome: 'error',
          errorCode: 'avatar.unauthorized',
        }),
      ]);
  }, 30_000);
});
