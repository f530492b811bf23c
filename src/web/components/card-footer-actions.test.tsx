// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardFooterActions } from './card-footer-actions';

afterEach(cleanup);

function renderFooter(props: { busy?: boolean; share?: boolean } = {}) {
  const calls = { onDuplicate: vi.fn(), onShare: vi.fn(), onDelete: vi.fn() };
  render(
    <CardFooterActions
      title="Volcanoes"
      busy={props.busy ?? false}
      onDuplicate={calls.onDuplicate}
      onShare={props.share === false ? undefined : calls.onShare}
      deleteTitle="Delete it?"
      deleteDescription="Gone for good."
      onDelete={calls.onDelete}
    />,
  );
  return calls;
}

describe('CardFooterActions', () => {
  it('duplicates and shares the named item', async () => {
    const calls = renderFooter();
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate Volcanoes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share Volcanoes' }));
    expect(calls.onDuplicate).toHaveBeenCalledOnce();
    expect(calls.onShare).toHaveBeenCalledOnce();
  });

  it('deletes only after the confirmation', async () => {
    const calls = renderFooter();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Volcanoes' }));
    expect(calls.onDelete).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete it?' });
    expect(dialog).toHaveTextContent('Gone for good.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(calls.onDelete).toHaveBeenCalledOnce();
  });

  it('has no Share without a handler, and waits while busy', () => {
    renderFooter({ busy: true, share: false });
    expect(screen.queryByRole('button', { name: 'Share Volcanoes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicate Volcanoes' })).toBeDisabled();
  });
});
