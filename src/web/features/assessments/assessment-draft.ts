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
    standards: a.standards ?? [],
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
