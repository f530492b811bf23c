import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp, type App } from '../../app';
import { openPostgres, type Database } from '../../platform/db/client';
import { systemClock } from '../../platform/clock';
import type { Transport } from '../../platform/realtime/socket-server';
import { withDatabase } from '../../testing/global-setup';
import { createScriptedChatEngine } from '../../testing/scripted-chat-engine';
import { signUp, testConfig } from '../../testing/test-app';

/**
 * App instances on one PostgreSQL database, their sockets joined by its adapter (or Redis's) as
 * in production: a Stop that reaches the instance not writing the reply still stops it (issue 23
 * item 9), and answers with the partial reply stored, even when that instance has just started
 * and its adapter knows no other instance yet.
 */
const url = process.env.TEST_DATABASE_URL;
const transports = [
  { name: 'PostgreSQL', redis: undefined as string | undefined },
  ...(process.env.TEST_REDIS_URL ? [{ name: 'Redis', redis: process.env.TEST_REDIS_URL }] : []),
];

describe.skipIf(!url).each(transports)('chat across instances ($name)', ({ redis }) => {
  const { engine, control } = createScriptedChatEngine();
  let dbName = '';
  let databaseUrl = '';
  const apps: App[] = [];
  const databases: Database[] = [];

  async function startApp(name: string) {
    const database = openPostgres(databaseUrl, 4);
    databases.push(database);
    const config = testConfig({ DATABASE_URL: databaseUrl, INSTANCE_ID: name });
    const channel = `chat_${dbName}`;
    const gameTransport: Transport = redis
      ? { kind: 'redis', url: redis, channel }
      : { kind: 'postgres', url: databaseUrl, channel };
    const app = await createApp({
      config,
      database,
      clock: systemClock,
      logger: false,
      aiEngine: engine,
      gameTransport,
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  /** Starts a reply on `app` and waits until two pieces of it are written. */
  async function streamOn(app: App, cookie: string, sessionId: string) {
    control.holdAt = 2;
    const yielded = control.yielded;
    const streaming = app.inject({
      method: 'POST',
      url: `/api/chat/${sessionId}`,
      headers: { cookie },
      payload: { content: 'Write a lot' },
    });
    await control.waitForPieces(yielded + 2);
    // Wrapped: the response is a thenable, which an async function would wait for.
    return { streaming };
  }

  beforeAll(async () => {
    dbName = `chalkwise_chat_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${dbName} template ${inject('postgresTemplate')}`);
    await admin.end();
    databaseUrl = withDatabase(url!, dbName);
    for (const name of ['chat-a', 'chat-b']) await startApp(name);
    // Each adapter learns of the other from the other's first heartbeat.
    for (const app of apps) {
      const { adapter } = (app as unknown as { socketIo: Server }).socketIo.of('/');
      while ((await adapter.serverCount()) < 2)
        await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }, 60_000);

  afterAll(async () => {
    control.release();
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    if (!dbName) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  /** A reply held mid-way on instance `a`, stopped from `stopper`: its partial text comes back. */
  async function expectStoppedFrom(a: App, stopper: () => Promise<App>, sessionId: string) {
    const { cookie } = await signUp(a);
    const { streaming } = await streamOn(a, cookie, sessionId);
    const stopped = await (
      await stopper()
    ).inject({ method: 'POST', url: `/api/chat/${sessionId}/stop`, headers: { cookie } });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()[1]).toMatchObject({
      role: 'assistant',
      content: 'Here is a useful ',
      status: 'stopped',
    });
    expect((await streaming).statusCode).toBe(200);
    control.holdAt = null;
  }

  it('stops a reply written on the other instance and answers with its partial text', async () => {
    const [a, b] = apps as [App, App];
    await expectStoppedFrom(a, () => Promise.resolve(b), 'across1');
  }, 30_000);

  it('stops it from an instance that has just started and knows no other yet', async () => {
    const [a] = apps as [App];
    // Started once the reply is held, with no wait for its adapter's first heartbeat: a Stop
    // asked of the other instances over the adapter then reaches nobody.
    await expectStoppedFrom(a, () => startApp('chat-c'), 'across2');
  }, 30_000);
});
