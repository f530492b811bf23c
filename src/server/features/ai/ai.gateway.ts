import type { AiEngine, RosterEntry } from '../../ai/ai-engine';
import { createAiPipeline, type AiGateway } from '../../ai/pipeline/ai-pipeline';
import type { RateLimiter } from '../../platform/http/rate-limiter';
import type { SubscriptionService } from '../subscription/subscription.service';
import type { UsageService } from '../usage/usage.service';
import { aiErrors, toHttpError } from './ai.errors';

/** Per teacher: generous for real work, a ceiling for runaway scripts. */
const AI_RATE_LIMIT = { limit: 20, windowMs: 60_000 };
const AI_RATE_MESSAGE = 'Too many AI requests. Please wait a minute and try again.';

export interface AiGatewayDeps {
  /** The app's engine switch (its `info` names the engine answering now). */
  engine: AiEngine;
  /** The engine for an account: guests never reach a paid provider (engineForAccounts). */
  engineFor: (userId: number) => Promise<AiEngine>;
  roster: (ownerId: number) => Promise<RosterEntry[]>;
  limiter: RateLimiter;
  subscription: Pick<SubscriptionService, 'metered'>;
  usage: Pick<UsageService, 'record'>;
  /** Where a failure's cause goes for the administrator (the server log). */
  logFailure: (what: string, cause: string) => void;
}

/**
 * The AI pipeline with this app's rules (issue 33 item 1): the per-teacher limit, the plan,
 * the usage ledger and the HTTP errors. Built once in app/services.ts and handed to every
 * feature that asks an engine anything; no feature gets an engine itself.
 */
export function createAiGateway(deps: AiGatewayDeps): AiGateway {
  return createAiPipeline({
    engine: deps.engine,
    engineFor: deps.engineFor,
    roster: deps.roster,
    limit: (userId) => {
      const wait = deps.limiter.hit(`ai:${userId}`, AI_RATE_LIMIT.limit, AI_RATE_LIMIT.windowMs);
      if (wait > 0) throw aiErrors.too_many_requests(AI_RATE_MESSAGE, { retryAfterSeconds: wait });
    },
    meter: (userId, work) => deps.subscription.metered(userId, work),
    record: (entry) => deps.usage.record(entry),
    mapError: toHttpError,
    logFailure: deps.logFailure,
  });
}
