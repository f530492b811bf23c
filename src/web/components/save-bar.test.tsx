// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveAlerts, SaveBar } from './save-bar';

afterEach(cleanup);

function renderBar(props: Parameters<typeof SaveBar>[0]) {
  const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <SaveBar {...props} />
    </form>,
  );
  return onSubmit;
}

describe('SaveBar', () => {
  it('submits its form and links back with the default label', async () => {
    const onSubmit = renderBar({ backHref: '/lessons/3', saving: false });
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/lessons/3');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('says it is saving and cannot be pressed twice', async () => {
    const onSubmit = renderBar({ backHref: '/x', saving: true });
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names its way back and says when there are unsaved changes', () => {
    renderBar({ backHref: '/q', backLabel: 'Back to quizzes', saving: false, dirty: true });
    expect(screen.getByRole('link', { name: 'Back to quizzes' })).toHaveAttribute('href', '/q');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});

describe('SaveAlerts', () => {
  it('says nothing while all is well', () => {
    const { container } = render(<SaveAlerts />);
    expect(container).toBeEmptyDOMElement();
  });

  it('asks for the fields to be fixed and says why the save failed', () => {
    render(<SaveAlerts invalid failed="Title is taken" />);
    expect(screen.getByText('Please fix the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Title is taken')).toBeInTheDocument();
  });
});
