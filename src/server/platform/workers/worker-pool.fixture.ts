// Tasks for worker-pool.test.ts, run on pool threads.

export function double(input: { n: number }) {
  return { doubled: input.n * 2 };
}

export async function later(input: { text: string }) {
  await new Promise((resolve) => setTimeout(resolve, 1));
  return input.text.toUpperCase();
}

/** Never returns: only terminating its thread stops it. */
export function spin(): never {
  for (;;) {
    // busy
  }
}

/** Blocks its thread until the test stores 1 in the shared cell (a gate the test holds). */
export function gated(input: { gate: SharedArrayBuffer }) {
  const cell = new Int32Array(input.gate);
  Atomics.wait(cell, 0, 0);
  return 'released';
}

export function fail(): never {
  throw new RangeError('boom');
}

/** Keeps allocating until the thread's heap limit ends it. */
export function hog() {
  const kept: number[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
}

export function bytes(input: { length: number }) {
  return Buffer.alloc(input.length, 7);
}
