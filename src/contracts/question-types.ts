/**
 * Question types (issue 35), on their own so the quiz and the AI contracts can both use them
 * (each imports the other's fields). A stored question without `type` is multiple choice, so
 * every quiz saved before the types existed stays valid.
 */
export const QUESTION_TYPES = [
  'multiple_choice',
  'true_false',
  'multi_select',
  'type_answer',
  'slider',
  'order',
  'poll',
  'word_cloud',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
