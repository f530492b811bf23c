// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLASS_MESSAGES as M, type ClassDetail } from '../../../../../contracts/classes.contract';
import { defaultQueryFn } from '../../../../lib/api-client';
import { ClassesDialog } from './classes-dialog';
import { renderWithQuery, sentWith, stubFetch } from '../../../../testing/render-with-query';

const created: ClassDetail = {
  id: 8,
  name: 'Period 2 Biology',
  subject: 'Biology',
  grade: null,
  seatRows: 4,
  seatColumns: 6,
  archived: false,
  studentCount: 0,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  students: [],
};
const roster = [{ id: 3, firstName: 'Ada', lastName: 'Byron' }];

const fetchMock = stubFetch(async (url: string, init?: RequestInit) => {
  if (init?.method === 'POST' && url === '/api/classes') return Response.json(created);
  if (init?.method === 'PATCH') return Response.json({ ...created, name: 'Period 5' });
  // Not a class from an LMS course.
  if (url.startsWith('/api/lti/classes/'))
    return Response.json({ message: 'Not linked', code: 'lti.course_not_found' }, { status: 404 });
  if (url.startsWith('/api/classes/8')) return Response.json(created);
  if (url.startsWith('/api/students')) return Response.json(roster);
  return Response.json([]);
});
const sent = (method: string) =>
  sentWith(fetchMock, method).map(([url, init]) => [
    url,
    JSON.parse(init!.body as string) as unknown,
  ]);

function renderDialog() {
  const onCreated = vi.fn();
  renderWithQuery(
    <ClassesDialog
      open
      onOpenChange={() => {}}
      startWith={{ kind: 'new' }}
      onCreated={onCreated}
    />,
    { queryFn: defaultQueryFn },
  );
  return onCreated;
}

afterEach(cleanup);

describe('the classes dialog', () => {
  it('creates a class, then opens it to add students and save its details', async () => {
    const onCreated = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'New class' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create class' }));
    expect(await within(dialog).findByText(M.nameRequired)).toBeInTheDocument();
    expect(sent('POST')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Class name'), 'Period 2 Biology');
    await userEvent.type(screen.getByLabelText('Subject (optional)'), 'Biology');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create class' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit class' });
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(sent('POST')).toEqual([
      [
        '/api/classes',
        { name: 'Period 2 Biology', subject: 'Biology', grade: null, seatRows: 4, seatColumns: 6 },
      ],
    ]);

    // The edit form starts from the class; saving sends the details only.
    expect(await within(edit).findByLabelText('Class name')).toHaveValue('Period 2 Biology');
    expect(await within(edit).findByText('Ada Byron')).toBeInTheDocument();
    await userEvent.clear(within(edit).getByLabelText('Seats per row'));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save class' }));
    expect(await within(edit).findByText(M.columnsInvalid)).toBeInTheDocument();
    await userEvent.type(within(edit).getByLabelText('Seats per row'), '5');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save class' }));
    await waitFor(() =>
      expect(sent('PATCH')).toEqual([
        [
          '/api/classes/8',
          {
            name: 'Period 2 Biology',
            subject: 'Biology',
            grade: null,
            seatRows: 4,
            seatColumns: 5,
          },
        ],
      ]),
    );
  });
});
