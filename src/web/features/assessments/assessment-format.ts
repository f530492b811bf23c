import type { QuestionType } from '../../../contracts/questions.contract';

// The edit and take pages (being reworked elsewhere) still import these from here; everything
// else takes them from lib/format.
export { capitalize, formatScore, gradeLabel } from '../../lib/format';

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  multiple_choice: 'Multiple choice',
  true_false: 'True / false',
  short_answer: 'Short answer',
};
