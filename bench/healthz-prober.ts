import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/**
 * The prober is a thread of its own, so it keeps its own clock and event loop: when the server's
 * loop is blocked, its requests wait and the wait is measured (a prober on the server's own loop
 * would be blocked too and see nothing).
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false;
parentPort.on('message', (m) => { if (m === 'stop') stop = true; else run(m); });
async function run(count) {
  stop = false;
  const times = [];
  while (!stop && times.length < count) {
    const t = performance.now();
    const res = await fetch(workerData.url, { headers: workerData.headers });
    await res.arrayBuffer();
    times.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, workerData.gap));
  }
  parentPort.postMessage(times);
}`;

/**
 * Polls `url` (a server's /healthz, or a signed-in page with its cookie in `headers`) one request
 * at a time, `gapMs` apart, from another thread.
 */
export function createProber(url: string, gapMs: number, headers: Record<string, string> = {}) {
  const prober = new Worker(PROBER, { eval: true, workerData: { url, gap: gapMs, headers } });
  return {
    /** Latencies until `work` settles (or `count` answers). */
    async probe(work: Promise<unknown> | null, count = Number.MAX_SAFE_INTEGER) {
      const answer = once(prober, 'message') as Promise<[number[]]>;
      prober.postMessage(count);
      if (work) {
        await work.catch(() => undefined);
        prober.postMessage('stop');
      }
      const [times] = await answer;
      return times;
    },
    terminate: () => prober.terminate(),
  };
}
