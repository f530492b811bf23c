/** RollCall AI's user-visible strings (spec sections 2 and 5, word for word). */
export const ROLLCALL_MESSAGES = {
  authRequiredTitle: 'Authentication Required',
  authRequired: 'Please sign in to generate quizzes.',
} as const;
