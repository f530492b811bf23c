import type { z } from 'zod';
import type {
  submitAnswersBody,
  TakeAssessment,
} from '../../../../../contracts/assessments.contract';
import { isApiError } from '../../../../lib/api-client';

/** The take form as typed; `answers` has one entry per question, in order. */
export type TakeInput = z.input<typeof submitAnswersBody>;
/** The form once checked: the body the API takes. */
export type TakeValues = z.output<typeof submitAnswersBody>;

/** No name chosen, no code typed, every question unanswered. */
export const takeDefaults = (test: TakeAssessment) => ({
  studentCode: '',
  answers: test.questions.map((q) => ({ questionId: q.id, answer: '' })),
});

/** A wrong personal code is shown on the code field (focused), not as a general failure. */
export const WRONG_CODE = 'assessments.wrong_student_code';
export const isWrongCode = (error: unknown) => isApiError(error, WRONG_CODE);

/** Where a question's card is on the page: the unanswered warning links to it. */
export const questionAnchor = (questionId: string) => `question-${questionId}`;

/** The indexes of the questions left blank (a short answer of spaces is blank too). */
export const unansweredIndexes = (answers: readonly { answer: string }[]) =>
  answers.flatMap((a, i) => (a.answer.trim() === '' ? [i] : []));
