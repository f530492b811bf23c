import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contracts/auth.contract';
import { ADMIN_MESSAGES } from '../../../contracts/auth.contract';
import {
  caller,
  sessionCookieOf,
  signInAdmin,
  signUp,
  uniqueName,
  useTestApp,
} from '../../testing/test-app';

const ctx = useTestApp();

const call = caller(ctx);

describe('admin access', () => {
  it.each([
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/stats'],
    ['POST', '/api/admin/users'],
    ['PATCH', '/api/admin/users/1'],
    ['DELETE', '/api/admin/users/1'],
    ['POST', '/api/admin/users/1/password-reset'],
    ['GET', '/api/admin/security'],
  ] as const)('%s %s is 401 signed out and 403 for a teacher', async (method, url) => {
    const body = method === 'POST' || method === 'PATCH' ? { role: 'user' } : undefined;
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    const { cookie } = await signUp(ctx().app);
    const res = await call(method, url, cookie, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.accessDenied);
  });

  it('a guest cannot reach admin either', async () => {
    const guest = await call('POST', '/api/guest-login');
    const res = await call('GET', '/api/admin/users', sessionCookieOf(guest));
    expect(res.statusCode).toBe(403);
  });
});

describe('admin users', () => {
  it('lists users without any password hash', async () => {
    const { cookie } = await signInAdmin(ctx().app);
    const { user } = await signUp(ctx().app);
    const res = await call('GET', '/api/admin/users', cookie);
    expect(res.statusCode).toBe(200);
    const listed = res.json().find((u: { id: number }) => u.id === user.id);
    expect(listed).toMatchObject({
      username: user.username,
      role: 'user',
      subscriptionTier: 'free',
    });
    expect(Object.keys(listed).sort()).toEqual(
      [
        'createdAt',
        'email',
        'firstName',
        'id',
        'lastName',
        'mustChangePassword',
        'hasPassword',
        'role',
        'subscriptionTier',
        'username',
      ].sort(),
    );
    // The fields that name a password are two booleans: the reset flag and whether there is one.
    expect(
      res.body
        .replaceAll('"mustChangePassword":false', '')
        .replace(/"hasPassword":(true|false)/g, ''),
    ).not.toMatch(/argon|password/i);
  });

  it('counts users by role', async () => {
    const { cookie } = await signInAdmin(ctx().app);
    const before = (await call('GET', '/api/admin/stats', cookie)).json();
    await signUp(ctx().app);
    await call('POST', '/api/guest-login');
    const after = (await call('GET', '/api/admin/stats', cookie)).json();
    expect(after.totalUsers).toBe(before.totalUsers + 2);
    expect(after.regularUsers).toBe(before.regularUsers + 1);
    expect(after.guestUsers).toBe(before.guestUsers + 1);
    expect(after.adminUsers).toBe(before.adminUsers);
    expect(after.totalUsers).toBe(after.adminUsers + after.regularUsers + after.guestUsers);
  });

  it('creates a user that can sign in, role defaulting to user', async () => {
    const { cookie } = await signInAdmin(ctx().app);
    const username = uniqueName('new');
    const res = await call('POST', '/api/admin/users', cookie, {
      username,
      password: 'river-stone-81',
      email: 'new.teacher@school.example',
      firstName: 'Sam',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      username,
      role: 'user',
      firstName: 'Sam',
      lastName: null,
    });
    const login = await call('POST', '/api/login', undefined, {
      username,
      password: 'river-stone-81',
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [{ password: 'river-stone-81' }, AUTH_MESSAGES.usernameRequired],
    [{ username: 'valid-name' }, AUTH_MESSAGES.passwordRequired],
    [
      { username: 'valid-name', password: 'river-stone-81', email: 'nope' },
      AUTH_MESSAGES.invalidEmail,
    ],
    [{ username: 'valid-name', password: 'river-stone-81', role: 'superuser' }, undefined],
  ])('validates create %j', async (body, message) => {
    const { cookie } = await signInAdmin(ctx().app);
    const res = await call('POST', '/api/admin/users', cookie, body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });

  it('answers 409 for a duplicate username', async () => {
    const { cookie } = await signInAdmin(ctx().app);
    const { user } = await signUp(ctx().app);
    const res = await call('POST', '/api/admin/users', cookie, {
      username: user.username,
      password: 'river-stone-81',
    });
    expect(res.statusCode).toBe(409);
  });

  it('changes role, tier and names', async () => {
    const { cookie } = await signInAdmin(ctx().app);
    const { user } = await signUp(ctx().app);
    const res = await call('PATCH', `/api/admin/users/${user.id}`, cookie, {
      role: 'admin',
      subscriptionTier: 'premium',
      lastName: 'Okafor',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      role: 'admin',
      subscriptionTier: 'premium',
      lastName: 'Okafor',
    });
  });

  it('refuses to make an account a guest (guests are deleted with their data after 24 h)', async () => {
    const { cookie } = await signInAdmin(ctx().app);
    const { user, cookie: teacher } = await signUp(ctx().app);
    const res = await call('PATCH', `/api/admin/users/${user.id}`, cookie, { role: 'guest' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.guestRole, code: 'admin.guest_role' });
    const me = await call('GET', '/api/user', teacher);
    expect(me.json().user.role).toBe('user');
    const created = await call('POST', '/api/admin/users', cookie, {
      username: uniqueName(),
      password: 'sturdy-maple-81',
      role: 'guest',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().code).toBe('admin.guest_role');
  });

  it('validates updates and unknown ids', async () => {
    const { cookie } = await signInAdmin(ctx().app);
    expect((await call('PATCH', '/api/admin/users/1', cookie, { role: 'king' })).statusCode).toBe(
      400,
    );
    expect((await call('PATCH', '/api/admin/users/1', cookie, {})).json().message).toBe(
      'Nothing to update',
    );
    expect(
      (await call('PATCH', '/api/admin/users/999999', cookie, { role: 'user' })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', '/api/admin/users/abc', cookie, { role: 'user' })).statusCode).toBe(
      400,
    );
    expect((await call('DELETE', '/api/admin/users/999999', cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/users/-4', cookie)).statusCode).toBe(400);
  });

  it('never deletes oneself', async () => {
    const { cookie, user } = await signInAdmin(ctx().app);
    const res = await call('DELETE', `/api/admin/users/${user.id}`, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ADMIN_MESSAGES.cannotDeleteSelf);
  });

  it('deleting a user ends their sessions', async () => {
    const { cookie } = await signInAdmin(ctx().app);
    const victim = await signUp(ctx().app);
    expect((await call('GET', '/api/user', victim.cookie)).statusCode).toBe(200);
    const res = await call('DELETE', `/api/admin/users/${victim.user.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/user', victim.cookie)).statusCode).toBe(401);
    const list = (await call('GET', '/api/admin/users', cookie)).json();
    expect(list.some((u: { id: number }) => u.id === victim.user.id)).toBe(false);
  });
});

describe('the last admin', () => {
  it('cannot be demoted or deleted', async () => {
    // A fresh app so this file's other admins do not count.
    const { buildTestApp } = await import('../../testing/test-app');
    const own = await buildTestApp();
    try {
      const only = await signInAdmin(own.app);
      const helper = await signInAdmin(own.app);
      // Two admins: one may go.
      const demote = await own.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${helper.user.id}`,
        headers: { cookie: only.cookie },
        payload: { role: 'user' },
      });
      expect(demote.statusCode).toBe(200);
      // Now `only` is the last admin: the remaining path to remove it is by itself.
      const selfDemote = await own.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${only.user.id}`,
        headers: { cookie: only.cookie },
        payload: { role: 'user' },
      });
      expect(selfDemote.statusCode).toBe(409);
      expect(selfDemote.json().message).toBe(ADMIN_MESSAGES.lastAdmin);
      const stats = await own.app.inject({
        url: '/api/admin/stats',
        headers: { cookie: only.cookie },
      });
      expect(stats.json().adminUsers).toBe(1);
    } finally {
      await own.app.close();
      await own.db.close();
    }
  });
});
