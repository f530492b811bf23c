import { z } from 'zod';
import { defineErrors } from './errors';

/**
 * Rubrics (issue 32 item 17): on a teacher-graded (short-answer) question, criteria each with
 * levels worth points. Grading picks one level per criterion and the question's points are
 * their sum; the student's result shows the rubric with the levels picked.
 */
export const RUBRIC_LIMITS = {
  criteria: 8,
  levels: 6,
  levelsMin: 2,
  name: 120,
  label: 300,
  points: 1000,
} as const;
const L = RUBRIC_LIMITS;

export const RUBRIC_MESSAGES = {
  criteriaCount: `A rubric has 1 to ${L.criteria} criteria`,
  criterionName: `Each criterion needs a name of at most ${L.name} characters`,
  levelsCount: `Each criterion has ${L.levelsMin} to ${L.levels} levels`,
  levelLabel: `Each level needs a description of at most ${L.label} characters`,
  levelPoints: `Level points are whole numbers from 0 to ${L.points}`,
  levelsDistinct: 'The levels of a criterion need different points',
  shortAnswerOnly: 'Only a short-answer (teacher-graded) question can have a rubric',
  totalMismatch: (total: number, points: number) =>
    `The rubric's top levels add up to ${total} points, but the question is worth ${points}: make them equal`,
  picksInvalid: 'Pick one level of each rubric criterion',
  noRubric: 'That question has no rubric: give its points instead',
  pickOrPoints: 'Give the points or pick the rubric levels',
  picksMismatch: 'The points must be the sum of the levels picked',
} as const;
const M = RUBRIC_MESSAGES;

const text = (max: number, message: string) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((s) => !s.includes('\u0000'), message);

const rubricLevel = z.object(
  {
    label: text(L.label, M.levelLabel),
    points: z
      .number(M.levelPoints)
      .int(M.levelPoints)
      .min(0, M.levelPoints)
      .max(L.points, M.levelPoints),
  },
  M.levelLabel,
);

const rubricCriterion = z.object(
  {
    name: text(L.name, M.criterionName),
    levels: z
      .array(rubricLevel, M.levelsCount)
      .min(L.levelsMin, M.levelsCount)
      .refine((ls) => ls.length <= L.levels, M.levelsCount)
      .refine((ls) => new Set(ls.map((l) => l.points)).size === ls.length, M.levelsDistinct),
  },
  M.criterionName,
);

// A value of the wrong kind anywhere in a rubric gets the message of the part it stands for.
export const rubric = z.object(
  {
    // refine, not max(): a count past the limit keeps its own message inside the assessment's
    // questions union (max() there reads "Invalid input").
    criteria: z
      .array(rubricCriterion, M.criteriaCount)
      .min(1, M.criteriaCount)
      .refine((cs) => cs.length <= L.criteria, M.criteriaCount),
  },
  M.criteriaCount,
);
type Rubric = z.output<typeof rubric>;
export type RubricInput = z.input<typeof rubric>;

/** The most a rubric gives: each criterion's best level, added up. */
export const rubricMax = (r: Rubric) =>
  r.criteria.reduce((sum, c) => sum + Math.max(...c.levels.map((l) => l.points)), 0);

/** The points of one level picked per criterion; null when the picks do not fit the rubric. */
export function rubricScore(r: Rubric, picks: readonly number[]): number | null {
  if (picks.length !== r.criteria.length) return null;
  let sum = 0;
  for (const [i, c] of r.criteria.entries()) {
    const level = c.levels[picks[i]!];
    if (!Number.isInteger(picks[i]) || !level) return null;
    sum += level.points;
  }
  return sum;
}

/** One level index per criterion, in the rubric's order (the grading body and the stored answer). */
export const rubricPicks = z
  .array(z.number(M.picksInvalid).int(M.picksInvalid).min(0, M.picksInvalid), M.picksInvalid)
  .max(L.criteria, M.picksInvalid);

/** A rubric as the student sees it in their result, with the level the teacher picked. */
export const rubricOutcome = z.object({
  questionId: z.string(),
  prompt: z.string(),
  points: z.number().int(),
  /** null while the answer waits for grading. */
  pointsAwarded: z.number().nullable(),
  criteria: z.array(
    z.object({
      name: z.string(),
      levels: z.array(z.object({ label: z.string(), points: z.number().int() })),
      /** The level picked, or null (not graded yet, or graded with points alone). */
      picked: z.number().int().nullable(),
    }),
  ),
});
export type RubricOutcome = z.input<typeof rubricOutcome>;

export const RUBRIC_ERRORS = defineErrors('rubrics', {
  picks_invalid: { status: 400, message: M.picksInvalid },
  no_rubric: { status: 400, message: M.noRubric },
  pick_or_points: { status: 400, message: M.pickOrPoints },
  picks_mismatch: { status: 400, message: M.picksMismatch },
});
