// After `vite build` (called from vite.config.ts): the built index.html made paintable without
// scripts (issue 38 item 1), and the marketing pages rendered into it.
//  - The entry's stylesheet is put in the page (<style>) instead of a render-blocking request:
//    about 10 KB compressed, the whole of what the first screen of any page uses, so nothing is
//    left to load before the first paint (later pages' own CSS comes with their chunks).
//  - Each marketing page is rendered by the SSR bundle (src/web/entry-server.tsx) into
//    dist/prerendered/<path>.html, which the server sends to visitors without a session
//    (platform/http/static.ts); the client hydrates it (main.tsx).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/** index.html with the entry's stylesheets inlined. */
export function inlineStyles(clientDir) {
  const file = path.join(clientDir, 'index.html');
  const html = fs.readFileSync(file, 'utf8').replace(STYLESHEET, (_, href) => {
    const css = fs.readFileSync(path.join(clientDir, href), 'utf8');
    // The disabled link is never fetched (HTML: a disabled stylesheet is not obtained), but the
    // lazy chunks' loader finds it and does not fetch the stylesheet a second time: it did on
    // most pages, 11 KB and the whole page's style worked out again (issue 38 item 2).
    return `<style>${css.replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" crossorigin href="/${href}" disabled>`;
  });
  fs.writeFileSync(file, html);
  // The precompressed copies were of the page before (vite.config.ts precompress); the server
  // sends index.html itself (static.ts), never those.
  for (const copy of [`${file}.br`, `${file}.gz`]) fs.rmSync(copy, { force: true });
  return html;
}

/** Where a rendered path's HTML is kept (and looked for by the server). */
const prerenderedFile = (dir, pagePath) =>
  path.join(dir, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`);

/** Renders every marketing page with the SSR bundle into `outDir`, in the page `template`. */
export async function prerender(ssrEntry, template, outDir) {
  const { render, prerenderedPaths } = await import(pathToFileURL(ssrEntry).href);
  fs.rmSync(outDir, { recursive: true, force: true });
  for (const pagePath of prerenderedPaths()) {
    const body = await render(pagePath, []);
    const html = template.replace(
      '<div id="root"></div>',
      `<div id="root" data-rendered="1">${body}</div>`,
    );
    if (html === template) throw new Error('index.html has no <div id="root"></div>');
    const file = prerenderedFile(outDir, pagePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
}
