import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_ADMIN_ERRORS, type CatalogModel } from '../../../contracts/ai-admin.contract';
import { AUTH_MESSAGES } from '../../../contracts/auth.contract';
import { AiError, type AiEngine } from '../../ai/ai-engine';
import { createBuiltinEngine } from '../../ai/builtin/builtin-engine';
import type { ClosableEngine } from '../../ai/engine-switch';
import { createApp } from '../../app';
import { DISK_MARGIN_BYTES } from '../../ai/local/download';
import { sha256Of, startFakeHf, type FakeHf } from '../../testing/fake-hf-server';
import { GENERATE } from '../../testing/switchable-engine';
import { buildTestApp, caller, signInAdmin, signUp, useTestApp } from '../../testing/test-app';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chalkwise-ai-admin-'));
const modelsDir = path.join(dataDir, 'models');
const catalogPath = path.join(dataDir, 'catalog.json');

const file = (name: string, bytes: Buffer) => ({
  repo: 'chalkwise-test/Tiny-GGUF',
  revision: '0123456789abcdef0123456789abcdef01234567',
  file: name,
  bytes,
});
const TINY = file('tiny.gguf', randomBytes(512 * 1024));
const CORRUPT = file('corrupt.gguf', randomBytes(64 * 1024));
const SLOW = file('slow.gguf', randomBytes(512 * 1024));
const BIG_A = file('big-a.gguf', randomBytes(512 * 1024));
const BIG_B = file('big-b.gguf', randomBytes(512 * 1024));

const entry = (id: string, f: typeof TINY, sha256 = sha256Of(f.bytes)): CatalogModel => ({
  id,
  name: id,
  repo: f.repo,
  revision: f.revision,
  file: f.file,
  licence: 'Apache-2.0',
  licenceUrl: 'https://example.org/licence',
  parameters: '0.0001B',
  sizeBytes: f.bytes.length,
  ramBytes: 1_000_000,
  sha256,
  summary: 'A test model.',
});
const CATALOG = [
  entry('tiny', TINY),
  entry('corrupt', CORRUPT, 'e'.repeat(64)),
  entry('slow', SLOW),
  entry('big-a', BIG_A),
  entry('big-b', BIG_B),
];

let hf: FakeHf;
let ollama: { url: string; close: () => void };
/** What the next download's disk check sees; null: the file system cannot say. */
let freeBytes: number | null = null;
/** Local engines the app built: the model path each was for. */
const builtLocal: string[] = [];
let localFails = false;
/** The next generations of a chosen local engine find its file will not load. */
let localUnloadable = false;

/** A file loads unless its name says it is broken (the real probe has its own test). */
async function fakeProbe(modelPath: string) {
  if (path.basename(modelPath).startsWith('broken')) throw new Error('not a GGUF file');
}

/** The built-in engine named as a local engine for `modelPath` (no model is loaded). */
async function fakeLocal(modelPath: string): Promise<ClosableEngine> {
  builtLocal.push(modelPath);
  const builtin = createBuiltinEngine({ chatPaceMs: 0 });
  const engine: AiEngine = {
    ...builtin,
    info: { engine: 'local', model: path.basename(modelPath) } as AiEngine['info'],
    chat: (messages, ctx) => {
      if (localFails) throw new AiError('ai_timeout', 'too slow');
      return builtin.chat(messages, ctx);
    },
    generateLesson: async (input, ctx) => {
      if (localUnloadable) {
        throw new AiError(
          'ai_model_not_found',
          `The local model "${path.basename(modelPath)}" could not be loaded.`,
        );
      }
      return builtin.generateLesson(input, ctx);
    },
  };
  return engine;
}

beforeAll(async () => {
  hf = await startFakeHf([TINY, CORRUPT, SLOW, BIG_A, BIG_B]);
  await writeFile(catalogPath, JSON.stringify(CATALOG));
  const tags = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        models: [
          { name: 'qwen2.5:1.5b', size: 986_000_000 },
          { name: '../not a model', size: 1 },
        ],
      }),
    );
  });
  await new Promise<void>((r) => tags.listen(0, '127.0.0.1', r));
  ollama = {
    url: `http://127.0.0.1:${(tags.address() as AddressInfo).port}`,
    close: () => tags.close(),
  };
});
afterAll(async () => {
  await hf.close();
  ollama.close();
  await rm(dataDir, { recursive: true, force: true });
});

const env = () => ({
  DATA_DIR: dataDir,
  HF_ENDPOINT: hf.url,
  LOCAL_MODEL_CATALOG: catalogPath,
  OLLAMA_BASE_URL: ollama.url,
});
// The env is read when the app is built (beforeAll), after the servers above have started.
const ctx = useTestApp({
  get env() {
    return env();
  },
  deps: {
    createLocalEngine: fakeLocal,
    probeLocalModel: fakeProbe,
    modelsFreeSpace: async () => freeBytes,
  },
});
const call = caller(ctx);
const admin = async () => (await signInAdmin(ctx().app)).cookie;

type Model = {
  id: string;
  state: string;
  download: { phase: string; receivedBytes: number } | null;
};
async function model(cookie: string, id: string): Promise<Model & Record<string, unknown>> {
  const res = await call('GET', '/api/admin/ai/models', cookie);
  return res.json().models.find((m: Model) => m.id === id);
}
/** Polls the models list (as the tab does) until the download has ended. */
async function settled(cookie: string, id: string) {
  for (;;) {
    const m = await model(cookie, id);
    if (m.state !== 'downloading') return m;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('AI admin access', () => {
  it.each([
    ['GET', '/api/admin/ai/status'],
    ['PUT', '/api/admin/ai/engine'],
    ['GET', '/api/admin/ai/models'],
    ['POST', '/api/admin/ai/models/tiny/download'],
    ['DELETE', '/api/admin/ai/models/tiny/download'],
    ['DELETE', '/api/admin/ai/models/tiny'],
    ['POST', '/api/admin/ai/test'],
    ['GET', '/api/admin/ai/ollama'],
  ] as const)('%s %s is 401 signed out and 403 for a teacher', async (method, url) => {
    const body = method === 'PUT' ? { engine: 'builtin' } : undefined;
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    const { cookie } = await signUp(ctx().app);
    const res = await call(method, url, cookie, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.accessDenied);
  });
});

describe('AI status and catalog', () => {
  it('answers with the built-in engine by default and says why', async () => {
    const res = await call('GET', '/api/admin/ai/status', await admin());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      engine: 'builtin',
      source: 'default',
      choice: null,
      hostedProviders: [],
      ollamaBaseUrl: ollama.url,
    });
    expect(res.json().reason).toMatch(/AI_PROVIDER is not set/);
  });

  it('lists the catalog (from LOCAL_MODEL_CATALOG) with each file state and the free space', async () => {
    const res = await call('GET', '/api/admin/ai/models', await admin());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.models.map((m: Model) => m.id)).toEqual([
      'tiny',
      'corrupt',
      'slow',
      'big-a',
      'big-b',
    ]);
    expect(body.models[0]).toMatchObject({
      file: 'tiny.gguf',
      sha256: sha256Of(TINY.bytes),
      state: 'absent',
      partialBytes: 0,
      chosen: false,
    });
    expect(body.modelsDir).toBe(modelsDir);
    expect(body).toHaveProperty('freeBytes');
  });

  it('lists a GGUF copied into the folder by hand, and it can be chosen', async () => {
    const cookie = await admin();
    await call('GET', '/api/admin/ai/models', cookie);
    await writeFile(path.join(modelsDir, 'my-own.gguf'), 'GGUF');
    const res = await call('GET', '/api/admin/ai/models', cookie);
    expect(res.json().otherFiles).toEqual([{ file: 'my-own.gguf', sizeBytes: 4 }]);
    const chosen = await call('PUT', '/api/admin/ai/engine', cookie, {
      engine: 'local',
      model: 'my-own.gguf',
    });
    expect(chosen.json()).toMatchObject({ engine: 'local', model: 'my-own.gguf' });
    await call('PUT', '/api/admin/ai/engine', cookie, { engine: 'builtin' });
    await rm(path.join(modelsDir, 'my-own.gguf'));
  });
});

describe('AI model downloads', () => {
  it('downloads a model from the Hugging Face address through its redirect and verifies it', async () => {
    const cookie = await admin();
    const res = await call('POST', '/api/admin/ai/models/tiny/download', cookie);
    expect(res.statusCode).toBe(202);
    expect(['downloading', 'ready']).toContain(res.json().state);
    const done = await settled(cookie, 'tiny');
    expect(done).toMatchObject({ state: 'ready', download: { phase: 'done', failure: null } });
    expect(await readdir(modelsDir)).toContain('tiny.gguf');
    // Asking again for a model on disk changes nothing.
    const again = await call('POST', '/api/admin/ai/models/tiny/download', cookie);
    expect(again.json().state).toBe('ready');
  });

  it('refuses and removes a file whose sha256 differs from the catalog', async () => {
    const cookie = await admin();
    await call('POST', '/api/admin/ai/models/corrupt/download', cookie);
    const ended = await settled(cookie, 'corrupt');
    expect(ended).toMatchObject({
      state: 'absent',
      partialBytes: 0,
      download: { phase: 'failed', failure: { code: 'sha256_mismatch' } },
    });
    expect(await readdir(modelsDir)).not.toContain('corrupt.gguf.part');
  });

  it('refuses to start when the disk is too full, with the amounts', async () => {
    const cookie = await admin();
    freeBytes = 1000;
    const res = await call('POST', '/api/admin/ai/models/slow/download', cookie);
    freeBytes = null;
    expect(res.statusCode).toBe(507);
    expect(res.json().code).toBe(AI_ADMIN_ERRORS.disk_full.code);
    expect(res.json().message).toMatch(/needs .* GB and .* GB is free/);
    expect((await model(cookie, 'slow')).state).toBe('absent');
  });

  it('cancels a download, keeps the part, and the next download resumes it', async () => {
    const cookie = await admin();
    hf.stallAfter(128 * 1024);
    await call('POST', '/api/admin/ai/models/slow/download', cookie);
    const twice = await call('POST', '/api/admin/ai/models/slow/download', cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe(AI_ADMIN_ERRORS.downloading.code);
    // Wait until some bytes are on disk, then cancel.
    while (((await model(cookie, 'slow')).download?.receivedBytes ?? 0) === 0)
      await new Promise((r) => setTimeout(r, 10));
    const cancelled = await call('DELETE', '/api/admin/ai/models/slow/download', cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'partial', download: { phase: 'cancelled' } });
    const kept = cancelled.json().partialBytes as number;
    expect(kept).toBeGreaterThan(0);
    const notRunning = await call('DELETE', '/api/admin/ai/models/slow/download', cookie);
    expect(notRunning.statusCode).toBe(404);
    expect(notRunning.json().code).toBe(AI_ADMIN_ERRORS.not_downloading.code);

    hf.stallAfter(null);
    await call('POST', '/api/admin/ai/models/slow/download', cookie);
    expect((await settled(cookie, 'slow')).state).toBe('ready');
    expect(hf.ranges.at(-1)).toBe(`bytes=${kept}-`);
  });

  it('starts one download of a model when two requests come at once (issue 37 item 13)', async () => {
    const cookie = await admin();
    hf.stallAfter(64 * 1024);
    const both = await Promise.all([
      call('POST', '/api/admin/ai/models/big-a/download', cookie),
      call('POST', '/api/admin/ai/models/big-a/download', cookie),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().code).toBe(
      AI_ADMIN_ERRORS.downloading.code,
    );
    // One Cancel stops it: nothing is left running.
    const cancelled = await call('DELETE', '/api/admin/ai/models/big-a/download', cookie);
    expect(cancelled.json()).toMatchObject({ download: { phase: 'cancelled' } });
    expect((await call('DELETE', '/api/admin/ai/models/big-a/download', cookie)).statusCode).toBe(
      404,
    );
    hf.stallAfter(null);
  });

  it('keeps room for the downloads in progress: a second that would not fit beside it is refused', async () => {
    const cookie = await admin();
    await rm(path.join(modelsDir, 'big-a.gguf.part'), { force: true });
    hf.stallAfter(64 * 1024);
    // Room for one of the two 512 KB models (and the margin), not both.
    freeBytes = DISK_MARGIN_BYTES + 700 * 1024;
    try {
      const first = await call('POST', '/api/admin/ai/models/big-a/download', cookie);
      expect(first.statusCode).toBe(202);
      const second = await call('POST', '/api/admin/ai/models/big-b/download', cookie);
      expect(second.statusCode).toBe(507);
      expect(second.json().code).toBe(AI_ADMIN_ERRORS.disk_full.code);
      expect(second.json().message).toMatch(/in progress/);

      // Once the first is cancelled (its part kept), the second fits.
      await call('DELETE', '/api/admin/ai/models/big-a/download', cookie);
      const after = await call('POST', '/api/admin/ai/models/big-b/download', cookie);
      expect(after.statusCode).toBe(202);
      await call('DELETE', '/api/admin/ai/models/big-b/download', cookie);
    } finally {
      // Whatever happened above, the next test finds the disk and the fake hub as usual.
      freeBytes = null;
      hf.stallAfter(null);
    }
    // Cancelling waits for a stalled transfer to stop: longer than 20 s on a busy machine.
  }, 60_000);

  it('answers 404 for a model id not in the catalog and 400 for a malformed one', async () => {
    const cookie = await admin();
    for (const [method, url] of [
      ['POST', '/api/admin/ai/models/nope/download'],
      ['DELETE', '/api/admin/ai/models/nope/download'],
      ['DELETE', '/api/admin/ai/models/nope'],
    ] as const) {
      const res = await call(method, url, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(AI_ADMIN_ERRORS.model_not_found.code);
    }
    for (const bad of ['Tiny', 'a..b', '%2E%2E%2Fetc', 'a'.repeat(81)]) {
      const res = await call('POST', `/api/admin/ai/models/${bad}/download`, cookie);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('choosing the engine', () => {
  it('switches to a downloaded local model at once, and a teacher generation uses it', async () => {
    const cookie = await admin();
    await call('POST', '/api/admin/ai/models/tiny/download', cookie);
    await settled(cookie, 'tiny');
    const res = await call('PUT', '/api/admin/ai/engine', cookie, {
      engine: 'local',
      model: 'tiny.gguf',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      engine: 'local',
      model: 'tiny.gguf',
      source: 'admin',
      choice: { engine: 'local', model: 'tiny.gguf' },
    });
    expect(builtLocal.at(-1)).toBe(path.join(modelsDir, 'tiny.gguf'));
    expect((await model(cookie, 'tiny')).chosen).toBe(true);

    const teacher = await signUp(ctx().app);
    const lesson = await call('POST', '/api/ai/generate-lesson', teacher.cookie, GENERATE.lesson);
    expect(lesson.statusCode).toBe(200);
    const usage = await call('GET', '/api/usage', teacher.cookie);
    expect(usage.json().entries[0]).toMatchObject({ engine: 'local', model: 'tiny.gguf' });
  });

  it('refuses to delete the chosen model, and deletes it once another engine is chosen', async () => {
    const cookie = await admin();
    const refused = await call('DELETE', '/api/admin/ai/models/tiny', cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(AI_ADMIN_ERRORS.in_use.code);
    await call('PUT', '/api/admin/ai/engine', cookie, { engine: 'builtin' });
    const deleted = await call('DELETE', '/api/admin/ai/models/tiny', cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ state: 'absent', download: null });
    expect(await readdir(modelsDir)).not.toContain('tiny.gguf');
    const gone = await call('PUT', '/api/admin/ai/engine', cookie, {
      engine: 'local',
      model: 'tiny.gguf',
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe(AI_ADMIN_ERRORS.file_not_found.code);
  });

  it.each([
    [{}],
    [{ engine: 'nope' }],
    [{ engine: 'local' }],
    [{ engine: 'local', model: '../../etc/passwd' }],
    [{ engine: 'local', model: 'model.bin' }],
    [{ engine: 'ollama', model: '' }],
    [{ engine: 'ollama', model: 'a b' }],
    [{ engine: ['builtin'] }],
  ])('answers 400 to the choice %j', async (body) => {
    const res = await call('PUT', '/api/admin/ai/engine', await admin(), body);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a hosted provider whose key the server does not have', async () => {
    const res = await call('PUT', '/api/admin/ai/engine', await admin(), { engine: 'openai' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(AI_ADMIN_ERRORS.provider_not_configured.code);
  });

  it('offers the models of a local Ollama server and answers through it once chosen', async () => {
    const cookie = await admin();
    const res = await call('GET', '/api/admin/ai/ollama', cookie);
    expect(res.json()).toEqual({
      available: true,
      baseUrl: ollama.url,
      models: [{ name: 'qwen2.5:1.5b', sizeBytes: 986_000_000 }],
    });
    const chosen = await call('PUT', '/api/admin/ai/engine', cookie, {
      engine: 'ollama',
      model: 'qwen2.5:1.5b',
    });
    expect(chosen.json()).toMatchObject({ engine: 'ollama', model: 'qwen2.5:1.5b' });
    await call('PUT', '/api/admin/ai/engine', cookie, { engine: 'builtin' });
  });

  it('keeps the choice in the database: a restarted server starts with it', async () => {
    const cookie = await admin();
    await call('PUT', '/api/admin/ai/engine', cookie, { engine: 'ollama', model: 'llama3.2' });
    const { config, db, clock } = ctx();
    const restarted = await createApp({ config, database: db, clock, logger: false });
    try {
      expect(restarted.services.aiAdmin.status()).toMatchObject({
        engine: 'ollama',
        model: 'llama3.2',
        source: 'admin',
      });
    } finally {
      await restarted.close();
      await call('PUT', '/api/admin/ai/engine', cookie, { engine: 'builtin' });
    }
  });
});

describe('the test generation', () => {
  it('returns the text of a short reply from the engine answering now, with its speed', async () => {
    const res = await call('POST', '/api/admin/ai/test', await admin());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.engine).toBe('builtin');
    expect(body.text.length).toBeGreaterThan(0);
    expect(body.outputTokens).toBeGreaterThan(0);
    expect(body.tokensPerSecond).toBeGreaterThanOrEqual(0);
  });

  it('answers 502 with the reason when the engine fails', async () => {
    const cookie = await admin();
    await writeFile(path.join(modelsDir, 'failing.gguf'), 'GGUF');
    await call('PUT', '/api/admin/ai/engine', cookie, { engine: 'local', model: 'failing.gguf' });
    localFails = true;
    try {
      const res = await call('POST', '/api/admin/ai/test', cookie);
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe(AI_ADMIN_ERRORS.test_failed.code);
      expect(res.json().message).toMatch(/took too long/);
    } finally {
      localFails = false;
      await call('PUT', '/api/admin/ai/engine', cookie, { engine: 'builtin' });
    }
  });
});

describe('a damaged model (issue 37 item 14)', () => {
  it("cannot be chosen when its sha256 is not the catalog's: 422, the engine unchanged", async () => {
    const cookie = await admin();
    await call('POST', '/api/admin/ai/models/big-a/download', cookie);
    expect((await settled(cookie, 'big-a')).state).toBe('ready');
    // One byte changed on disk after the download, the size the same.
    const damaged = Buffer.from(BIG_A.bytes);
    damaged[1000] = damaged[1000]! ^ 0xff;
    await writeFile(path.join(modelsDir, 'big-a.gguf'), damaged);
    const res = await call('PUT', '/api/admin/ai/engine', cookie, {
      engine: 'local',
      model: 'big-a.gguf',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: AI_ADMIN_ERRORS.model_corrupt.code,
      message: AI_ADMIN_ERRORS.model_corrupt.message,
    });
    expect((await call('GET', '/api/admin/ai/status', cookie)).json()).toMatchObject({
      engine: 'builtin',
      choice: { engine: 'builtin' },
    });
    await call('DELETE', '/api/admin/ai/models/big-a', cookie);
  });

  it('cannot be chosen when it does not load: 422 with the reason', async () => {
    const cookie = await admin();
    await writeFile(path.join(modelsDir, 'broken-copy.gguf'), 'GGUF but not a model');
    const res = await call('PUT', '/api/admin/ai/engine', cookie, {
      engine: 'local',
      model: 'broken-copy.gguf',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(AI_ADMIN_ERRORS.model_unloadable.code);
    expect(res.json().message).toMatch(/could not be loaded/);
    expect((await call('GET', '/api/admin/ai/status', cookie)).json().engine).toBe('builtin');
  });

  it('gives way to the built-in engine, with a notice, when the chosen model later fails to load', async () => {
    const cookie = await admin();
    await writeFile(path.join(modelsDir, 'later.gguf'), 'GGUF');
    await call('PUT', '/api/admin/ai/engine', cookie, { engine: 'local', model: 'later.gguf' });
    const teacher = await signUp(ctx().app);
    localUnloadable = true;
    try {
      const failed = await call('POST', '/api/ai/generate-lesson', teacher.cookie, GENERATE.lesson);
      expect(failed.statusCode).toBe(502);
      const status = (await call('GET', '/api/admin/ai/status', cookie)).json();
      expect(status).toMatchObject({
        engine: 'builtin',
        choice: { engine: 'local', model: 'later.gguf' },
      });
      expect(status.notice).toBe(
        'The local model "later.gguf" could not be loaded. The built-in engine answers until the model is fixed or another engine is chosen.',
      );
      // The next generation is answered, by the built-in engine.
      const next = await call('POST', '/api/ai/generate-lesson', teacher.cookie, GENERATE.lesson);
      expect(next.statusCode).toBe(200);
      const usage = (await call('GET', '/api/usage', teacher.cookie)).json();
      expect(usage.entries[0]).toMatchObject({ engine: 'builtin' });
    } finally {
      localUnloadable = false;
    }
    // Choosing again clears the notice.
    const again = await call('PUT', '/api/admin/ai/engine', cookie, { engine: 'builtin' });
    expect(again.json().notice).toBeNull();
  });
});

describe('the environment wins', () => {
  it('keeps an administrator choice but answers with AI_PROVIDER while it is set', async () => {
    const app = await buildTestApp({
      env: { ...env(), AI_PROVIDER: 'builtin' },
      deps: { createLocalEngine: fakeLocal, probeLocalModel: fakeProbe },
    });
    try {
      const { cookie } = await signInAdmin(app.app);
      await writeFile(path.join(modelsDir, 'mine.gguf'), 'GGUF');
      const res = await app.app.inject({
        method: 'PUT',
        url: '/api/admin/ai/engine',
        headers: { cookie },
        payload: { engine: 'local', model: 'mine.gguf' },
      });
      expect(res.json()).toMatchObject({
        engine: 'builtin',
        source: 'environment',
        choice: { engine: 'local', model: 'mine.gguf' },
      });
      expect(res.json().reason).toMatch(/AI_PROVIDER=builtin/);
    } finally {
      await app.app.close();
      await app.db.close();
    }
  });
});
