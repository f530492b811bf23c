import type { AiFeature } from '../../../contracts/usage.contract';
import type { EngineInfo } from '../../ai/ai-engine';
import type { Clock } from '../../platform/clock';
import type { UsageRepository } from './usage.repository';

export interface UsageRecord {
  userId: number;
  feature: AiFeature;
  engine: EngineInfo;
  inputTokens?: number;
  outputTokens?: number;
  durationMs: number;
  outcome: 'success' | 'error';
  errorCode?: string | null;
}

export function createUsageService({
  repo,
  clock,
  activeEngine,
}: {
  repo: UsageRepository;
  clock: Clock;
  activeEngine: EngineInfo;
}) {
  return {
    record(r: UsageRecord) {
      return repo.record({
        userId: r.userId,
        feature: r.feature,
        engine: r.engine.engine,
        model: r.engine.model,
        inputTokens: Math.max(0, Math.round(r.inputTokens ?? 0)),
        outputTokens: Math.max(0, Math.round(r.outputTokens ?? 0)),
        durationMs: Math.max(0, Math.round(r.durationMs)),
        outcome: r.outcome,
        errorCode: r.errorCode ?? null,
        createdAt: clock.now(),
      });
    },

    async mine(userId: number, limit: number, offset: number) {
      const [entries, byFeature] = await Promise.all([
        repo.list(userId, limit, offset),
        repo.byFeature(userId),
      ]);
      return { entries, byFeature, total: byFeature.reduce((s, f) => s + f.calls, 0) };
    },

    /** One feature's calls within the last `windowMs` and the oldest (for a Retry-After). */
    recentCalls(userId: number, feature: AiFeature, windowMs: number) {
      return repo.callsSince(userId, feature, new Date(clock.now().getTime() - windowMs));
    },

    async admin() {
      const [byUser, byEngine] = await Promise.all([repo.byUser(), repo.byEngine()]);
      return { active: activeEngine, byUser, byEngine };
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
