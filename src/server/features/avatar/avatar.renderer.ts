import fs from 'node:fs/promises';
import { EventEmitter } from 'node:events';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RenderInput, RenderResult } from './avatar.render';

/** Renders one video within `budgetMs`; `close` stops every render still running. */
export type Renderer = ((input: RenderInput, budgetMs?: number) => Promise<RenderResult>) & {
  close?: () => void;
};

interface RenderProcessEvents {
  /** The process loaded the renderer and began (tests kill it here, benches watch it). */
  started: [pid: number];
  /** It ended; `maxRssKb` is its own peak resident memory, when it lived to report it. */
  finished: [figures: { pid: number; result: RenderResult; maxRssKb?: number }];
}

interface ChildRendererOptions {
  /** V8 heap cap of each render process, in MB. */
  heapMb?: number;
  /** The process's entry module; tests name a fixture. */
  entry?: URL;
}

type ChildMessage =
  | { type: 'started' }
  | { type: 'result'; result: RenderResult; maxRssKb: number }
  | { type: 'failed'; message: string; maxRssKb: number };

const ENTRY = new URL('./avatar.child.mjs', import.meta.url);
/** A minute of prose renders within 64 MB of heap; meSpeak needs more on long numeric scripts. */
const HEAP_MB = 192;
const DEFAULT_BUDGET_MS = 60_000;

/**
 * Each render in a process of its own (decision 0017): its memory has a cap and goes back to
 * the system when it exits, and a crash, a heap overflow or a kill ends that one video as an
 * error at once, never the server.
 */
export function childRenderer(options: ChildRendererOptions = {}) {
  const heapMb = options.heapMb ?? HEAP_MB;
  const entry = fileURLToPath(options.entry ?? ENTRY);
  const events = new EventEmitter<RenderProcessEvents>();
  const live = new Set<ChildProcess>();

  const render = (input: RenderInput, budgetMs = DEFAULT_BUDGET_MS) =>
    new Promise<RenderResult>((resolve) => {
      // Its own process group, so ffmpeg (its child) goes down with it.
      const child = fork(entry, [], {
        execArgv: [`--max-old-space-size=${heapMb}`],
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        detached: true,
      });
      live.add(child);
      let stderr = '';
      child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
      let reply: Exclude<ChildMessage, { type: 'started' }> | undefined;
      let spawnError: Error | undefined;
      let overBudget = false;
      const timer = setTimeout(() => {
        overBudget = true;
        killGroup(child);
      }, budgetMs);
      child.on('message', (message: ChildMessage) => {
        if (message.type === 'started') events.emit('started', child.pid!);
        else reply = message;
      });
      child.on('error', (error) => (spawnError = error));
      // Its ffmpeg (or tsx's esbuild) outlives a crash and would hold the stderr pipe open.
      child.on('exit', () => killGroup(child));
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        live.delete(child);
        const result: RenderResult =
          reply?.type === 'result'
            ? reply.result
            : reply?.type === 'failed'
              ? { ok: false, reason: 'crashed', detail: reply.message }
              : lost({ code, signal, stderr, overBudget, budgetMs, heapMb, spawnError });
        events.emit('finished', { pid: child.pid ?? 0, result, maxRssKb: reply?.maxRssKb });
        void (result.ok ? Promise.resolve() : removeParts(input.outPath)).then(() =>
          resolve(result),
        );
      });
      child.send(input);
    });

  return Object.assign(render satisfies Renderer, {
    events,
    close() {
      for (const child of live) killGroup(child);
    },
  });
}

/** Why a render process ended without a result, said plainly for the log and the ledger. */
function lost(how: {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  overBudget: boolean;
  budgetMs: number;
  heapMb: number;
  spawnError?: Error;
}): RenderResult {
  if (how.overBudget) {
    const seconds = Math.round(how.budgetMs / 1000);
    return { ok: false, reason: 'timeout', detail: `render stopped after its ${seconds} s budget` };
  }
  if (/heap out of memory|Reached heap limit/i.test(how.stderr)) {
    const detail = `render process ran out of its ${how.heapMb} MB heap`;
    return { ok: false, reason: 'out_of_memory', detail };
  }
  const end = how.spawnError?.message ?? (how.signal ? `signal ${how.signal}` : `code ${how.code}`);
  return { ok: false, reason: 'crashed', detail: `render process ended (${end})` };
}

function killGroup(child: ChildProcess) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL'); // no group (the process is gone, or the platform has none)
  }
}

/** A killed render leaves its WAV and a partial MP4 (avatar.render.ts's names). */
function removeParts(outPath: string) {
  return Promise.all(
    [`${outPath}.wav`, `${outPath}.part.mp4`].map((file) => fs.rm(file, { force: true })),
  );
}
