// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithQuery, staysLoading } from '../testing/render-with-query';
import { queryKeys } from '../lib/query-keys';
import { SsoSignIn } from './sso-sign-in';

const config = (sso?: { name: string }) => ({
  demoMode: false,
  guests: true,
  salesPhone: '',
  contactUrl: '',
  assistantUrl: '',
  pricingUrl: '',
  ai: { engine: 'builtin', model: null },
  ...(sso ? { sso } : {}),
});

const show = (sso?: { name: string }) =>
  renderWithQuery(<SsoSignIn />, { queryFn: staysLoading }, [
    [queryKeys.publicConfig, config(sso)],
  ]);

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('SsoSignIn', () => {
  it('is a link to the school sign-in, in the words the server gives', () => {
    show({ name: 'Lakeside Schools' });
    const link = screen.getByRole('link', { name: 'Sign in with Lakeside Schools' });
    expect(link.getAttribute('href')).toBe('/auth/sso/start');
  });

  it('carries the page that asked for a session, but only a path on this site', () => {
    window.history.replaceState(null, '', '/?signin=1&next=%2Flessons%2F4');
    show({ name: 'Lakeside Schools' });
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      '/auth/sso/start?next=%2Flessons%2F4',
    );
  });

  it('ignores a next that leaves the site', () => {
    window.history.replaceState(null, '', '/?next=%2F%2Fevil.example');
    show({ name: 'Lakeside Schools' });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/auth/sso/start');
  });

  it('is absent when the server offers no school sign-in, or while its settings load', () => {
    const { container } = show();
    expect(container.innerHTML).toBe('');
    const loading = renderWithQuery(<SsoSignIn />, { queryFn: staysLoading });
    expect(loading.container.innerHTML).toBe('');
  });
});
