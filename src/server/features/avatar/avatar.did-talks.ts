import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { RenderInput, RenderResult } from './avatar.render';

/**
 * The D-ID talks provider (used instead of the built-in renderer when `DID_API_KEY` is set):
 * creates a talk (`POST /talks`), polls it (`GET /talks/{id}`) until done or failed, downloads
 * the MP4 to the same place the built-in renderer writes it (so it is served only to its owner
 * and deleted with the account or after retention), then deletes the talk at D-ID.
 */
export interface DidTalksOptions {
  /** D-ID's API, e.g. https://api.d-id.com (no trailing slash needed). */
  apiUrl: string;
  /** Sent as D-ID documents it: `Authorization: Basic <key>`. */
  apiKey: string;
  /** The presenter's picture (the spec leaves avatarImageUrl unset). */
  sourceUrl: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Between status polls. */
  pollMs?: number;
  /** The whole render, waits included; the page stops polling after about a minute. */
  budgetMs?: number;
  /** A result larger than this is refused. */
  maxBytes?: number;
}

export const DID_TALKS_ENGINE = { engine: 'd-id', model: 'talks' } as const;

type Failure = Extract<RenderResult, { ok: false }>;
const fail = (reason: Failure['reason'], detail: string): Failure => ({
  ok: false,
  reason,
  detail: detail.slice(0, 500),
});

/** Seconds or an HTTP date, as Retry-After allows; 1 s when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 1000;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? 1000 : Math.max(0, at - now);
}

interface Talk {
  id?: unknown;
  status?: unknown;
  result_url?: unknown;
  duration?: unknown;
  error?: { kind?: unknown; description?: unknown } | null;
  kind?: unknown;
  description?: unknown;
}

export function didTalksRenderer(options: DidTalksOptions) {
  const base = options.apiUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const pollMs = options.pollMs ?? 1500;
  const budgetMs = options.budgetMs ?? 100_000;
  const maxBytes = options.maxBytes ?? 200 * 1024 * 1024;
  const headers = {
    authorization: `Basic ${options.apiKey}`,
    accept: 'application/json',
  };

  return async function renderWithDid(
    { text, outPath }: RenderInput,
    /** What is left of the job's own deadline (avatar.service.ts). */
    jobBudgetMs = budgetMs,
  ): Promise<RenderResult> {
    const deadline = Date.now() + Math.min(budgetMs, jobBudgetMs);
    const left = () => deadline - Date.now();

    /** One call, waiting out 429s while the budget allows. */
    async function call(
      method: string,
      path: string,
      body?: unknown,
    ): Promise<{ status: number; json: Talk } | Failure> {
      for (;;) {
        let res: Response;
        try {
          res = await doFetch(`${base}${path}`, {
            method,
            headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
            body: body ? JSON.stringify(body) : undefined,
            signal: AbortSignal.timeout(Math.max(1000, Math.min(30_000, left()))),
          });
        } catch (error) {
          return fail('provider', `D-ID unreachable: ${(error as Error).message}`);
        }
        const json = (await res.json().catch(() => ({}))) as Talk;
        const said = [json.kind, json.description].filter((x) => typeof x === 'string').join(': ');
        if (res.status === 401 || res.status === 403) {
          return fail('unauthorized', `D-ID ${res.status} ${said}`);
        }
        if (res.status === 429) {
          const wait = retryAfterMs(res.headers.get('retry-after'));
          if (wait >= left()) return fail('rate_limited', `D-ID 429 ${said}`);
          await sleep(wait);
          continue;
        }
        if (!res.ok) return fail('provider', `D-ID ${res.status} ${said}`);
        return { status: res.status, json };
      }
    }

    const created = await call('POST', '/talks', {
      source_url: options.sourceUrl,
      script: { type: 'text', input: text },
      config: { result_format: 'mp4' },
    });
    if ('ok' in created) return created;
    const id = created.json.id;
    if (typeof id !== 'string' || !/^[\w-]{1,200}$/.test(id)) {
      return fail('provider', 'D-ID answered without a talk id');
    }

    try {
      for (;;) {
        const polled = await call('GET', `/talks/${encodeURIComponent(id)}`);
        if ('ok' in polled) return polled;
        const talk = polled.json;
        if (talk.status === 'done' && typeof talk.result_url === 'string') {
          const saved = await download(talk.result_url, outPath);
          if (saved) return saved;
          const seconds = typeof talk.duration === 'number' ? talk.duration : 0;
          return { ok: true, durationMs: Math.round(seconds * 1000) };
        }
        if (talk.status === 'error' || talk.status === 'rejected') {
          const e = talk.error ?? {};
          const said = [e.kind, e.description].filter((x) => typeof x === 'string').join(': ');
          return fail('provider', `D-ID talk ${String(talk.status)} ${said}`);
        }
        if (left() <= pollMs) return fail('timeout', `D-ID talk ${id} not done in time`);
        await sleep(pollMs);
      }
    } finally {
      // The video now lives here; D-ID's copy is removed (best effort).
      await doFetch(`${base}/talks/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        headers,
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
    }

    /** The result to `outPath` (through a part file); a failure, or undefined when saved. */
    async function download(url: string, target: string): Promise<Failure | undefined> {
      let parsed: URL;
      try {
        parsed = new URL(url, base);
      } catch {
        return fail('provider', 'D-ID result URL unreadable');
      }
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
        return fail('provider', 'D-ID result URL is not http(s)');
      }
      const part = `${target}.part.mp4`;
      try {
        // The result URL is pre-signed storage: no credentials go with it.
        const res = await doFetch(parsed, { signal: AbortSignal.timeout(Math.max(5000, left())) });
        if (!res.ok || !res.body) return fail('provider', `D-ID result ${res.status}`);
        const declared = Number(res.headers.get('content-length') ?? 0);
        if (declared > maxBytes) return fail('provider', 'D-ID result too large');
        let seen = 0;
        const cap = new Transform({
          transform(chunk: Buffer, _enc, done) {
            seen += chunk.length;
            done(seen > maxBytes ? new Error('D-ID result too large') : null, chunk);
          },
        });
        await pipeline(
          Readable.fromWeb(res.body as WebReadableStream),
          cap,
          createWriteStream(part),
        );
        const file = await fs.open(part);
        const { buffer } = await file.read(Buffer.alloc(8), 0, 8, 0).finally(() => file.close());
        const head = buffer.subarray(4, 8).toString('latin1');
        if (head !== 'ftyp') return fail('provider', 'D-ID result is not an MP4');
        await fs.rename(part, target);
        return undefined;
      } catch (error) {
        return fail('provider', `D-ID result download failed: ${(error as Error).message}`);
      } finally {
        await fs.rm(part, { force: true });
      }
    }
  };
}
