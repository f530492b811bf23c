// Send-to-mouth latency of the live assistant's built-in agent (issue 13, item 9): the built
// server, headless Chromium, the demo teacher; for a few short messages, the time from pressing
// Send to the first reply text in the transcript and to the avatar's mouth first opening, timed
// in the page. Two voice paths: the browser's speech (stubbed, as headless Chromium has no
// voices) and the bundled meSpeak synthesizer through Web Audio.
// Run alone: npx tsx bench/avatar-latency.bench.ts
import fs from 'node:fs';
import os from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureBuilt, startServer, tempDataDir } from './server';
import { percentile } from './stats';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

const CHROMIUM = findChromium();
// The page speaks without a click of its own: the bench presses Send through the page.
const ARGS = [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'];
const MESSAGES = [
  'Hello!',
  'Give me a warm-up for grade 5 science.',
  'What is photosynthesis?',
  'Suggest a quick math game.',
  'Thank you!',
];
const WAIT_MS = 30_000;

interface Timing {
  text: number | null;
  mouth: number | null;
}

/**
 * A browser voice for headless Chromium, which has none: each utterance starts on the next
 * task, reaches a word boundary every 80 ms and ends after its last word, so the agent's
 * browser path (mouth driven by start and boundary events) runs as it would with a real voice.
 */
function stubSpeech() {
  const voice = { name: 'Bench', lang: 'en-US', voiceURI: 'bench', localService: true };
  let timers: ReturnType<typeof setTimeout>[] = [];
  type Utterance = Record<string, ((e: { type: string }) => void) | null> & { text: string };
  const fire = (u: Utterance, type: string, at: number) =>
    timers.push(setTimeout(() => u[`on${type}`]?.({ type }), at));
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    value: class {
      constructor(public text: string) {}
    },
  });
  Object.defineProperty(window, 'speechSynthesis', {
    value: {
      getVoices: () => [voice],
      speak(u: Utterance) {
        const words = u.text.split(/\s+/).filter(Boolean).length;
        fire(u, 'start', 0);
        for (let i = 1; i < words; i += 1) fire(u, 'boundary', i * 80);
        fire(u, 'end', words * 80);
      },
      cancel() {
        timers.forEach(clearTimeout);
        timers = [];
      },
    },
  });
}

/** In the page: presses Send, then times the first new reply text and the mouth's opening. */
function sendAndTime(waitMs: number) {
  const dialog = document.querySelector('[role="dialog"]')!;
  const mouth = dialog.querySelector('[data-testid="avatar-mouth"]')!;
  const replies = () => dialog.querySelectorAll('li[data-role="assistant"]');
  const before = replies().length;
  const times: { text: number | null; mouth: number | null } = { text: null, mouth: null };
  return new Promise<typeof times>((resolve) => {
    const done = () => {
      if (times.text === null || times.mouth === null) return;
      observer.disconnect();
      resolve(times);
    };
    const observer = new MutationObserver(() => {
      const now = performance.now() - sent;
      const last = replies()[before];
      if (times.text === null && last?.textContent && last.textContent !== '...') times.text = now;
      if (times.mouth === null && mouth.getAttribute('data-open') === 'true') times.mouth = now;
      done();
    });
    observer.observe(dialog, { subtree: true, childList: true, characterData: true });
    observer.observe(mouth, { attributes: true, attributeFilter: ['data-open'] });
    setTimeout(() => {
      observer.disconnect();
      resolve(times);
    }, waitMs);
    const sent = performance.now();
    dialog.querySelector<HTMLButtonElement>('button[aria-label="Send"]')!.click();
  });
}

/**
 * In the page: once the reply has stopped growing for 0.8 s, interrupts the rest of its speech
 * (the built-in engine's replies take about 25 s to say), then resolves when the face has been
 * quiet (mouth shut, not speaking) for 1.5 s, so the next Send starts from rest.
 */
function settle() {
  const dialog = document.querySelector('[role="dialog"]')!;
  const mouth = dialog.querySelector('[data-testid="avatar-mouth"]')!;
  let reply = '';
  let grewAt = performance.now();
  let quietSince = performance.now();
  return new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      const text = [...dialog.querySelectorAll('li')].at(-1)?.textContent ?? '';
      if (text !== reply) [reply, grewAt] = [text, now];
      const buttons = [...dialog.querySelectorAll('button')];
      if (now - grewAt > 800) buttons.find((b) => b.textContent?.trim() === 'Interrupt')?.click();
      const busy =
        mouth.getAttribute('data-open') === 'true' || dialog.textContent!.includes('Speaking...');
      if (busy) quietSince = now;
      else if (now - quietSince > 1500) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
  });
}

/** Signs in, opens the assistant, connects (timed), enables audio, then times each message. */
async function run(browser: Browser, base: string, stubbed: boolean) {
  const context = await browser.newContext({ baseURL: base });
  // tsx keeps function names with an __name() helper that the page does not have.
  await context.addInitScript('globalThis.__name = (f) => f');
  if (stubbed) await context.addInitScript(stubSpeech);
  const login = await context.request.post('/api/login', {
    headers: { origin: base },
    data: { username: 'teacher', password: 'teacher123' },
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  const page: Page = await context.newPage();
  await page.goto('/');
  const voices = await page.evaluate(() => speechSynthesis.getVoices().length);
  await page.getByRole('button', { name: 'Live Assistant', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Custom AI Teaching Assistant' });
  const connectStarted = Date.now();
  await dialog.getByRole('button', { name: 'Connect to Agent' }).click();
  await dialog.getByText('Connected', { exact: true }).waitFor({ timeout: WAIT_MS });
  const connectMs = Date.now() - connectStarted;
  if (await dialog.getByText('Audio cannot play in this browser').isVisible()) {
    console.error('the agent fell back to captions only (no audio in this browser)');
    process.exitCode = 1;
  }
  await dialog.getByRole('button', { name: 'Enable Audio' }).click();
  await dialog.getByRole('button', { name: 'Enable Audio' }).waitFor({ state: 'hidden' });
  const input = dialog.getByRole('textbox', { name: 'Message' });
  const timings: Timing[] = [];
  for (const message of MESSAGES) {
    await input.fill(message);
    timings.push(await page.evaluate(sendAndTime, WAIT_MS));
    await page.evaluate(settle);
  }
  await context.close();
  return { voices, connectMs, timings };
}

const ms = (n: number | null | undefined) => (n == null ? 'never' : n.toFixed(0)).padStart(7);

function row(label: string, values: (number | null)[]) {
  const warm = values
    .slice(1)
    .filter((v): v is number => v !== null)
    .sort((a, b) => a - b);
  const stat = (p: number) => ms(warm.length ? percentile(warm, p) : null);
  return `${label.padEnd(28)}${ms(values[0])}${stat(50)}${stat(95)}`;
}

if (!CHROMIUM) {
  console.log(
    'avatar latency: skipped, no system Chromium (apt-get install -y chromium, or set CHROMIUM_PATH)',
  );
} else {
  ensureBuilt();
  const dataDir = tempDataDir();
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const lines = [`${'path, from Send to'.padEnd(28)}  first median    p95  (ms)`];
    for (const [name, stubbed] of [
      ['browser speech', true],
      ['meSpeak', false],
    ] as const) {
      const { voices, connectMs, timings } = await run(browser, server.base, stubbed);
      lines.push(
        row(
          `${name}: reply text`,
          timings.map((t) => t.text),
        ),
        row(
          `${name}: mouth open`,
          timings.map((t) => t.mouth),
        ),
      );
      console.log(`${name}: ${voices} browser voices; Connect to 'Connected' ${connectMs} ms`);
      if (timings.some((t) => t.mouth === null)) {
        console.error(`${name}: the mouth did not open within ${WAIT_MS} ms of Send`);
        process.exitCode = 1;
      }
    }
    console.log(
      `avatar send-to-mouth, ${MESSAGES.length} messages each (first, then median and p95 of ` +
        `the rest; ${os.cpus().length} cores)\n${lines.join('\n')}`,
    );
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
