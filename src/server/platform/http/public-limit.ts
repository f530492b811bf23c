import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from './rate-limiter';
import { tooManyRequests } from './app-error';

export interface PublicLimit {
  /** Prefix of the limiter keys, e.g. 'take' or 'share'. */
  name: string;
  /** Failed lookups per address (unknown link, wrong code): what guessing produces. */
  failures: { limit: number; windowMs: number };
  /** All requests per address: a generous ceiling against floods. */
  requests: { limit: number; windowMs: number };
  /** The statuses that count as failures. */
  failureStatuses: ReadonlySet<number>;
  message: string;
}

/**
 * Limits for pages anyone with a link may open (take pages, shared lessons). Per address only
 * failures count, so a school behind one NAT address is never limited by the students who have
 * the right link, while guessing links stays infeasible. Applies to the routes of the plugin
 * that calls it.
 */
export function limitPublicLookups(app: FastifyInstance, limiter: RateLimiter, rule: PublicLimit) {
  const failKey = (ip: string) => `${rule.name}-fail:${ip}`;
  app.addHook('onRequest', async (request) => {
    const failures = limiter.blockedFor(
      failKey(request.ip),
      rule.failures.limit,
      rule.failures.windowMs,
    );
    if (failures > 0) throw tooManyRequests(rule.message, failures);
    const flood = limiter.hit(
      `${rule.name}:${request.ip}`,
      rule.requests.limit,
      rule.requests.windowMs,
    );
    if (flood > 0) throw tooManyRequests(rule.message, flood);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (rule.failureStatuses.has(reply.statusCode))
      limiter.record(failKey(request.ip), rule.failures.windowMs);
  });
}
