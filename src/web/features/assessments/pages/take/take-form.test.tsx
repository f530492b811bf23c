// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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
  rubrics: [],
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
    // One question is left blank: the student confirms.
    await press(T.submitAnyway);
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
    await press(T.submitAnyway);
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
    await press(T.submitAnyway);
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

  // Issue 32 item 6: a student who answered 2 of 8 was sent, final, without a word.
  it('before sending with unanswered questions, says how many and links to each', async () => {
    const eight: TakeAssessment = {
      ...test_,
      questions: Array.from({ length: 8 }, (_, i) => ({
        id: `q${i + 1}`,
        type: i === 6 ? ('short_answer' as const) : ('true_false' as const),
        prompt: `Zoë's question n° ${i + 1}`,
        choices: [],
        points: 1,
      })),
    };
    renderForm(eight);
    await userEvent.selectOptions(name(), 'Ava M.');
    await userEvent.type(code(), 'AB2CD');
    const trues = screen.getAllByRole('radio', { name: T.true });
    await userEvent.click(trues[0]!);
    await userEvent.click(trues[3]!);
    await press(T.submit);

    const dialog = await screen.findByRole('alertdialog', { name: T.unansweredTitle });
    expect(dialog).toHaveAccessibleDescription(T.unanswered(6, 8));
    expect(T.unanswered(6, 8)).toBe('6 of 8 questions are unanswered.');
    const links = within(dialog).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(
      [2, 3, 5, 6, 7, 8].map((n) => `Question ${n}: Zoë's question n° ${n}`),
    );
    expect(within(dialog).getByRole('button', { name: T.goBack })).toHaveFocus();
    expect(posts()).toHaveLength(0);

    // A link closes the warning and puts the student on that question.
    await userEvent.click(within(dialog).getByRole('link', { name: /Question 7:/ }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getByLabelText(/question n° 7/)).toHaveFocus());
    await userEvent.click(screen.getAllByRole('radio', { name: T.true })[1]!);
    await press(T.submit);
    const again = await screen.findByRole('alertdialog');
    expect(again).toHaveAccessibleDescription(T.unanswered(5, 8));
    await userEvent.click(within(again).getAllByRole('link')[1]!);
    // Question 5's first choice (the fifth True on the page).
    await waitFor(() => expect(screen.getAllByRole('radio', { name: T.true })[4]!).toHaveFocus());

    // Going back sends nothing; Submit anyway sends the answers as they are.
    await press(T.submit);
    await press(T.goBack);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts()).toHaveLength(0);
    await press(T.submit);
    await press(T.submitAnyway);
    expect(await screen.findByText(M.submitted)).toBeInTheDocument();
    expect((sentBody().answers as { answer: string }[]).map((a) => a.answer)).toEqual([
      'true',
      'true',
      '',
      'true',
      '',
      '',
      '',
      '',
    ]);
  });

  it('sends at once when every question is answered', async () => {
    renderForm({ ...test_, questions: test_.questions.slice(0, 2) });
    await userEvent.selectOptions(name(), 'Ava M.');
    await userEvent.type(code(), 'AB2CD');
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    await userEvent.click(screen.getByRole('radio', { name: T.false }));
    await press(T.submit);
    expect(await screen.findByText(M.submitted)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
