import type { QuestionType } from '../../../contracts/questions.contract';

/** "87%" for a known mean, an em dash while there is nothing to average. */
export const formatPercent = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${Math.round(value)}%`;

/** Scores can be fractional after partial credit; one decimal at most. */
export const formatScore = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(1);

export const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

export const gradeLabel = (grade: string) => (grade === 'K' ? 'Kindergarten' : `Grade ${grade}`);

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  multiple_choice: 'Multiple choice',
  true_false: 'True / false',
  short_answer: 'Short answer',
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
