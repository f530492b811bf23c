// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuizSummary } from '../../../../../contracts/quizzes.contract';
import { QuizSelect } from './quiz-select';

afterEach(cleanup);

const quiz = (id: number, title: string, questionCount: number): QuizSummary => ({
  id,
  title,
  description: '',
  subject: 'Mathematics',
  gradeLevel: '7',
  difficulty: 'medium',
  popCultureTheme: '',
  questionCount,
  needsReviewCount: 0,
  aiGenerated: false,
  sourceAssessmentId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

describe("the game form's quiz list", () => {
  it('counts each quiz\'s questions in words that agree ("1 question", not "1 questions")', () => {
    render(
      <QuizSelect
        quizzes={[
          quiz(1, 'Unit rates warm-up', 1),
          quiz(2, 'Ratios check', 12),
          quiz(3, 'Empty draft', 0),
        ]}
      />,
    );
    expect(screen.getByRole('option', { name: 'Unit rates warm-up (1 question)' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Ratios check (12 questions)' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Empty draft (0 questions)' })).toBeDisabled();
  });
});
