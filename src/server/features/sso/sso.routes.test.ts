import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import type { CustomFetch } from 'openid-client';
import { SSO_ERRORS } from '../../../contracts/sso.contract';
import {
  buildTestApp,
  sessionCookieOf,
  signInAdmin,
  signUp,
  type TestContext,
} from '../../testing/test-app';
import { signInAtIdp, startTestIdp, type TestIdp } from '../../testing/oidc-idp';

const PUBLIC_URL = 'http://localhost:3999';
const CALLBACK = `${PUBLIC_URL}/auth/sso/callback`;
const DOMAIN = 'school.example.org';

let idp: TestIdp;
let ctx: TestContext;
/** Rewrites the provider's token answer (a tampered ID token) while set. */
let tamper: ((body: Record<string, unknown>) => Promise<Record<string, unknown>>) | null = null;

const ssoFetch: CustomFetch = async (url, options) => {
  const res = await fetch(url, options as RequestInit);
  if (!tamper || !url.endsWith('/token') || !res.ok) return res;
  return Response.json(await tamper((await res.json()) as Record<string, unknown>));
};

beforeAll(async () => {
  idp = await startTestIdp([
    {
      client_id: 'chalkwise',
      client_secret: 'chalkwise-test-secret-0123456789',
      redirect_uris: [CALLBACK],
    },
    {
      client_id: 'another-app',
      client_secret: 'another-app-secret-0123456789',
      redirect_uris: ['http://localhost:4999/cb'],
    },
  ]);
  ctx = await buildTestApp({
    env: {
      PUBLIC_URL,
      SSO_ISSUER: idp.issuer,
      SSO_CLIENT_ID: 'chalkwise',
      SSO_CLIENT_SECRET: 'chalkwise-test-secret-0123456789',
      SSO_NAME: 'Lakeside Schools',
      SSO_DOMAINS: `${DOMAIN}, staff.${DOMAIN}`,
    },
    deps: { ssoFetch },
  });
  const person = (login: string, p: Omit<Parameters<typeof idp.people.set>[1], 'sub'>) =>
    idp.people.set(login, { sub: `sub-${login}`, email_verified: true, ...p });
  person('amelie', {
    email: `amelie@${DOMAIN}`,
    given_name: 'Anne-Amélie Joséphine',
    family_name: 'd’Arcy-Ó Súilleabháin',
  });
  person('owen', { email: `owen@staff.${DOMAIN}`, name: "Owen O'Connor-Nguyễn" });
  person('outsider', { email: 'outsider@elsewhere.example.com', given_name: 'Out' });
  person('unverified', { email: `unverified@${DOMAIN}`, email_verified: false });
  person('prior', { email: `prior@${DOMAIN}`, given_name: 'Prior' });
  person('hostile', { email: `hostile@${DOMAIN}`, given_name: 'Hostile' });
});

afterAll(async () => {
  await ctx?.app.close();
  await ctx?.db.close();
  await idp?.close();
});

async function start(url = '/auth/sso/start') {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(302);
  const cookie = res.cookies.find((c) => c.name === 'chalkwise_sso')!;
  return { location: res.headers.location as string, ssoCookie: `chalkwise_sso=${cookie.value}` };
}

const callback = (ssoCookie: string | undefined, search: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/auth/sso/callback${search}`,
    headers: ssoCookie ? { cookie: ssoCookie } : {},
  });

async function signIn(login: string, url?: string) {
  const s = await start(url);
  const back = await signInAtIdp(s.location, login, CALLBACK);
  return callback(s.ssoCookie, back.search);
}

async function me(res: { cookies: { name: string; value: string }[] }) {
  const cookie = sessionCookieOf(res as never);
  const who = await ctx.app.inject({
    method: 'GET',
    url: '/api/user',
    headers: { cookie: cookie! },
  });
  return who.json().user;
}

/** What a refused sign-in must leave as it was. */
async function counts() {
  const { rows } = await ctx.db.db.execute<{ users: number; ids: number; sessions: number }>(
    sql`select (select count(*)::int from users) as users,
               (select count(*)::int from user_identities) as ids,
               (select count(*)::int from sessions) as sessions`,
  );
  return rows[0];
}

function expectPage(res: Awaited<ReturnType<typeof callback>>, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body).toContain(message.replace(/'/g, '&#39;'));
  expect(res.body).toContain('href="/?signin=1"');
  expect(sessionCookieOf(res)).toBeUndefined();
}

describe('sign-in with the school account', () => {
  it('offers the button with its words in the public configuration', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(res.json().sso).toEqual({ name: 'Lakeside Schools' });
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const { location } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
  });

  it('makes a teacher account at the first sign-in, with the names as the provider spells them', async () => {
    const before = await counts();
    const res = await signIn('amelie', '/auth/sso/start?next=%2Flessons');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/lessons');
    const user = await me(res);
    expect(user).toMatchObject({
      username: `amelie@${DOMAIN}`,
      email: `amelie@${DOMAIN}`,
      firstName: 'Anne-Amélie Joséphine',
      lastName: 'd’Arcy-Ó Súilleabháin',
      role: 'user',
      hasPassword: false,
    });
    expect(await counts()).toMatchObject({ users: before!.users + 1, ids: before!.ids + 1 });
  });

  it('gives a school account no password to change, and says so', async () => {
    const res = await signIn('amelie');
    const cookie = sessionCookieOf(res as never)!;
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { cookie },
      payload: { currentPassword: 'anything-at-all', newPassword: 'a-New-password-7' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject({ code: 'auth.no_password' });
    expect((await me(res)).hasPassword).toBe(false);
  });

  it('splits a full name when the provider gives no parts, and lands on the dashboard', async () => {
    const res = await signIn('owen');
    expect(res.headers.location).toBe('/dashboard');
    expect(await me(res)).toMatchObject({ firstName: 'Owen', lastName: "O'Connor-Nguyễn" });
  });

  it('finds the same account by issuer and subject even after the email changed', async () => {
    const first = await me(await signIn('amelie'));
    idp.people.get('amelie')!.email = `amelie.darcy@${DOMAIN}`;
    const before = await counts();
    const again = await signIn('amelie');
    expect(again.statusCode).toBe(302);
    expect((await me(again)).id).toBe(first.id);
    expect((await counts())!.users).toBe(before!.users);
  });

  it('refuses an address outside the allowed domains, and makes no account', async () => {
    const before = await counts();
    expectPage(await signIn('outsider'), 403, SSO_ERRORS.domain_refused.message);
    expect(await counts()).toEqual(before);
  });

  it('refuses an address the provider marks unverified', async () => {
    const before = await counts();
    expectPage(await signIn('unverified'), 403, SSO_ERRORS.email_unverified.message);
    expect(await counts()).toEqual(before);
  });

  it('never takes over a password account by its email: says how to link it', async () => {
    await signUp(ctx.app, { email: `prior@${DOMAIN}` });
    const before = await counts();
    expectPage(await signIn('prior'), 409, SSO_ERRORS.email_in_use.message);
    expect(await counts()).toEqual(before);
  });

  it('links a signed-in teacher’s password account, which then signs in with the provider', async () => {
    const { cookie, user } = await signUp(ctx.app, { email: `prior2@${DOMAIN}` });
    idp.people.set('prior2', {
      sub: 'sub-prior2',
      email: `prior2@${DOMAIN}`,
      email_verified: true,
    });
    const status = () =>
      ctx.app.inject({ method: 'GET', url: '/api/user/sso', headers: { cookie } });
    expect((await status()).json()).toEqual({ linked: false, name: 'Lakeside Schools' });
    const link = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/sso/link',
      headers: { cookie },
    });
    expect(link.statusCode).toBe(200);
    const ssoCookie = `chalkwise_sso=${link.cookies.find((c) => c.name === 'chalkwise_sso')!.value}`;
    const back = await signInAtIdp(link.json().url, 'prior2', CALLBACK);
    const done = await callback(`${ssoCookie}; ${cookie}`, back.search);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/profile');
    expect((await status()).json()).toEqual({ linked: true, name: 'Lakeside Schools' });
    expect((await me(await signIn('prior2'))).id).toBe(user.id);
  });

  it('refuses to link a school account another Chalkwise account already has', async () => {
    const { cookie } = await signUp(ctx.app);
    const link = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/sso/link',
      headers: { cookie },
    });
    const ssoCookie = `chalkwise_sso=${link.cookies.find((c) => c.name === 'chalkwise_sso')!.value}`;
    const back = await signInAtIdp(link.json().url, 'amelie', CALLBACK);
    const before = await counts();
    expectPage(
      await callback(`${ssoCookie}; ${cookie}`, back.search),
      409,
      SSO_ERRORS.already_linked.message,
    );
    expect(await counts()).toEqual(before);
  });

  it('answers the link routes 401 signed out', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/sso' })).statusCode).toBe(401);
    const post = await ctx.app.inject({ method: 'POST', url: '/api/user/sso/link' });
    expect(post.statusCode).toBe(401);
  });
});

describe('a forged or replayed callback is refused with a page, and nothing is stored', () => {
  async function refused(search: (real: URL) => string, message: string, ssoCookie?: string) {
    const s = await start();
    const back = await signInAtIdp(s.location, 'hostile', CALLBACK);
    const before = await counts();
    const res = await callback(ssoCookie ?? s.ssoCookie, search(back));
    expectPage(res, 400, message);
    expect(await counts()).toEqual(before);
    return { s, back };
  }
  const resign = (change: (p: JWTPayload) => JWTPayload, key = idp.privateKey) => {
    tamper = async (body) => {
      const payload = change(decodeJwt(body.id_token as string));
      const id_token = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: idp.kid })
        .sign(key);
      return { ...body, id_token };
    };
  };
  const invalid = SSO_ERRORS.invalid_response.message;
  const real = (u: URL) => u.search;

  it('a wrong state', async () => {
    await refused((u) => {
      u.searchParams.set('state', 'forged-state-value-1234567890');
      return u.search;
    }, invalid);
  });

  it('a replayed state: the second use of a good callback', async () => {
    const s = await start();
    const back = await signInAtIdp(s.location, 'hostile', CALLBACK);
    expect((await callback(s.ssoCookie, back.search)).statusCode).toBe(302);
    const before = await counts();
    expectPage(await callback(s.ssoCookie, back.search), 400, SSO_ERRORS.expired.message);
    expect(await counts()).toEqual(before);
  });

  it('a callback without the browser’s cookie (sent to someone else)', async () => {
    await refused(real, SSO_ERRORS.expired.message, 'chalkwise_sso=someone-elses');
  });

  it('a callback after the attempt expired', async () => {
    const s = await start();
    const back = await signInAtIdp(s.location, 'hostile', CALLBACK);
    ctx.clock.advance(11 * 60_000);
    expectPage(await callback(s.ssoCookie, back.search), 400, SSO_ERRORS.expired.message);
  });

  it('a code issued to another client', async () => {
    const other = new URL(`${idp.issuer}/auth`);
    const verifier = 'another-app-verifier-0123456789012345678901234567';
    const challenge = Buffer.from(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)),
    ).toString('base64url');
    Object.entries({
      client_id: 'another-app',
      redirect_uri: 'http://localhost:4999/cb',
      response_type: 'code',
      scope: 'openid email',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      nonce: 'n-0123456789',
    }).forEach(([k, v]) => other.searchParams.set(k, v));
    const stolen = await signInAtIdp(other.href, 'hostile', 'http://localhost:4999/cb');
    await refused((u) => {
      u.searchParams.set('code', stolen.searchParams.get('code')!);
      return u.search;
    }, invalid);
  });

  it('an ID token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    resign((p) => p, privateKey);
    try {
      await refused(real, invalid);
    } finally {
      tamper = null;
    }
  });

  it('an expired ID token', async () => {
    resign((p) => ({ ...p, iat: p.iat! - 7200, exp: p.iat! - 3600 }));
    try {
      await refused(real, invalid);
    } finally {
      tamper = null;
    }
  });

  it('a wrong nonce', async () => {
    resign((p) => ({ ...p, nonce: 'not-the-nonce-we-sent' }));
    try {
      await refused(real, invalid);
    } finally {
      tamper = null;
    }
  });

  it('an ID token from another issuer', async () => {
    resign((p) => ({ ...p, iss: 'https://idp.attacker.example' }));
    try {
      await refused(real, invalid);
    } finally {
      tamper = null;
    }
  });

  it('an authorization response naming another issuer', async () => {
    await refused((u) => {
      u.searchParams.set('iss', 'https://idp.attacker.example');
      return u.search;
    }, invalid);
  });

  it('the provider’s refusal (the person cancelled)', async () => {
    const s = await start();
    const state = new URL(s.location).searchParams.get('state')!;
    const res = await callback(
      s.ssoCookie,
      `?error=access_denied&state=${state}&iss=${encodeURIComponent(idp.issuer)}`,
    );
    expectPage(res, 400, SSO_ERRORS.refused.message);
  });
});

describe('settings from the environment', () => {
  it('are shown to an admin without the secret, and only “Require” can change', async () => {
    const admin = await signInAdmin(ctx.app);
    const view = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/sso',
      headers: { cookie: admin.cookie },
    });
    expect(view.json()).toMatchObject({
      source: 'environment',
      issuer: idp.issuer,
      clientId: 'chalkwise',
      name: 'Lakeside Schools',
      domains: [DOMAIN, `staff.${DOMAIN}`],
      hasSecret: true,
    });
    expect(view.body).not.toContain('chalkwise-test-secret');
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await ctx.app.inject({
        method,
        url: '/api/admin/sso',
        headers: { cookie: admin.cookie },
        ...(method === 'PUT'
          ? { payload: { issuer: idp.issuer, clientId: 'x', clientSecret: 'y', name: 'Z' } }
          : {}),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(SSO_ERRORS.set_by_environment.code);
    }
  });
});

describe('requiring the school sign-in for teachers', () => {
  it('refuses a teacher’s password and sign-up, never an administrator’s', async () => {
    const admin = await signInAdmin(ctx.app);
    const teacher = { username: 'pw-teacher-req', password: 'correct-horse-9' };
    await signUp(ctx.app, teacher);
    const require = (required: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/sso/required',
        headers: { cookie: admin.cookie },
        payload: { required },
      });
    expect((await require(true)).json().required).toBe(true);
    try {
      const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: teacher });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toEqual({
        code: SSO_ERRORS.required.code,
        message:
          'This school requires teachers to sign in with their school account. Use “Sign in with Lakeside Schools” instead.',
      });
      expect(sessionCookieOf(login)).toBeUndefined();
      const wrong = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { ...teacher, password: 'wrong-password-1' },
      });
      // A wrong password says only that: the refusal does not tell a guesser the account exists.
      expect(wrong.statusCode).toBe(401);
      const register = await ctx.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { username: 'newcomer-req', password: 'correct-horse-9' },
      });
      expect(register.statusCode).toBe(403);
      expect(register.json().code).toBe(SSO_ERRORS.required.code);
      const adminName = (
        await me({ cookies: [{ name: 'chalkwise_session', value: admin.cookie.split('=')[1]! }] })
      ).username;
      const adminLogin = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: adminName, password: 'admin-pass-77' },
      });
      expect(adminLogin.statusCode).toBe(200);
      expect((await signIn('owen')).statusCode).toBe(302);
    } finally {
      await require(false);
    }
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: teacher });
    expect(login.statusCode).toBe(200);
  });
});
