// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RosterPreview } from '../../../../contracts/interop.contract';
import { renderWithQuery, sentWith, stubFetch } from '../../../testing/render-with-query';
import { ImportOneRosterDialog } from './import-oneroster-dialog';

const TEACHERS = [
  { sourcedId: 't-1', name: 'Grace Hopper', classCount: 2 },
  { sourcedId: 't-2', name: 'Alan Turing', classCount: 1 },
];
const none = { create: 0, update: 0, unchanged: 0 };
/** What the server plans for a teacher; without one and no email match, a choice is needed. */
const planFor = (teacher: string | null): RosterPreview =>
  teacher === null
    ? {
        students: none,
        classes: none,
        membersAdded: 0,
        membersRemoved: 0,
        classRows: [],
        teachers: TEACHERS,
        teacher: null,
        teacherRequired: true,
        problems: [],
      }
    : {
        students: { ...none, create: 2 },
        classes: { ...none, create: 1 },
        membersAdded: 2,
        membersRemoved: 0,
        classRows: [
          { sourcedId: `c-${teacher}`, name: `Class of ${teacher}`, action: 'create', students: 2 },
        ],
        teachers: TEACHERS,
        teacher,
        teacherRequired: false,
        problems: [],
      };

let matched: string | null = null;
const fetchMock = stubFetch(async (url: string) => {
  const chosen = new URL(url, 'http://x').searchParams.get('teacher');
  if (url.startsWith('/api/students/import/oneroster/preview'))
    return Response.json(planFor(chosen ?? matched));
  if (url.startsWith('/api/students/import/oneroster')) {
    const { classRows: _rows, ...report } = planFor(chosen);
    return Response.json(report);
  }
  return Response.json({ items: [], next: null });
});

afterEach(() => {
  cleanup();
  matched = null;
});

async function pickBundle() {
  renderWithQuery(<ImportOneRosterDialog />);
  await userEvent.click(screen.getByRole('button', { name: 'Import from SIS' }));
  const zip = new File([new Uint8Array([80, 75, 5, 6])], 'school.zip', { type: 'application/zip' });
  await userEvent.upload(screen.getByLabelText('OneRoster files'), zip);
}

const imported = () =>
  sentWith(fetchMock, 'POST')
    .map(([url]) => String(url))
    .filter((url) => !url.includes('/preview'));

describe('Import from SIS: whose classes', () => {
  it('shows the teacher the server matched by email and imports only theirs', async () => {
    matched = 't-1';
    await pickBundle();
    const select = await screen.findByLabelText('Whose classes (required)');
    expect(select).toHaveValue('t-1');
    expect(screen.getByText(/the teacher’s email in the file is yours/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Import roster' }));
    expect(imported()).toEqual(['/api/students/import/oneroster?teacher=t-1']);
  });

  it('requires a choice when nobody matched, with every class as an explicit option', async () => {
    await pickBundle();
    const select = await screen.findByLabelText('Whose classes (required)');
    expect(select).toHaveValue('');
    expect(select).toBeRequired();
    expect(screen.getByRole('button', { name: 'Import roster' })).toBeDisabled();
    expect(
      screen.getByRole('option', { name: 'Every class in the file (all teachers)' }),
    ).toHaveValue('*');
    // Each teacher's class count in words that agree.
    expect(screen.getByRole('option', { name: 'Grace Hopper (2 classes)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Alan Turing (1 class)' })).toBeInTheDocument();

    await userEvent.selectOptions(select, 't-2');
    expect(await screen.findByRole('cell', { name: 'Class of t-2' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Import roster' }));
    expect(imported()).toEqual(['/api/students/import/oneroster?teacher=t-2']);
  });
});
