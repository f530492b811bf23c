// A guest's sandbox class is seeded in one transaction (issue 16, item 5). On the embedded
// database that transaction holds its one connection, so other teachers' requests wait for it:
// this prints how long a guest sign-in takes and the slowest signed-in request answered
// meanwhile, on the compiled server as `npm start` runs it. Prints; asserts nothing.
import fs from 'node:fs';
import { ensureBuilt, signIn, startServer, tempDataDir } from './server';

const GUESTS = 5;

ensureBuilt();
const dir = tempDataDir();
const server = await startServer(dir);
try {
  const cookie = await signIn(server.base);
  for (let i = 0; i < GUESTS; i++) {
    let stop = false;
    const others: number[] = [];
    // Another teacher's list, asked for again and again while the guest is seeded.
    const prober = (async () => {
      while (!stop) {
        const t = performance.now();
        await (await fetch(`${server.base}/api/students`, { headers: { cookie } })).arrayBuffer();
        others.push(performance.now() - t);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const t = performance.now();
    const res = await fetch(`${server.base}/api/guest-login`, {
      method: 'POST',
      headers: { origin: server.base, 'content-type': 'application/json' },
      body: '{}',
    });
    const took = performance.now() - t;
    stop = true;
    await prober;
    if (!res.ok) throw new Error(`guest-login: HTTP ${res.status}`);
    console.log(
      `guest sign-in with its sandbox class: ${took.toFixed(0)} ms; slowest other request meanwhile ${Math.max(...others).toFixed(0)} ms (embedded database)`,
    );
  }
} finally {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
