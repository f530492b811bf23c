// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isProtectedPath, preloadSignedIn, publicOnly, signedInRoutes } from './routes';
import { rememberSignedIn, signedInHint } from '../lib/auth';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the signed-in hint', () => {
  it('is set by a signed-in answer and cleared by a signed-out one', () => {
    expect(signedInHint()).toBe(false);
    rememberSignedIn({ id: 1, username: 'ada', role: 'user' } as never);
    expect(signedInHint()).toBe(true);
    rememberSignedIn(null);
    expect(signedInHint()).toBe(false);
  });

  it('is simply absent when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => rememberSignedIn({ id: 1 } as never)).not.toThrow();
    expect(signedInHint()).toBe(false);
  });
});

describe('preloading the signed-in frame', () => {
  it('fetches the frame and the matching page, and nothing for public-only or unknown paths', () => {
    const lessons = signedInRoutes.find((r) => r.path === '/lessons/:id')!;
    const load = vi.spyOn(lessons, 'load').mockResolvedValue({ default: () => null });
    const frame = vi.fn(() => Promise.resolve());
    preloadSignedIn('/lessons/12', frame);
    expect(frame).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);

    preloadSignedIn('/take/ABC123', frame);
    preloadSignedIn('/no/such/page', frame);
    expect(frame).toHaveBeenCalledTimes(1);
  });

  it('treats student and feature pages as public for everyone, and keeps the guard', () => {
    expect(publicOnly('/take/ABC')).toBe(true);
    expect(publicOnly('/join')).toBe(true);
    expect(publicOnly('/features/ai-lesson-planning')).toBe(true);
    expect(publicOnly('/lessons')).toBe(false);
    expect(isProtectedPath('/lessons')).toBe(true);
    expect(isProtectedPath('/')).toBe(false);
  });
});
