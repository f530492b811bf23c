/**
 * The dashboard's "Time Saved": each AI-made lesson plan or assessment the teacher kept counts
 * as 30 minutes of their own drafting. A deliberately
 * conservative estimate: teacher surveys put a from-scratch lesson plan at 45 to 60 minutes and
 * a generated draft still needs reviewing, so half an hour saved per generation is what we claim.
 */
export const MINUTES_PER_GENERATION = 30;
