import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_ERRORS } from '../../../contracts/errors';
import { SESSION_COOKIE } from './auth-guard';
import { firstModules, firstRequests } from '../../../contracts/first-requests';
import fastifyStatic from '@fastify/static';
import { allowInlineScripts } from './inline-scripts';
import { serverRenderer, type Renderer } from './server-render';
import { encodeHtml, htmlEncoding } from './html-encoding';

/**
 * Serves the built client, precompressed at build time. Hashed files under /assets never change, so browsers may keep them
 * for a year; index.html is always revalidated so a new release is picked up at once.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | undefined) {
  const index = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const hasClient = index !== undefined && fs.existsSync(index);
  const chunks = hasClient ? chunksOf(clientDir!) : () => [];
  const render = hasClient ? serverRenderer(app, clientDir!) : undefined;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir!,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz copies (vite.config.ts): sent as they are, never
      // compressed again per request.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    // A missing file (/favicon.ico, /apple-touch-icon.png) is a 404, not the app's page: a
    // browser asked for an icon used to get 67 KB of HTML. No client route has a dot in it.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]!);
    if (!isApi && !isFile && hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      const signedIn = Boolean(request.cookies?.[SESSION_COOKIE]);
      // Read each time, so a rebuild is served without a restart. A visitor gets the marketing
      // page the build rendered, if this is one (issue 38 item 1).
      const html =
        (!signedIn && (await render!.prerendered(request.url))) ||
        (await fs.promises.readFile(index!, 'utf8'));
      const page = signedIn ? await withSession(html, request, chunks, render!) : html;
      allowInlineScripts(reply, page);
      reply
        // A signed-in page carries the teacher's own answers: never kept by a shared cache.
        .header('Cache-Control', signedIn ? 'private, no-cache' : 'no-cache')
        .header('Vary', 'Cookie, Accept-Encoding')
        .type('text/html; charset=utf-8');
      const encoding = htmlEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(page);
      return reply
        .header('Content-Encoding', encoding)
        .send(await encodeHtml(page, encoding, { shared: !signedIn }));
    }
    return reply
      .status(404)
      .send({ message: HTTP_ERRORS.not_found.message, code: HTTP_ERRORS.not_found.code });
  });
}

/**
 * The page for a browser that sends a session cookie. The server renders the page's first
 * screen with its first API answers (the frame, headings, the plan notice: server-render.ts) and
 * writes those answers into the page for the client to hydrate with, so it is painted before
 * any script has run (issue 38 item 1). The page is marked, so the client knows a session was
 * sent; the answers it still needs are fetched while its scripts download, and the chunks of
 * the frame and the page load with the entry (issue 16, item 6). If the render fails, the page
 * has the skeleton instead, and the client renders it all itself.
 */
async function withSession(
  html: string,
  request: FastifyRequest,
  chunks: (modules: readonly string[]) => string[],
  render: Renderer,
): Promise<string> {
  const pagePath = request.url.split('?')[0]!;
  const rendered = await render.page(request);
  const answered = new Set(rendered?.answered);
  // use-credentials: the client's fetch() sends cookies (credentials: 'include'), and a
  // preload is used only by a request in the same credentials mode.
  const preloads = [
    ...firstRequests(pagePath)
      .filter((url) => !answered.has(url))
      .map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`),
    ...chunks(firstModules(pagePath))
      .filter((file) => !html.includes(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
  return html
    .replace('<html ', '<html data-session="1" ')
    .replace('</head>', `${preloads}</head>`)
    .replace('<div id="root"></div>', () => rendered?.root ?? `<div id="root">${LOADING}</div>`);
}

/**
 * What the app shows a returning teacher until GET /api/user answers (app.tsx's Loading, same
 * classes) when the server could not render the page: a page skeleton (issue 32 item 18: no bare "Loading..."), its words for screen readers. */
const LOADING =
  '<div class="space-y-4 p-4 sm:p-8" role="status"><span class="sr-only">Loading...</span><div class="h-8 w-56 max-w-full animate-pulse rounded-md bg-muted"></div><div class="h-32 animate-pulse rounded-xl bg-muted"></div><div class="h-64 animate-pulse rounded-xl bg-muted"></div></div>';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The built files of source modules and of everything they import statically, from the build's
 * manifest (vite.config.ts `build.manifest`); none without one (a client built before it). Read
 * again when a rebuild changes it, as index.html is.
 */
export function chunksOf(clientDir: string): (modules: readonly string[]) => string[] {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  let read: { at: number; manifest: Record<string, ManifestChunk> } | undefined;
  const manifest = () => {
    try {
      const at = fs.statSync(file).mtimeMs;
      if (read?.at !== at)
        read = { at, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) as never };
      return read.manifest;
    } catch {
      return {};
    }
  };
  return (modules) => {
    const chunks = manifest();
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = chunks[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    modules.forEach(visit);
    return [...files];
  };
}
