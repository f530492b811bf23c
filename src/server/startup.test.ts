import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './testing/test-app';
import { ensureConfiguredAccounts, scheduleCleanup } from './startup';
import { HOUR } from './platform/clock';

describe('configured accounts', () => {
  it('creates the demo pair in demo mode, once, and they can sign in', async () => {
    const ctx = await buildTestApp({ env: { DEMO_MODE: 'true' } });
    try {
      await ensureConfiguredAccounts(ctx.app, ctx.config);
      await ensureConfiguredAccounts(ctx.app, ctx.config);
      const admin = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'admin', password: 'admin123' },
      });
      expect(admin.json().user.role).toBe('admin');
      const teacher = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'teacher', password: 'teacher123' },
      });
      expect(teacher.json().user).toMatchObject({ role: 'user', firstName: 'Taylor' });
      const pub = (await ctx.app.inject({ url: '/api/config/public' })).json();
      expect(pub.demoMode).toBe(true);
      expect(pub.demoCredentials).toEqual([
        { role: 'admin', username: 'admin', password: 'admin123' },
        { role: 'user', username: 'teacher', password: 'teacher123' },
      ]);
    } finally {
      await ctx.app.close();
      await ctx.db.close();
    }
  });

  it('outside demo mode creates only ADMIN_USERNAME and hides demo credentials', async () => {
    const ctx = await buildTestApp({
      env: { DEMO_MODE: 'false', ADMIN_USERNAME: 'principal', ADMIN_PASSWORD: 'staff-room-key-7' },
    });
    try {
      await ensureConfiguredAccounts(ctx.app, ctx.config);
      const demo = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'admin', password: 'admin123' },
      });
      expect(demo.statusCode).toBe(401);
      const principal = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'principal', password: 'staff-room-key-7' },
      });
      expect(principal.json().user.role).toBe('admin');
      const pub = (await ctx.app.inject({ url: '/api/config/public' })).json();
      expect(pub.demoMode).toBe(false);
      expect(pub.demoCredentials).toBeUndefined();
      expect(pub.ai.engine).toBe('builtin');
    } finally {
      await ctx.app.close();
      await ctx.db.close();
    }
  });
});

describe('scheduled cleanup', () => {
  it('runs at start and then every hour until stopped', async () => {
    const ctx = await buildTestApp();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const cleanup = vi.spyOn(ctx.app.services.auth, 'cleanup');
      const stop = scheduleCleanup(ctx.app);
      expect(cleanup).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(HOUR);
      expect(cleanup).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(2 * HOUR);
      expect(cleanup).toHaveBeenCalledTimes(4);
      stop();
      vi.advanceTimersByTime(5 * HOUR);
      expect(cleanup).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
      await ctx.app.close();
      await ctx.db.close();
    }
  });
});
