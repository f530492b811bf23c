import type {
  GenerateAssessmentBody,
  GenerateContentBody,
  GenerateLessonBody,
  GenerateQuizInput,
} from '../../../contracts/ai.contract';
import type { AiFeature } from '../../../contracts/usage.contract';
import {
  type AiCallContext,
  type AiEngine,
  type AiUsage,
  type RosterEntry,
} from '../../ai/ai-engine';
import { aiErrors, toHttpError } from './ai.errors';
import { createQueuePlaces } from './ai.queue';

/** Chat answers an engine failure as AI generation does (features share through services). */
export { toHttpError };
import type { RateLimiter } from '../../platform/http/rate-limiter';
import type { SubscriptionService } from '../subscription/subscription.service';
import type { UsageRecord, UsageService } from '../usage/usage.service';

/** Per teacher: generous for real work, a ceiling for runaway scripts. */
const AI_RATE_LIMIT = { limit: 20, windowMs: 60_000 };
const AI_RATE_MESSAGE = 'Too many AI requests. Please wait a minute and try again.';

export interface AiServiceDeps {
  engine: AiEngine;
  subscription: Pick<SubscriptionService, 'metered'>;
  usage: Pick<UsageService, 'record'>;
  /** The teacher's students, redacted from prompts to external engines. */
  roster: (ownerId: number) => Promise<RosterEntry[]>;
  limiter: RateLimiter;
  /** The engine for this account (guests never reach a paid provider); `engine` when unset. */
  engineFor?: (userId: number) => Promise<AiEngine>;
}

export function createAiService(deps: AiServiceDeps) {
  const { engine } = deps;
  const engineFor = deps.engineFor ?? (() => Promise.resolve(engine));
  const places = createQueuePlaces();

  /**
   * Rate limit, plan check, privacy context, ledger entry: the same for every generation. The
   * plan counts only generations a paid provider answers; the ledger records every call.
   */
  async function generate<T extends { usage: AiUsage }>(
    userId: number,
    feature: AiFeature,
    call: (engine: AiEngine, ctx: AiCallContext) => Promise<T>,
    /** The client went away (clientGone): the call leaves the queue if it still waits. */
    gone?: AbortSignal,
  ): Promise<T> {
    const wait = deps.limiter.hit(`ai:${userId}`, AI_RATE_LIMIT.limit, AI_RATE_LIMIT.windowMs);
    if (wait > 0) throw aiErrors.too_many_requests(AI_RATE_MESSAGE, { retryAfterSeconds: wait });
    // Read once per call: an administrator can switch engines while the server runs.
    const answering = await engineFor(userId);
    const info = { ...answering.info };
    const record = (
      durationMs: number,
      outcome: Omit<UsageRecord, 'userId' | 'feature' | 'engine' | 'durationMs'>,
    ) => deps.usage.record({ userId, feature, engine: info, durationMs, ...outcome });
    const work = async () => {
      const started = performance.now();
      try {
        const result = await call(answering, {
          redaction: await deps.roster(userId),
          ...places.forCall(userId, gone),
        }).finally(() => places.done(userId));
        await record(performance.now() - started, { outcome: 'success', ...result.usage });
        return result;
      } catch (error) {
        const http = toHttpError(error);
        await record(performance.now() - started, { outcome: 'error', errorCode: http.code });
        throw http;
      }
    };
    return deps.subscription.metered(userId, work, info.engine);
  }

  /** Fewer questions than asked is always said, in the engine's words or, failing those, ours. */
  const withNotice = <T extends { assessment: { questions: unknown[] }; notice?: string }>(
    result: T,
    asked: number,
  ): T => {
    const n = result.assessment.questions.length;
    if (result.notice || n >= asked) return result;
    return { ...result, notice: `${n} of ${asked} questions: the AI model wrote only ${n}.` };
  };

  return {
    engineInfo: () => engine.info,
    /** How many requests are ahead of the teacher's waiting one on the local model, if any. */
    queueAhead: (userId: number) => places.ahead(userId),
    lesson: (userId: number, body: GenerateLessonBody, gone?: AbortSignal) =>
      generate(userId, 'lesson', (e, ctx) => e.generateLesson(body, ctx), gone),
    assessment: async (userId: number, body: GenerateAssessmentBody, gone?: AbortSignal) =>
      withNotice(
        await generate(userId, 'assessment', (e, ctx) => e.generateAssessment(body, ctx), gone),
        body.questionCount,
      ),
    content: (userId: number, body: GenerateContentBody, gone?: AbortSignal) =>
      generate(userId, 'content', (e, ctx) => e.generateContent(body, ctx), gone),
    quiz: (userId: number, body: GenerateQuizInput, gone?: AbortSignal) =>
      generate(userId, 'quiz', (e, ctx) => e.generateQuiz(body, ctx), gone),
  };
}

export type AiService = ReturnType<typeof createAiService>;
