import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_MESSAGES as M,
  assessmentFormBody,
  type Assessment,
} from '../../../contracts/assessments.contract';
import { flattenErrors } from '../../lib/form-errors';
import { toFormValues, type AssessmentFormIn } from './assessment-draft';

/** What the edit form's resolver answers for these values (the field array registered). */
async function resolve(values: AssessmentFormIn) {
  const result = await zodResolver(assessmentFormBody)(values, undefined, {
    fields: {},
    names: ['questions.items'],
    shouldUseNativeValidation: false,
  });
  return { values: result.values, errors: result.errors as FieldErrors<AssessmentFormIn> };
}
const questionErrors = (errors: FieldErrors<AssessmentFormIn>, i: number) =>
  flattenErrors(errors.questions?.items?.[i]);

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
  unreviewedCount: 0,
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

describe('the assessment edit form', () => {
  it('round-trips a stored assessment into a valid body', async () => {
    const { values, errors } = await resolve(toFormValues(assessment));
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      title: 'Fractions',
      maxScore: 100,
      scoreRelease: 'immediate',
      questions: { items: assessment.questions.items },
    });
  });

  it('reports the contract messages by path', async () => {
    const form = toFormValues(assessment);
    const [q1, q2] = form.questions.items!;
    const { errors } = await resolve({
      ...form,
      title: ' ',
      maxScore: Number.NaN,
      timeLimit: 2.5,
      questions: {
        ...form.questions,
        items: [
          { ...q1!, answer: '3' },
          { ...q2!, prompt: '' },
        ],
      },
    });
    expect(errors.title?.message).toBe(M.titleRequired);
    expect(errors.maxScore?.message).toBe(M.maxScoreInvalid);
    expect(errors.timeLimit?.message).toBe(M.timeLimitInvalid);
    expect(questionErrors(errors, 0)).toEqual({ choices: M.choicesNeeded });
    expect(questionErrors(errors, 1)).toEqual({ prompt: 'Question text is required' });
  });

  it('checks that a multiple choice answer is one of its choices', async () => {
    const form = toFormValues(assessment);
    const items = [{ ...form.questions.items![0]!, answer: '' }];
    const { errors } = await resolve({ ...form, questions: { ...form.questions, items } });
    expect(questionErrors(errors, 0)).toEqual({ choices: M.choicesNeeded });
  });

  it('puts a list-wide message (duplicate ids) on the list itself', async () => {
    const form = toFormValues(assessment);
    const q = form.questions.items![0]!;
    const { errors } = await resolve({ ...form, questions: { ...form.questions, items: [q, q] } });
    const list = errors.questions?.items;
    expect(list?.root?.message ?? list?.message).toBe(M.questionIdsUnique);
  });
});
