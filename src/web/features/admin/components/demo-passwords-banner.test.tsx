// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../../contracts/auth.contract';
import { DEMO_BANNER_TEXT } from '../../../../contracts/admin.contract';
import { queryKeys } from '../../../lib/query-keys';
import { renderWithQuery, stubFetch } from '../../../testing/render-with-query';
import { DemoPasswordsBanner } from './demo-passwords-banner';

const fetchMock = stubFetch(async () =>
  Response.json({ demoPasswordsInUse: ['admin', 'teacher'] }),
);

const user = (role: PublicUser['role'], username: string): PublicUser => ({
  id: 1,
  username,
  email: null,
  firstName: null,
  lastName: null,
  role,
  subscriptionTier: 'free',
  createdAt: new Date('2026-09-01T08:00:00.000Z'),
  mustChangePassword: false,
  hasPassword: true,
});

function show(me: PublicUser, names?: string[]) {
  return renderWithQuery(<DemoPasswordsBanner />, {}, [
    [queryKeys.user, me],
    ...(names ? ([[queryKeys.admin.security, { demoPasswordsInUse: names }]] as const) : []),
  ]);
}

describe('DemoPasswordsBanner', () => {
  afterEach(cleanup);

  it('names the accounts and links to where each is fixed', () => {
    show(user('admin', 'admin'), ['admin', 'teacher']);
    expect(screen.getByText(DEMO_BANNER_TEXT.title)).toBeTruthy();
    expect(screen.getByText(DEMO_BANNER_TEXT.body(['admin', 'teacher']))).toBeTruthy();
    expect(screen.getByRole('link', { name: DEMO_BANNER_TEXT.fixSelf }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(
      screen.getByRole('link', { name: DEMO_BANNER_TEXT.fixOthers }).getAttribute('href'),
    ).toBe('/admin');
  });

  it('offers only the users screen to an administrator whose own password is not one of them', () => {
    show(user('admin', 'principal'), ['teacher']);
    expect(screen.getByText(DEMO_BANNER_TEXT.body(['teacher']))).toBeTruthy();
    expect(screen.queryByRole('link', { name: DEMO_BANNER_TEXT.fixSelf })).toBeNull();
    expect(screen.getByRole('link', { name: DEMO_BANNER_TEXT.fixOthers })).toBeTruthy();
  });

  it('shows nothing once every demo password is changed', () => {
    const { container } = show(user('admin', 'admin'), []);
    expect(container.textContent).toBe('');
  });

  it('shows nothing to a teacher and never asks the server', () => {
    const { container } = show(user('user', 'teacher'));
    expect(container.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
