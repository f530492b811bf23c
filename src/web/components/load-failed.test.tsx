// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './load-failed';

afterEach(cleanup);

describe('LoadFailed', () => {
  it('says what failed and loads again on Try again', async () => {
    const onRetry = vi.fn(async () => ({}));
    render(<LoadFailed onRetry={onRetry}>Your quizzes could not be loaded.</LoadFailed>);
    expect(screen.getByRole('alert')).toHaveTextContent('Your quizzes could not be loaded.');
    expect(onRetry).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onRetry).toHaveBeenCalledWith();
  });
});
