// The client rendered to HTML, by the build (the marketing pages, scripts/prerender) and by the
// server for a signed-in teacher's first screen (platform/http/static.ts): painted before any
// script has run, then hydrated by main.tsx. Built by vite.config.ts as an SSR bundle.
import './zod-jitless';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { createQueryClient } from './lib/query-client';
import type { FirstAnswers } from './lib/first-answers';

export { FIRST_ANSWERS_ID } from './lib/first-answers';
export type { FirstAnswers };

/**
 * The HTML of the page at `url` (path and query) with the query cache holding `answers`: waits
 * for every code-split page and frame it draws, not for any query (those render as loading).
 */
export async function render(url: string, answers: FirstAnswers): Promise<string> {
  const client = createQueryClient();
  for (const [key, data] of answers) client.setQueryData(key, data);
  const [path = '/', search = ''] = url.split('?');
  const { prelude } = await prerender(
    <StrictMode>
      <App client={client} ssrPath={path} ssrSearch={search} />
    </StrictMode>,
    // No boundary is sent apart to be moved in by an inline script (React does so past 12.8 KB):
    // the page's Content-Security-Policy runs no inline script but the build's own.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return await new Response(prelude as ReadableStream).text();
}

/** The pages the build renders for visitors (no session): the home and each feature's page. */
export { prerenderedPaths } from './features/marketing/marketing-content';
