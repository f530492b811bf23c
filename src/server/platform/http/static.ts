import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_ERRORS } from '../../../contracts/errors';
import { SESSION_COOKIE } from './auth-guard';
import { firstModules, firstRequests } from '../../../contracts/first-requests';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built client, precompressed at build time. Hashed files under /assets never change, so browsers may keep them
 * for a year; index.html is always revalidated so a new release is picked up at once.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | undefined) {
  const index = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const hasClient = index !== undefined && fs.existsSync(index);
  const chunks = hasClient ? chunksOf(clientDir!) : () => [];
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
    if (!isApi && hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      // Read each time (a kilobyte), so a rebuild is served without a restart.
      const html = await fs.promises.readFile(index!, 'utf8');
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(withSessionHint(html, request, chunks));
    }
    return reply
      .status(404)
      .send({ message: HTTP_ERRORS.not_found.message, code: HTTP_ERRORS.not_found.code });
  });
}

/**
 * Marks the page when the browser sends a session cookie, so the client starts loading the
 * signed-in frame alongside GET /api/user instead of after it, and has the browser fetch the
 * page's first API answers while its scripts download (issue 16, item 6). Only the cookie's
 * presence is told, never its value or whether it is still valid: the API decides.
 */
function withSessionHint(
  html: string,
  request: FastifyRequest,
  chunks: (modules: readonly string[]) => string[],
): string {
  if (!request.cookies?.[SESSION_COOKIE]) return html;
  const pagePath = request.url.split('?')[0]!;
  // use-credentials: the client's fetch() sends cookies (credentials: 'include'), and a
  // preload is used only by a request in the same credentials mode.
  const preloads = [
    ...firstRequests(pagePath).map(
      (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`,
    ),
    ...chunks(firstModules(pagePath))
      .filter((file) => !html.includes(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
  return html
    .replace('<html ', '<html data-session="1" ')
    .replace('</head>', `${preloads}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${LOADING}</div>`);
}

/**
 * What the app shows a returning teacher until GET /api/user answers (app.tsx's Loading, same
 * classes), painted with the page instead of after its scripts have run.
 */
const LOADING = '<div class="p-8 text-sm text-muted-foreground" role="status">Loading...</div>';

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
