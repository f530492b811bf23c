import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createApp, type App, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { FakeClock } from '../platform/clock';
import type { Database } from '../platform/db/client';
import { createTestDatabase } from './test-db';
import { SESSION_COOKIE } from '../platform/http/auth-guard';
import { HTTP_ERRORS } from '../../contracts/errors';

export interface TestContext {
  app: App;
  db: Database;
  clock: FakeClock;
  config: Config;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DEMO_MODE: 'false',
    // Guests are under test in many files; the switch itself has its own test.
    GUESTS: 'true',
    LOG_LEVEL: 'silent',
    // Rendered videos of test apps go to a scratch folder, never the checkout's ./data.
    AVATAR_DIR: path.join(os.tmpdir(), `chalkwise-test-avatars-${process.pid}`),
    ...overrides,
  });
}

/** Builds an app on a fresh database; call at the top of a test file. */
export async function buildTestApp(
  opts: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {},
): Promise<TestContext> {
  const db = await createTestDatabase();
  const clock = new FakeClock();
  const config = testConfig(opts.env);
  const app = await createApp({ config, database: db, clock, logger: false, ...opts.deps });
  await app.ready();
  return { app, db, clock, config };
}

/** Registers beforeAll/afterAll and hands out the context lazily. */
export function useTestApp(opts: Parameters<typeof buildTestApp>[0] = {}) {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await buildTestApp(opts);
  });
  afterAll(async () => {
    await ctx?.app.close();
    await ctx?.db.close();
  });
  return () => {
    if (!ctx) throw new Error('test app not ready');
    return ctx;
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one request helper of the route tests: `const call = caller(ctx)` at the top of a file,
 * then `call(method, url, cookie?, payload?, remoteAddress?)`. No cookie is a signed-out caller;
 * no payload sends no body.
 */
export function caller(ctx: () => { app: App }) {
  return (
    method: Method,
    url: string,
    cookie?: string,
    payload?: unknown,
    remoteAddress?: string,
  ) =>
    ctx().app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** The body every route answers a signed-out caller with (401). */
export const UNAUTHORIZED_BODY = {
  code: HTTP_ERRORS.unauthorized.code,
  message: HTTP_ERRORS.unauthorized.message,
};

export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie?.value ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

let counter = 0;
/** A unique, valid username for one test. */
export function uniqueName(prefix = 'teacher') {
  counter += 1;
  return `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

/** Registers a teacher and returns its cookie header and user. */
export async function signUp(
  app: App,
  body: { username?: string; password?: string; firstName?: string; email?: string } = {},
) {
  // Each sign-up from its own address: the per-address register limit is not under test here.
  counter += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: `10.250.${Math.floor(counter / 250) % 250}.${counter % 250}`,
    payload: { username: uniqueName(), password: 'correct-horse-9', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`sign up failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieOf(res)!;
  return { cookie, user: res.json().user as { id: number; username: string; role: string } };
}

/** Creates an admin directly through the service and signs it in. */
export async function signInAdmin(app: App) {
  const username = uniqueName('admin');
  await app.services.auth.createAccount(
    { username, password: 'admin-pass-77', role: 'admin' },
    { checkCommon: false },
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: 'admin-pass-77' },
  });
  return { cookie: sessionCookieOf(res)!, user: res.json().user as { id: number } };
}
