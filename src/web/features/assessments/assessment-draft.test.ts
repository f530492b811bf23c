import { describe, expect, it } from 'vitest';
import { ASSESSMENT_MESSAGES as M, type Assessment } from '../../../contracts/assessments.contract';
import { questionErrors, toDraft, validateDraft } from './assessment-draft';

const assessment: Assessment = {
  id: 7,
  title: 'Fractions',
  description: 'Halves',
  type: 'quiz',
  subject: 'Mathematics',
  grade: '4',
  maxScore: 100,
  timeLimit: 60,
  questionCount: 2,
  aiGenerated: false,
  shareCode: null,
  published: false,
  scoreRelease: 'immediate',
  resultsReleasedAt: null,
  submissionCount: 0,
  needsReviewCount: 0,
  averagePercent: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  questions: {
    generatedContent: '',
    items: [
      {
        id: 'q1',
        type: 'multiple_choice',
        prompt: '1/2 of 4?',
        choices: ['1', '2'],
        answer: '2',
        points: 1,
        needsReview: false,
      },
      {
        id: 'q2',
        type: 'short_answer',
        prompt: 'Explain a half',
        choices: [],
        answer: 'Two equal parts',
        points: 2,
        needsReview: true,
      },
    ],
  },
};

describe('assessment drafts', () => {
  it('round-trips a stored assessment into a valid body', () => {
    const { body, errors } = validateDraft(toDraft(assessment));
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      title: 'Fractions',
      maxScore: 100,
      questions: { items: assessment.questions.items },
    });
  });
  it('reports the contract messages by path', () => {
    const draft = toDraft(assessment);
    draft.title = ' ';
    draft.maxScore = '';
    draft.timeLimit = '2.5';
    draft.questions = [
      { ...draft.questions[0]!, answer: '3' },
      { ...draft.questions[1]!, prompt: '' },
    ];
    const { body, errors } = validateDraft(draft);
    expect(body).toBeNull();
    expect(errors.title).toBe(M.titleRequired);
    expect(errors.maxScore).toBe(M.maxScoreInvalid);
    expect(errors.timeLimit).toBe(M.timeLimitInvalid);
    expect(questionErrors(errors, 1)).toEqual({ prompt: 'Question text is required' });
  });
  it('checks that a multiple choice answer is one of its choices', () => {
    const draft = toDraft(assessment);
    draft.questions = [{ ...draft.questions[0]!, answer: '' }];
    expect(questionErrors(validateDraft(draft).errors, 0)).toEqual({ choices: M.choicesNeeded });
  });
});
