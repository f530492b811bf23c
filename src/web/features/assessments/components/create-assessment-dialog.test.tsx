// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSESSMENT_MESSAGES as M } from '../../../../contracts/assessments.contract';
import { DEFAULT_ASSESSMENT } from '../../../../contracts/constants';
import {
  renderWithQuery,
  sentWith,
  staysLoading,
  stubFetch,
} from '../../../testing/render-with-query';
import { CreateAssessmentDialog } from './create-assessment-dialog';

const ADDING = {
  code: '4.NF.B.3',
  description: 'Understand a fraction a/b with a > 1 as a sum of fractions 1/b.',
  subject: 'Mathematics',
  grades: ['4'],
  domain: 'Number and Operations—Fractions',
  cluster: '',
};
const fetchMock = stubFetch(async (url, init) =>
  url.startsWith('/api/standards?')
    ? Response.json([ADDING])
    : Response.json({ id: 1, ...JSON.parse(String(init?.body ?? '{}')) }, { status: 201 }),
);
afterEach(cleanup);

function renderDialog() {
  const onOpenChange = vi.fn();
  // The lesson list, engine notice and queue place stay loading: this test is about the form.
  renderWithQuery(<CreateAssessmentDialog open onOpenChange={onOpenChange} />, {
    queryFn: staysLoading,
  });
  return { onOpenChange };
}

const posts = () => sentWith(fetchMock, 'POST');
const create = () => userEvent.click(screen.getByRole('button', { name: 'Create Assessment' }));

describe('Create Assessment', () => {
  it("says what is missing in the contract's words, under each field, and sends nothing", async () => {
    renderDialog();
    await create();
    expect(await screen.findByText(M.titleRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Assessment Title')).toHaveAccessibleDescription(M.titleRequired);
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(M.subjectRequired);
    expect(screen.getByLabelText('Grade')).toHaveAccessibleDescription(M.gradeRequired);
    expect(posts()).toHaveLength(0);
  });

  it('refuses out-of-range numbers with their messages', async () => {
    renderDialog();
    await userEvent.clear(screen.getByLabelText('Max Score'));
    await userEvent.type(screen.getByLabelText('Max Score'), '0');
    await userEvent.clear(screen.getByLabelText('Time Limit (minutes)'));
    await userEvent.type(screen.getByLabelText('Time Limit (minutes)'), '601');
    await create();
    expect(await screen.findByText(M.maxScoreInvalid)).toBeInTheDocument();
    expect(screen.getByText(M.timeLimitInvalid)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('saves the create body only: cleared numbers as defaults, no source material', async () => {
    const { onOpenChange } = renderDialog();
    await userEvent.type(screen.getByLabelText('Assessment Title'), 'Fractions check-in');
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Mathematics');
    await userEvent.selectOptions(screen.getByLabelText('Grade'), '4');
    await userEvent.clear(screen.getByLabelText('Time Limit (minutes)'));
    await userEvent.type(screen.getByLabelText('Or paste your text'), 'Halves and quarters');
    await create();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = posts()[0]!;
    expect(url).toBe('/api/assessments');
    const sent = JSON.parse(String(init!.body));
    expect(sent).toMatchObject({
      title: 'Fractions check-in',
      subject: 'Mathematics',
      grade: '4',
      timeLimit: DEFAULT_ASSESSMENT.timeLimit,
    });
    expect(sent).not.toHaveProperty('sourceText');
    expect(sent).not.toHaveProperty('sourceLessonId');
  });

  it('saves the standards the teacher picks and offers them to Generate with AI', async () => {
    const { onOpenChange } = renderDialog();
    await userEvent.type(screen.getByLabelText('Assessment Title'), 'Adding fractions');
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Mathematics');
    await userEvent.selectOptions(screen.getByLabelText('Grade'), '4');
    await userEvent.type(screen.getByRole('combobox', { name: 'Standards' }), '4.NF');
    expect(await screen.findByRole('option', { name: /4\.NF\.B\.3/ })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = posts()[0]!;
    expect(url).toBe('/api/assessments/generate');
    expect(JSON.parse(String(init!.body)).standards).toEqual(['4.NF.B.3']);
  });
});
