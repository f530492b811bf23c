import type { AiCallContext } from '../../ai/ai-engine';

/**
 * Where each teacher's waiting AI request stands in the local model's queue, as the engine
 * reports it (AiCallContext.onQueued): read by GET /api/ai/queue, which the generation dialogs
 * poll. In this process only, like the queue itself.
 */
export function createQueuePlaces() {
  const places = new Map<number, number>();
  return {
    /**
     * The queue's part of one call's context: its place is tracked, and a client that goes away
     * while the call still waits drops it from the queue. A started call runs on: generate-and-
     * save keeps its result for a teacher who closed the tab.
     */
    forCall(userId: number, gone?: AbortSignal): Pick<AiCallContext, 'onQueued' | 'signal'> {
      let waiting = false;
      const drop = new AbortController();
      gone?.addEventListener('abort', () => waiting && drop.abort(), { once: true });
      return {
        onQueued: (ahead) => {
          waiting = ahead > 0;
          if (waiting) places.set(userId, ahead);
          else places.delete(userId);
        },
        signal: gone ? drop.signal : undefined,
      };
    },
    /** The call is over (answered, failed or dropped). */
    done: (userId: number) => places.delete(userId),
    ahead: (userId: number): number | null => places.get(userId) ?? null,
  };
}
