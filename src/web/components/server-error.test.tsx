// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { ServerError } from './server-error';

afterEach(cleanup);

describe('ServerError', () => {
  it('shows nothing while nothing failed', () => {
    render(<ServerError error={null} fallback="Failed to save." />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message, else the fallback", () => {
    const { rerender } = render(
      <ServerError
        error={new ApiError(409, '{"message":"Username already exists"}')}
        fallback="Failed to save."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Username already exists');
    rerender(<ServerError error={new Error('offline')} fallback="Failed to save." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save.');
  });

  it('without a fallback, shows only what the server said', () => {
    const { rerender } = render(<ServerError error={new Error('offline')} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<ServerError error={new ApiError(400, '{"message":"Email already used"}')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Email already used');
  });
});
