// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceList, NeedsReviewNotice, QuestionCardHeader } from './question-card';

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

describe('ChoiceList', () => {
  function renderChoices(choices: string[], error?: string) {
    const calls = {
      onMarkCorrect: vi.fn(),
      onText: vi.fn(),
      onRemove: vi.fn(),
      onAdd: vi.fn(),
    };
    render(
      <ChoiceList
        base="q1"
        legend="Choices"
        error={error}
        choices={choices}
        min={2}
        max={3}
        maxLength={50}
        correctLabel={(n) => `Choice ${n} is right`}
        isCorrect={(i) => i === 1}
        canBeCorrect={(i) => choices[i] !== ''}
        invalid={(i) => choices[i] === ''}
        {...calls}
      />,
    );
    return calls;
  }

  it('reports each edit with the choice it was made on', async () => {
    const calls = renderChoices(['Red', 'Blue', '']);
    expect(screen.getByRole('radio', { name: 'Choice 2 is right' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Choice 3 is right' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Choice 1 is right' }));
    expect(calls.onMarkCorrect).toHaveBeenCalledWith(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Choice 3' }), 'G');
    expect(calls.onText).toHaveBeenCalledWith(2, 'G');
    expect(screen.getByRole('textbox', { name: 'Choice 3' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove choice 1' }));
    expect(calls.onRemove).toHaveBeenCalledWith(0);
    expect(screen.getByRole('button', { name: 'Add choice' })).toBeDisabled();
  });

  it('keeps the fewest choices, adds below the most, and says what is wrong', async () => {
    const calls = renderChoices(['Red', 'Blue'], 'Pick the right one');
    expect(screen.getByRole('button', { name: 'Remove choice 1' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add choice' }));
    expect(calls.onAdd).toHaveBeenCalledOnce();
    expect(screen.getByRole('group', { name: 'Choices' })).toHaveAccessibleDescription(
      'Pick the right one',
    );
  });
});
