import { EventEmitter } from 'node:events';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * A function exported by a module that a pool thread imports and calls. Declared from the
 * function's type so input and output are checked without importing the module here:
 * `workerTask<typeof import('./x.worker').render>(new URL('./x.worker.ts', import.meta.url), 'render')`.
 * Input and output cross threads by structured clone: plain data, no classes (a Buffer arrives
 * as a Uint8Array), and a task reports expected failures in its result rather than by throwing.
 */
export interface WorkerTask<I, O> {
  readonly module: string;
  readonly name: string;
  /** Never set; carries the types. */
  readonly signature?: (input: I) => O;
}

export function workerTask<F extends (input: never) => unknown>(
  module: URL,
  name: string,
): WorkerTask<Parameters<F>[0], Awaited<ReturnType<F>>> {
  return { module: module.href, name };
}

/**
 * Why a task produced no result: it ran past its budget (the thread was terminated), the queue
 * was full, its thread ran out of its heap limit, or it threw (a bug in the task).
 */
export type WorkerFailure = 'timeout' | 'busy' | 'out_of_memory' | 'failed';

export class WorkerTaskError extends Error {
  constructor(
    readonly reason: WorkerFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WorkerTaskError';
  }
}

export interface WorkerPoolOptions {
  /** Threads at most; started on first use and kept. Default: the cores but one, 1 to 4. */
  size?: number;
  /** Tasks waiting for a thread at most; more are refused as 'busy'. Default: 8 per thread. */
  maxQueued?: number;
  /** Heap of each thread; a task that needs more ends as 'out_of_memory', not the server. */
  maxHeapMb?: number;
}

export interface RunOptions {
  /** Milliseconds from handing the task to a thread until the thread is terminated. */
  budgetMs: number;
}

/** What the pool tells listeners (tests and benches): a task began or ended on a thread. */
export interface WorkerPoolEvents {
  start: [task: { name: string }];
  finish: [task: { name: string; ms: number; failure?: WorkerFailure }];
}

export interface WorkerPool extends EventEmitter<WorkerPoolEvents> {
  run<I, O>(task: WorkerTask<I, O>, input: I, options: RunOptions): Promise<O>;
  /** Threads started, tasks running and waiting (for health figures and tests). */
  stats(): { threads: number; running: number; queued: number };
  close(): Promise<void>;
}

interface Job {
  id: number;
  task: WorkerTask<unknown, unknown>;
  input: unknown;
  budgetMs: number;
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
  timer?: NodeJS.Timeout;
  startedAt: number;
}

type Reply =
  | { id: number; started: true }
  | { id: number; ok: true; output: unknown }
  | { id: number; ok: false; error: { name: string; message: string } };

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

export const defaultPoolSize = () => Math.max(1, Math.min(4, os.availableParallelism() - 1));

/**
 * A few threads for CPU-heavy work (PDF and Word layout, large CSV files) so the event loop
 * keeps answering while it runs, each task under a time budget: past it the thread is
 * terminated (a runaway loop cannot be interrupted any other way) and a fresh one takes its place.
 */
export function createWorkerPool(options: WorkerPoolOptions = {}): WorkerPool {
  const size = options.size ?? defaultPoolSize();
  const maxQueued = options.maxQueued ?? size * 8;
  const maxHeapMb = options.maxHeapMb ?? 512;
  const slots: Slot[] = Array.from({ length: size }, () => ({
    worker: null,
    job: null,
    startedAt: 0,
  }));
  const queue: Job[] = [];
  const events = new EventEmitter<WorkerPoolEvents>();
  let nextId = 1;
  let closed = false;

  function settle(slot: Slot, outcome: { output: unknown } | { error: WorkerTaskError | Error }) {
    const job = slot.job;
    if (!job) return;
    clearTimeout(slot.timer);
    slot.job = null;
    slot.worker?.unref();
    const failure =
      'error' in outcome && outcome.error instanceof WorkerTaskError
        ? outcome.error.reason
        : undefined;
    events.emit('finish', {
      name: job.task.name,
      ms: performance.now() - slot.startedAt,
      ...(failure ? { failure } : 'error' in outcome ? { failure: 'failed' as const } : {}),
    });
    if ('error' in outcome) job.reject(outcome.error);
    else job.resolve(outcome.output);
    pump();
  }

  /** Drops a thread (terminated, crashed or exited); its task, if any, fails with `error`. */
  function discard(slot: Slot, worker: Worker, error: WorkerTaskError) {
    if (slot.worker !== worker) return;
    slot.worker = null;
    void worker.terminate();
    settle(slot, { error });
  }

  function spawn(slot: Slot) {
    const worker = new Worker(ENTRY, {
      // No inherited loader flags: the entry loads TypeScript itself (see worker-entry.mjs).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    });
    worker.on('message', (reply: Reply) => {
      const job = slot.job;
      if (slot.worker !== worker || job?.id !== reply.id) return;
      if ('started' in reply) events.emit('start', { name: job.task.name });
      else if (reply.ok) settle(slot, { output: reply.output });
      else
        settle(slot, {
          error: new WorkerTaskError('failed', `${reply.error.name}: ${reply.error.message}`),
        });
    });
    worker.on('error', (error: Error & { code?: string }) =>
      discard(
        slot,
        worker,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new WorkerTaskError('out_of_memory', 'The task ran out of memory.')
          : new WorkerTaskError('failed', error.message),
      ),
    );
    worker.on('exit', () =>
      discard(slot, worker, new WorkerTaskError('failed', 'The worker thread exited.')),
    );
    slot.worker = worker;
    return worker;
  }

  function pump() {
    for (const slot of slots) {
      if (closed || queue.length === 0) return;
      if (slot.job) continue;
      const job = queue.shift()!;
      const worker = slot.worker ?? spawn(slot);
      worker.ref();
      slot.job = job;
      slot.startedAt = performance.now();
      slot.timer = setTimeout(
        () =>
          discard(
            slot,
            worker,
            new WorkerTaskError('timeout', `The task ran past its budget of ${job.budgetMs} ms.`),
          ),
        job.budgetMs,
      );
      worker.postMessage({
        id: job.id,
        module: job.task.module,
        name: job.task.name,
        input: job.input,
      });
    }
  }

  return Object.assign(events, {
    run<I, O>(task: WorkerTask<I, O>, input: I, { budgetMs }: RunOptions): Promise<O> {
      if (closed)
        return Promise.reject(new WorkerTaskError('failed', 'The worker pool is closed.'));
      const idle = slots.some((s) => !s.job);
      if (!idle && queue.length >= maxQueued)
        return Promise.reject(new WorkerTaskError('busy', 'Every worker thread is busy.'));
      return new Promise<O>((resolve, reject) => {
        queue.push({
          id: nextId++,
          task: task as WorkerTask<unknown, unknown>,
          input,
          budgetMs,
          resolve: resolve as (output: unknown) => void,
          reject,
        });
        pump();
      });
    },
    stats: () => ({
      threads: slots.filter((s) => s.worker).length,
      running: slots.filter((s) => s.job).length,
      queued: queue.length,
    }),
    async close() {
      closed = true;
      for (const job of queue.splice(0))
        job.reject(new WorkerTaskError('failed', 'The worker pool is closed.'));
      await Promise.all(
        slots.map((slot) => {
          const worker = slot.worker;
          if (!worker) return undefined;
          discard(slot, worker, new WorkerTaskError('failed', 'The worker pool is closed.'));
          return worker.terminate();
        }),
      );
    },
  });
}
