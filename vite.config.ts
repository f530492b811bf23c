import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip as gzipCallback } from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiPort = process.env.API_PORT ?? '3001';
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm|map)$/;

/**
 * meSpeak's ESpeak.js (the offline voice, a lazy chunk of the live assistant) has Latin-1
 * bytes in its comments, which the bundler refuses as invalid UTF-8: read it as Latin-1.
 */
const latin1MeSpeak: Plugin = {
  name: 'latin1-mespeak',
  enforce: 'pre',
  load(id) {
    if (!/[\\/]mespeak[\\/]src[\\/]ESpeak\.js$/.test(id)) return null;
    return readFileSync(id, 'latin1');
  },
};

/**
 * Brotli (quality 11) and gzip (level 9) copies of every text asset, written once at build time;
 * the server sends them as they are (@fastify/static `preCompressed`) instead of compressing
 * each response. Compressed on libuv's thread pool, all files at once: done one by one on the
 * main thread, this was 12.8 s of a 16 s build on two cores (issue 38 item 4: a fresh clone's
 * `npm test` builds the client).
 */
const precompress: Plugin = {
  name: 'precompress',
  apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
  async writeBundle(options) {
    const dir = options.dir!;
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .map((entry) => ({ entry, file: path.join(entry.parentPath, entry.name) }))
      .filter(({ entry, file }) => entry.isFile() && COMPRESSIBLE.test(file))
      .map(({ file }) => file)
      .filter((file) => statSync(file).size >= 1024);
    await Promise.all(
      files.map(async (file) => {
        const data = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 11,
              [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gzip(data, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
    );
  },
};

const CLIENT_OUT = path.resolve(import.meta.dirname, 'dist/client');

/**
 * After the client: the same app as an SSR bundle (src/web/entry-server.tsx, its packages left
 * to node_modules) for the server to render a signed-in teacher's first screen with, and the
 * marketing pages rendered with it at build time (scripts/prerender.mjs, issue 38 item 1).
 */
const serverRender: Plugin = {
  name: 'server-render',
  apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
  async closeBundle() {
    const outDir = this.environment.config.build.outDir;
    await build({
      configFile: path.resolve('vite.config.ts'),
      logLevel: 'warn',
      build: { ssr: 'entry-server.tsx', outDir: path.join(outDir, '../ssr'), emptyOutDir: true },
    });
    const { inlineStyles, prerender } = await import('./scripts/prerender.mjs');
    const template = inlineStyles(outDir);
    await prerender(
      path.join(outDir, '../ssr/entry-server.js'),
      template,
      path.join(outDir, '../prerendered'),
    );
  },
};

/**
 * The light UI kit most pages draw with (cards, alerts, badges, inputs): one chunk instead of a
 * dozen of half a kilobyte. The button (with cn) apart, since the marketing pages use it alone.
 */
const UI_KIT =
  /src[\\/]web[\\/]components[\\/]ui[\\/](card|alert|badge|skeleton|input|textarea|label|pill|table)\.tsx$/;
/**
 * The small shared helpers of the signed-in pages (queries of the plan, the overview and the
 * review count, paging, formatting, signing out), their zod-free texts, and the small pieces
 * most of those pages draw (figures' tiles, the plan banner, a server error): one chunk instead
 * of about fifteen, each a round trip on a phone's HTTP/1.1 (issue 38: the dashboard's scripts
 * 16 -> 12). Only modules that import no schemas, since a group takes in what its modules
 * import.
 */
const APP_HELPERS =
  /src[\\/]web[\\/]lib[\\/](format|overview|paged-list|subscription|sign-out|clipboard)\.ts$|src[\\/]contracts[\\/](paging|analytics\.text|avatar\.text|errors)\.ts$|src[\\/]web[\\/]components[\\/](stat-tiles|server-error|subscription-banner)\.tsx$|src[\\/]web[\\/]features[\\/]assessments[\\/]assessments\.api\.ts$|node_modules[\\/]@tanstack[\\/]/;
/**
 * Radix, its helpers and our components on it (dialogs, menus, tooltips, selects, tabs,
 * toasts): one chunk for the pages that open something, instead of about 15; no first screen
 * needs it (Help, the phone menu, the tooltips and the toasts load it on demand).
 */
const RADIX =
  /node_modules[\\/](radix-ui|@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]|src[\\/]web[\\/]components[\\/]ui[\\/](dialog|dropdown-menu|alert-dialog|select|tabs|tooltip|toast-view)\.tsx$/;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [latin1MeSpeak, react(), tailwindcss(), precompress, serverRender],
  build: {
    outDir: CLIENT_OUT,
    emptyOutDir: true,
    sourcemap: false,
    // Which chunks each module needs, for the server's modulepreload hints (static.ts).
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      // The SSR bundle's chunks are read from disk by Node: no grouping for the network.
      output: isSsrBuild
        ? {}
        : {
            /**
             * Fewer, larger first-screen requests (issue 16, item 6). Left alone, the bundler cut the
             * code every page loads at start into the entry plus 20 preloaded chunks, and each route
             * added a dozen icon chunks of 200 bytes: 40 scripts on the home, 60 on the dashboard,
             * each a round trip on a phone's network over HTTP/1.1. Everything the entry loads
             * statically is one chunk (it all loads before the first paint anyway), and the icons
             * the pages share are one small chunk (7 KB brotli). Lighthouse mobile, same machine:
             * home 87 -> 94 (LCP 3.3 -> 2.6 s), dashboard 75 -> 91 (LCP 4.3 -> 3.1 s), see
             * `bench/lighthouse.bench.ts`. The cost: any change to that code re-sends all of it.
             * Then the groups below, with Radix off every first screen: the dashboard is 12 scripts
             * after the entry (22.5 KB brotli) instead of 27 (48 KB); Lighthouse mobile home 98,
             * dashboard 97 (LCP 2.3 s).
             */
            codeSplitting: {
              groups: [
                /**
                 * React's DOM renderer apart from the rest of the first screen's code (issue 38
                 * item 2): the browser compiles each script as it arrives, so the page's code is
                 * no longer compiled in the one task that then runs it (the 380-460 ms task at
                 * 4x CPU: mostly parsing the 280 KB entry).
                 */
                {
                  name: 'react-dom',
                  test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
                  priority: 3,
                },
                { name: 'index', tags: ['$initial'], priority: 2 },
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
                // The button (with cn) apart, or the UI kit would take it in and the marketing
                // pages, which use only the button, would load the whole kit. The logo and the
                // theme toggle with it: the marketing pages and the app's frame draw all three.
                {
                  name: 'button',
                  test: /components[\\/]ui[\\/]button\.tsx$|lib[\\/]cn\.ts$|components[\\/]brand[\\/]logo\.tsx$|components[\\/]theme-toggle\.tsx$/,
                  priority: 2,
                },
                { name: 'ui', test: UI_KIT, priority: 1 },
                { name: 'helpers', test: APP_HELPERS, priority: 1 },
                { name: 'radix', test: RADIX, priority: 1 },
              ],
            },
          },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true },
      '/healthz': `http://127.0.0.1:${apiPort}`,
      // Live games: Socket.IO's WebSocket and its polling fallback.
      '/socket.io': { target: `http://127.0.0.1:${apiPort}`, ws: true },
    },
  },
}));
