// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicHeader } from './public-header';

afterEach(cleanup);

describe('PublicHeader', () => {
  it('links the brand home and offers the theme toggle', () => {
    render(<PublicHeader />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Chalkwise' })).toHaveAttribute('href', '/');
    expect(within(header).getByTestId('theme-toggle')).toBeInTheDocument();
  });

  it('puts page actions before the theme toggle, and takes extra classes', () => {
    render(
      <PublicHeader className="no-print">
        <button type="button">Print</button>
      </PublicHeader>,
    );
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('no-print', 'justify-between');
    const buttons = within(header).getAllByRole('button');
    expect(buttons[0]).toHaveTextContent('Print');
    expect(buttons[1]).toHaveAttribute('data-testid', 'theme-toggle');
  });
});
