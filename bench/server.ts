// The compiled server as `npm start` runs it (one node process, embedded database, demo class),
// for the benches that measure it from the outside: start time, memory, the browser's view.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from '../src/server/testing/server-process';

const SERVER = 'dist/server/main.js';
/** The node flags `npm start` runs with (package.json), so the benches measure the same. */
const START_FLAGS = (
  JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(' ')
  .filter((arg) => arg.startsWith('--'));

/** Builds what is missing, as `npm start` would (the client with vite, the server with esbuild). */
export function ensureBuilt() {
  const run = (cmd: string, args: string[]) => {
    if (spawnSync(cmd, args, { stdio: 'inherit' }).status !== 0) throw new Error(`${cmd} failed`);
  };
  if (!fs.existsSync('dist/client/index.html')) {
    run('node_modules/.bin/vite', ['build', '--logLevel', 'warn']);
  }
  if (!fs.existsSync(SERVER)) run(process.execPath, ['scripts/build-server.mjs']);
}

export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-bench-'));

export interface Server {
  base: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 from /healthz. */
  readyMs: number;
  /** Milliseconds the server says each part of its start took (its "running" log line). */
  startMs(): Promise<Record<string, number>>;
  /** SIGTERM, then the exit code once it has shut down. */
  stop(): Promise<number | null>;
}

/** `node dist/server/main.js` on a free port with `dataDir`, answered once /healthz says 200. */
export async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...START_FLAGS, SERVER], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '', // the embedded database, whatever the shell has
      DEMO_MODE: 'true',
      LOG_LEVEL: 'info',
    },
  });
  // Its log: warnings and errors pass through; the start's breakdown is kept.
  let startMs: (ms: Record<string, number>) => void;
  const started$ = new Promise<Record<string, number>>((resolve) => (startMs = resolve));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    let entry: { level?: number; startMs?: Record<string, number> };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      return console.log(line);
    }
    if (entry.startMs) startMs(entry.startMs);
    if ((entry.level ?? 0) >= 40) console.log(line);
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  return {
    base,
    child,
    readyMs,
    startMs: () => started$,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The demo teacher's session cookie (`name=value`), as the sign-in dialog gets it. */
export async function signIn(base: string) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'teacher', password: 'teacher123' }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

/** A teacher who has just signed up (free plan, no data): their session cookie. */
export async function signUp(base: string) {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: `new${Date.now()}`, password: 'correct-horse-9' }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-up failed: ${res.status}`);
  return cookie;
}
