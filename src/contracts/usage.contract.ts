import { z } from 'zod';
import { isoDate } from './common';

export const AI_FEATURES = ['lesson', 'assessment', 'content', 'quiz', 'chat', 'avatar'] as const;
export type AiFeature = (typeof AI_FEATURES)[number];
const AI_OUTCOMES = ['success', 'error'] as const;

const usageEntry = z.object({
  id: z.number().int(),
  feature: z.enum(AI_FEATURES),
  engine: z.string(),
  model: z.string(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  durationMs: z.number().int(),
  outcome: z.enum(AI_OUTCOMES),
  errorCode: z.string().nullable(),
  createdAt: isoDate,
});
export type UsageEntry = z.input<typeof usageEntry>;

const totals = {
  calls: z.number().int(),
  successes: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
};

export const usageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const myUsageResponse = z.object({
  entries: z.array(usageEntry),
  total: z.number().int(),
  byFeature: z.array(z.object({ feature: z.enum(AI_FEATURES), ...totals })),
});
export type MyUsage = z.input<typeof myUsageResponse>;

export const adminUsageResponse = z.object({
  /** The engine answering now; never its key. */
  active: z.object({ engine: z.string(), model: z.string() }),
  byUser: z.array(z.object({ userId: z.number().int(), username: z.string(), ...totals })),
  byEngine: z.array(z.object({ engine: z.string(), model: z.string(), ...totals })),
});
export type AdminUsage = z.input<typeof adminUsageResponse>;
