// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { TAKE_TEXT as T } from '../../../../../contracts/take.contract';
import { CodeEntry } from './code-entry';

afterEach(cleanup);

function renderEntry() {
  const location = memoryLocation({ path: '/take', record: true });
  render(
    <Router hook={location.hook}>
      <CodeEntry />
    </Router>,
  );
  return location;
}
const field = () => screen.getByLabelText(T.linkCodeLabel);
const press = () => userEvent.click(screen.getByRole('button', { name: T.continue }));

describe('entering an assessment code', () => {
  it('needs a code (spaces are not one), focused, and goes nowhere', async () => {
    const location = renderEntry();
    await userEvent.type(field(), '   ');
    await press();
    await waitFor(() => expect(field()).toHaveAccessibleDescription(T.enterLinkCode));
    expect(field()).toHaveFocus();
    expect(location.history).toEqual(['/take']);
  });

  it('opens the assessment, the code without spaces in capitals', async () => {
    const location = renderEntry();
    await userEvent.type(field(), ' ab cd 12 ');
    await press();
    await waitFor(() => expect(location.history.at(-1)).toBe('/take/ABCD12'));
  });
});
