// Avatar videos as a teacher gets them (issue 23 item 2, issue 28 item 5): the compiled server
// as `npm start` runs it (bench/server.ts), the demo teacher, scripts that speak for about
// 10, 30 and 60 s, then four 30 s scripts queued at once. For each: the time from the request
// to `done` beside the video's length (target: at most half of it), and the peak resident memory
// of the server process (target: under 400 MB), of its render process and of that process's
// ffmpeg, sampled from /proc every 20 ms (Linux only), with the load average.
// Run alone: npx tsx bench/avatar.bench.ts
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { signIn, startServer, tempDataDir } from './server';
import { loadAverage } from './stats';

const PROSE =
  'Welcome to class. Plants make their own food using sunlight, water and carbon dioxide. ' +
  'This process is called photosynthesis. It happens inside the leaves, in tiny parts called ' +
  'chloroplasts. The green pigment chlorophyll captures the energy of light. Oxygen is ' +
  'released into the air as a by-product, which is what we breathe. Without photosynthesis, ' +
  'there would be no food chains on Earth. Tomorrow we will do an experiment with a leaf and ' +
  'some iodine. ';
/** The built-in voice speaks about 160 words a minute. */
const words = (n: number) => PROSE.repeat(4).split(' ').slice(0, n).join(' ');
const SCRIPTS = [
  { name: '10 s', text: words(27) },
  { name: '30 s', text: words(80) },
  { name: '60 s', text: words(160) },
];
const RUNS = 2;
const QUEUED = 4;

const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
  .path;
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

/** A /proc status field in kB (VmRSS now, VmHWM the process's peak so far). */
function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  } catch {
    return 0; // it has exited
  }
}

function childrenOf(pid: number): number[] {
  try {
    const list = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return list ? list.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}

const commandOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};

interface Peaks {
  server: number;
  render: number;
  encoder: number;
  /** Render processes alive at one time, at most. */
  renders: number;
}

/** Samples the server and its render processes until `stop` is called. */
function watch(serverPid: number) {
  const peaks: Peaks = { server: 0, render: 0, encoder: 0, renders: 0 };
  const timer = setInterval(() => {
    peaks.server = Math.max(peaks.server, statusKb(serverPid, 'VmRSS'));
    const renders = childrenOf(serverPid).filter((pid) =>
      commandOf(pid).includes('avatar.child.mjs'),
    );
    peaks.renders = Math.max(peaks.renders, renders.length);
    for (const pid of renders) {
      peaks.render = Math.max(peaks.render, statusKb(pid, 'VmHWM'));
      for (const sub of childrenOf(pid)) {
        if (commandOf(sub).includes('ffmpeg'))
          peaks.encoder = Math.max(peaks.encoder, statusKb(sub, 'VmHWM'));
      }
    }
  }, 20);
  return { peaks, stop: () => clearInterval(timer) };
}

/** The video's length as ffmpeg reads it from the file. */
function videoSeconds(file: string) {
  const out = spawnSync(ffmpeg, ['-hide_banner', '-i', file], { encoding: 'utf8' }).stderr;
  const [, h, m, s] = /Duration: (\d+):(\d+):([\d.]+)/.exec(out) ?? [];
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

// The server as it is now, not a build left from before (the client is not needed here).
if (spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' }).status !== 0)
  throw new Error('server build failed');
const dataDir = tempDataDir();
const server = await startServer(dataDir);
const pid = server.child.pid!;
try {
  const cookie = await signIn(server.base);
  const api = async (method: string, url: string, body?: object) => {
    const res = await fetch(`${server.base}${url}`, {
      method,
      headers: { cookie, origin: server.base, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: res.ok ? await res.json() : await res.text() };
  };
  // The demo teacher's free plan has five generations; the trial has no limit.
  await api('POST', '/api/subscription/start-trial', {});

  /** Queues the scripts at once; resolves with each one's seconds to done and its video. */
  async function renderAll(texts: string[]) {
    const started = performance.now();
    const ids: string[] = [];
    for (const text of texts) {
      const res = await api('POST', '/api/avatar/generate', { text });
      if (res.status !== 200) throw new Error(`generate: ${res.status} ${res.body}`);
      ids.push((res.body as { id: string }).id);
    }
    return Promise.all(
      ids.map(async (id) => {
        for (;;) {
          const { body } = await api('GET', `/api/avatar/status/${id}`);
          const { status } = body as { status: string };
          if (status === 'error') throw new Error(`render ${id} failed`);
          if (status === 'done') break;
          await new Promise((r) => setTimeout(r, 100));
        }
        const seconds = (performance.now() - started) / 1000;
        return { seconds, video: videoSeconds(`${dataDir}/avatars/${id}.mp4`) };
      }),
    );
  }

  const idle = statusKb(pid, 'VmRSS');
  console.log(`avatar renders (${os.cpus().length} cores; server idle ${mb(idle)} RSS)`);
  const report = (name: string, peaks: Peaks, results: { seconds: number; video: number }[]) => {
    const worst = results.reduce((a, b) => (b.seconds / b.video > a.seconds / a.video ? b : a));
    console.log(
      `  ${name}: ${worst.video.toFixed(1)} s video done in ${worst.seconds.toFixed(1)} s ` +
        `(${((100 * worst.seconds) / worst.video).toFixed(0)}% of its length; target <= 50%), ` +
        `peak RSS server ${mb(peaks.server)} (target < 400 MB), render process ` +
        `${mb(peaks.render)}, ffmpeg ${mb(peaks.encoder)}, renders at once ${peaks.renders}; ` +
        loadAverage(),
    );
  };
  for (const script of SCRIPTS) {
    for (let run = 1; run <= RUNS; run += 1) {
      const watching = watch(pid);
      const results = await renderAll([script.text]);
      watching.stop();
      report(
        `${script.name} script (${script.text.length} chars), run ${run}`,
        watching.peaks,
        results,
      );
    }
  }
  const watching = watch(pid);
  const queued = await renderAll(Array.from({ length: QUEUED }, () => SCRIPTS[1]!.text));
  watching.stop();
  const { peaks } = watching;
  console.log(
    `  ${QUEUED} x 30 s scripts queued at once: all done in ` +
      `${Math.max(...queued.map((q) => q.seconds)).toFixed(1)} s, renders at once ${peaks.renders}, ` +
      `peak RSS server ${mb(peaks.server)}, render process ${mb(peaks.render)}; ${loadAverage()}`,
  );
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
