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

/**
 * Who a launch from the LMS says is answering (issue 36 item 5): Chalkwise sends the learner to
 * `/take/CODE#lti=STUDENT.CODE`; the fragment never reaches a server. Null for anything else.
 */
export function ltiIdentity(hash: string): { studentId: number; studentCode: string } | null {
  const m = /^#lti=(\d{1,9})\.([^&]{1,40})$/.exec(hash);
  if (!m) return null;
  try {
    return { studentId: Number(m[1]), studentCode: decodeURIComponent(m[2]!) };
  } catch {
    return null;
  }
}

/** No name chosen, no code typed (unless the LMS launch said who), every question unanswered. */
export const takeDefaults = (
  test: TakeAssessment,
  who: { studentId: number; studentCode: string } | null = null,
) => ({
  ...(who && test.students.some((s) => s.id === who.studentId) ? who : { studentCode: '' }),
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
