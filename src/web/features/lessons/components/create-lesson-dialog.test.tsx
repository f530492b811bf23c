// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LESSON_MESSAGES as M } from '../../../../contracts/lessons.contract';
import { EMPTY_DRAFT } from '../lesson-templates';
import { CreateLessonDialog } from './create-lesson-dialog';

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    url === '/api/lessons' && init?.method === 'POST'
      ? Response.json({ id: 1, ...JSON.parse(String(init.body)) }, { status: 201 })
      : Response.json({}),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  // The engine notice and queue place stay loading: this test is about the form.
  const qc = new QueryClient({
    defaultOptions: { queries: { retry: false, queryFn: () => new Promise(() => {}) } },
  });
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={qc}>
      <CreateLessonDialog open onOpenChange={onOpenChange} initial={EMPTY_DRAFT} />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const create = () => userEvent.click(screen.getByRole('button', { name: 'Create Lesson' }));

describe('Create New Lesson', () => {
  it("says what is missing in the contract's words, under each field, and sends nothing", async () => {
    renderDialog();
    await create();
    expect(await screen.findByText(M.titleRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Lesson Title')).toHaveAccessibleDescription(M.titleRequired);
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(M.subjectRequired);
    expect(screen.getByLabelText('Grade')).toHaveAccessibleDescription(M.gradeRequired);
    expect(posts()).toHaveLength(0);
  });

  it('refuses a duration outside the limits with its message', async () => {
    renderDialog();
    const duration = screen.getByLabelText('Duration (minutes)');
    await userEvent.clear(duration);
    await userEvent.type(duration, '601');
    await create();
    expect(await screen.findByText(M.durationInvalid)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('saves the parsed form: objectives by line, a cleared duration as the default', async () => {
    const { onOpenChange } = renderDialog();
    await userEvent.type(screen.getByLabelText('Lesson Title'), '  Volcanoes ');
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Science');
    await userEvent.selectOptions(screen.getByLabelText('Grade'), '5');
    await userEvent.clear(screen.getByLabelText('Duration (minutes)'));
    await userEvent.type(
      screen.getByLabelText('Learning Objectives'),
      'Name the parts{enter}{enter}Explain',
    );
    await create();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(JSON.parse(String(posts()[0]![1]!.body))).toMatchObject({
      title: 'Volcanoes',
      subject: 'Science',
      grade: '5',
      duration: EMPTY_DRAFT.duration,
      objectives: ['Name the parts', 'Explain'],
    });
  });
});
