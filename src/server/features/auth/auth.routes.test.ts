import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS, AUTH_MESSAGES } from '../../../contracts/auth.contract';
import { HOUR, MINUTE, DAY } from '../../platform/clock';
import { caller, sessionCookieOf, signUp, uniqueName, useTestApp } from '../../testing/test-app';
import { GUESTS_WITH_SAMPLE_CLASS } from './auth.service';

const ctx = useTestApp();

const call = caller(ctx);

describe('register', () => {
  it('creates a teacher, signs them in and never returns the hash', async () => {
    const username = uniqueName();
    const res = await call('POST', '/api/register', undefined, {
      username,
      password: 'maple-syrup-42',
      email: 'ms.lee@school.example',
      firstName: 'Jordan',
      lastName: 'Lee',
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      username,
      email: 'ms.lee@school.example',
      firstName: 'Jordan',
      lastName: 'Lee',
      role: 'user',
      subscriptionTier: 'free',
    });
    expect(typeof user.createdAt).toBe('string');
    // The fields that name a password are two booleans: the reset flag and whether there is one.
    const flags = (body: string) =>
      body.replaceAll('"mustChangePassword":false', '').replaceAll('"hasPassword":true', '');
    expect(res.body).toContain('"hasPassword":true');
    expect(flags(res.body)).not.toMatch(/password|argon/i);
    const cookie = res.cookies.find((c) => c.name === 'chalkwise_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();

    const me = await call('GET', '/api/user', sessionCookieOf(res));
    expect(me.statusCode).toBe(200);
    expect(me.json().user.username).toBe(username);
    expect(flags(me.body)).not.toMatch(/password|argon/i);
  });

  it('stores empty optional fields as absent', async () => {
    const res = await call('POST', '/api/register', undefined, {
      username: uniqueName(),
      password: 'maple-syrup-42',
      email: '',
      firstName: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: null, firstName: null, lastName: null });
  });

  it.each([
    [{ password: 'maple-syrup-42' }, AUTH_MESSAGES.usernameRequired],
    [{ username: '', password: 'maple-syrup-42' }, AUTH_MESSAGES.usernameRequired],
    [{ username: 'ab', password: 'maple-syrup-42' }, AUTH_MESSAGES.usernameMin],
    [{ username: 'valid-name' }, AUTH_MESSAGES.passwordRequired],
    [{ username: 'valid-name', password: '12345' }, AUTH_MESSAGES.passwordMin],
    [
      { username: 'valid-name', password: 'maple-syrup-42', email: 'not-an-email' },
      AUTH_MESSAGES.invalidEmail,
    ],
    [{ username: 42, password: 'maple-syrup-42' }, AUTH_MESSAGES.usernameRequired],
    [{ username: 'valid-name', password: ['x'] }, AUTH_MESSAGES.passwordRequired],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await call('POST', '/api/register', undefined, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'http.validation' });
  });

  it('refuses a common password with a clear message', async () => {
    const res = await call('POST', '/api/register', undefined, {
      username: uniqueName(),
      password: 'password123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: AUTH_MESSAGES.commonPassword,
      code: 'auth.common_password',
    });
  });

  it.each(['chalkwise', 'Chalkwise123', 'teacher123', 'classroom'])(
    'refuses the product’s own words as passwords (%s)',
    async (password) => {
      const res = await call('POST', '/api/register', undefined, {
        username: uniqueName(),
        password,
      });
      expect(res.json().code).toBe('auth.common_password');
    },
  );

  it('answers 409 for a username taken in any case', async () => {
    const username = uniqueName();
    await call('POST', '/api/register', undefined, { username, password: 'maple-syrup-42' });
    const res = await call('POST', '/api/register', undefined, {
      username: username.toUpperCase(),
      password: 'other-pass-99',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AUTH_MESSAGES.usernameTaken);
  });

  it('answers 400 for malformed JSON and 413 for a huge body, creating nothing', async () => {
    const bad = await ctx().app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "broken',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('http.invalid_json');

    const username = uniqueName();
    const huge = await call('POST', '/api/register', undefined, {
      username,
      password: 'maple-syrup-42',
      firstName: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    const login = await call('POST', '/api/login', undefined, {
      username,
      password: 'maple-syrup-42',
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('login and sessions', () => {
  it('signs in case-insensitively and rotates the session token', async () => {
    const { cookie: first, user } = await signUp(ctx().app, { password: 'maple-syrup-42' });
    const res = await call('POST', '/api/login', first, {
      username: user.username.toUpperCase(),
      password: 'maple-syrup-42',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    const second = sessionCookieOf(res)!;
    expect(second).not.toBe(first);
    // The session that existed before login is gone.
    expect((await call('GET', '/api/user', first)).statusCode).toBe(401);
    expect((await call('GET', '/api/user', second)).statusCode).toBe(200);
  });

  it('answers one generic 401 for a wrong password and an unknown user', async () => {
    const { user } = await signUp(ctx().app);
    const wrong = await call('POST', '/api/login', undefined, {
      username: user.username,
      password: 'nope-nope-nope',
    });
    const unknown = await call('POST', '/api/login', undefined, {
      username: uniqueName(),
      password: 'nope-nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it.each([
    [{}, AUTH_MESSAGES.usernameRequired],
    [{ username: 'someone' }, AUTH_MESSAGES.passwordRequired],
    [{ username: '', password: 'x' }, AUTH_MESSAGES.usernameRequired],
    [{ username: 'someone', password: '' }, AUTH_MESSAGES.passwordRequired],
  ])('validates login %j', async (body, message) => {
    const res = await call('POST', '/api/login', undefined, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 401 to /api/user when signed out or with a forged cookie', async () => {
    expect((await call('GET', '/api/user')).statusCode).toBe(401);
    const forged = await call('GET', '/api/user', 'chalkwise_session=forged-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('http.unauthorized');
  });

  it('logout really ends the session on the server', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/logout', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'chalkwise_session')?.value).toBe('');
    // Replaying the old cookie does not work.
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(401);
  });

  it('GET /api/logout (a link any site could plant) asks first and ends nothing', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('GET', '/api/logout', cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/logout');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(200);
  });

  it.each([
    ['/lessons?subject=Science', '/?signin=1&next=%2Flessons%3Fsubject%3DScience'],
    ['//evil.example/x', '/?signin=1'],
    ['https://evil.example', '/?signin=1'],
    ['/\\evil.example', '/?signin=1'],
    ['/api/logout', '/?signin=1'],
  ])('GET /api/login?next=%s returns only to a page of this site', async (next, location) => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/login?next=${encodeURIComponent(next)}`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it('GET /api/login opens the sign-in dialog', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?signin=1');
  });

  it('expires a session after a week idle', async () => {
    const { cookie } = await signUp(ctx().app);
    ctx().clock.advance(6 * DAY);
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(200);
    ctx().clock.advance(6 * DAY);
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(200);
    ctx().clock.advance(7 * DAY + MINUTE);
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(401);
  });

  it('expires an active session after 30 days regardless', async () => {
    const { cookie } = await signUp(ctx().app);
    for (let i = 0; i < 5; i++) {
      ctx().clock.advance(5 * DAY);
      expect((await call('GET', '/api/user', cookie)).statusCode).toBe(200);
    }
    ctx().clock.advance(5 * DAY);
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('locks one username from one address after 10 failures, not from elsewhere', async () => {
    const { user } = await signUp(ctx().app, { password: 'maple-syrup-42' });
    const from = (ip: string, password: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: ip,
        payload: { username: user.username, password },
      });
    for (let i = 0; i < 10; i++)
      expect((await from('10.1.1.1', 'wrong-guess-0')).statusCode).toBe(401);
    const blocked = await from('10.1.1.1', 'maple-syrup-42');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    // The real teacher, elsewhere, still gets in.
    expect((await from('10.2.2.2', 'maple-syrup-42')).statusCode).toBe(200);
    ctx().clock.advance(15 * MINUTE);
    expect((await from('10.1.1.1', 'maple-syrup-42')).statusCode).toBe(200);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const { user } = await signUp(ctx().app, { password: 'maple-syrup-42' });
    const attempt = (i: number) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.3.3.3',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { username: user.username, password: 'wrong-guess-0' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(99)).statusCode).toBe(429);
  });

  it('never locks out a school that signs in many times from one address', async () => {
    const { user } = await signUp(ctx().app, { password: 'maple-syrup-42' });
    for (let i = 0; i < 120; i++) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.4.4.4',
        payload: { username: user.username, password: 'maple-syrup-42' },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('limits failed attempts per address across usernames', async () => {
    let last = 0;
    for (let i = 0; i < 101; i++) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.9.9.9',
        payload: { username: `nobody${i}`, password: 'whatever-1' },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('guests', () => {
  it('creates a guest-xxxxxx account with role guest', async () => {
    const res = await call('POST', '/api/guest-login');
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user.username).toMatch(/^guest-[0-9a-f]{6}$/);
    expect(user.role).toBe('guest');
    expect((await call('GET', '/api/user', sessionCookieOf(res))).json().user.id).toBe(user.id);
  });

  it('deletes guests 24 hours after creation, keeping teachers', async () => {
    const guest = await call('POST', '/api/guest-login');
    const guestCookie = sessionCookieOf(guest)!;
    const { cookie: teacherCookie } = await signUp(ctx().app);
    ctx().clock.advance(23 * HOUR);
    expect((await ctx().app.services.auth.cleanup()).guestsDeleted).toBe(0);
    expect((await call('GET', '/api/user', guestCookie)).statusCode).toBe(200);
    ctx().clock.advance(HOUR + MINUTE);
    expect((await call('GET', '/api/user', guestCookie)).statusCode).toBe(401);
    const { guestsDeleted } = await ctx().app.services.auth.cleanup();
    expect(guestsDeleted).toBeGreaterThanOrEqual(1);
    expect(await ctx().app.services.auth.findUser(guest.json().user.id)).toBeUndefined();
    expect((await call('GET', '/api/user', teacherCookie)).statusCode).toBe(200);
  });
});

describe('guests turned off (GUESTS=false)', () => {
  const closed = useTestApp({ env: { GUESTS: 'false' } });

  it('refuses a guest sign-in with a clear 403 and says so in the public config', async () => {
    const res = await closed().app.inject({ method: 'POST', url: '/api/guest-login' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: AUTH_ERRORS.guests_off.message,
      code: AUTH_ERRORS.guests_off.code,
    });
    expect(sessionCookieOf(res)).toBeUndefined();
    const pub = await closed().app.inject({ url: '/api/config/public' });
    expect(pub.json().guests).toBe(false);
    expect((await call('GET', '/api/config/public')).json().guests).toBe(true);
  });
});

describe('guests at scale (issue 23 item 8)', () => {
  const seeded: number[] = [];
  const many = useTestApp({
    deps: { seedNewAccount: async (user) => void seeded.push(user.id) },
  });
  const guestFrom = (address: string) =>
    many().app.inject({ method: 'POST', url: '/api/guest-login', remoteAddress: address });

  it('limits each address, and past the hourly number still lets guests in with an empty sandbox', async () => {
    // Fifteen addresses at their own limit reach the hourly number of sample classes.
    for (let a = 0; a < 15; a++)
      for (let i = 0; i < 20; i++)
        expect((await guestFrom(`198.51.100.${a}`)).statusCode).toBe(200);
    expect((await guestFrom('198.51.100.0')).statusCode).toBe(429);
    expect(seeded).toHaveLength(GUESTS_WITH_SAMPLE_CLASS.limit);
    // Anyone else still gets in, without a sample class, and can work.
    const late = await guestFrom('203.0.113.77');
    expect(late.statusCode).toBe(200);
    expect(seeded).toHaveLength(GUESTS_WITH_SAMPLE_CLASS.limit);
    const me = await many().app.inject({
      url: '/api/students',
      headers: { cookie: sessionCookieOf(late)! },
    });
    expect(me.json()).toEqual([]);
    // An hour on, guests get their sample class again.
    many().clock.advance(HOUR);
    expect((await guestFrom('203.0.113.78')).statusCode).toBe(200);
    expect(seeded).toHaveLength(GUESTS_WITH_SAMPLE_CLASS.limit + 1);
  });

  it('counts an IPv6 /64 as one address (one home or phone holds all of it)', async () => {
    for (let i = 0; i < 20; i++)
      expect((await guestFrom(`2001:db8:5:6::${(i + 1).toString(16)}`)).statusCode).toBe(200);
    expect((await guestFrom('2001:db8:5:6:ffff::1')).statusCode).toBe(429);
    expect((await guestFrom('2001:db8:5:7::1')).statusCode).toBe(200);
    // IPv4 mapped into IPv6 is still one address each.
    for (let i = 0; i < 20; i++) expect((await guestFrom('::ffff:192.0.2.1')).statusCode).toBe(200);
    expect((await guestFrom('::ffff:192.0.2.1')).statusCode).toBe(429);
    expect((await guestFrom('::ffff:192.0.2.2')).statusCode).toBe(200);
  });
});

describe('platform', () => {
  it('refuses a state-changing request from another origin', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'https://evil.example' },
      payload: { username: uniqueName(), password: 'maple-syrup-42' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cross-origin request refused.');
    const same = await ctx().app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { username: uniqueName(), password: 'maple-syrup-42' },
    });
    expect(same.statusCode).toBe(201);
  });

  it('answers JSON 404 for unknown API paths and sets security headers', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'http.not_found' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // Scripts from the app alone; WebAssembly may compile (the face counter), eval may not.
    expect(res.headers['content-security-policy']).toContain(
      "script-src 'self' 'wasm-unsafe-eval';",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports health and readiness', async () => {
    expect((await ctx().app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx().app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await ctx().app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/admin/users']),
    );
  });
});
