// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../../../../contracts/system.contract';
import { queryKeys } from '../../../../lib/query-keys';
import { renderWithQuery, sentWith, stubFetch } from '../../../../testing/render-with-query';
import { chooseSourceFile, EXTRACTED, isExtract } from '../../../../testing/source-file';
import { GenerateQuizForm } from './generate-quiz-form';

const fetchMock = stubFetch(async (url) =>
  isExtract(url)
    ? Response.json(EXTRACTED)
    : url === '/api/quizzes/generate'
      ? Response.json({ quiz: { id: 1, questionCount: 1 }, questions: [] }, { status: 201 })
      : Response.json({}),
);
afterEach(cleanup);

function renderWith(ai: PublicConfig['ai']) {
  const config = { ai } as PublicConfig;
  renderWithQuery(<GenerateQuizForm />, {}, [[queryKeys.publicConfig, config]]);
}

/**
 * The form offered OpenRouter, OpenAI and Google with none configured (issue 32 item 16): which
 * engine answers is the server's configuration, so the form names it, as the other forms do.
 */
describe('the quiz generator form', () => {
  it('offers no provider to pick and says the built-in generator answers', () => {
    renderWith({ engine: 'builtin', model: null });
    expect(screen.queryByLabelText('AI provider')).not.toBeInTheDocument();
    expect(screen.queryByText('OpenRouter')).not.toBeInTheDocument();
    expect(screen.getByTestId('ai-engine-notice')).toHaveTextContent(
      "Using Chalkwise's built-in generator",
    );
  });

  it('names a configured local model as the one writing drafts', () => {
    renderWith({ engine: 'local', model: 'qwen2.5-1.5b-instruct' });
    expect(screen.queryByLabelText('AI provider')).not.toBeInTheDocument();
    expect(screen.getByTestId('ai-engine-notice')).toHaveTextContent('Drafts are written by');
  });
});

describe('a quiz from the teacher’s file (issue 34 item 3)', () => {
  const generated = () =>
    sentWith(fetchMock, 'POST').filter(([url]) => url === '/api/quizzes/generate');

  it('sends the file’s text and name with the quiz request', async () => {
    renderWith({ engine: 'builtin', model: null });
    await userEvent.selectOptions(screen.getByLabelText(/^Subject/), 'Science');
    await userEvent.selectOptions(screen.getByLabelText(/^Grade Level/), '5');
    await chooseSourceFile();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    await waitFor(() => expect(generated()).toHaveLength(1));
    expect(JSON.parse(String(generated()[0]![1]!.body))).toMatchObject({
      subject: 'Science',
      gradeLevel: '5',
      sourceText: EXTRACTED.text,
      sourceName: 'water-cycle.pdf',
    });
  });

  it('sends no material when none is given', async () => {
    renderWith({ engine: 'builtin', model: null });
    await userEvent.selectOptions(screen.getByLabelText(/^Subject/), 'Science');
    await userEvent.selectOptions(screen.getByLabelText(/^Grade Level/), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    await waitFor(() => expect(generated()).toHaveLength(1));
    expect(JSON.parse(String(generated()[0]![1]!.body))).not.toHaveProperty('sourceText');
  });
});
