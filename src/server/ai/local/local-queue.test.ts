import { describe, expect, it } from 'vitest';
import { createRequestQueue, QueueFullError } from './local-queue';

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

describe('the local model queue is fair (issue 33 item 4, issue 37 item 4)', () => {
  const teacher = (id: number) => ({ requester: { id, guest: false } });
  const guest = (id: number) => ({ requester: { id, guest: true } });

  /** A held first request, and a recorder of the order the later ones run in. */
  function busyQueue(perUser?: number) {
    const queue = createRequestQueue(1, { perUser });
    const hold = gate();
    const first = queue.run(hold.task);
    const order: string[] = [];
    const places: Record<string, number[]> = {};
    const add = (name: string, wait: Parameters<typeof queue.run>[1]) =>
      queue.run(async () => order.push(name), {
        ...wait,
        onQueued: (n) => (places[name] ??= []).push(n),
      });
    return { queue, order, places, add, release: () => (hold.open(), first) };
  }

  it('takes turns between two teachers and serves a guest after both, each told its place', async () => {
    const { order, places, add, release } = busyQueue();
    const runs = [
      add('ana-1', teacher(1)),
      add('ana-2', teacher(1)),
      add('guest-1', guest(3)),
      add('bo-1', teacher(2)),
      add('bo-2', teacher(2)),
    ];
    // Ana came first, then Bo takes his turn before Ana's second; the guest after them all.
    expect(places).toEqual({
      'ana-1': [1],
      'ana-2': [2, 3],
      'guest-1': [3, 4, 5],
      'bo-1': [2],
      'bo-2': [4],
    });
    await release();
    await Promise.all(runs);
    expect(order).toEqual(['ana-1', 'bo-1', 'ana-2', 'bo-2', 'guest-1']);
  });

  it('refuses a requester past its share of waiting requests, saying when to try again', async () => {
    const { queue, add, release } = busyQueue(2);
    const runs = [add('a', teacher(1)), add('b', teacher(1))];
    const refused = queue.run(async () => 'never', teacher(1));
    await expect(refused).rejects.toBeInstanceOf(QueueFullError);
    const error = (await refused.catch((e: unknown) => e)) as QueueFullError;
    expect(error.message).toBe(
      'You already have 2 AI requests waiting for the local model. Please wait for one to finish.',
    );
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Another teacher still gets in.
    runs.push(add('c', teacher(2)));
    expect(queue.waiting()).toBe(3);
    await release();
    await Promise.all(runs);
  });

  it("five guests queueing a hundred requests do not hold up a teacher's (issue 37 item 4)", async () => {
    const { queue, order, places, add, release } = busyQueue();
    const runs: Promise<unknown>[] = [];
    let refused = 0;
    for (let i = 0; i < 100; i += 1) {
      const name = `guest-${i % 5}-${i}`;
      runs.push(add(name, guest(100 + (i % 5))).catch(() => (refused += 1)));
    }
    // Two each waited; the other ninety were refused at once.
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.waiting()).toBe(10);
    expect(refused).toBe(90);
    const teacherRun = add('teacher', teacher(1));
    // Straight to the front: only the running request is ahead of it.
    expect(places.teacher).toEqual([1]);
    await release();
    await Promise.all([...runs, teacherRun]);
    expect(order[0]).toBe('teacher');
    expect(order).toHaveLength(11);
  });

  it('counts only waiting requests: a teacher with one running may still queue two', async () => {
    const queue = createRequestQueue(1, { perUser: 2 });
    const hold = gate();
    const running = queue.run(hold.task, teacher(1));
    const waiting = [queue.run(async () => 1, teacher(1)), queue.run(async () => 2, teacher(1))];
    await expect(queue.run(async () => 3, teacher(1))).rejects.toBeInstanceOf(QueueFullError);
    hold.open();
    await Promise.all([running, ...waiting]);
  });
});
