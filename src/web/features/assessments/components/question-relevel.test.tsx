// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../../../contracts/system.contract';
import type { Question } from '../../../../contracts/questions.contract';
import { RELEVEL_MESSAGES } from '../../../../contracts/reading-level.contract';
import { queryKeys } from '../../../lib/query-keys';
import { renderWithQuery, sentWith, stubFetch } from '../../../testing/render-with-query';
import { QuestionEditor } from './question-editor';

const HARD =
  'True or false: evaporation transforms approximately all of the water, which rises into the air as vapour when the sun heats the sea.';
const EASIER =
  'True or false: evaporation changes about all of the water. This rises into the air as vapour when the sun heats the sea.';
let answer: object = {
  title: 'Water',
  content: EASIER,
  readingLevel: { grade: 4.2, target: 5, onTarget: true },
};
const fetchMock = stubFetch(async (url) =>
  url === '/api/ai/relevel' ? Response.json(answer) : Response.json({}),
);
afterEach(cleanup);

const question: Question = {
  id: 'q1',
  type: 'true_false',
  prompt: HARD,
  choices: [],
  answer: 'true',
  points: 1,
  needsReview: false,
};

function Editor() {
  const [q, setQ] = useState(question);
  return (
    <QuestionEditor
      q={q}
      index={0}
      count={1}
      errors={{}}
      onChange={setQ}
      onMove={() => {}}
      onRemove={() => {}}
      relevelFor={{ subject: 'Science', grade: '5', topic: 'Water cycle check' }}
    />
  );
}
const render = () =>
  renderWithQuery(<Editor />, {}, [
    [queryKeys.publicConfig, { ai: { engine: 'builtin', model: null } } as PublicConfig],
  ]);

describe('Make easier on an assessment question (issue 34 item 1)', () => {
  it('rewrites the question text for the assessment’s grade and shows the new level', async () => {
    answer = {
      title: 'Water',
      content: EASIER,
      readingLevel: { grade: 4.2, target: 5, onTarget: true },
    };
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Make easier (question 1)' }));
    await waitFor(() => expect(screen.getByLabelText('Question text')).toHaveValue(EASIER));
    expect(screen.getByTestId('reading-level')).toHaveTextContent('Reads at grade 4.2 - target 5');
    const sent = JSON.parse(String(sentWith(fetchMock, 'POST')[0]![1]!.body));
    expect(sent).toMatchObject({
      text: HARD,
      direction: 'easier',
      subject: 'Science',
      grade: '5',
      topic: 'Water cycle check',
    });
    // The built-in engine cannot make it harder: the button says so instead of failing.
    expect(screen.getByRole('button', { name: 'Make harder (question 1)' })).toBeDisabled();
  });

  it('keeps the text and says why when the built-in engine could not make it easier', async () => {
    answer = { title: 'Water', content: HARD, notice: RELEVEL_MESSAGES.unchanged };
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Make easier (question 1)' }));
    expect(await screen.findByText(RELEVEL_MESSAGES.unchanged)).toBeInTheDocument();
    expect(screen.getByLabelText('Question text')).toHaveValue(HARD);
  });
});
