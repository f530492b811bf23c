// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssessmentResults } from '../../../../contracts/assessments.contract';
import { ResultsSummary } from './results-charts';

const question = (
  n: number,
  type: string,
  accuracy: number | null,
  pending: number,
): AssessmentResults['questions'][number] => ({
  questionId: `q${n}`,
  prompt: `Question about Zoë's fractions ${n}`,
  type,
  answered: 3,
  correct: 1,
  pending,
  accuracy,
});

const data = (questions: AssessmentResults['questions']) =>
  ({
    assessment: { averagePercent: null },
    results: [],
    distribution: [],
    questions,
    roster: [],
  }) as unknown as AssessmentResults;

afterEach(cleanup);

describe('accuracy per question (issue 32 item 13)', () => {
  it('says "pending" for written answers still to grade, and never 0% for them', () => {
    render(
      <ResultsSummary
        data={data([
          question(1, 'multiple_choice', 50, 0),
          question(2, 'short_answer', null, 2),
          question(3, 'short_answer', 75, 0),
        ])}
      />,
    );
    const list = screen.getByRole('list', { name: 'Questions' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('50%');
    expect(items[1]).toHaveTextContent('pending (2 to grade)');
    expect(items[1]).not.toHaveTextContent('0%');
    expect(items[2]).toHaveTextContent('75%');
  });

  it('lists the questions as pending before any answer is graded', () => {
    render(<ResultsSummary data={data([question(1, 'short_answer', null, 1)])} />);
    const list = screen.getByRole('list', { name: 'Questions' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('pending (1 to grade)');
  });
});
