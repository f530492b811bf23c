import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, PROFILE_MESSAGES } from '../../../contracts/auth.contract';
import { DEMO_ACCOUNTS } from '../system/demo-accounts';
import {
  buildTestApp,
  caller,
  sessionCookieOf,
  signInAdmin,
  signUp,
  uniqueName,
  useTestApp,
  type TestContext,
} from '../../testing/test-app';

// Issue 32 item 1: an administrator resets a teacher's password; the teacher must change it.
const ctx = useTestApp();
const call = caller(ctx);

const signIn = (username: string, password: string) =>
  call('POST', '/api/login', undefined, { username, password });

describe('POST /api/admin/users/:id/password-reset', () => {
  it('gives a temporary password, ends every session, and forces a change at sign-in', async () => {
    const admin = await signInAdmin(ctx().app);
    const username = uniqueName();
    const { cookie: teacherCookie, user } = await signUp(ctx().app, {
      username,
      password: 'maple-syrup-42',
    });
    const otherDevice = sessionCookieOf(await signIn(username, 'maple-syrup-42'))!;
    const bystander = await signUp(ctx().app);

    const res = await call('POST', `/api/admin/users/${user.id}/password-reset`, admin.cookie);
    expect(res.statusCode).toBe(200);
    const { temporaryPassword } = res.json();
    expect(res.json()).toEqual({ username, temporaryPassword });
    expect(temporaryPassword).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}-[a-z2-9]{5}$/);

    // Both of the teacher's sessions are over; the bystander's and the admin's are not.
    expect((await call('GET', '/api/user', teacherCookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/user', otherDevice)).statusCode).toBe(401);
    expect((await call('GET', '/api/user', bystander.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', admin.cookie)).statusCode).toBe(200);

    expect((await signIn(username, 'maple-syrup-42')).statusCode).toBe(401);
    const signedIn = await signIn(username, temporaryPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.mustChangePassword).toBe(true);
    const cookie = sessionCookieOf(signedIn)!;

    // Nothing but who-am-I, the change and sign-out answers until it is changed.
    expect((await call('GET', '/api/user', cookie)).json().user.mustChangePassword).toBe(true);
    const blocked = await call('GET', '/api/lessons', cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      code: 'auth.password_change_required',
      message: PROFILE_MESSAGES.passwordChangeRequired,
    });
    expect((await call('PATCH', '/api/user', cookie, { firstName: 'Sam' })).statusCode).toBe(403);

    const again = await call('POST', '/api/user/password', cookie, {
      currentPassword: temporaryPassword,
      newPassword: temporaryPassword,
    });
    expect(again.json().message).toBe(PROFILE_MESSAGES.samePassword);
    const changed = await call('POST', '/api/user/password', cookie, {
      currentPassword: temporaryPassword,
      newPassword: 'lantern-orchard-58',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.mustChangePassword).toBe(false);
    expect((await call('GET', '/api/lessons', cookie)).statusCode).toBe(200);
    expect((await signIn(username, temporaryPassword)).statusCode).toBe(401);
    expect((await signIn(username, 'lantern-orchard-58')).statusCode).toBe(200);
  });

  it('an administrator who must change their password cannot reach the admin screen', async () => {
    const admin = await signInAdmin(ctx().app);
    const other = await signInAdmin(ctx().app);
    const reset = await call(
      'POST',
      `/api/admin/users/${other.user.id}/password-reset`,
      admin.cookie,
    );
    const username = (await ctx().app.services.auth.findUser(other.user.id))!.username;
    const cookie = sessionCookieOf(await signIn(username, reset.json().temporaryPassword))!;
    const res = await call('GET', '/api/admin/users', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth.password_change_required');
  });

  it('refuses the caller itself, a guest and an unknown id, changing nothing', async () => {
    const admin = await signInAdmin(ctx().app);
    const self = await call(
      'POST',
      `/api/admin/users/${admin.user.id}/password-reset`,
      admin.cookie,
    );
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(ADMIN_MESSAGES.resetSelf);
    expect((await call('GET', '/api/user', admin.cookie)).statusCode).toBe(200);

    const guest = await call('POST', '/api/guest-login');
    const guestId = guest.json().user.id as number;
    const guestReset = await call(
      'POST',
      `/api/admin/users/${guestId}/password-reset`,
      admin.cookie,
    );
    expect(guestReset.statusCode).toBe(400);
    expect(guestReset.json().message).toBe(ADMIN_MESSAGES.resetGuest);
    expect((await call('GET', '/api/user', sessionCookieOf(guest))).statusCode).toBe(200);

    const unknown = await call('POST', '/api/admin/users/987654/password-reset', admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_MESSAGES.userNotFound);
    for (const bad of ['abc', '0', '-1', '1.5', 'x%00y']) {
      const res = await call('POST', `/api/admin/users/${bad}/password-reset`, admin.cookie);
      expect(res.statusCode).toBe(400);
    }
  });

  it('a teacher cannot reset anyone, themselves or another teacher', async () => {
    const username = uniqueName();
    const victim = await signUp(ctx().app, { username, password: 'maple-syrup-42' });
    const { cookie, user } = await signUp(ctx().app);
    for (const id of [victim.user.id, user.id]) {
      const res = await call('POST', `/api/admin/users/${id}/password-reset`, cookie);
      expect(res.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/user', victim.cookie)).statusCode).toBe(200);
    expect((await signIn(username, 'maple-syrup-42')).statusCode).toBe(200);
  });
});

describe('GET /api/admin/security (demo passwords)', () => {
  it('is empty when demo mode is off', async () => {
    const admin = await signInAdmin(ctx().app);
    const res = await call('GET', '/api/admin/security', admin.cookie);
    expect(res.json()).toEqual({ demoPasswordsInUse: [] });
  });

  describe.each([
    ['0.0.0.0', ['admin', 'teacher']],
    ['127.0.0.1', []],
  ] as const)('demo mode listening on %s', (host, expected) => {
    let own: TestContext;
    beforeAll(async () => {
      own = await buildTestApp({ env: { DEMO_MODE: 'true', HOST: host } });
      for (const account of DEMO_ACCOUNTS)
        await own.app.services.auth.ensureAccount({ ...account });
    });
    afterAll(async () => {
      await own.app.close();
      await own.db.close();
    });
    const ownCall = caller(() => own);

    it(`names ${expected.join(', ') || 'no account'} until each password is changed`, async () => {
      const admin = sessionCookieOf(
        await ownCall('POST', '/api/login', undefined, { username: 'admin', password: 'admin123' }),
      )!;
      const before = await ownCall('GET', '/api/admin/security', admin);
      expect(before.json()).toEqual({ demoPasswordsInUse: expected });
      const listed = (await ownCall('GET', '/api/config/public')).json().demoCredentials as {
        username: string;
      }[];
      expect(listed.map((c) => c.username)).toEqual(['admin', 'teacher']);
      if (expected.length === 0) return;

      await ownCall('POST', '/api/user/password', admin, {
        currentPassword: 'admin123',
        newPassword: 'Ferris wheel at dusk 4',
      });
      const half = await ownCall('GET', '/api/admin/security', admin);
      expect(half.json()).toEqual({ demoPasswordsInUse: ['teacher'] });
      // The sign-in dialog stops offering a password that no longer works.
      const offered = async () =>
        (await ownCall('GET', '/api/config/public')).json().demoCredentials as
          { username: string }[] | undefined;
      expect((await offered())?.map((c) => c.username)).toEqual(['teacher']);

      const list = (await ownCall('GET', '/api/admin/users', admin)).json() as {
        id: number;
        username: string;
      }[];
      const teacherId = list.find((u) => u.username === 'teacher')!.id;
      await ownCall('POST', `/api/admin/users/${teacherId}/password-reset`, admin);
      const after = await ownCall('GET', '/api/admin/security', admin);
      expect(after.json()).toEqual({ demoPasswordsInUse: [] });
      expect(await offered()).toBeUndefined();
    });
  });
});
