import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, stat, statfs, unlink } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import type { DownloadFailure, DownloadProgress } from '../../../contracts/ai-admin.contract';
import { createSpeedMeter } from './speed-meter';

/** Room left beside the model, so a full download never fills the disk the database is on. */
export const DISK_MARGIN_BYTES = 256 * 1024 * 1024;

export type FreeSpace = (dir: string) => Promise<number | null>;

/** Free bytes for an unprivileged process; null where the file system cannot say. */
export const freeSpace: FreeSpace = async (dir) => {
  try {
    const s = await statfs(dir);
    return Number(s.bavail) * Number(s.bsize);
  } catch {
    return null;
  }
};

export class DownloadError extends Error {
  constructor(
    readonly code: DownloadFailure | 'cancelled',
    message: string,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

interface DownloadRequest {
  /** The file's address; redirects (Hugging Face sends one to its CDN) are followed. */
  url: string;
  dir: string;
  file: string;
  sizeBytes: number;
  sha256: string;
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  /** Tests inject a full disk. */
  freeSpace?: FreeSpace;
  fetch?: typeof fetch;
}

export const partPath = (dir: string, file: string) => path.join(dir, `${file}.part`);

const sizeOf = (file: string) =>
  stat(file).then(
    (s) => s.size,
    () => null,
  );

const removeIfThere = (file: string) => unlink(file).catch(() => undefined);

const gigabytes = (bytes: number) => `${(bytes / 1e9).toFixed(2)} GB`;

/** Refuses before a byte is fetched when the rest of the file (and a margin) would not fit. */
export async function checkDiskSpace(
  dir: string,
  neededBytes: number,
  free: FreeSpace = freeSpace,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const available = await free(dir);
  if (available !== null && available < neededBytes + DISK_MARGIN_BYTES) {
    throw new DownloadError(
      'disk_full',
      `Not enough free disk space: this model needs ${gigabytes(neededBytes + DISK_MARGIN_BYTES)} and ${gigabytes(available)} is free in ${dir}.`,
    );
  }
}

/** Hashes what an earlier attempt saved, in chunks, so a resumed file is verified whole. */
async function hashExisting(file: string, hash: Hash, signal?: AbortSignal) {
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024, signal })) {
    hash.update(chunk as Buffer);
  }
}

/** A whole file's sha256, read in chunks (a model is gigabytes): checks a file before use. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await hashExisting(file, hash);
  return hash.digest('hex');
}

/** Where a 206 answer starts and the whole file's size ("bytes 100-999/1000"). */
function contentRange(header: string | null) {
  const m = /^bytes (\d+)-\d+\/(\d+)$/.exec(header ?? '');
  return m ? { start: Number(m[1]), total: Number(m[2]) } : null;
}

/** The whole file's size as the answer states it, or null when it does not say. */
function statedTotal(res: Response): number | null {
  if (res.status === 206) return contentRange(res.headers.get('content-range'))?.total ?? null;
  const length = res.headers.get('content-length');
  return length === null ? null : Number(length);
}

/**
 * Downloads one model file into `dir` (issue 24): resumes `<file>.part` with a Range request,
 * hashes while it streams (chunk by chunk, so the event loop is never held), and renames the
 * part into place only once its size and sha256 match. A mismatch removes the part; a cancel or
 * a broken connection keeps it for the next attempt.
 */
export async function downloadModel(req: DownloadRequest): Promise<{ path: string }> {
  const final = path.join(req.dir, req.file);
  if ((await sizeOf(final)) !== null) return { path: final };
  const part = partPath(req.dir, req.file);
  let have = (await sizeOf(part)) ?? 0;
  if (have > req.sizeBytes) {
    await removeIfThere(part);
    have = 0;
  }
  await checkDiskSpace(req.dir, req.sizeBytes - have, req.freeSpace);
  try {
    const hash = createHash('sha256');
    if (have > 0) await hashExisting(part, hash, req.signal);
    const res = await (req.fetch ?? fetch)(req.url, {
      headers: have > 0 ? { range: `bytes=${have}-` } : {},
      redirect: 'follow',
      signal: req.signal,
    });
    if (res.status === 416 && have === req.sizeBytes) {
      // The part was complete when the last attempt stopped: only the check is left.
      await res.body?.cancel();
      return await finish(req, part, hash, have);
    }
    if (res.status === 206 && contentRange(res.headers.get('content-range'))?.start === have) {
      return await streamInto(req, res, part, have, hash);
    }
    if (res.status === 200) return await streamInto(req, res, part, 0, createHash('sha256'));
    await res.body?.cancel();
    if (have > 0 && (res.status === 206 || res.status === 416)) {
      // The server could not continue this part: start again from the first byte.
      await removeIfThere(part);
      return await downloadModel(req);
    }
    throw new DownloadError('http', `The server answered ${res.status} for ${req.file}.`);
  } catch (e) {
    if (e instanceof DownloadError) throw e;
    if (req.signal?.aborted) throw new DownloadError('cancelled', 'The download was cancelled.');
    throw new DownloadError('network', `The download broke off: ${(e as Error).message}`);
  }
}

/** A fetch body as chunks (Node's web streams are async-iterable; the DOM typing says not). */
const bodyOf = (res: Response) => (res.body ?? []) as unknown as AsyncIterable<Uint8Array>;

const tooBig = (req: DownloadRequest) =>
  new DownloadError(
    'size_mismatch',
    `The server's file is not the ${req.sizeBytes} bytes this model has: it was removed.`,
  );

async function streamInto(
  req: DownloadRequest,
  res: Response,
  part: string,
  start: number,
  hash: Hash,
): Promise<{ path: string }> {
  const total = statedTotal(res);
  if (total !== null && total !== (res.status === 206 ? req.sizeBytes : req.sizeBytes - start)) {
    await res.body?.cancel();
    await removeIfThere(part);
    throw tooBig(req);
  }
  const meter = createSpeedMeter(req.sizeBytes, start);
  let received = start;
  const out = createWriteStream(part, { flags: start === 0 ? 'w' : 'a' });
  // The file's own failure (it cannot be opened, the disk fills, a write lands after a cancel
  // destroyed it) is kept here and ends the download: unheard, it would crash the server.
  let unsaved: Error | null = null;
  out.on('error', (e) => {
    unsaved ??= e;
  });
  const saving = () => {
    if (unsaved) throw cannotSave(part, unsaved);
  };
  try {
    for await (const chunk of bodyOf(res)) {
      saving();
      received += chunk.byteLength;
      if (received > req.sizeBytes) throw tooBig(req);
      hash.update(chunk);
      if (!out.write(chunk)) await once(out, 'drain').catch(saving);
      if (meter.add(chunk.byteLength)) {
        req.onProgress?.({ ...meter.progress(), phase: 'downloading', failure: null });
      }
    }
    out.end();
    await closed(out);
    saving();
  } catch (e) {
    // Closed before anything else looks at the part: a resume hashes what is on disk.
    out.destroy();
    await closed(out);
    if (e instanceof DownloadError && e.code !== 'disk') await removeIfThere(part);
    throw e;
  }
  if (received < req.sizeBytes) {
    throw new DownloadError(
      'network',
      `The connection closed after ${received} of ${req.sizeBytes} bytes; start again to resume.`,
    );
  }
  req.onProgress?.({ ...meter.progress(), phase: 'verifying', failure: null });
  return finish(req, part, hash, received);
}

/** Resolves once the file is closed, whatever ended it (an error is heard elsewhere). */
const closed = (out: WriteStream) =>
  new Promise<void>((resolve) => {
    if (out.closed) resolve();
    else out.once('close', () => resolve());
  });

const cannotSave = (part: string, e: Error) =>
  new DownloadError(
    'disk',
    `The file could not be saved in ${path.dirname(part)}: ${(e as NodeJS.ErrnoException).code ?? e.message}.`,
  );

/** The size and sha256 check, then the rename that makes the model usable. */
async function finish(req: DownloadRequest, part: string, hash: Hash, size: number) {
  const digest = hash.digest('hex');
  if (size !== req.sizeBytes || digest !== req.sha256) {
    await removeIfThere(part);
    throw new DownloadError(
      'sha256_mismatch',
      `The file's sha256 (${digest}) is not the expected ${req.sha256}: it was removed.`,
    );
  }
  const final = path.join(req.dir, req.file);
  await rename(part, final);
  return { path: final };
}
