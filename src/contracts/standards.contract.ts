import { z } from 'zod';
import { GRADES, SUBJECTS } from './constants';
import { PAGE_LIMITS, PAGE_MESSAGES } from './paging';

/**
 * Standards from real data (issue 34 item 2): Common Core Mathematics and ELA/Literacy and the
 * NGSS performance expectations, shipped as data (src/server/ai/builtin/offline-data/standards, with NOTICE.md).
 */
export const STANDARDS_MESSAGES = {
  subjectInvalid: 'Please choose a subject',
  gradeInvalid: 'Please choose a grade',
  queryInvalid: `Search must be at most ${PAGE_LIMITS.search} characters of text`,
  tooMany: 'At most 10 standards can be tagged',
  codeInvalid: 'A standard code is 1 to 40 characters',
  descriptionInvalid: 'A standard description is at most 2000 characters',
  unknownCode: 'is not a standard Chalkwise knows',
  /** Said when codes an AI model chose are not standards (or not among the ones offered). */
  dropped: (codes: readonly string[]) =>
    `The AI model named ${codes.length === 1 ? 'a standard code' : 'standard codes'} that ${codes.length === 1 ? 'is' : 'are'} not in Chalkwise's standards for this subject and grade, so ${codes.length === 1 ? 'it was' : 'they were'} left out: ${codes.join(', ')}.`,
} as const;

/** The subjects the data covers, and which set each comes from. */
export const STANDARD_SETS = {
  Mathematics: 'Common Core State Standards for Mathematics',
  English: 'Common Core State Standards for ELA/Literacy',
  Science: 'Next Generation Science Standards (performance expectations)',
} as const;
export const STANDARD_SUBJECTS = Object.keys(STANDARD_SETS) as (keyof typeof STANDARD_SETS)[];

/** The notices the standards' licences ask a display to carry (offline-data/standards/NOTICE.md). */
export const STANDARDS_NOTICES = {
  ccss: '© Copyright 2010. National Governors Association Center for Best Practices and Council of Chief State School Officers. All rights reserved.',
  ngss: 'NGSS is a registered trademark of WestEd. Neither WestEd nor the lead states and partners that developed the NGSS were involved in the production of this product, and do not endorse it.',
} as const;

export const STANDARDS_MAX = 10;

/** A standard as lessons, assessments, quizzes and AI answers carry it. */
export const standardRef = z.object({
  code: z
    .string(STANDARDS_MESSAGES.codeInvalid)
    .trim()
    .min(1, STANDARDS_MESSAGES.codeInvalid)
    .max(40, STANDARDS_MESSAGES.codeInvalid),
  description: z
    .string(STANDARDS_MESSAGES.descriptionInvalid)
    .max(2000, STANDARDS_MESSAGES.descriptionInvalid),
});
export type StandardRef = z.infer<typeof standardRef>;

/**
 * What a teacher sends: codes (with or without a description; the server writes the data's own
 * description and refuses a code the data does not hold).
 */
export const standardsField = z
  .array(
    z.preprocess(
      (value) => (typeof value === 'string' ? { code: value } : value),
      z.object(
        {
          code: standardRef.shape.code,
          description: standardRef.shape.description.optional(),
        },
        STANDARDS_MESSAGES.codeInvalid,
      ),
    ),
    STANDARDS_MESSAGES.tooMany,
  )
  .max(STANDARDS_MAX, STANDARDS_MESSAGES.tooMany);
export type StandardsFieldInput = z.input<typeof standardsField>;

/** Stored and answered: code and the data's description, in the teacher's order. */
export const standardsList = z.array(standardRef);

export const standard = standardRef.extend({
  subject: z.enum(STANDARD_SUBJECTS),
  grades: z.array(z.enum(GRADES)),
  domain: z.string(),
  cluster: z.string(),
});
export type Standard = z.infer<typeof standard>;

export const standardsQuery = z.object({
  subject: z.enum(SUBJECTS, STANDARDS_MESSAGES.subjectInvalid).optional(),
  grade: z.enum(GRADES, STANDARDS_MESSAGES.gradeInvalid).optional(),
  q: z
    .string(STANDARDS_MESSAGES.queryInvalid)
    .max(PAGE_LIMITS.search, STANDARDS_MESSAGES.queryInvalid)
    .optional(),
  limit: z.coerce
    .number(PAGE_MESSAGES.limitInvalid)
    .int(PAGE_MESSAGES.limitInvalid)
    .min(1, PAGE_MESSAGES.limitInvalid)
    .max(PAGE_LIMITS.max, PAGE_MESSAGES.limitInvalid)
    .default(20),
  /** The next page's offset, from X-Next-Cursor. */
  cursor: z
    .string(PAGE_MESSAGES.cursorInvalid)
    .regex(/^\d{1,6}$/, PAGE_MESSAGES.cursorInvalid)
    .optional(),
});
export type StandardsQuery = z.output<typeof standardsQuery>;
export const standardsResponse = z.array(standard);
