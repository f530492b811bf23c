import { z } from 'zod';

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
