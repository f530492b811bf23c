import { z } from 'zod';
import { PAGE_LIMITS, PAGE_MESSAGES } from './paging';

/** The error body every failing API call answers with. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  reason: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const okBody = z.object({ ok: z.literal(true) });

/**
 * Timestamps: a Date on the server, an ISO string on the wire. Response schemas are encoded,
 * so the web client sees `z.input` (string) and the server hands over `z.output` (Date).
 */
export const isoDate = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (s) => new Date(s),
  encode: (d) => d.toISOString(),
});

/** The JSON a response schema puts on the wire, as the web client receives it. */
export type Wire<T extends z.ZodType> = z.input<T>;

export { NEXT_CURSOR_HEADER, PAGE_LIMITS, PAGE_MESSAGES } from './paging';

/** A query-string filter: optional, bounded text (the text guard refuses NULs first). */
export const queryText = (max: number, message: string) =>
  z.string(message).max(max, message).optional();

export const pageQuery = z.object({
  limit: z.coerce
    .number(PAGE_MESSAGES.limitInvalid)
    .int(PAGE_MESSAGES.limitInvalid)
    .min(1, PAGE_MESSAGES.limitInvalid)
    .max(PAGE_LIMITS.max, PAGE_MESSAGES.limitInvalid)
    .default(PAGE_LIMITS.default),
  cursor: z
    .string(PAGE_MESSAGES.cursorInvalid)
    .max(PAGE_LIMITS.cursor, PAGE_MESSAGES.cursorInvalid)
    .regex(/^[A-Za-z0-9_-]*$/, PAGE_MESSAGES.cursorInvalid)
    .optional(),
  search: queryText(PAGE_LIMITS.search, PAGE_MESSAGES.searchInvalid),
});
export type PageQuery = z.output<typeof pageQuery>;
