// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSESSMENT_MESSAGES as M } from '../../../../contracts/assessments.contract';
import { DEFAULT_ASSESSMENT } from '../../../../contracts/constants';
import { CreateAssessmentDialog } from './create-assessment-dialog';

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    Response.json({ id: 1, ...JSON.parse(String(init?.body ?? '{}')) }, { status: 201 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  // The lesson list, engine notice and queue place stay loading: this test is about the form.
  const qc = new QueryClient({
    defaultOptions: { queries: { retry: false, queryFn: () => new Promise(() => {}) } },
  });
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={qc}>
      <CreateAssessmentDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
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
});
