import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** A port nothing listens on now, asked of the system rather than guessed. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function ready(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}.`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server at ${url} was not ready within ${timeoutMs / 1000} s.`);
}

/**
 * A page the server drew (static.ts) is painted before its script runs; a press on it is held
 * until React has its button (index.html), and the app marks <html data-interactive> once it runs
 * (app.tsx). Journeys wait for that mark, as a person waits for a page to look ready, so a held
 * press never hides what a step does (first-paint.e2e.ts tests the held presses). Any
 * other page (the fake LMS, a JSON answer, a page the client renders) passes at once. A failed
 * wait is left to the journey's own next step to report, with its own words.
 */
async function untilInteractive(page: Page) {
  await page
    .waitForFunction(
      () =>
        document.getElementById('root')?.dataset.rendered !== '1' ||
        document.documentElement.dataset.interactive === '1',
      undefined,
      { timeout: 30_000 },
    )
    .catch(() => undefined);
}

/**
 * Each Playwright worker gets its own server (the built client, demo mode, a fresh embedded
 * database), so journeys can run two at a time without sharing what one of them changes (the
 * engine an admin chooses, the demo teacher's data). Within a worker, journeys run in file order
 * on one server, as they did when there was one server for all.
 */
export const test = base.extend<object, { appUrl: string; withPublicUrl: boolean }>({
  // `test.use({ withPublicUrl: true })`: the server knows its address (PUBLIC_URL), as school
  // sign-in needs for the provider's redirect back.
  withPublicUrl: [false, { scope: 'worker', option: true }],
  appUrl: [
    async ({ withPublicUrl }, use, workerInfo) => {
      const port = await freePort();
      const dataDir = path.join(os.tmpdir(), `chalkwise-e2e-${port}-w${workerInfo.workerIndex}`);
      rmSync(dataDir, { recursive: true, force: true });
      const server = spawn('node_modules/.bin/tsx', ['src/server/main.ts'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          DEMO_MODE: 'true',
          LOG_LEVEL: 'warn',
          PUBLIC_URL: withPublicUrl ? `http://127.0.0.1:${port}` : '',
        },
      });
      const url = `http://127.0.0.1:${port}`;
      // Generous: a start compiles the server's TypeScript, which takes long on a busy machine.
      try {
        await ready(url, server, 180_000);
        await use(url);
      } finally {
        server.kill('SIGTERM');
        await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ appUrl }, use) => use(appUrl),
  // goto and reload return once the page answers clicks, as a person would wait to see it ready.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const res = await goto(...args);
        await untilInteractive(page);
        return res;
      };
      page.reload = async (...args) => {
        const res = await reload(...args);
        await untilInteractive(page);
        return res;
      };
    }
    await use(page);
  },
});
