import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { firstRequests } from '../../../contracts/first-requests';

type FirstAnswers = [readonly unknown[], unknown][];
/** What the build's SSR bundle (src/web/entry-server.tsx, built to dist/ssr) exports. */
interface SsrBundle {
  render(url: string, answers: FirstAnswers): Promise<string>;
  FIRST_ANSWERS_ID: string;
}

/**
 * The signed-in pages drawn here: the dashboard, every teacher's first screen. Others keep the
 * skeleton and are drawn by the client.
 */
const RENDERED_PATHS = new Set(['/']);
/** Asked for every rendered page, besides its first requests: the footer's and banner's config. */
const EVERY_PAGE = ['/api/config/public'];
/**
 * Answers that may be slow, with how long the page waits for them: the dashboard's figures
 * (analytics over all of a teacher's records, 15-30 ms for the demo class). In the page, they
 * are hydrated with the rest in one pass; left to the browser, they came in a second render of
 * every card while the page was being hydrated (issue 38 item 2: the demo teacher's blocking
 * time). Past the wait, the page draws their places and the browser fetches them (preloaded).
 */
export const WAIT_AT_MOST: Record<string, number> = { '/api/analytics/overview': 150 };

export interface Renderer {
  /** The page the build rendered for visitors at this address, if it is one. */
  prerendered(url: string): Promise<string | undefined>;
  /** The root element of the page, drawn with the first answers (and the answered URLs). */
  page(request: FastifyRequest): Promise<{ root: string; answered: string[] } | undefined>;
}

/**
 * Draws pages as they will first look, so the browser paints them before any script runs
 * (issue 38 item 1): the marketing pages from the build's HTML (scripts/prerender.mjs), the
 * signed-in dashboard per request with the SSR bundle and the teacher's own answers, asked of
 * this server as the browser would ask (same cookie), and written into the page for hydration.
 */
export function serverRenderer(app: FastifyInstance, clientDir: string): Renderer {
  const bundle = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  const prerenderedDir = path.join(clientDir, '..', 'prerendered');
  let loaded: { at: number; module: Promise<SsrBundle> } | undefined;
  // Imported again after a rebuild (a new file time), as index.html is read again.
  const ssr = () => {
    const at = fs.statSync(bundle, { throwIfNoEntry: false })?.mtimeMs;
    if (at === undefined) return undefined;
    if (loaded?.at !== at)
      loaded = {
        at,
        module: import(`${pathToFileURL(bundle).href}?v=${at}`) as Promise<SsrBundle>,
      };
    return loaded.module;
  };
  // Loaded at start, not by the first teacher's request (about a second on a busy machine).
  void ssr()?.catch((error: unknown) => app.log.warn({ err: error }, 'SSR bundle failed to load'));
  return {
    async prerendered(url) {
      const pagePath = url.split('?')[0]!;
      if (!/^\/(features\/[a-z0-9-]+)?$/.test(pagePath)) return undefined;
      const file = pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
      return fs.promises.readFile(path.join(prerenderedDir, file), 'utf8').catch(() => undefined);
    },
    async page(request) {
      const pagePath = request.url.split('?')[0]!;
      const module = RENDERED_PATHS.has(pagePath) ? ssr() : undefined;
      if (!module) return undefined;
      try {
        const { render, FIRST_ANSWERS_ID } = await module;
        const urls = [...EVERY_PAGE, ...firstRequests(pagePath)];
        const answered = (
          await Promise.all(urls.map((url) => withinWait(url, answer(app, request, url))))
        ).filter((a) => a !== undefined);
        const answers: FirstAnswers = answered.map(({ url, data }) => [[url], data]);
        const body = await render(request.url, answers);
        // Inert JSON, its "<" escaped so no text in it can close the element.
        const json = JSON.stringify(answers).replaceAll('<', '\\u003c');
        return {
          root: `<div id="root" data-rendered="1">${body}</div><script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`,
          answered: answered.map((a) => a.url),
        };
      } catch (error) {
        request.log.warn({ err: error }, 'server render failed: the client draws the page');
        return undefined;
      }
    },
  };
}

/** The answer, or none if `url` has a wait and the answer takes longer. */
function withinWait<T>(url: string, answer: Promise<T>): Promise<T | undefined> {
  const wait = WAIT_AT_MOST[url];
  if (wait === undefined) return answer;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), wait);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/** GET `url` as the page's browser would (its cookie); the data its client query holds. */
async function answer(app: FastifyInstance, request: FastifyRequest, url: string) {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { cookie: request.headers.cookie ?? '' },
  });
  if (url === '/api/user') {
    // As the client's useAuth keeps it: the user, or null when signed out.
    if (res.statusCode === 401) return { url, data: null };
    if (res.statusCode === 200) return { url, data: (res.json() as { user: unknown }).user };
    return undefined;
  }
  return res.statusCode === 200 ? { url, data: res.json() as unknown } : undefined;
}
