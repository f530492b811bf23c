import type { FastifyReply } from 'fastify';

/**
 * Aborts when the client closes the connection before its answer was sent (a closed tab, a
 * cancelled fetch): a request still waiting for the local model can then leave the queue.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
