// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NeedsReviewNotice, QuestionCardHeader } from './question-card';

afterEach(cleanup);

function renderHeader(props: { index: number; count: number; removable?: boolean }) {
  const onMove = vi.fn();
  const onRemove = vi.fn();
  render(
    <QuestionCardHeader
      {...props}
      badge={<span>Needs review</span>}
      onMove={onMove}
      onRemove={onRemove}
    />,
  );
  return { onMove, onRemove };
}

describe('QuestionCardHeader', () => {
  it('numbers the question from 1 and moves it either way', async () => {
    const { onMove, onRemove } = renderHeader({ index: 1, count: 3 });
    expect(screen.getByRole('heading', { name: 'Question 2 Needs review' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move question 2 down' }));
    expect(onMove.mock.calls).toEqual([[-1], [1]]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove question 2' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('cannot move the first up, the last down, or remove an unremovable one', () => {
    renderHeader({ index: 0, count: 1, removable: false });
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move question 1 down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove question 1' })).toBeDisabled();
  });
});

describe('NeedsReviewNotice', () => {
  it('reports the check', async () => {
    const onChecked = vi.fn();
    render(<NeedsReviewNotice onChecked={onChecked} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as checked' }));
    expect(onChecked).toHaveBeenCalledOnce();
  });
});
