import { z } from 'zod';

/**
 * GET /api/ai/queue: how many requests are ahead of the caller's waiting generation on the local
 * model (null when none of theirs is waiting), so a generation dialog can say "2 requests ahead
 * of yours". The chat stream carries the same number as a `data-queue` part.
 */
export const aiQueueResponse = z.object({ ahead: z.number().int().min(1).nullable() });
export type AiQueueResponse = z.infer<typeof aiQueueResponse>;

/** The sentence the UI shows while a request waits. */
export const queueMessage = (ahead: number) =>
  ahead === 1 ? '1 request ahead of yours' : `${ahead} requests ahead of yours`;
