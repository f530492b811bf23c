import { readFileSync } from 'node:fs';
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

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [latin1MeSpeak, react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
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
