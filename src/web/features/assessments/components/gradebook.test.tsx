// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssessmentResults } from '../../../../contracts/assessments.contract';
import { renderWithQuery } from '../../../testing/render-with-query';
import { Gradebook } from './gradebook';

const assessment = {
  id: 3,
  title: 'Water cycle',
  description: '',
  type: 'quiz',
  subject: 'Science',
  grade: '5',
  maxScore: 100,
  timeLimit: 30,
  questionCount: 2,
  aiGenerated: false,
  shareCode: 'ABCDEFGH',
  published: true,
  scoreRelease: 'immediate',
  resultsReleasedAt: null,
  submissionCount: 0,
  needsReviewCount: 0,
  unreviewedCount: 0,
  averagePercent: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  questions: { generatedContent: '', items: [] },
} satisfies AssessmentResults['assessment'];

const result = (
  id: number,
  studentId: number,
  score: number | null,
  source: 'online' | 'gradebook',
) => ({
  id,
  studentId,
  studentName: `Student ${studentId}`,
  score,
  percent: score,
  needsReview: score === null,
  source,
  answers: [],
  submittedAt: '2026-01-02T00:00:00.000Z',
});

const page = (results: AssessmentResults['results']): AssessmentResults => ({
  assessment,
  results,
  distribution: [],
  questions: [],
  roster: [
    { id: 1, name: 'Ava Martin' },
    { id: 2, name: 'Ben King' },
    { id: 3, name: 'Cai Lee' },
  ],
});

function renderGradebook(data: AssessmentResults) {
  const view = renderWithQuery(<Gradebook data={data} />);
  return { rerender: (d: AssessmentResults) => view.rerender(<Gradebook data={d} />) };
}

const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

afterEach(cleanup);

describe('Gradebook', () => {
  it('shows online scores in their boxes, with where each score came from', () => {
    renderGradebook(
      page([
        result(10, 1, 58, 'online'),
        result(11, 2, 73, 'gradebook'),
        result(12, 3, null, 'online'),
      ]),
    );
    expect(box('Ava Martin').value).toBe('58');
    expect(box('Ben King').value).toBe('73');
    expect(box('Cai Lee').value).toBe('');
    expect(screen.getByTestId('score-source-1').textContent).toBe('Online');
    expect(screen.getByTestId('score-source-2').textContent).toBe('Entered here');
    expect(screen.getByTestId('score-source-3').textContent).toBe('Online, waiting for your grade');
  });

  it('shows scores that arrive while it is open, keeping what the teacher is typing', async () => {
    const view = renderGradebook(page([]));
    expect(box('Ava Martin').value).toBe('');
    await userEvent.type(box('Ben King'), '40');
    view.rerender(page([result(10, 1, 58, 'online'), result(11, 2, 73, 'online')]));
    expect(box('Ava Martin').value).toBe('58');
    expect(box('Ben King').value).toBe('40');
    expect(screen.getByTestId('score-source-1').textContent).toBe('Online');
  });
});
