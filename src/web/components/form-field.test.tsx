// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { bindField, blankAsMissing, FormField, NumberField, TextareaField } from './form-field';

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

const body = z.object({
  title: z.string().min(1, 'Title is required'),
  minutes: z.number().optional(),
});

/** A form whose fields are bound with bindField; `onValid` gets what it submits. */
function BoundForm({ onValid }: { onValid: (v: z.output<typeof body>) => void }) {
  const form = useForm<z.input<typeof body>, unknown, z.output<typeof body>>({
    resolver: zodResolver(body),
    defaultValues: { title: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormField id="t" label="Title" {...bindField(form, 'title')} />
      <NumberField id="m" label="Minutes" {...bindField(form, 'minutes', blankAsMissing)} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('bindField', () => {
  it("shows the field's validation message under it once the form is submitted", async () => {
    const onValid = vi.fn();
    render(<BoundForm onValid={onValid} />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('aria-invalid', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('registers the input (with its options) so typed values reach the submit', async () => {
    const onValid = vi.fn();
    render(<BoundForm onValid={onValid} />);
    fireEvent.input(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Hi' } });
    fireEvent.input(screen.getByRole('spinbutton', { name: 'Minutes' }), {
      target: { value: '45' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ title: 'Hi', minutes: 45 });
  });
});
