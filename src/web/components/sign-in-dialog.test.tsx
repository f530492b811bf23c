// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, AUTH_TOASTS } from '../../contracts/auth.contract';
import { USER_KEY } from '../lib/auth';
import { SignInDialog } from './sign-in-dialog';
import { renderWithQuery, sentWith, stubFetch } from '../testing/render-with-query';

const user = { id: 7, username: 'ada', role: 'user' };
const fetchMock = stubFetch();

/** Answers every request with `status` and `body`; /api/config/public gets an empty config. */
function answer(status: number, body: unknown) {
  fetchMock.mockImplementation(async (url: string) =>
    url === '/api/config/public'
      ? Response.json({})
      : new Response(JSON.stringify(body), { status }),
  );
}

function renderDialog() {
  const onOpenChange = vi.fn();
  const { client: qc } = renderWithQuery(<SignInDialog open onOpenChange={onOpenChange} />, {
    queryFn: async ({ queryKey }) => (await fetch(queryKey.join('/'))).json(),
  });
  return { qc, onOpenChange };
}

const posts = () => sentWith(fetchMock, 'POST');

afterEach(cleanup);

describe('SignInDialog', () => {
  it('checks the login form with the contract’s messages before sending anything', async () => {
    answer(200, { user });
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(AUTH_MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('signs in: posts the credentials, caches the user and closes', async () => {
    answer(200, { user });
    const { qc, onOpenChange } = renderDialog();
    await userEvent.type(screen.getByLabelText('Username'), '  ada ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = posts()[0]!;
    expect(url).toBe('/api/login');
    expect(JSON.parse(init!.body as string)).toEqual({ username: 'ada', password: 'secret1' });
    expect(qc.getQueryData(USER_KEY)).toEqual(user);
  });

  it('shows the server’s message when the sign-in is refused, and stays open', async () => {
    answer(401, { message: 'Invalid username or password', code: 'auth.invalid_credentials' });
    const { onOpenChange } = renderDialog();
    await userEvent.type(screen.getByLabelText('Username'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('falls back to its own words when the failure has no message', async () => {
    answer(500, '');
    renderDialog();
    await userEvent.type(screen.getByLabelText('Username'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(AUTH_TOASTS.loginInline)).toBeInTheDocument();
  });

  it('checks a new account’s username before creating it', async () => {
    answer(201, { user });
    renderDialog();
    await userEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
    const form = screen.getByRole('button', { name: 'Create Account' }).closest('form')!;
    const username = form.querySelector<HTMLInputElement>('#register-username')!;
    await userEvent.type(username, 'a');
    await userEvent.type(form.querySelector<HTMLInputElement>('#register-password')!, 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(AUTH_MESSAGES.usernameMin)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });
});
