// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionsMenu, DropdownMenuItem } from './dropdown-menu';

afterEach(cleanup);

describe('ActionsMenu', () => {
  it('is one button named for what it acts on, opening its actions', async () => {
    const onDelete = vi.fn();
    render(
      <ActionsMenu label="Actions for Fractions quiz">
        <DropdownMenuItem onSelect={onDelete}>Delete</DropdownMenuItem>
      </ActionsMenu>,
    );
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Fractions quiz' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
