// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isProtectedPath, preloadSignedIn, publicOnly, signedInRoutes } from './routes';
import { signedInHint } from '../lib/auth';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the signed-in hint', () => {
  it('is what the server marked on the page', () => {
    expect(signedInHint()).toBe(false);
    document.documentElement.dataset.session = '1';
    expect(signedInHint()).toBe(true);
    delete document.documentElement.dataset.session;
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
