/**
 * Where each teacher's waiting AI request stands in the local model's queue, as the engine
 * reports it (AiCallContext.onQueued): read by GET /api/ai/queue, which the generation dialogs
 * poll. In this process only, like the queue itself.
 */
export function createQueuePlaces() {
  const places = new Map<number, number>();
  return {
    /** The onQueued callback for one of the teacher's calls. */
    track: (userId: number) => (ahead: number) => {
      if (ahead > 0) places.set(userId, ahead);
      else places.delete(userId);
    },
    /** The call is over (answered, failed or dropped). */
    done: (userId: number) => places.delete(userId),
    ahead: (userId: number): number | null => places.get(userId) ?? null,
  };
}
