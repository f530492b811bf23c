import { z } from 'zod';
import { PAGE_LIMITS, PAGE_MESSAGES } from './paging';

/** The error body every failing API call answers with. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  reason: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * The largest id a row can have: ids are PostgreSQL `integer` columns, and a larger number sent
 * to a query is a database error (a 500), not "no such record" (issue 37 item 5).
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** An id in a JSON body: a positive whole number a row can have; `message` for every failure. */
export const recordId = (message?: string) =>
  z.number(message).int(message).positive(message).max(MAX_RECORD_ID, message);

/** An id in a path or query string (text on the wire), bounded the same way. */
export const recordIdParam = (message?: string) =>
  z.coerce.number(message).int(message).positive(message).max(MAX_RECORD_ID, message);

export const idParam = z.object({ id: recordIdParam() });

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
