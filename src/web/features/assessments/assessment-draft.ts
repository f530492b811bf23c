import type { z } from 'zod';
import type { Assessment, assessmentFormBody } from '../../../contracts/assessments.contract';

/** The edit form's values: the contract's update body, with the questions in their object form. */
export type AssessmentFormIn = z.input<typeof assessmentFormBody>;
export type AssessmentFormOut = z.output<typeof assessmentFormBody>;

export function toFormValues(a: Assessment): AssessmentFormIn {
  return {
    title: a.title,
    description: a.description,
    type: a.type,
    subject: a.subject as AssessmentFormIn['subject'],
    grade: a.grade as AssessmentFormIn['grade'],
    maxScore: a.maxScore,
    timeLimit: a.timeLimit,
    questionCount: a.questionCount,
    scoreRelease: a.scoreRelease,
    questions: {
      generatedContent: a.questions.generatedContent,
      items: a.questions.items.map((q) => ({
        ...q,
        choices: q.choices ?? [],
        points: q.points ?? 1,
        needsReview: q.needsReview ?? false,
      })),
    },
  };
}

/** react-hook-form's nested errors, or any part of them. */
type ErrorTree = { message?: unknown; [key: string]: unknown } | undefined;

/**
 * Flattens nested form errors into messages keyed by dotted path ("prompt", "choices.1"), the
 * shape the question editor shows; a field array's own message sits under "root".
 */
export function flattenErrors(tree: ErrorTree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (!tree || typeof tree !== 'object') return out;
  if (typeof tree.message === 'string' && prefix) out[prefix] = tree.message;
  for (const [key, value] of Object.entries(tree)) {
    if (key === 'message' || key === 'type' || key === 'ref' || key === 'types') continue;
    if (!value || typeof value !== 'object') continue;
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    for (const [k, v] of Object.entries(flattenErrors(value as ErrorTree, path))) out[k] ??= v;
  }
  return out;
}
