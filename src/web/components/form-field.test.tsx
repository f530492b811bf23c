// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blankAsMissing, FormField, NumberField, TextareaField } from './form-field';

afterEach(cleanup);

describe('TextareaField', () => {
  it('points the textarea at its hint while there is no error', () => {
    render(<TextareaField id="notes" label="Notes" hint="One per line" />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription('One per line');
    expect(box).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the error instead of the hint and marks the textarea invalid', () => {
    render(<TextareaField id="notes" label="Notes" hint="One per line" error="Too long" />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).toHaveAccessibleDescription('Too long');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('One per line')).not.toBeInTheDocument();
  });
});

describe('FormField', () => {
  it('shows its error under the input', () => {
    render(<FormField id="title" label="Title" error="Title is required" />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Title is required',
    );
  });
});

describe('blankAsMissing', () => {
  it('reads a cleared number input as missing and anything else as a number', () => {
    expect(blankAsMissing.setValueAs('')).toBeUndefined();
    expect(blankAsMissing.setValueAs('45')).toBe(45);
    expect(blankAsMissing.setValueAs(30)).toBe(30);
  });
});

describe('NumberField', () => {
  it('is a labelled number input with the numeric keypad and its limits', () => {
    render(<NumberField id="n" label="Max Score" min={1} max={1000} error="Too big" />);
    const input = screen.getByRole('spinbutton', { name: 'Max Score' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('max', '1000');
    expect(input).toHaveAccessibleDescription('Too big');
  });
});
