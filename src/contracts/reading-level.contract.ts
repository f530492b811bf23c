import { z } from 'zod';
import { generateContentBody, readingLevel } from './ai.contract';
import { RELEVEL_DIRECTIONS, RELEVEL_MESSAGES } from './reading-level.text';
import { defineErrors } from './errors';

export * from './reading-level.text';

export const relevelBody = generateContentBody.extend({
  text: z
    .string(RELEVEL_MESSAGES.textRequired)
    .trim()
    .min(1, RELEVEL_MESSAGES.textRequired)
    .max(100_000),
  direction: z.enum(RELEVEL_DIRECTIONS, RELEVEL_MESSAGES.directionInvalid),
});
export type RelevelBody = z.output<typeof relevelBody>;

export const relevelResponse = z.object({
  title: z.string(),
  content: z.string(),
  readingLevel: readingLevel.optional(),
  /** Said when the text could not be levelled the way asked (the built-in engine's limits). */
  notice: z.string().max(500).optional(),
});

export const RELEVEL_ERRORS = defineErrors('relevel', {
  needs_model: { status: 400, message: RELEVEL_MESSAGES.needsModel },
});
