// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NeedsReviewNotice } from './question-card';

afterEach(cleanup);

describe('a question marked for review says why (issue 32 item 14)', () => {
  it('shows the stored reason instead of the AI message', async () => {
    const onChecked = vi.fn();
    render(
      <NeedsReviewNotice
        reason="The Kahoot file marks answers 1 and 3 as correct; a Chalkwise game takes one, so answer 1 was kept. Check it is the one you want."
        onChecked={onChecked}
      />,
    );
    expect(screen.getByText(/marks answers 1 and 3 as correct/)).toBeInTheDocument();
    expect(screen.queryByText(/The AI could not check/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as checked' }));
    expect(onChecked).toHaveBeenCalledOnce();
  });

  it('without a reason, says the AI could not check it', () => {
    render(<NeedsReviewNotice onChecked={() => {}} />);
    expect(screen.getByText(/The AI could not check this question itself/)).toBeInTheDocument();
  });
});
