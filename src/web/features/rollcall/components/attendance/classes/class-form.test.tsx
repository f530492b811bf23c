// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLASS_MESSAGES as M,
  type ClassDetail,
} from '../../../../../../contracts/classes.contract';
import { ClassForm, classDefaults, type ClassValues } from './class-form';

afterEach(cleanup);

function renderForm(cls?: ClassDetail) {
  const onSubmit = vi.fn((_values: ClassValues) => {});
  render(
    <ClassForm defaults={classDefaults(cls)} onSubmit={onSubmit}>
      <button type="submit">Create class</button>
    </ClassForm>,
  );
  return onSubmit;
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create class' }));
/** Sets a value past what typing allows (maxLength), as a paste or script could. */
const put = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the class form', () => {
  it('needs a name, shown on the name field, and sends nothing', async () => {
    const onSubmit = renderForm();
    await submit();
    expect(await screen.findByLabelText('Class name')).toHaveAccessibleDescription(M.nameRequired);
    expect(screen.getByLabelText('Class name')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Class name'), '   ');
    await submit();
    expect(screen.getByLabelText('Class name')).toHaveAccessibleDescription(M.nameRequired);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a name or subject over 100 characters with the contract’s words', async () => {
    const onSubmit = renderForm();
    put('Class name', 'x'.repeat(101));
    put('Subject (optional)', 'y'.repeat(101));
    await submit();
    expect(await screen.findByText(M.nameTooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject (optional)')).toHaveAccessibleDescription(
      M.subjectTooLong,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['Seat rows', '0', M.rowsInvalid],
    ['Seat rows', '13', M.rowsInvalid],
    ['Seat rows', '', M.rowsInvalid],
    ['Seat rows', '2.5', M.rowsInvalid],
    ['Seats per row', '0', M.columnsInvalid],
    ['Seats per row', '13', M.columnsInvalid],
  ])('%s of "%s" says: %s', async (label, value, message) => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Class name'), 'Period 3 Math');
    put(label, value);
    await submit();
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives the API body: trimmed, blanks as none, sizes as numbers', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Class name'), '  Period 2 Biology ');
    await userEvent.selectOptions(screen.getByLabelText('Grade (optional)'), '7');
    put('Seat rows', '3');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Period 2 Biology',
      subject: null,
      grade: '7',
      seatRows: 3,
      seatColumns: 6,
    });
  });

  it('starts from the class as it is', async () => {
    const onSubmit = renderForm({
      id: 1,
      name: 'Period 3 Math',
      subject: 'Math',
      grade: 'K',
      seatRows: 3,
      seatColumns: 8,
    } as ClassDetail);
    expect(screen.getByLabelText('Seats per row')).toHaveValue(8);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Period 3 Math',
      subject: 'Math',
      grade: 'K',
      seatRows: 3,
      seatColumns: 8,
    });
  });
});
