// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GradeSelect } from './grade-select';

afterEach(cleanup);

describe('GradeSelect', () => {
  it('offers K to 12 as teachers read them and reports the stored value', async () => {
    const onChange = vi.fn((e: { target: { value: string } }) => e.target.value);
    render(<GradeSelect id="g" placeholder="Select grade" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Grade' });
    expect(screen.getByRole('option', { name: 'Kindergarten' })).toHaveValue('K');
    expect(screen.getByRole('option', { name: 'Grade 12' })).toHaveValue('12');
    await userEvent.selectOptions(select, 'Grade 7');
    expect(onChange).toHaveReturnedWith('7');
  });

  it('takes another label', () => {
    render(<GradeSelect id="g" label="Grade Level" />);
    expect(screen.getByRole('combobox', { name: 'Grade Level' })).toBeInTheDocument();
  });
});
