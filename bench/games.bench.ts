// Live games under load: 500, 2,000 and 5,000 socket.io-client players in one room of one
// server process (its own child process, on the embedded database), then the same room with the
// players spread over two processes on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL;
// skipped without one). Figures: time for everyone to join, question broadcast latency (host's
// "next" to each device receiving the question: p50/p95/p99), answer acknowledgement latency
// (p99) with every player answering within 3 s, and the server's memory per player.
// Targets (issue 12): 5,000 players on one process, broadcast p95 < 250 ms, ack p99 < 150 ms.
// The players live in this process, so the latencies include its own queueing: pessimistic.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { gameClient, type GameClient } from '../src/server/testing/game-clients';
import { percentile, summary } from './stats';
import { startServer } from '../src/server/testing/server-process';

const SIZES = (process.env.BENCH_GAME_PLAYERS ?? '500,2000,5000').split(',').map(Number);
const QUESTIONS = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const start = (env: Record<string, string>) =>
  startServer({ GAME_JOINS_PER_MINUTE: '1000000', ...env });

/** Resident memory of a process, in MB (Linux). */
function rssMb(child: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function post(base: string, url: string, body: unknown, cookie?: string, method = 'POST') {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { json: (await res.json()) as never, cookie: res.headers.get('set-cookie') };
}

async function room(base: string, players: number) {
  const reg = await post(base, '/api/register', {
    username: `bench${randomBytes(4).toString('hex')}`,
    password: 'correct-horse-9',
  });
  const cookie = reg.cookie!.split(';')[0]!;
  const made: { quiz: { id: number } } = (
    await post(
      base,
      '/api/quizzes/generate',
      { subject: 'Mathematics', gradeLevel: '5', totalQuestions: 5 },
      cookie,
    )
  ).json;
  await post(
    base,
    `/api/quizzes/${made.quiz.id}`,
    {
      questions: Array.from({ length: QUESTIONS }, (_, i) => ({
        question: `Question ${i + 1}`,
        choices: ['one', 'two', 'three', 'four'],
        answerIndex: i % 4,
        timeLimit: 30,
      })),
    },
    cookie,
    'PATCH',
  );
  const created: { room: { id: number; roomCode: string } } = (
    await post(base, '/api/games/room', { quizId: made.quiz.id, maxPlayers: players }, cookie)
  ).json;
  return { cookie, ...created.room };
}

async function run(label: string, players: number, bases: string[], servers: ChildProcess[]) {
  const r = await room(bases[0]!, players);
  const host = gameClient(bases[0]!, r.cookie);
  await host.join({ role: 'host', roomId: r.id });
  const memBefore = servers.reduce((s, c) => s + rssMb(c), 0);

  const clients: GameClient[] = [];
  const joinStart = performance.now();
  for (let i = 0; i < players; i += 250) {
    const batch = Array.from({ length: Math.min(250, players - i) }, (_, k) => {
      const c = gameClient(bases[(i + k) % bases.length]!);
      clients.push(c);
      return c.join({ role: 'player', code: r.roomCode, nickname: `P${i + k}` });
    });
    const acks = await Promise.all(batch);
    const refused = acks.find((a) => !a.ok);
    if (refused) throw new Error(`join refused: ${JSON.stringify(refused)}`);
  }
  const joinMs = performance.now() - joinStart;
  await sleep(500);
  const memAfter = servers.reduce((s, c) => s + rssMb(c), 0);

  const broadcast: number[] = [];
  const acks: number[] = [];
  for (let q = 0; q < QUESTIONS; q++) {
    const seen = clients.map((c) => c.frames.length);
    const sent = performance.now();
    await host.send({ type: q === 0 ? 'start' : 'next' });
    await Promise.all(
      clients.map(async (c, i) => {
        await c.next('question', { since: seen[i], timeoutMs: 60_000 });
        broadcast.push(performance.now() - sent);
      }),
    );
    // Everyone answers within 3 s, as a class does.
    await Promise.all(
      clients.map(async (c) => {
        await sleep(Math.random() * 3000);
        const t = performance.now();
        const ack = await c.send({ type: 'answer', questionIndex: q, choice: (q + 1) % 4 });
        if (!(ack as { ok: boolean }).ok) throw new Error(`answer refused ${JSON.stringify(ack)}`);
        acks.push(performance.now() - t);
      }),
    );
    await Promise.all(
      clients.map((c, i) => c.next('result', { since: seen[i], timeoutMs: 60_000 })),
    );
    if (q < QUESTIONS - 1) await host.send({ type: 'next' });
  }
  const sortedAcks = [...acks].sort((a, b) => a - b);
  console.log(
    `${label} ${players} players: all joined in ${(joinMs / 1000).toFixed(1)} s; ` +
      `question broadcast ${summary(broadcast)}; answer ack p99=${percentile(sortedAcks, 99).toFixed(1)}ms ` +
      `(p50=${percentile(sortedAcks, 50).toFixed(1)}ms); server memory ${(((memAfter - memBefore) * 1024) / players).toFixed(1)} KB/player`,
  );
  host.close();
  for (const c of clients) c.close();
  await sleep(1000);
}

// One process on the embedded database.
for (const players of SIZES) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-games-bench-'));
  const server = await start({ DATA_DIR: dir });
  try {
    await run('one process,', players, [server.base], [server.child]);
  } finally {
    server.child.kill('SIGTERM');
    await sleep(500);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Two processes on PostgreSQL, players split between them.
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  console.log('two processes: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
} else {
  const players = SIZES.at(-1)!;
  const name = `chalkwise_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  const a = await start({ DATABASE_URL: u.toString(), INSTANCE_ID: 'bench-a' });
  const b = await start({ DATABASE_URL: u.toString(), INSTANCE_ID: 'bench-b' });
  try {
    await run('two processes (PostgreSQL adapter),', players, [a.base, b.base], [a.child, b.child]);
  } finally {
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    await sleep(1000);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
