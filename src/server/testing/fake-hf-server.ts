import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that serves files the way Hugging Face does (tests, the e2e journey):
 * `/{repo}/resolve/{revision}/{file}` answers 302 to a content address on another path (its
 * CDN), which honours `Range: bytes=N-` with 206 and Content-Range.
 */
interface FakeHfFile {
  repo: string;
  revision: string;
  file: string;
  bytes: Buffer;
}

interface FakeHfOptions {
  /** Bytes per write and the pause between writes: slow enough to watch a progress bar. */
  chunkBytes?: number;
  pauseMs?: number;
}

export interface FakeHf {
  url: string;
  /** Range headers the CDN path received, in order ('' for none). */
  ranges: string[];
  /** The next answer breaks its connection after this many bytes of body. */
  breakNextAfter(bytes: number): void;
  /** While set, the CDN path sends only this much and then holds the connection open. */
  stallAfter(bytes: number | null): void;
  close(): Promise<void>;
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function startFakeHf(files: FakeHfFile[], opts: FakeHfOptions = {}): Promise<FakeHf> {
  const byPath = new Map(files.map((f) => [`/${f.repo}/resolve/${f.revision}/${f.file}`, f]));
  const byBlob = new Map(files.map((f) => [`/cdn/${sha256Of(f.bytes)}`, f]));
  const ranges: string[] = [];
  let breakAfter: number | null = null;
  let stall: number | null = null;
  const open = new Set<ServerResponse>();

  const sendBody = async (res: ServerResponse, body: Buffer) => {
    const limit = breakAfter ?? stall;
    const breaking = breakAfter !== null;
    breakAfter = null;
    const chunk = opts.chunkBytes ?? 64 * 1024;
    for (let at = 0; at < body.length; at += chunk) {
      if (res.destroyed) return;
      if (limit !== null && at >= limit) {
        if (breaking) res.destroy();
        return; // a stall: the connection stays open with the rest unsent
      }
      res.write(body.subarray(at, Math.min(at + chunk, limit ?? body.length)));
      if (opts.pauseMs) await new Promise((r) => setTimeout(r, opts.pauseMs));
    }
    res.end();
  };

  const server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    const url = new URL(req.url ?? '/', 'http://x');
    const original = byPath.get(decodeURIComponent(url.pathname));
    if (original) {
      res.writeHead(302, { location: `/cdn/${sha256Of(original.bytes)}` }).end();
      return;
    }
    const blob = byBlob.get(url.pathname);
    if (!blob) {
      res.writeHead(404).end('Entry not found');
      return;
    }
    const range = req.headers.range ?? '';
    ranges.push(range);
    const size = blob.bytes.length;
    const m = /^bytes=(\d+)-$/.exec(range);
    if (!m) {
      res.writeHead(200, { 'content-length': size, 'accept-ranges': 'bytes' });
      void sendBody(res, blob.bytes);
      return;
    }
    const start = Number(m[1]);
    if (start >= size) {
      res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
      return;
    }
    res.writeHead(206, {
      'content-length': size - start,
      'content-range': `bytes ${start}-${size - 1}/${size}`,
    });
    void sendBody(res, blob.bytes.subarray(start));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ranges,
    breakNextAfter: (bytes) => {
      breakAfter = bytes;
    },
    stallAfter: (bytes) => {
      stall = bytes;
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}
