import { describe, expect, it } from 'vitest';
import { createRequestQueue } from './local-queue';

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => done };
}

describe('the local model request queue', () => {
  it('runs one request at a time, in order, and tells each waiting one its place', async () => {
    const queue = createRequestQueue(1);
    const order: string[] = [];
    const heard: Record<string, number[]> = { b: [], c: [] };
    const a = gate();
    const b = gate();
    const first = queue.run(async () => {
      order.push('a');
      await a.task();
    });
    const second = queue.run(
      async () => {
        order.push('b');
        await b.task();
      },
      { onQueued: (n) => heard.b!.push(n) },
    );
    const third = queue.run(async () => order.push('c'), { onQueued: (n) => heard.c!.push(n) });

    expect(queue.running()).toBe(1);
    expect(queue.waiting()).toBe(2);
    expect(heard).toEqual({ b: [1], c: [2] });

    a.open();
    await first;
    await Promise.resolve();
    expect(order).toEqual(['a', 'b']);
    expect(heard).toEqual({ b: [1, 0], c: [2, 1] });

    b.open();
    await Promise.all([second, third]);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(heard.c).toEqual([2, 1, 0]);
    expect(queue.waiting()).toBe(0);
    expect(queue.running()).toBe(0);
  });

  it('drops a waiting request whose caller went away, and moves the ones behind it up', async () => {
    const queue = createRequestQueue(1);
    const a = gate();
    const ran: string[] = [];
    const first = queue.run(a.task);
    const gone = new AbortController();
    const second = queue.run(async () => ran.push('gone'), { signal: gone.signal });
    const heard: number[] = [];
    const third = queue.run(async () => ran.push('third'), { onQueued: (n) => heard.push(n) });
    expect(heard).toEqual([2]);

    gone.abort();
    await expect(second).rejects.toThrow();
    expect(queue.waiting()).toBe(1);
    expect(heard).toEqual([2, 1]);

    a.open();
    await Promise.all([first, third]);
    expect(ran).toEqual(['third']);
  });

  it('refuses a request whose caller has already gone', async () => {
    const queue = createRequestQueue(1);
    let ran = false;
    await expect(
      queue.run(async () => (ran = true), { signal: AbortSignal.abort() }),
    ).rejects.toThrow();
    expect(ran).toBe(false);
  });

  it('serves as many at once as it has sequences, and frees the slot when a task fails', async () => {
    const queue = createRequestQueue(2);
    const a = gate();
    const first = queue.run(a.task);
    const failing = queue.run(async () => {
      throw new Error('model failed');
    });
    await expect(failing).rejects.toThrow('model failed');
    const heard: number[] = [];
    const third = queue.run(async () => 'ran', { onQueued: (n) => heard.push(n) });
    // One slot was free again: it started at once and never waited.
    await expect(third).resolves.toBe('ran');
    expect(heard).toEqual([]);
    a.open();
    await first;
  });
});
