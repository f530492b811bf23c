// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../testing/render-with-query';
import { PrintCopyMenu } from './print-copy-menu';

const assessment = {
  title: "Fractions d'Émilie: check-in",
  description: 'Halves and quarters',
  subject: 'Mathematics',
  grade: '4',
  type: 'quiz' as const,
  maxScore: 10,
  timeLimit: 30,
  questions: {
    items: [
      {
        id: 'q1',
        type: 'multiple_choice' as const,
        prompt: 'What is 1/2 of 8?',
        choices: ['2', '4', '6'],
        answer: '4',
        points: 4,
      },
      {
        id: 'q2',
        type: 'short_answer' as const,
        prompt: 'Explain what a half is.',
        choices: [],
        answer: 'One of two equal parts.',
        points: 3,
      },
    ],
  },
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const copy = () => document.querySelector('[data-testid="print-copy"]')!;

describe('printing an assessment (issue 32 item 19)', () => {
  it('holds a student copy for the printer, and the answers only in a teacher copy', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithQuery(<PrintCopyMenu assessment={assessment} />);
    // Ctrl+P or the menu's student copy: questions and choices, a name line, no answers.
    expect(copy()).toHaveTextContent("Fractions d'Émilie: check-in");
    expect(copy()).toHaveTextContent('What is 1/2 of 8?');
    expect(copy()).toHaveTextContent('Name:');
    expect(copy()).not.toHaveTextContent(/Answer Key|One of two equal parts/);

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Student copy' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(copy()).not.toHaveTextContent('Answer Key');

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Teacher copy (with answer key)' }),
    );
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(copy()).toHaveTextContent('What is 1/2 of 8?');
    expect(copy()).toHaveTextContent('Answer Key');
    expect(copy()).toHaveTextContent('B. 4');
    expect(copy()).toHaveTextContent('One of two equal parts.');

    // Once printed, the page's print is the student copy again.
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(copy()).not.toHaveTextContent('Answer Key');
  });
});
