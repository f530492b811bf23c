import type { z } from 'zod';
import {
  updateAssessmentBody,
  type Assessment,
  type UpdateAssessmentInput,
} from '../../../contracts/assessments.contract';
import type { Question } from '../../../contracts/questions.contract';

/** The edit form: numbers as typed (strings) so a cleared field is an error, not a silent 0. */
export type AssessmentDraft = {
  title: string;
  description: string;
  type: string;
  subject: string;
  grade: string;
  maxScore: string;
  timeLimit: string;
  questionCount: string;
  generatedContent: string;
  questions: Question[];
};

export function toDraft(a: Assessment): AssessmentDraft {
  return {
    title: a.title,
    description: a.description,
    type: a.type,
    subject: a.subject,
    grade: a.grade,
    maxScore: String(a.maxScore),
    timeLimit: String(a.timeLimit),
    questionCount: String(a.questionCount),
    generatedContent: a.questions.generatedContent,
    questions: a.questions.items.map((q) => ({
      ...q,
      choices: q.choices ?? [],
      points: q.points ?? 1,
      needsReview: q.needsReview ?? false,
    })),
  };
}

const toNumber = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

export function toBody(d: AssessmentDraft): UpdateAssessmentInput {
  return {
    title: d.title,
    description: d.description,
    type: d.type as UpdateAssessmentInput['type'],
    subject: d.subject as UpdateAssessmentInput['subject'],
    grade: d.grade as UpdateAssessmentInput['grade'],
    maxScore: toNumber(d.maxScore),
    timeLimit: toNumber(d.timeLimit),
    questionCount: toNumber(d.questionCount),
    questions: { generatedContent: d.generatedContent, items: d.questions },
  };
}

/** Issue messages keyed by dotted path ("title", "questions.items.2.prompt"); the first one wins. */
export type DraftErrors = Record<string, string>;

/**
 * Checks with the API's own schema, so the form shows the server's messages before a round trip;
 * the server checks again and its answer is shown too.
 */
export function validateDraft(d: AssessmentDraft): {
  body: z.output<typeof updateAssessmentBody> | null;
  errors: DraftErrors;
} {
  const parsed = updateAssessmentBody.safeParse(toBody(d));
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return { body: null, errors };
}

/** The errors of question `index`, keyed by the path inside the question. */
export function questionErrors(errors: DraftErrors, index: number) {
  const prefix = `questions.items.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );
}
