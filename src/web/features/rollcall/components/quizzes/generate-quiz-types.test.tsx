// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../../../../contracts/system.contract';
import { queryKeys } from '../../../../lib/query-keys';
import { renderWithQuery, sentWith, stubFetch } from '../../../../testing/render-with-query';
import { GenerateQuizForm } from './generate-quiz-form';

const NOTICE = 'The built-in engine made no slider question: it knows no numeric fact on it.';
const fetchMock = stubFetch(async (url) =>
  url === '/api/quizzes/generate'
    ? Response.json(
        { quiz: { id: 1, questionCount: 5 }, questions: [], notice: NOTICE },
        { status: 201 },
      )
    : Response.json({}),
);
const generated = () =>
  sentWith(fetchMock, 'POST').filter(([url]) => url === '/api/quizzes/generate');
afterEach(cleanup);

async function fillRequired() {
  renderWithQuery(<GenerateQuizForm />, {}, [
    [queryKeys.publicConfig, { ai: { engine: 'builtin', model: null } } as PublicConfig],
  ]);
  await userEvent.selectOptions(screen.getByLabelText(/^Subject/), 'Science');
  await userEvent.selectOptions(screen.getByLabelText(/^Grade Level/), '5');
}
const box = (label: string) => screen.getByRole('checkbox', { name: label });
const generate = () => userEvent.click(screen.getByRole('button', { name: 'Generate Quiz' }));

describe('the quiz generator’s question types (issue 35 item 5)', () => {
  it('offers every type, multiple choice and true/false ticked, and sends the ticked ones', async () => {
    await fillRequired();
    const group = screen.getByRole('group', { name: 'Question types' });
    expect(group.querySelectorAll('input[type=checkbox]')).toHaveLength(8);
    expect(box('Multiple choice')).toBeChecked();
    expect(box('True or false')).toBeChecked();
    expect(box('Slider')).not.toBeChecked();
    await userEvent.click(box('True or false'));
    await userEvent.click(box('Slider'));
    await userEvent.click(box('Word cloud'));
    await generate();
    await waitFor(() => expect(generated()).toHaveLength(1));
    expect(JSON.parse(String(generated()[0]![1]!.body)).questionTypes).toEqual([
      'multiple_choice',
      'slider',
      'word_cloud',
    ]);
    // What the engine could not make stays on the form, in its words.
    expect(await screen.findByTestId('quiz-generate-notice')).toHaveTextContent(NOTICE);
  });

  it('with no type ticked, says to pick one and sends nothing', async () => {
    fetchMock.mockClear();
    await fillRequired();
    await userEvent.click(box('Multiple choice'));
    await userEvent.click(box('True or false'));
    await generate();
    expect(await screen.findByText('Pick at least one question type')).toBeInTheDocument();
    expect(generated()).toHaveLength(0);
  });
});
