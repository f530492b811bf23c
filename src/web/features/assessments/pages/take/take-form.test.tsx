// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_MESSAGES as M,
  type TakeAssessment,
} from '../../../../../contracts/assessments.contract';
import { TAKE_TEXT as T } from '../../../../../contracts/take.contract';
import { TakeForm } from './take-form';
import { renderWithQuery, sentWith, stubFetch } from '../../../../testing/render-with-query';

const test_: TakeAssessment = {
  title: 'Fractions',
  description: '',
  type: 'quiz',
  subject: 'Math',
  timeLimit: 30,
  open: true,
  questions: [
    { id: 'q1', type: 'multiple_choice', prompt: 'Half of 8?', choices: ['3', '4'], points: 2 },
    { id: 'q2', type: 'true_false', prompt: 'A half is 0.5', choices: [], points: 1 },
    { id: 'q3', type: 'short_answer', prompt: 'Explain a half', choices: [], points: 3 },
  ],
  students: [
    { id: 7, name: 'Ava M.' },
    { id: 9, name: 'Ben K.' },
  ],
};
const done = {
  released: true,
  score: null,
  maxScore: 6,
  correct: 1,
  autoGraded: 2,
  needsReview: true,
};

const fetchMock = stubFetch(async () => Response.json(done));
const posts = () => sentWith(fetchMock, 'POST');
const sentBody = (i = 0) => JSON.parse(posts()[i]![1]!.body as string) as Record<string, unknown>;

function renderForm(test: TakeAssessment = test_) {
  renderWithQuery(<TakeForm code="ABCD1234" test={test} />);
}
const name = () => screen.getByLabelText(T.nameLabel);
const code = () => screen.getByLabelText(T.codeLabel);
const press = (label: string) => userEvent.click(screen.getByRole('button', { name: label }));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the take form', () => {
  it('asks for a name first (focused), then the personal code, and sends nothing until both', async () => {
    renderForm();
    await press(T.submit);
    await waitFor(() => expect(name()).toHaveAccessibleDescription(M.pickYourName));
    expect(code()).toHaveAccessibleDescription(M.enterYourCode);
    expect(name()).toHaveFocus();

    await userEvent.selectOptions(name(), 'Ava M.');
    await userEvent.type(code(), '   ');
    await press(T.submit);
    await waitFor(() => expect(code()).toHaveFocus());
    expect(code()).toHaveAccessibleDescription(M.enterYourCode);
    expect(screen.queryByText(M.pickYourName)).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('sends the name, the code without spaces in capitals and every answer in order', async () => {
    localStorage.setItem('chalkwise.take.ABCD1234.startedAt', String(Date.now()));
    renderForm();
    await userEvent.selectOptions(name(), 'Ben K.');
    await userEvent.type(code(), ' ab2 cd ');
    // The browser tests find a question's choices by this name.
    expect(screen.getByRole('radio', { name: T.true })).toHaveAttribute('name', 'answer-q2');
    await userEvent.click(screen.getByRole('radio', { name: '3' }));
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    expect(screen.getByRole('radio', { name: '3' })).not.toBeChecked();
    await userEvent.type(screen.getByLabelText(/Explain a half/), 'One of two equal parts');
    await press(T.submit);
    expect(await screen.findByText(M.submitted)).toBeInTheDocument();
    expect(posts()[0]![0]).toBe('/api/take/ABCD1234');
    expect(sentBody()).toEqual({
      studentId: 9,
      studentCode: 'AB2CD',
      answers: [
        { questionId: 'q1', answer: '4' },
        { questionId: 'q2', answer: '' },
        { questionId: 'q3', answer: 'One of two equal parts' },
      ],
    });
    expect(screen.getByTestId('take-pending')).toHaveTextContent(T.teacherGrades);
    expect(screen.getByText('1 of 2 auto-graded answers right.')).toBeInTheDocument();
    // Sent answers end this device's clock for the assessment.
    expect(localStorage.getItem('chalkwise.take.ABCD1234.startedAt')).toBeNull();
  });

  it('shows a refused personal code on the code field, focused, and no general failure', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json(
        { message: M.wrongStudentCode, code: 'assessments.wrong_student_code' },
        { status: 403 },
      ),
    );
    renderForm();
    await userEvent.selectOptions(name(), 'Ava M.');
    await userEvent.type(code(), 'ZZZZZ');
    await press(T.submit);
    await waitFor(() => expect(code()).toHaveAccessibleDescription(M.wrongStudentCode));
    expect(code()).toHaveFocus();
    expect(screen.queryByText(T.submitFailed)).not.toBeInTheDocument();
  });

  it('at the end of the time limit tries to send, as if Submit were pressed', async () => {
    const past = Date.now() - 31 * 60_000;
    localStorage.setItem('chalkwise.take.ABCD1234.startedAt', String(past));
    renderForm();
    expect(await screen.findByText(T.timeUp)).toBeInTheDocument();
    await waitFor(() => expect(name()).toHaveAccessibleDescription(M.pickYourName));
    expect(posts()).toHaveLength(0);
  });

  it('says when the answers could not be sent', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 502 }));
    renderForm();
    await userEvent.selectOptions(name(), 'Ava M.');
    await userEvent.type(code(), 'AB2CD');
    await press(T.submit);
    expect(await screen.findByText(T.submitFailed)).toBeInTheDocument();
  });

  it('once closed, checks the name and code before looking up a released score', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ ...done, score: 5, needsReview: false }),
    );
    renderForm({ ...test_, open: false });
    expect(screen.getByText(T.closed)).toBeInTheDocument();
    await press(T.seeMyResult);
    await waitFor(() => expect(name()).toHaveAccessibleDescription(M.pickYourName));
    expect(posts()).toHaveLength(0);
    await userEvent.selectOptions(name(), 'Ava M.');
    await userEvent.type(code(), 'ab2cd');
    await press(T.seeMyResult);
    expect(await screen.findByText(T.yourSubmission)).toBeInTheDocument();
    expect(posts()[0]![0]).toBe('/api/take/ABCD1234/result');
    expect(sentBody()).toEqual({ studentId: 7, studentCode: 'AB2CD' });
    expect(screen.getByTestId('take-score')).toHaveTextContent(`${T.yourScore} 5 / 6`);
  });
});
