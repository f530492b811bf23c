// Cold start and memory of the compiled server, one node process on the embedded database
// (issue 16, item 5): time to the first 200 from /healthz on a first start (creates the
// database, seeds the demo class) and on a second start on the same folder; RSS 10 s after
// ready and after signed-in traffic. RSS is the process's VmRSS, so it includes the database's
// worker thread. Prints; fails past the 250 MB idle budget the issue sets.
import fs from 'node:fs';
import { loadAverage } from './stats';
import { ensureBuilt, signIn, startServer, tempDataDir, type Server } from './server';

const IDLE_RSS_BUDGET_MB = 250;
const IDLE_MS = 10_000;
const REQUESTS_EACH = 200;
const CONCURRENCY = 10;
const PATHS = ['/api/lessons', '/api/students', '/api/analytics/overview'];

/** VmRSS (and VmHWM, the peak) of a process in MB. */
function memory(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}
const mb = (n: number) => `${n.toFixed(0)} MB`;

/** REQUESTS_EACH signed-in GETs of each path, CONCURRENCY at a time. */
async function traffic(server: Server) {
  const cookie = await signIn(server.base);
  const calls = PATHS.flatMap((p) => Array<string>(REQUESTS_EACH).fill(p));
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let p = calls.pop(); p; p = calls.pop()) {
        const res = await fetch(server.base + p, { headers: { cookie } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${p}: HTTP ${res.status}`);
      }
    }),
  );
}

/** Starts on `dir`, prints ready time and idle RSS (and RSS after traffic if asked), stops. */
async function measure(label: string, dir: string, withTraffic: boolean) {
  const server = await startServer(dir);
  try {
    const parts = Object.entries(await server.startMs())
      .map(([part, ms]) => `${part} ${ms}`)
      .join(', ');
    console.log(
      `${label}: ready (first 200 from /healthz) in ${server.readyMs.toFixed(0)} ms; the server's own account (ms): ${parts}; ${loadAverage()}`,
    );
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idle = memory(server.child.pid!);
    const over = idle.rss > IDLE_RSS_BUDGET_MB;
    console.log(
      `${label}: RSS idle ${IDLE_MS / 1000} s after ready ${mb(idle.rss)} (peak so far ${mb(idle.peak)}, budget ${IDLE_RSS_BUDGET_MB} MB) ${over ? 'OVER BUDGET' : 'OK'}`,
    );
    if (over) process.exitCode = 1;
    if (withTraffic) {
      const t = performance.now();
      await traffic(server);
      const after = memory(server.child.pid!);
      console.log(
        `${label}: RSS after ${REQUESTS_EACH} signed-in requests to each of ${PATHS.join(', ')} (${((performance.now() - t) / 1000).toFixed(1)} s) ${mb(after.rss)} (peak ${mb(after.peak)})`,
      );
    }
  } finally {
    const t = performance.now();
    const code = await server.stop();
    console.log(`${label}: SIGTERM -> exit ${code} in ${(performance.now() - t).toFixed(0)} ms`);
  }
}

ensureBuilt();
const dir = tempDataDir();
try {
  await measure('first start (creates the database, seeds the demo)', dir, false);
  await measure('second start (same folder)', dir, true);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
