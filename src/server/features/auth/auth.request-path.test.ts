import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MINUTE } from '../../platform/clock';
import { caller, signUp, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const call = caller(ctx);

async function lastSeen(userId: number) {
  const res = await ctx().db.db.execute<{ last_seen_at: string }>(
    sql`select last_seen_at from sessions where user_id = ${userId}`,
  );
  return new Date(res.rows[0]!.last_seen_at).getTime();
}

describe('the request path (issue 16)', () => {
  it('GET /api/user answers from the session join and touches the session at most once a minute', async () => {
    const { cookie, user } = await signUp(ctx().app, { firstName: 'Ada' });
    const seen = await lastSeen(user.id);
    const res = await call('GET', '/api/user', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, firstName: 'Ada' });
    expect(res.json().user).not.toHaveProperty('passwordHash');
    ctx().clock.advance(30_000);
    await call('GET', '/api/user', cookie);
    expect(await lastSeen(user.id)).toBe(seen);
    ctx().clock.advance(MINUTE);
    await call('GET', '/api/user', cookie);
    expect(await lastSeen(user.id)).toBe(ctx().clock.now().getTime());
  });

  it('GET /api/config/public reads no session', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const seen = await lastSeen(user.id);
    ctx().clock.advance(2 * MINUTE);
    const res = await call('GET', '/api/config/public', cookie);
    expect(res.statusCode).toBe(200);
    // Resolving the session would have touched it (two minutes idle).
    expect(await lastSeen(user.id)).toBe(seen);
    expect((await call('GET', '/api/config/public')).statusCode).toBe(200);
  });
});
