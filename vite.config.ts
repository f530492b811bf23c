import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiPort = process.env.API_PORT ?? '3001';

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
 * each response.
 */
const precompress: Plugin = {
  name: 'precompress',
  apply: 'build',
  writeBundle(options) {
    const dir = options.dir!;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.isFile() || !/\.(js|mjs|css|html|svg|json|txt|wasm|map)$/.test(file)) continue;
      if (statSync(file).size < 1024) continue;
      const data = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(data, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 11,
            [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
      );
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    }
  },
};

/**
 * The UI kit of the signed-in frame (its drawer, menus and tooltips) and of most pages (cards,
 * alerts, inputs), with Radix's shared layers: one chunk instead of about 20 of one kilobyte
 * each. Kits only some pages use (select, tabs, the toasts, alert dialogs) stay apart, and so
 * does the button, which the marketing pages use alone. Only modules whose own imports are as
 * light: a group takes in what its modules import.
 */
const isSharedUi = (id: string) =>
  /node_modules[\\/](radix-ui|@radix-ui[\\/](?!react-(select|tabs|toast|alert-dialog)[\\/])|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib|@tanstack)[\\/]/.test(
    id,
  ) ||
  /src[\\/]web[\\/]components[\\/]ui[\\/](?!(button|select|tabs|toast-view|alert-dialog)\.tsx$)/.test(
    id,
  );

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [latin1MeSpeak, react(), tailwindcss(), precompress],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        /**
         * Fewer, larger first-screen requests (issue 16, item 6). Left alone, the bundler cut the
         * code every page loads at start into the entry plus 20 preloaded chunks, and each route
         * added a dozen icon chunks of 200 bytes: 40 scripts on the home, 60 on the dashboard,
         * each a round trip on a phone's network over HTTP/1.1. Everything the entry loads
         * statically is one chunk (it all loads before the first paint anyway), and the icons
         * the pages share are one small chunk (7 KB brotli). Lighthouse mobile, same machine:
         * home 87 -> 94 (LCP 3.3 -> 2.6 s), dashboard 75 -> 91 (LCP 4.3 -> 3.1 s), see
         * `bench/lighthouse.bench.ts`. The cost: any change to that code re-sends all of it.
         */
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
            // The button (with cn) apart, or the UI kit would take it in and the marketing
            // pages, which use only the button, would load the whole kit.
            {
              name: 'button',
              test: /components[\\/]ui[\\/]button\.tsx$|lib[\\/]cn\.ts$/,
              priority: 2,
            },
            { name: 'ui', test: isSharedUi, priority: 1 },
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
});
