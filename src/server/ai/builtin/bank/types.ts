/**
 * The bundled question bank: questions written and reviewed for Chalkwise, one JSON file per
 * subject (offline-data/bank/*.json), four grade bands each, every question tagged with the topics it belongs to.
 * The built-in engine uses them when a teacher's topic matches a tag, instead of general
 * template questions (issue 15, item 5b).
 */
export const BANDS = ['K-2', '3-5', '6-8', '9-12'] as const;
export type Band = (typeof BANDS)[number];

export interface BankQuestion {
  /** Lower-case topic tags, most specific first ("water cycle", "evaporation"). */
  topics: readonly string[];
  type: 'multiple_choice' | 'true_false' | 'short_answer';
  prompt: string;
  /** Multiple choice: the right option's text; true/false: "true" or "false"; short answer: a model answer. */
  answer: string;
  /** Multiple choice only: exactly three wrong options, plausible and clearly wrong. */
  distractors?: readonly string[];
  /** Why the answer is right, shown to the teacher in the answer key. */
  explanation: string;
}

export type SubjectBank = Readonly<Record<Band, readonly BankQuestion[]>>;
