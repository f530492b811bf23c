// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Question } from '../../../../contracts/questions.contract';
import { TakeDone } from '../pages/take/take-done';
import { QuestionEditor } from './question-editor';

afterEach(cleanup);

function Harness() {
  const [q, setQ] = useState<Question>({
    id: 'q1',
    type: 'short_answer',
    prompt: 'Why do leaves fall?',
    choices: [],
    answer: 'Less light in autumn',
    points: 1,
    needsReview: false,
  });
  return (
    <>
      <QuestionEditor
        q={q}
        index={0}
        count={1}
        errors={{}}
        onChange={setQ}
        onMove={() => {}}
        onRemove={() => {}}
      />
      <output data-testid="saved">{JSON.stringify(q)}</output>
    </>
  );
}
const saved = () => JSON.parse(screen.getByTestId('saved').textContent!) as Question;

describe('rubrics in the editor and the student’s result (issue 32 item 17)', () => {
  it('adds a rubric to a short answer; the question’s points follow its best levels', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a rubric' }));
    expect(saved().rubric?.criteria).toHaveLength(1);
    expect(saved().points).toBe(2);
    expect(screen.getByLabelText('Points')).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Add criterion' }));
    expect(saved().points).toBe(4);
    const top = screen.getByLabelText('Points for level 3 of criterion 2');
    await userEvent.clear(top);
    await userEvent.type(top, '5');
    expect(saved().points).toBe(7);
    await userEvent.clear(screen.getByLabelText('Criterion 2'));
    await userEvent.type(screen.getByLabelText('Criterion 2'), 'Evidence');
    expect(saved().rubric?.criteria[1]?.name).toBe('Evidence');
    await userEvent.click(screen.getByRole('button', { name: 'Remove rubric' }));
    expect(saved()).not.toHaveProperty('rubric');
    expect(screen.getByLabelText('Points')).not.toHaveAttribute('readonly');
  });

  it('the student’s result shows each criterion with the level the teacher picked', () => {
    render(
      <TakeDone
        result={{
          released: true,
          score: 5,
          maxScore: 6,
          correct: 1,
          autoGraded: 1,
          needsReview: false,
          rubrics: [
            {
              questionId: 'q2',
              prompt: 'Should school start later?',
              points: 5,
              pointsAwarded: 4,
              criteria: [
                {
                  name: 'Claim',
                  levels: [
                    { label: 'No claim', points: 0 },
                    { label: 'A clear claim', points: 2 },
                  ],
                  picked: 1,
                },
              ],
            },
          ],
        }}
      />,
    );
    const rubric = screen.getByRole('region', { name: 'Rubric: Should school start later?' });
    expect(within(rubric).getByText('4 of 5 points')).toBeInTheDocument();
    expect(within(rubric).getByText(/A clear claim/)).toHaveTextContent(
      'A clear claim (2), your level',
    );
  });
});
