import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimiter } from './rate-limiter';
import { tooManyRequests } from './app-error';

interface Window {
  limit: number;
  windowMs: number;
}

export interface PublicLimit {
  /** Prefix of the limiter keys, e.g. 'take' or 'share'. */
  name: string;
  /** Failed lookups per address (unknown link, wrong code): what guessing produces. */
  failures: Window;
  /** All requests per address: a generous ceiling against floods. */
  requests: Window;
  /** The statuses that count as failures. */
  failureStatuses: ReadonlySet<number>;
  message: string;
  /**
   * Failures about one subject behind a good link (a student's personal code): counted per
   * address and subject, and per address at a looser limit, so one student's typos lock out that
   * student on that address, never the whole school behind its one address.
   */
  subjectFailures?: {
    statuses: ReadonlySet<number>;
    subjectOf(request: FastifyRequest): string | undefined;
    perSubject: Window;
    perAddress: Window;
    message: string;
  };
}

/**
 * Limits for pages anyone with a link may open (take pages, shared lessons). Per address only
 * failures count, so a school behind one NAT address is never limited by the students who have
 * the right link, while guessing links stays infeasible. Applies to the routes of the plugin
 * that calls it.
 */
export function limitPublicLookups(app: FastifyInstance, limiter: RateLimiter, rule: PublicLimit) {
  const failKey = (ip: string) => `${rule.name}-fail:${ip}`;
  const subjects = rule.subjectFailures;
  const subjectKey = (ip: string, subject: string) => `${rule.name}-subject:${ip}:${subject}`;
  const addressKey = (ip: string) => `${rule.name}-subjects:${ip}`;
  const blocked = (key: string, w: Window) => limiter.blockedFor(key, w.limit, w.windowMs);

  app.addHook('onRequest', async (request) => {
    const failures = blocked(failKey(request.ip), rule.failures);
    if (failures > 0) throw tooManyRequests(rule.message, failures);
    const flood = limiter.hit(
      `${rule.name}:${request.ip}`,
      rule.requests.limit,
      rule.requests.windowMs,
    );
    if (flood > 0) throw tooManyRequests(rule.message, flood);
  });
  if (subjects) {
    // After validation: the subject is read from the parsed body.
    app.addHook('preHandler', async (request) => {
      const subject = subjects.subjectOf(request);
      if (subject === undefined) return;
      const wait = Math.max(
        blocked(subjectKey(request.ip, subject), subjects.perSubject),
        blocked(addressKey(request.ip), subjects.perAddress),
      );
      if (wait > 0) throw tooManyRequests(subjects.message, wait);
    });
  }
  app.addHook('onResponse', async (request, reply) => {
    const subject = subjects?.statuses.has(reply.statusCode)
      ? subjects.subjectOf(request)
      : undefined;
    if (subjects && subject !== undefined) {
      limiter.record(subjectKey(request.ip, subject), subjects.perSubject.windowMs);
      limiter.record(addressKey(request.ip), subjects.perAddress.windowMs);
    } else if (rule.failureStatuses.has(reply.statusCode)) {
      limiter.record(failKey(request.ip), rule.failures.windowMs);
    }
  });
}
