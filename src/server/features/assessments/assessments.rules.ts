import { splitQuestions } from '../../../contracts/assessments.contract';
import type { AssessmentRecord } from '../../platform/db/schema/index';
import { questionsProse, readingLevelOf } from '../../ai/reading-level';
import { percentOf } from './assessments.grading';
import type { ResultWithName } from './assessments.repository';

/** Pure shaping shared by the service's parts (CRUD, gradebook, publishing, take flow). */

export const fullName = (r: { firstName: string; lastName: string }) =>
  `${r.firstName} ${r.lastName}`;

export const mean = (xs: readonly number[]) =>
  xs.length === 0 ? null : Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;

/** Structured questions decide the count; without them the teacher's planned count stands. */
export function storedQuestions(
  questions: Parameters<typeof splitQuestions>[0] | undefined,
  questionCount: number | undefined,
) {
  if (questions === undefined) return questionCount === undefined ? {} : { questionCount };
  const { items, generatedContent } = splitQuestions(questions);
  return {
    questions: items,
    generatedContent,
    ...(items.length > 0
      ? { questionCount: items.length }
      : questionCount === undefined
        ? {}
        : { questionCount }),
  };
}

/** A row with the figures computed from its results. */
export function summarise(row: AssessmentRecord, results: readonly ResultWithName[]) {
  const mine = results.filter((r) => r.assessmentId === row.id);
  const percents = mine
    .map((r) => percentOf(r.score, row.maxScore))
    .filter((p): p is number => p !== null);
  return {
    ...row,
    submissionCount: mine.length,
    needsReviewCount: mine.filter((r) => r.needsReview).length,
    unreviewedCount: row.questions.filter((q) => q.needsReview).length,
    averagePercent: mean(percents),
  };
}

/**
 * The detail: questions in both forms, and the reading level of their prompts for the
 * assessment's grade (issue 34 item 1), measured on every read so an edit never leaves it stale.
 */
export const withQuestions = (row: ReturnType<typeof summarise>) => {
  const readingLevel = readingLevelOf(questionsProse(row.questions), row.grade);
  return {
    ...row,
    questions: { generatedContent: row.generatedContent, items: row.questions },
    ...(readingLevel ? { readingLevel } : {}),
  };
};

/** Students see their score on submitting, or once the teacher has released results. */
export const scoreVisible = (a: Pick<AssessmentRecord, 'scoreRelease' | 'resultsReleasedAt'>) =>
  a.scoreRelease === 'immediate' || a.resultsReleasedAt !== null;
