// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LESSON_MESSAGES as M } from '../../../../contracts/lessons.contract';
import {
  renderWithQuery,
  sentWith,
  staysLoading,
  stubFetch,
} from '../../../testing/render-with-query';
import { EMPTY_DRAFT } from '../lesson-templates';
import { chooseSourceFile, EXTRACTED, isExtract } from '../../../testing/source-file';
import { CreateLessonDialog } from './create-lesson-dialog';

const WATER = {
  code: '5-ESS2-1',
  description: 'Develop a model of the interacting geosphere, biosphere and hydrosphere.',
  subject: 'Science',
  grades: ['5'],
  domain: 'Earth Systems',
  cluster: '',
};
const fetchMock = stubFetch(async (url, init) =>
  isExtract(url)
    ? Response.json(EXTRACTED)
    : url.startsWith('/api/standards?')
      ? Response.json([WATER])
      : init?.method === 'POST'
        ? Response.json({ id: 1, ...JSON.parse(String(init.body)) }, { status: 201 })
        : Response.json({}),
);
afterEach(cleanup);

function renderDialog() {
  const onOpenChange = vi.fn();
  // The engine notice and queue place stay loading: this test is about the form.
  renderWithQuery(<CreateLessonDialog open onOpenChange={onOpenChange} initial={EMPTY_DRAFT} />, {
    queryFn: staysLoading,
  });
  return { onOpenChange };
}

const posts = () => sentWith(fetchMock, 'POST');
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

  it('tags the standards the teacher picks and sends them with Generate with AI', async () => {
    const { onOpenChange } = renderDialog();
    await userEvent.type(screen.getByLabelText('Lesson Title'), 'Water cycle');
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Science');
    await userEvent.selectOptions(screen.getByLabelText('Grade'), '5');
    await userEvent.type(screen.getByLabelText('Topic'), 'The water cycle');
    await userEvent.type(screen.getByRole('combobox', { name: 'Standards' }), 'earth');
    expect(await screen.findByRole('option', { name: /5-ESS2-1/ })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: 'Tagged standards' })).toHaveTextContent('5-ESS2-1');
    // Escape closes the suggestions, not the dialog.
    await userEvent.type(screen.getByRole('combobox', { name: 'Standards' }), 'earth');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0]!;
    expect(url).toBe('/api/lessons/generate');
    expect(JSON.parse(String(init!.body))).toMatchObject({
      topic: 'The water cycle',
      standards: ['5-ESS2-1'],
    });
  });
});

describe('a lesson from the teacher’s file (issue 34 item 3)', () => {
  it('Generate with AI sends the file’s text and name; Create Lesson keeps the lesson’s own fields', async () => {
    renderDialog();
    await userEvent.type(screen.getByLabelText('Lesson Title'), 'Water');
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Science');
    await userEvent.selectOptions(screen.getByLabelText('Grade'), '5');
    await userEvent.type(screen.getByLabelText('Topic'), 'The water cycle');
    await chooseSourceFile('notes.docx');
    await userEvent.click(screen.getByRole('button', { name: /Generate with AI/ }));
    const generated = () => posts().filter(([url]) => url === '/api/lessons/generate');
    await waitFor(() => expect(generated()).toHaveLength(1));
    expect(JSON.parse(String(generated()[0]![1]!.body))).toMatchObject({
      title: 'Water',
      topic: 'The water cycle',
      sourceText: EXTRACTED.text,
      sourceName: 'notes.docx',
    });
  });
});
