// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '../../../../contracts/questions.contract';
import { QuestionEditor, type QuestionErrors } from './question-editor';

const choiceQuestion: Question = {
  id: 'q1',
  type: 'multiple_choice',
  prompt: 'What is half of 8?',
  choices: ['3', '4'],
  answer: '4',
  points: 2,
  needsReview: false,
};

/** The editor is controlled; this keeps its question in state as the edit page does. */
function Editor({
  initial = choiceQuestion,
  errors = {},
  index = 0,
  count = 1,
  onMove = () => {},
  onRemove = () => {},
  onChange = () => {},
}: {
  initial?: Question;
  errors?: QuestionErrors;
  index?: number;
  count?: number;
  onMove?: (delta: number) => void;
  onRemove?: () => void;
  onChange?: (q: Question) => void;
}) {
  const [q, setQ] = useState(initial);
  return (
    <QuestionEditor
      q={q}
      index={index}
      count={count}
      errors={errors}
      onChange={(next) => {
        setQ(next);
        onChange(next);
      }}
      onMove={onMove}
      onRemove={onRemove}
    />
  );
}

afterEach(cleanup);

const last = (fn: ReturnType<typeof vi.fn>) => fn.mock.lastCall?.[0] as Question;

describe('QuestionEditor', () => {
  it('moves the correct answer along when its choice is renamed', async () => {
    const onChange = vi.fn();
    render(<Editor onChange={onChange} />);
    expect(screen.getByLabelText('Choice 2 is correct')).toBeChecked();
    await userEvent.type(screen.getByLabelText('Choice 2'), ' apples');
    expect(last(onChange)).toMatchObject({ choices: ['3', '4 apples'], answer: '4 apples' });
    expect(screen.getByLabelText('Choice 2 is correct')).toBeChecked();
  });

  it('marks another choice as correct, but never an empty one', async () => {
    const onChange = vi.fn();
    render(<Editor onChange={onChange} />);
    await userEvent.click(screen.getByLabelText('Choice 1 is correct'));
    expect(last(onChange).answer).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: 'Add choice' }));
    expect(screen.getByLabelText('Choice 3 is correct')).toBeDisabled();
  });

  it('keeps between 2 and 8 choices, and removing the correct one clears the answer', async () => {
    const onChange = vi.fn();
    render(<Editor onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Remove choice 1' })).toBeDisabled();
    const add = screen.getByRole('button', { name: 'Add choice' });
    for (let i = 0; i < 6; i++) await userEvent.click(add);
    expect(screen.getAllByRole('textbox', { name: /^Choice \d$/ })).toHaveLength(8);
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove choice 2' }));
    expect(last(onChange)).toMatchObject({ choices: ['3', '', '', '', '', '', ''], answer: '' });
  });

  it('switching type keeps the prompt and points and takes the new type’s answer form', async () => {
    const onChange = vi.fn();
    render(<Editor onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Question type'), 'true_false');
    expect(last(onChange)).toMatchObject({
      type: 'true_false',
      prompt: 'What is half of 8?',
      points: 2,
      choices: [],
      answer: 'true',
    });
    expect(screen.getByRole('radio', { name: 'True' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'False' }));
    expect(last(onChange).answer).toBe('false');

    await userEvent.selectOptions(screen.getByLabelText('Question type'), 'short_answer');
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.type(screen.getByLabelText('Model answer (you grade against it)'), '4');
    expect(last(onChange)).toMatchObject({ type: 'short_answer', answer: '4' });
  });

  it('shows the issues it is given next to their fields', () => {
    render(
      <Editor
        errors={{ prompt: 'Question text is required', 'choices.1': 'Too small', points: 'Bad' }}
      />,
    );
    const prompt = screen.getByLabelText('Question text');
    expect(prompt).toHaveAttribute('aria-invalid', 'true');
    expect(prompt).toHaveAccessibleDescription('Question text is required');
    // A choice's own issue reads as what is wrong, not zod's generic message.
    expect(screen.getByText('Each choice needs text')).toBeInTheDocument();
    expect(screen.queryByText('Too small')).toBeNull();
    expect(screen.getByLabelText('Choice 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Points')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps an emptied points box as not-a-number, so validation can say so', async () => {
    const onChange = vi.fn();
    render(<Editor onChange={onChange} />);
    await userEvent.clear(screen.getByLabelText('Points'));
    expect(last(onChange).points).toBeNaN();
    expect(screen.getByLabelText('Points')).toHaveValue(null);
  });

  it('asks to check an AI question the AI could not verify, until marked as checked', async () => {
    const onChange = vi.fn();
    render(<Editor initial={{ ...choiceQuestion, needsReview: true }} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as checked' }));
    expect(last(onChange).needsReview).toBe(false);
    expect(screen.queryByRole('button', { name: 'Mark as checked' })).toBeNull();
  });

  it('tells the teacher where a generated question came from, and keeps the note on edits', async () => {
    const onChange = vi.fn();
    render(
      <Editor
        initial={{ ...choiceQuestion, source: 'From your text, sentence 3.' }}
        onChange={onChange}
      />,
    );
    expect(screen.getByTestId('question-1-source')).toHaveTextContent(
      'Source: From your text, sentence 3.',
    );
    await userEvent.type(screen.getByLabelText('Points'), '1');
    expect(last(onChange).source).toBe('From your text, sentence 3.');
    cleanup();
    render(<Editor />);
    expect(screen.queryByTestId('question-1-source')).toBeNull();
  });

  it('moves and removes the question, with no move past either end', async () => {
    const onMove = vi.fn();
    const onRemove = vi.fn();
    render(<Editor index={0} count={2} onMove={onMove} onRemove={onRemove} />);
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    expect(onMove).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(onRemove).toHaveBeenCalledOnce();
    cleanup();
    render(<Editor index={1} count={2} onMove={onMove} />);
    expect(screen.getByRole('button', { name: 'Move question 2 down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(onMove).toHaveBeenLastCalledWith(-1);
  });
});
