import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type HtmlEncoding = 'br' | 'gzip';

/**
 * The encoding to send a page in for this Accept-Encoding header: brotli, else gzip, else none.
 * A coding the browser lists with q=0 is refused, as RFC 9110 says.
 */
export function htmlEncoding(accept: string | undefined): HtmlEncoding | undefined {
  const offered = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) => (offered.get(coding) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * Pages the same for every visitor (the build's marketing pages, the signed-in skeleton), kept
 * encoded at brotli's best by their text. That takes about 180 ms on the thread pool, so the
 * requests before it is ready get the quick encoding. Bounded, as a rebuild makes new texts.
 */
const best = new Map<string, Buffer | 'pending'>();
const BEST_LIMIT = 64;

/**
 * `html` encoded (issue 38 item 1). Pages are sent from the server's not-found handler, which
 * `@fastify/compress` does not reach (it hooks routes only): a dashboard went out as 97 KB where
 * 16 KB carries it, the largest request before a phone's first paint. A page drawn for one
 * teacher is compressed at a quality that costs about 3 ms, off the event loop.
 */
export async function encodeHtml(
  html: string,
  encoding: HtmlEncoding,
  { shared }: { shared: boolean },
): Promise<Buffer> {
  const encode = (quality: number) =>
    encoding === 'br'
      ? brotli(html, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
          },
        })
      : gzip(html, { level: quality === 11 ? 9 : 6 });
  if (!shared) return encode(5);
  const key = `${encoding}\n${html}`;
  const kept = best.get(key);
  if (kept instanceof Buffer) return kept;
  if (!kept) {
    if (best.size >= BEST_LIMIT) best.delete(best.keys().next().value!);
    best.set(key, 'pending');
    // A failure is not kept: a later request tries again.
    encode(11).then(
      (buffer) => best.set(key, buffer),
      () => best.delete(key),
    );
  }
  return encode(5);
}
