// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STUDENT_MESSAGES as M, type Student } from '../../../../contracts/students.contract';
import { StudentForm, type StudentFormValues } from './student-form';

// Radix Select asks the element for pointer capture and scrolls the chosen item into view,
// neither of which jsdom implements.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(cleanup);

const ada: Student = {
  id: 3,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  grade: '5',
  parentEmail: null,
  notes: 'Likes puzzles',
  createdAt: '2026-01-05T10:00:00.000Z',
} as Student;

function renderForm(props: { student?: Student; saved?: boolean; withNotes?: boolean } = {}) {
  const onSubmit = vi.fn(async (_values: StudentFormValues) => props.saved ?? true);
  render(
    <StudentForm
      idPrefix="t"
      student={props.student}
      withNotes={props.withNotes}
      submitLabel="Save"
      pendingLabel="Saving..."
      pending={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

async function pickGrade(grade: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Grade' }));
  await userEvent.click(await screen.findByRole('option', { name: grade }));
}

describe('StudentForm', () => {
  it('says what is missing, with the API’s own messages, and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(M.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(M.gradeInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and parent email', async () => {
    const onSubmit = renderForm({ student: ada });
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Parent Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(M.invalidParentEmail)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds a student and clears itself for the next one once saved', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('First Name'), ' Grace ');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Hopper');
    await pickGrade('K');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      grade: 'K',
    });
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue(''));
  });

  it('keeps what was typed when the save fails', async () => {
    const onSubmit = renderForm({ saved: false });
    await userEvent.type(screen.getByLabelText('First Name'), 'Grace');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Hopper');
    await pickGrade('3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(screen.getByLabelText('First Name')).toHaveValue('Grace');
  });

  it('edits an existing student from its saved details, notes included', async () => {
    const onSubmit = renderForm({ student: ada, withNotes: true });
    expect(screen.getByLabelText('Notes')).toHaveValue('Likes puzzles');
    await userEvent.clear(screen.getByLabelText('Last Name'));
    await userEvent.type(screen.getByLabelText('Last Name'), 'Byron');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@example.org',
      grade: '5',
      notes: 'Likes puzzles',
    });
    // An edit form keeps the saved values rather than clearing.
    expect(screen.getByLabelText('Last Name')).toHaveValue('Byron');
  });
});
