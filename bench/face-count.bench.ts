// Photo Attendance's head count as a teacher meets it (issue 27, item 2: the first count froze
// the page for ~50 s on two cores): headless Chromium against the compiled server, signed in as
// the demo teacher, photos chosen in the dialog: face-api's sample with three faces, then the
// same tiled 3 x 3 (27 small faces, like a class photo). Prints the time to the count (cold:
// detector and model loaded first; then warm), the longest main-thread task while
// counting (PerformanceObserver 'longtask'), and the longest gap of a 50 ms timer on the page (how
// long a click would wait), with the load average. Skips without a system Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { ensureBuilt, signIn, startServer, tempDataDir } from './server';
import { loadAverage } from './stats';

const require = createRequire(import.meta.url);
const PHOTO = path.join(
  path.dirname(require.resolve('@vladmandic/face-api/package.json')),
  'demo',
  'sample1.jpg',
);
const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** The sample nine times in a 3 x 3 grid, 1920 px wide: 27 faces about a third of their size. */
function classPhoto(dir: string) {
  const out = path.join(dir, 'class-of-27.jpg');
  const cells = ['0_0', 'w0_0', 'w0+w0_0', '0_h0', 'w0_h0', 'w0+w0_h0', '0_h0+h0', 'w0_h0+h0'];
  const layout = [...cells, 'w0+w0_h0+h0'].join('|');
  const made = spawnSync(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...Array.from({ length: 9 }, () => ['-i', PHOTO]).flat(),
    ...['-filter_complex', `xstack=inputs=9:layout=${layout},scale=1920:-2`, '-frames:v', '1'],
    out,
  ]);
  if (made.status !== 0) throw new Error(`ffmpeg: ${made.stderr}`);
  return out;
}

/**
 * Records long tasks and the page's worst timer delay from now on. A string, not a function:
 * tsx names functions with a helper the page does not have.
 */
const PROBES = `(() => {
  const probe = { longest: 0, gap: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longest = Math.max(probe.longest, e.duration);
  });
  observer.observe({ type: 'longtask' });
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    probe.gap = Math.max(probe.gap, now - last - 50);
    last = now;
  }, 50);
  probe.stop = () => { observer.disconnect(); clearInterval(timer); };
  window.probe = probe;
})()`;
const READ_PROBES = `(() => { window.probe.stop(); return { longest: window.probe.longest, gap: window.probe.gap }; })()`;

async function countOnce(page: Page, photo: string) {
  await page.evaluate(PROBES);
  const started = Date.now();
  const dialog = page.getByRole('dialog', { name: 'Check the head count' });
  await dialog.locator('input[type="file"]').setInputFiles(photo);
  const result = dialog.getByTestId('face-count');
  await result.waitFor({ state: 'visible', timeout: 300_000 });
  const ms = Date.now() - started;
  const text = await result.textContent();
  const probe = await page.evaluate<{ longest: number; gap: number }>(READ_PROBES);
  // The next count must wait for this result to go, or it would read the old one.
  await page.getByRole('button', { name: 'Camera again' }).click();
  return { ms, text, ...probe };
}

const executablePath = findChromium();
if (!executablePath) {
  console.log('SKIPPED: no system Chromium (apt-get install -y chromium, or set CHROMIUM_PATH)');
} else {
  ensureBuilt();
  const dir = tempDataDir();
  const server = await startServer(dir);
  const grid = classPhoto(dir);
  // WebAssembly, the worker's first choice; WebGL where the browser has it (here SwiftShader,
  // as --disable-gpu leaves it); the JavaScript CPU backend. Chromium's flags take neither
  // WebAssembly nor WebGL from a worker, so a run leaves the backends before its own out of the
  // worker's list of what to try.
  const runs = [
    { label: 'WebAssembly', skip: '' },
    { label: 'WebGL', skip: '`wasm`,' },
    { label: 'CPU backend', skip: '`wasm`,`webgl`,' },
  ];
  const [name, value] = (await signIn(server.base)).split('=') as [string, string];
  console.log(`${new Date().toISOString()}  ${os.cpus().length} cores  ${loadAverage()}`);
  console.log(
    'backend       count     time to count   longest main-thread task   longest timer delay   result',
  );
  const browsers: Browser[] = [];
  try {
    for (const run of runs) {
      const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
      browsers.push(browser);
      const context = await browser.newContext();
      if (run.skip)
        await context.route('**/assets/face-worker-*.js', async (route) => {
          const res = await route.fetch();
          const code = await res.text();
          const list = '[`wasm`,`webgl`,`cpu`]';
          if (!code.includes(list)) throw new Error(`the worker no longer tries ${list}`);
          await route.fulfill({
            response: res,
            body: code.replace(list, list.replace(run.skip, '')),
          });
        });
      await context.addCookies([{ name, value, url: server.base }]);
      const page = await context.newPage();
      await page.goto(`${server.base}/rollcall?tab=attendance`);
      await page.getByRole('button', { name: 'Take class photo' }).click();
      const photos = [
        ['cold, 3', PHOTO],
        ['warm, 3', PHOTO],
        ['warm, 27', grid],
      ] as const;
      for (const [label, photo] of photos) {
        const r = await countOnce(page, photo);
        // TensorFlow.js keeps its engine on the worker's global: which backend really ran.
        const worker = page.workers().find((w) => w.url().includes('face-worker'));
        const ran = await worker?.evaluate<string>('globalThis._tfengine?.backendName ?? "?"');
        console.log(
          `${run.label.padEnd(13)} ${label.padEnd(9)} ${`${(r.ms / 1000).toFixed(1)} s`.padStart(13)}   ${`${Math.round(r.longest)} ms`.padStart(24)}   ${`${Math.round(r.gap)} ms`.padStart(19)}   ${r.text} (${ran ?? 'no worker'})`,
        );
      }
      await browser.close();
    }
    console.log(`after: ${loadAverage()}`);
  } finally {
    for (const browser of browsers) await browser.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
