import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from 'pg';
import { createApp, type App } from '../../app';
import { systemClock } from '../clock';
import { testConfig, signUp } from '../../testing/test-app';
import { gameClient, listen, makeQuiz, openRoom } from '../../testing/game-clients';
import { openEmbedded } from './embedded';
import { runMigrations } from './migrate';
import type { Database } from './client';

/**
 * The app on the embedded database as `npm start` runs it (its own thread, reached through pg),
 * provoked with each trigger the hostile probe found (issue 23 item 1). After every one, a
 * signed-in request and the health check must still answer.
 */
let dir: string;
let database: Database;
let app: App;
let url: string;
let cookie: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-embedded-app-'));
  database = await openEmbedded(dir);
  await runMigrations(database);
  app = await createApp({ config: testConfig(), database, clock: systemClock, logger: false });
  url = await listen(app);
  ({ cookie } = await signUp(app));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (target: string) => app.inject({ url: target, headers: { cookie } });
const cursorOf = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');

async function stillAnswers() {
  expect((await get('/api/user')).statusCode).toBe(200);
  expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
}

describe('the embedded database after a bad request', () => {
  it('refuses each trigger with a 400 and keeps answering signed-in requests', async () => {
    const made = await app.inject({
      method: 'POST',
      url: '/api/classes',
      headers: { cookie },
      payload: { name: 'Period 2 Mathematics' },
    });
    expect(made.statusCode).toBe(201);
    const classId = (made.json() as { id: number }).id;
    const triggers = [
      `/api/lessons?cursor=${cursorOf(['-271821-04-20T00:00:00.000Z', 1])}`,
      `/api/quizzes?cursor=${cursorOf(['2026-01-01T00:00:00.000Z', 2 ** 31])}`,
      `/api/classes/${classId}/attendance/0000-01-01`,
      `/api/classes/${classId}/attendance?from=0000-01-01`,
    ];
    for (const target of triggers) {
      expect((await get(target)).statusCode, target).toBe(400);
      await stillAnswers();
    }
  });

  it('refuses a NUL nickname over Socket.IO and keeps answering', async () => {
    const quiz = await makeQuiz(app, cookie, 2);
    const room = await openRoom(app, cookie, { quizId: quiz.id });
    const player = gameClient(url);
    try {
      const ack = await player.join({ role: 'player', code: room.roomCode, nickname: 'Ada\u0000' });
      expect(ack).toMatchObject({ ok: false, code: 'invalid' });
    } finally {
      player.close();
    }
    await stillAnswers();
  });

  it('recovers from any SQL error, a unique violation included', async () => {
    const pool = (database.db as unknown as { $client: Pool }).$client;
    await expect(
      pool.query({ text: 'insert into users (id, username) select id, username from users' }),
    ).rejects.toThrow();
    await stillAnswers();
  });

  it('fails its health check when the database cannot answer a named statement', async () => {
    const ping = database.ping;
    database.ping = () =>
      Promise.reject(new Error('prepared statement "chalkwise_ping" already exists'));
    try {
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(503);
    } finally {
      database.ping = ping;
    }
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });
});
