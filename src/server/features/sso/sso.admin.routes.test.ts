import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SSO_ERRORS, SSO_MESSAGES } from '../../../contracts/sso.contract';
import {
  buildTestApp,
  signInAdmin,
  signUp,
  UNAUTHORIZED_BODY,
  type TestContext,
} from '../../testing/test-app';
import { startTestIdp, type TestIdp } from '../../testing/oidc-idp';

const PUBLIC_URL = 'http://localhost:3998';
const SECRET = 'admin-typed-secret-9f8e7d6c5b4a';

let idp: TestIdp;
let ctx: TestContext;
let admin: string;
let teacher: string;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chalkwise-sso-'));

beforeAll(async () => {
  idp = await startTestIdp([
    {
      client_id: 'chalkwise',
      client_secret: SECRET,
      redirect_uris: [`${PUBLIC_URL}/auth/sso/callback`],
    },
  ]);
  ctx = await buildTestApp({
    env: { PUBLIC_URL, DATA_DIR: dataDir },
  });
  admin = (await signInAdmin(ctx.app)).cookie;
  teacher = (await signUp(ctx.app)).cookie;
});

afterAll(async () => {
  await ctx?.app.close();
  await ctx?.db.close();
  await idp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const good = () => ({
  issuer: idp.issuer,
  clientId: 'chalkwise',
  clientSecret: SECRET,
  name: 'Lakeside Schools',
  domains: 'School.example.org, staff.school.example.org',
});

describe('admin school sign-in settings', () => {
  it('are for administrators only: 401 signed out, 403 for a teacher, nothing changed', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/admin/sso', undefined],
      ['PUT', '/api/admin/sso', good()],
      ['PUT', '/api/admin/sso/required', { required: true }],
      ['DELETE', '/api/admin/sso', undefined],
    ] as const) {
      const out = await call(method, url, undefined, body);
      expect(out.statusCode).toBe(401);
      expect(out.json()).toEqual(UNAUTHORIZED_BODY);
      expect((await call(method, url, teacher, body)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/sso', admin)).json()).toMatchObject({
      source: 'none',
      required: false,
    });
  });

  it('start off: no button, and the sign-in path says so', async () => {
    expect((await call('GET', '/api/admin/sso', admin)).json()).toEqual({
      source: 'none',
      issuer: null,
      clientId: null,
      name: null,
      domains: [],
      hasSecret: false,
      required: false,
      callbackUrl: `${PUBLIC_URL}/auth/sso/callback`,
      linkedTeachers: 0,
      unlinkedTeachers: 0,
    });
    expect((await call('GET', '/api/config/public')).json().sso).toBeUndefined();
    const start = await call('GET', '/auth/sso/start');
    expect(start.statusCode).toBe(404);
    expect(start.body).toContain(SSO_ERRORS.not_configured.message.replace(/’/g, '’'));
  });

  it.each([
    [{ issuer: 'http://idp.school.org' }, SSO_MESSAGES.issuerInvalid],
    [{ issuer: 'https://idp.school.org/#x' }, SSO_MESSAGES.issuerInvalid],
    [{ issuer: 42 }, SSO_MESSAGES.issuerInvalid],
    [{ clientId: '  ' }, SSO_MESSAGES.clientIdRequired],
    [{ clientSecret: '' }, SSO_MESSAGES.secretRequired],
    [{ name: '' }, SSO_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(61) }, SSO_MESSAGES.nameMax],
    [{ domains: 'school, @@' }, SSO_MESSAGES.domainsInvalid],
    [{ required: 'yes' }, 'Invalid input: expected boolean, received string'],
  ])('refuses %j with its message', async (change, message) => {
    const res = await call('PUT', '/api/admin/sso', admin, { ...good(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses NUL bytes and a huge body', async () => {
    const nul = await call('PUT', '/api/admin/sso', admin, { ...good(), name: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    const huge = await call('PUT', '/api/admin/sso', admin, {
      ...good(),
      name: 'x'.repeat(2_000_000),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses an issuer that does not answer discovery, storing nothing', async () => {
    const res = await call('PUT', '/api/admin/sso', admin, {
      ...good(),
      issuer: 'http://127.0.0.1:9',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: SSO_ERRORS.discovery_failed.code,
      message: SSO_ERRORS.discovery_failed.message,
    });
    expect((await call('GET', '/api/admin/sso', admin)).json().source).toBe('none');
  });

  it('saves working settings, seals the secret and never answers it', async () => {
    const res = await call('PUT', '/api/admin/sso', admin, good());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      source: 'admin',
      issuer: idp.issuer,
      clientId: 'chalkwise',
      name: 'Lakeside Schools',
      domains: ['school.example.org', 'staff.school.example.org'],
      hasSecret: true,
      required: false,
      callbackUrl: `${PUBLIC_URL}/auth/sso/callback`,
      linkedTeachers: 0,
      // The teacher made above signs in with a password: requiring the provider would lock them out.
      unlinkedTeachers: 1,
    });
    expect(res.body).not.toContain(SECRET);
    expect((await call('GET', '/api/admin/sso', admin)).body).not.toContain(SECRET);
    const { rows } = await ctx.db.db.execute<{ s: string }>(
      sql`select client_secret_sealed as s from sso_settings`,
    );
    expect(rows[0]!.s).toMatch(/^v1:/);
    expect(rows[0]!.s).not.toContain(SECRET);
    expect((await call('GET', '/api/config/public')).json().sso).toEqual({
      name: 'Lakeside Schools',
    });
    const start = await call('GET', '/auth/sso/start');
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toContain(`${idp.issuer}/auth?`);
  });

  it('keeps the stored secret when the form leaves it out, but not for another client', async () => {
    const { clientSecret: _, ...rest } = good();
    const kept = await call('PUT', '/api/admin/sso', admin, { ...rest, name: 'Lakeside SSO' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Lakeside SSO', hasSecret: true });
    const other = await call('PUT', '/api/admin/sso', admin, { ...rest, clientId: 'another' });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe(SSO_ERRORS.secret_required.code);
  });

  it('sets and clears the requirement, then turns sign-in off', async () => {
    const req = await call('PUT', '/api/admin/sso/required', admin, { required: true });
    expect(req.json().required).toBe(true);
    expect((await call('PUT', '/api/admin/sso/required', admin, {})).statusCode).toBe(400);
    const off = await call('DELETE', '/api/admin/sso', admin);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ source: 'none', hasSecret: false, required: false });
    expect((await call('GET', '/api/config/public')).json().sso).toBeUndefined();
  });
});
