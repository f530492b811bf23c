import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DownloadProgress } from '../../../contracts/ai-admin.contract';
import { sha256Of, startFakeHf, type FakeHf } from '../../testing/fake-hf-server';
import { modelUrl } from './catalog';
import { DISK_MARGIN_BYTES, downloadModel, DownloadError, partPath } from './download';

const MODEL = {
  repo: 'chalkwise-test/Tiny-GGUF',
  revision: '0123456789abcdef0123456789abcdef01234567',
  file: 'tiny-q4_k_m.gguf',
  bytes: randomBytes(1024 * 1024 + 123),
};

let hf: FakeHf;
let dir: string;

beforeAll(async () => {
  hf = await startFakeHf([MODEL], { chunkBytes: 64 * 1024, pauseMs: 5 });
});
afterAll(() => hf.close());
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'chalkwise-models-'));
  hf.ranges.length = 0;
  hf.stallAfter(null);
  return () => rm(dir, { recursive: true, force: true });
});

function request(over: Partial<Parameters<typeof downloadModel>[0]> = {}) {
  const events: DownloadProgress[] = [];
  return {
    events,
    req: {
      url: modelUrl(hf.url, MODEL),
      dir,
      file: MODEL.file,
      sizeBytes: MODEL.bytes.length,
      sha256: sha256Of(MODEL.bytes),
      onProgress: (p: DownloadProgress) => events.push(p),
      ...over,
    },
  };
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected the download to fail');
    },
    (e: unknown) => {
      if (!(e instanceof DownloadError)) throw e;
      return e;
    },
  );

describe('downloadModel', () => {
  it('follows the redirect to the file, reports progress, and renames it into place once verified', async () => {
    const { req, events } = request();
    const { path: saved } = await downloadModel(req);
    expect(saved).toBe(path.join(dir, MODEL.file));
    expect((await readFile(saved)).equals(MODEL.bytes)).toBe(true);
    expect(await readdir(dir)).toEqual([MODEL.file]);
    expect(hf.ranges).toEqual(['']);
    const downloading = events.filter((e) => e.phase === 'downloading');
    expect(downloading.length).toBeGreaterThan(0);
    const received = downloading.map((e) => e.receivedBytes);
    expect(received).toEqual([...received].sort((a, b) => a - b));
    expect(events.every((e) => e.totalBytes === MODEL.bytes.length)).toBe(true);
    expect(events.at(-1)).toMatchObject({ phase: 'verifying', receivedBytes: MODEL.bytes.length });
  });

  it('resumes an interrupted download from its partial file with a Range request', async () => {
    hf.breakNextAfter(300 * 1024);
    const first = await failure(downloadModel(request().req));
    expect(first.code).toBe('network');
    const kept = (await stat(partPath(dir, MODEL.file))).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(MODEL.bytes.length);

    const { req, events } = request();
    await downloadModel(req);
    expect(hf.ranges).toEqual(['', `bytes=${kept}-`]);
    expect(events[0]?.resumedFromBytes).toBe(kept);
    expect((await readFile(path.join(dir, MODEL.file))).equals(MODEL.bytes)).toBe(true);
    expect(await readdir(dir)).toEqual([MODEL.file]);
  });

  it('stops on cancel, keeps the partial file, and a later download finishes it', async () => {
    hf.stallAfter(128 * 1024);
    const abort = new AbortController();
    const { req } = request({ signal: abort.signal, onProgress: () => abort.abort() });
    const cancelled = await failure(downloadModel(req));
    expect(cancelled.code).toBe('cancelled');
    const kept = (await stat(partPath(dir, MODEL.file))).size;
    expect(kept).toBeGreaterThan(0);
    await expect(stat(path.join(dir, MODEL.file))).rejects.toThrow();

    hf.stallAfter(null);
    await downloadModel(request().req);
    expect(hf.ranges.at(-1)).toBe(`bytes=${kept}-`);
    expect((await readFile(path.join(dir, MODEL.file))).equals(MODEL.bytes)).toBe(true);
  });

  it('refuses a file whose sha256 differs and removes it', async () => {
    const { req } = request({ sha256: 'f'.repeat(64) });
    const e = await failure(downloadModel(req));
    expect(e.code).toBe('sha256_mismatch');
    expect(e.message).toContain(sha256Of(MODEL.bytes));
    expect(await readdir(dir)).toEqual([]);
  });

  it('checks a partial file that was already complete without fetching it again', async () => {
    await writeFile(partPath(dir, MODEL.file), MODEL.bytes);
    await downloadModel(request().req);
    expect(hf.ranges).toEqual([`bytes=${MODEL.bytes.length}-`]);
    expect(await readdir(dir)).toEqual([MODEL.file]);
  });

  it('refuses a server whose file is not the size the catalog says, and removes what came', async () => {
    const e = await failure(downloadModel(request({ sizeBytes: MODEL.bytes.length - 1 }).req));
    expect(e.code).toBe('size_mismatch');
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses to start when the disk lacks room for the rest of the file, before any request', async () => {
    const asked: string[] = [];
    const freeSpace = async (where: string) => {
      asked.push(where);
      return MODEL.bytes.length + DISK_MARGIN_BYTES - 1;
    };
    const e = await failure(downloadModel(request({ freeSpace }).req));
    expect(e.code).toBe('disk_full');
    expect(e.message).toMatch(/needs .* GB and .* GB is free/);
    expect(asked).toEqual([dir]);
    expect(hf.ranges).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('counts the partial file towards the room needed', async () => {
    const half = Math.floor(MODEL.bytes.length / 2);
    await writeFile(partPath(dir, MODEL.file), MODEL.bytes.subarray(0, half));
    const freeSpace = async () => MODEL.bytes.length - half + DISK_MARGIN_BYTES;
    await downloadModel(request({ freeSpace }).req);
    expect((await readFile(path.join(dir, MODEL.file))).equals(MODEL.bytes)).toBe(true);
  });

  it('ends with a clear failure, not a crash, when the file cannot be written', async () => {
    // The part's place is taken by a directory: opening it for writing fails after the answer
    // came. Without a listener for the file's error the process would die of it.
    const bytes = randomBytes(1000);
    await mkdir(path.join(partPath(dir, MODEL.file), 'inside'), { recursive: true });
    // In ten pieces, a little apart: the open fails while the loop is between writes.
    const body = new ReadableStream<Uint8Array>({
      async pull(c) {
        const sent = (this as { sent?: number }).sent ?? 0;
        if (sent === 1000) return c.close();
        await new Promise((r) => setTimeout(r, 5));
        c.enqueue(bytes.subarray(sent, sent + 100));
        (this as { sent?: number }).sent = sent + 100;
      },
    });
    const answer = async () => new Response(body, { headers: { 'content-length': '1000' } });
    const e = await failure(
      downloadModel(request({ sizeBytes: 1000, sha256: sha256Of(bytes), fetch: answer }).req),
    );
    expect(e.code).toBe('disk');
    expect(e.message).toMatch(/could not be saved in .*: EISDIR/);
  });

  it('names the status of a missing file', async () => {
    const e = await failure(
      downloadModel(request({ url: `${hf.url}/nobody/x/resolve/main/y.gguf` }).req),
    );
    expect(e.code).toBe('http');
    expect(e.message).toContain('404');
  });
});
