import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, workerTask, WorkerTaskError, type WorkerPool } from './worker-pool';
import type * as fixture from './worker-pool.fixture';

const FIXTURE = new URL('./worker-pool.fixture.ts', import.meta.url);
const task = <K extends keyof typeof fixture>(name: K) =>
  workerTask<(typeof fixture)[K]>(FIXTURE, name);
const budget = { budgetMs: 30_000 };

let pools: WorkerPool[] = [];
const pool = (options: Parameters<typeof createWorkerPool>[0] = {}) => {
  const p = createWorkerPool(options);
  pools.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(pools.map((p) => p.close()));
  pools = [];
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the task to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(WorkerTaskError);
      return error as WorkerTaskError;
    },
  );

/** A gate a `gated` task waits on until `open()`. */
function gate() {
  const shared = new SharedArrayBuffer(4);
  return {
    shared,
    open() {
      Atomics.store(new Int32Array(shared), 0, 1);
      Atomics.notify(new Int32Array(shared), 0);
    },
  };
}

describe('worker pool', () => {
  it('runs a TypeScript task on a thread, keeps the thread, and returns plain data and bytes', async () => {
    const p = pool({ size: 2 });
    expect(await p.run(task('double'), { n: 21 }, budget)).toEqual({ doubled: 42 });
    expect(await p.run(task('later'), { text: 'ok' }, budget)).toBe('OK');
    expect(p.stats()).toEqual({ threads: 1, running: 0, queued: 0 });
    const bytes = await p.run(task('bytes'), { length: 3 }, budget);
    expect([...bytes]).toEqual([7, 7, 7]);
  });

  it('terminates a task past its budget and answers the next one on a fresh thread', async () => {
    const p = pool({ size: 1 });
    const finished: unknown[] = [];
    p.on('finish', (t) => finished.push({ name: t.name, failure: t.failure }));
    const error = await failure(p.run(task('spin'), undefined as never, { budgetMs: 300 }));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('The task ran past its budget of 300 ms.');
    expect(finished).toEqual([{ name: 'spin', failure: 'timeout' }]);
    expect(await p.run(task('double'), { n: 2 }, budget)).toEqual({ doubled: 4 });
  });

  it('reports a task that throws, and one that exhausts its heap, without harming the pool', async () => {
    const p = pool({ size: 1, maxHeapMb: 48 });
    const thrown = await failure(p.run(task('fail'), undefined as never, budget));
    expect(thrown.reason).toBe('failed');
    expect(thrown.message).toBe('RangeError: boom');
    const hog = await failure(p.run(task('hog'), undefined as never, budget));
    expect(hog.reason).toBe('out_of_memory');
    expect(await p.run(task('double'), { n: 5 }, budget)).toEqual({ doubled: 10 });
  });

  it('queues while every thread is busy, refuses past the queue limit, and drains in order', async () => {
    const p = pool({ size: 1, maxQueued: 1 });
    const g = gate();
    const started = once(p, 'start');
    const first = p.run(task('gated'), { gate: g.shared }, budget);
    await started;
    const second = p.run(task('double'), { n: 1 }, budget);
    expect(p.stats()).toEqual({ threads: 1, running: 1, queued: 1 });
    expect((await failure(p.run(task('double'), { n: 2 }, budget))).reason).toBe('busy');
    g.open();
    expect(await first).toBe('released');
    expect(await second).toEqual({ doubled: 2 });
  });

  it('leaves the event loop free while a task holds its thread', async () => {
    const p = pool({ size: 1 });
    const g = gate();
    let settled = false;
    const started = once(p, 'start');
    const running = p.run(task('gated'), { gate: g.shared }, budget).finally(() => {
      settled = true;
    });
    await started;
    // The thread is blocked until the gate opens, yet timers and I/O callbacks still run here.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    g.open();
    expect(await running).toBe('released');
  });

  it('refuses work once closed and fails what was waiting', async () => {
    const p = pool({ size: 1 });
    const g = gate();
    const started = once(p, 'start');
    const first = failure(p.run(task('gated'), { gate: g.shared }, budget));
    await started;
    const waiting = failure(p.run(task('double'), { n: 1 }, budget));
    await p.close();
    expect((await first).message).toBe('The worker pool is closed.');
    expect((await waiting).message).toBe('The worker pool is closed.');
    expect((await failure(p.run(task('double'), { n: 1 }, budget))).reason).toBe('failed');
    expect(p.stats()).toEqual({ threads: 0, running: 0, queued: 0 });
  });
});
