// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TakeAssessment } from '../../../../../contracts/assessments.contract';
import { TAKE_TEXT as T } from '../../../../../contracts/take.contract';
import { renderWithQuery, sentWith, stubFetch } from '../../../../testing/render-with-query';
import { TakeForm } from './take-form';
import { ltiIdentity } from './take-values';

const quiz: TakeAssessment = {
  title: 'Light',
  description: '',
  type: 'quiz',
  subject: 'Science',
  timeLimit: 10,
  open: true,
  questions: [{ id: 'q1', type: 'true_false', prompt: 'Light bends', choices: [], points: 1 }],
  students: [
    { id: 7, name: 'Ava M.' },
    { id: 9, name: 'Siobhán O.' },
  ],
};
const fetchMock = stubFetch(async () =>
  Response.json({
    released: true,
    score: 1,
    maxScore: 1,
    correct: 1,
    autoGraded: 1,
    needsReview: false,
    rubrics: [],
  }),
);

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.location.hash = '';
});

describe('a learner launched from the LMS (issue 36 item 5)', () => {
  it('reads who they are from the link’s fragment, and nothing else', () => {
    expect(ltiIdentity('#lti=9.K7P-2QX')).toEqual({ studentId: 9, studentCode: 'K7P-2QX' });
    expect(ltiIdentity('#lti=9.K7P%2D2QX')).toEqual({ studentId: 9, studentCode: 'K7P-2QX' });
    expect(ltiIdentity('')).toBeNull();
    expect(ltiIdentity('#lti=x.CODE')).toBeNull();
    expect(ltiIdentity('#lti=9.')).toBeNull();
    expect(ltiIdentity('#lti=9.%E0%A4%A')).toBeNull();
  });

  it('finds their name chosen and their code typed: answering and Submit is all', async () => {
    window.location.hash = '#lti=9.K7P2QX';
    renderWithQuery(<TakeForm code="ABCD1234" test={quiz} />);
    expect(screen.getByLabelText(T.nameLabel)).toHaveValue('9');
    expect(screen.getByLabelText(T.codeLabel)).toHaveValue('K7P2QX');
    await userEvent.click(screen.getByLabelText('True'));
    await userEvent.click(screen.getByRole('button', { name: T.submit }));
    const [, init] = sentWith(fetchMock, 'POST')[0]!;
    expect(JSON.parse(init!.body as string)).toMatchObject({
      studentId: 9,
      studentCode: 'K7P2QX',
      answers: [{ questionId: 'q1', answer: 'true' }],
    });
  });

  it('a fragment naming someone not on the list fills in nothing', () => {
    window.location.hash = '#lti=42.K7P2QX';
    renderWithQuery(<TakeForm code="ABCD1234" test={quiz} />);
    expect(screen.getByLabelText(T.codeLabel)).toHaveValue('');
  });
});
