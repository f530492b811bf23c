import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PROFILE_MESSAGES } from '../../../contracts/auth.contract';
import {
  UNAUTHORIZED_BODY,
  caller,
  sessionCookieOf,
  signUp,
  uniqueName,
  useTestApp,
} from '../../testing/test-app';

// Issue 32 item 1: a teacher edits their names and email, and changes their password.
const ctx = useTestApp();
const call = caller(ctx);

const signIn = async (username: string, password: string, remoteAddress?: string) =>
  call('POST', '/api/login', undefined, { username, password }, remoteAddress);

describe('PATCH /api/user (profile)', () => {
  it('saves names with accents, apostrophes and hyphens, and an email; null clears', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('PATCH', '/api/user', cookie, {
      firstName: '  Zoë-Anne ',
      lastName: "O'Brien-Núñez",
      email: 'zoe.obrien@school.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      firstName: 'Zoë-Anne',
      lastName: "O'Brien-Núñez",
      email: 'zoe.obrien@school.example',
      mustChangePassword: false,
    });
    expect(res.json().user).not.toHaveProperty('passwordHash');

    const cleared = await call('PATCH', '/api/user', cookie, { email: null, lastName: '' });
    expect(cleared.json().user).toMatchObject({
      firstName: 'Zoë-Anne',
      lastName: null,
      email: null,
    });
    const me = await call('GET', '/api/user', cookie);
    expect(me.json().user).toMatchObject({ firstName: 'Zoë-Anne', lastName: null, email: null });
  });

  it('refuses an email another account has, in any case, with 409 and changes nothing', async () => {
    await signUp(ctx().app, { email: 'head.teacher@school.example' });
    const { cookie } = await signUp(ctx().app, { email: 'mine@school.example' });
    const res = await call('PATCH', '/api/user', cookie, {
      email: 'Head.Teacher@School.example',
      firstName: 'Changed',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'auth.email_taken', message: PROFILE_MESSAGES.emailTaken });
    const me = await call('GET', '/api/user', cookie);
    expect(me.json().user).toMatchObject({ email: 'mine@school.example' });
    expect(me.json().user.firstName).not.toBe('Changed');

    // Keeping one's own email is not a clash.
    const same = await call('PATCH', '/api/user', cookie, { email: 'MINE@school.example' });
    expect(same.statusCode).toBe(200);
  });

  it.each([
    [{ email: 'not-an-email' }, AUTH_MESSAGES.invalidEmail],
    [{ email: 'a@b.co\u0000' }, undefined],
    [{ email: 42 }, undefined],
    [{}, 'Nothing to update'],
    [{ firstName: 42 }, undefined],
    [{ firstName: 'x'.repeat(201) }, undefined],
    [{ firstName: 'Ann\u0000e' }, undefined],
  ])('refuses %j with 400', async (body, message) => {
    const { cookie } = await signUp(ctx().app, { firstName: 'Original' });
    const res = await call('PATCH', '/api/user', cookie, body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    const me = await call('GET', '/api/user', cookie);
    expect(me.json().user.firstName).toBe('Original');
  });

  it('answers 413 to a huge body and 401 signed out', async () => {
    const { cookie } = await signUp(ctx().app);
    const huge = await call('PATCH', '/api/user', cookie, { firstName: 'x'.repeat(2 << 20) });
    expect(huge.statusCode).toBe(413);
    const out = await call('PATCH', '/api/user', undefined, { firstName: 'Eve' });
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual(UNAUTHORIZED_BODY);
  });
});

describe('POST /api/user/password', () => {
  it('changes the password: the new one signs in, the old one does not', async () => {
    const username = uniqueName();
    const { cookie } = await signUp(ctx().app, { username, password: 'maple-syrup-42' });
    const res = await call('POST', '/api/user/password', cookie, {
      currentPassword: 'maple-syrup-42',
      newPassword: 'Crème brûlée at 8!',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username, mustChangePassword: false });
    expect((await signIn(username, 'maple-syrup-42')).statusCode).toBe(401);
    expect((await signIn(username, 'Crème brûlée at 8!')).statusCode).toBe(200);
  });

  it('ends every other session of the account and keeps the one that changed it', async () => {
    const username = uniqueName();
    const { cookie: here } = await signUp(ctx().app, { username, password: 'maple-syrup-42' });
    const elsewhere = sessionCookieOf(await signIn(username, 'maple-syrup-42'))!;
    const { cookie: otherTeacher } = await signUp(ctx().app);
    expect((await call('GET', '/api/user', elsewhere)).statusCode).toBe(200);

    const res = await call('POST', '/api/user/password', here, {
      currentPassword: 'maple-syrup-42',
      newPassword: 'walnut-harbour-17',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/user', here)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', elsewhere)).statusCode).toBe(401);
    expect((await call('GET', '/api/user', otherTeacher)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 (not a lost session) and changes nothing', async () => {
    const username = uniqueName();
    const { cookie } = await signUp(ctx().app, { username, password: 'maple-syrup-42' });
    const res = await call('POST', '/api/user/password', cookie, {
      currentPassword: 'maple-syrup-43',
      newPassword: 'walnut-harbour-17',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'auth.wrong_password',
      message: PROFILE_MESSAGES.wrongPassword,
    });
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(200);
    expect((await signIn(username, 'maple-syrup-42')).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: 'walnut-harbour-17' }, PROFILE_MESSAGES.currentPasswordRequired],
    [
      { currentPassword: '', newPassword: 'walnut-harbour-17' },
      PROFILE_MESSAGES.currentPasswordRequired,
    ],
    [{ currentPassword: 'maple-syrup-42' }, AUTH_MESSAGES.passwordRequired],
    [{ currentPassword: 'maple-syrup-42', newPassword: '' }, AUTH_MESSAGES.passwordRequired],
    [{ currentPassword: 'maple-syrup-42', newPassword: 'abc12' }, AUTH_MESSAGES.passwordMin],
    [
      { currentPassword: 'maple-syrup-42', newPassword: 'x'.repeat(201) },
      'Password must be at most 200 characters',
    ],
    [
      { currentPassword: 'maple-syrup-42', newPassword: 'password123' },
      AUTH_MESSAGES.commonPassword,
    ],
    [
      { currentPassword: 'maple-syrup-42', newPassword: 'maple-syrup-42' },
      PROFILE_MESSAGES.samePassword,
    ],
    [{ currentPassword: 'maple-syrup-42', newPassword: 12345678 }, undefined],
    [{ currentPassword: 'maple-syrup-42', newPassword: 'walnut\u0000harbour' }, undefined],
  ])('refuses %j with 400 and the password is unchanged', async (body, message) => {
    const username = uniqueName();
    const { cookie } = await signUp(ctx().app, { username, password: 'maple-syrup-42' });
    const res = await call('POST', '/api/user/password', cookie, body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect((await signIn(username, 'maple-syrup-42')).statusCode).toBe(200);
  });

  it('answers 401 signed out and 413 to a huge body', async () => {
    const out = await call('POST', '/api/user/password', undefined, {
      currentPassword: 'maple-syrup-42',
      newPassword: 'walnut-harbour-17',
    });
    expect(out.statusCode).toBe(401);
    const { cookie } = await signUp(ctx().app);
    const huge = await call('POST', '/api/user/password', cookie, {
      currentPassword: 'correct-horse-9',
      newPassword: 'y'.repeat(2 << 20),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('stops guessing after 10 wrong current passwords, with Retry-After, even for the right one', async () => {
    const username = uniqueName();
    const { cookie } = await signUp(ctx().app, { username, password: 'maple-syrup-42' });
    for (let i = 0; i < 10; i++) {
      const wrong = await call('POST', '/api/user/password', cookie, {
        currentPassword: `guess-${i}-abc`,
        newPassword: 'walnut-harbour-17',
      });
      expect(wrong.statusCode).toBe(400);
    }
    const blocked = await call('POST', '/api/user/password', cookie, {
      currentPassword: 'maple-syrup-42',
      newPassword: 'walnut-harbour-17',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(username, 'maple-syrup-42')).statusCode).toBe(200);

    ctx().clock.advance(16 * 60 * 1000);
    const later = await call('POST', '/api/user/password', cookie, {
      currentPassword: 'maple-syrup-42',
      newPassword: 'walnut-harbour-17',
    });
    expect(later.statusCode).toBe(200);
  });
});
