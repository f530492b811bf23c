import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp, type App } from '../../app';
import { openPostgres, type Database } from '../../platform/db/client';
import { systemClock } from '../../platform/clock';
import { withDatabase } from '../../testing/global-setup';
import { createScriptedChatEngine } from '../../testing/scripted-chat-engine';
import { signUp, testConfig } from '../../testing/test-app';

/**
 * Two app instances on one PostgreSQL database, their sockets joined by its adapter as in
 * production: a Stop that reaches the instance not writing the reply still stops it (issue 23
 * item 9), and answers with the partial reply stored.
 */
const url = process.env.TEST_DATABASE_URL;
const { engine, control } = createScriptedChatEngine();
let dbName = '';
const apps: App[] = [];
const databases: Database[] = [];

beforeAll(async () => {
  if (!url) return;
  dbName = `chalkwise_chat_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${dbName} template ${inject('postgresTemplate')}`);
  await admin.end();
  const databaseUrl = withDatabase(url, dbName);
  for (const name of ['chat-a', 'chat-b']) {
    const database = openPostgres(databaseUrl, 4);
    databases.push(database);
    const config = testConfig({ DATABASE_URL: databaseUrl, INSTANCE_ID: name });
    const app = await createApp({
      config,
      database,
      clock: systemClock,
      logger: false,
      aiEngine: engine,
      gameTransport: { kind: 'postgres', url: databaseUrl, channel: `chat_${dbName}` },
    });
    await app.ready();
    apps.push(app);
  }
  // Each adapter learns of the other from the other's first heartbeat: until then a Stop asks
  // nobody (a few milliseconds after a start; the test would otherwise race it).
  for (const app of apps) {
    const { adapter } = (app as unknown as { socketIo: Server }).socketIo.of('/');
    while ((await adapter.serverCount()) < apps.length)
      await new Promise((resolve) => setTimeout(resolve, 10));
  }
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  if (!dbName) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

describe.skipIf(!url)('chat across two instances', () => {
  it('stops a reply written on the other instance and answers with its partial text', async () => {
    const [a, b] = apps as [App, App];
    const { cookie } = await signUp(a);
    control.holdAt = 2;
    const yielded = control.yielded;
    const streaming = a.inject({
      method: 'POST',
      url: '/api/chat/across1',
      headers: { cookie },
      payload: { content: 'Write a lot' },
    });
    await control.waitForPieces(yielded + 2);
    const stopped = await b.inject({
      method: 'POST',
      url: '/api/chat/across1/stop',
      headers: { cookie },
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()[1]).toMatchObject({
      role: 'assistant',
      content: 'Here is a useful ',
      status: 'stopped',
    });
    expect((await streaming).statusCode).toBe(200);
    control.holdAt = null;
  }, 30_000);
});
