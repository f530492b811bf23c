// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  isProtectedPath,
  pageFor,
  preloadSignedIn,
  publicOnly,
  publicRoutes,
  signedInRoutes,
} from './routes';
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

describe('a page whose chunk is in', () => {
  it("renders at once, with the router's props, instead of suspending", async () => {
    const take = publicRoutes.find((r) => r.path === '/take/:code')!;
    // The shared entry is the same object in both tables: one chunk, one cache.
    expect(signedInRoutes.find((r) => r.path === '/take/:code')).toBe(take);
    const Probe = (props: { params?: { code: string } }) =>
      createElement('p', null, `code ${props.params?.code}`);
    const load = vi.fn(() => Promise.resolve({ default: Probe as ComponentType }));
    const page = pageFor(load);
    await page.load();
    const root = document.createElement('div');
    // Rendered synchronously with no Suspense boundary: a page that suspended shows nothing.
    flushSync(() =>
      createRoot(root).render(
        createElement(page.page as ComponentType<{ params: { code: string } }>, {
          params: { code: 'AB' },
        }),
      ),
    );
    expect(root.textContent).toBe('code AB');
  });
});
