import { describe, expect, it } from 'vitest';
import { freePort } from '../../testing/server-process';
import { ollamaModels } from './ai-admin.ollama';

const answering = (body: unknown, status = 200): typeof fetch =>
  (async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as never;

describe('ollamaModels', () => {
  it('is unavailable, not an error, when nothing listens', async () => {
    const base = `http://127.0.0.1:${await freePort()}`;
    expect(await ollamaModels(base)).toEqual({ available: false, baseUrl: base, models: [] });
  });

  it('is unavailable when something else answers on the port', async () => {
    expect((await ollamaModels('http://x', answering('<html>'))).available).toBe(false);
    expect((await ollamaModels('http://x', answering({ ok: 1 }))).available).toBe(false);
    expect((await ollamaModels('http://x', answering({ models: [] }, 500))).available).toBe(false);
  });

  it('lists the pulled models, skipping names it could not pass on', async () => {
    const fetcher = answering({
      models: [
        { name: 'qwen2.5:1.5b', size: 986_000_000 },
        { model: 'llama3.2:latest' },
        { name: 'bad name; rm -rf' },
        { size: 3 },
      ],
    });
    expect(await ollamaModels('http://127.0.0.1:11434/', fetcher)).toEqual({
      available: true,
      baseUrl: 'http://127.0.0.1:11434',
      models: [
        { name: 'qwen2.5:1.5b', sizeBytes: 986_000_000 },
        { name: 'llama3.2:latest', sizeBytes: null },
      ],
    });
  });
});
