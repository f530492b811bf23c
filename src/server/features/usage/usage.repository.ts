import { and, desc, eq, gt, min, sql } from 'drizzle-orm';
import type { AiFeature } from '../../../contracts/usage.contract';
import type { Db } from '../../platform/db/client';
import { aiUsage, users, type NewAiUsageRow } from '../../platform/db/schema/index';

const totals = {
  calls: sql<number>`count(*)::int`,
  successes: sql<number>`count(*) filter (where ${aiUsage.outcome} = 'success')::int`,
  inputTokens: sql<number>`coalesce(sum(${aiUsage.inputTokens}), 0)::int`,
  outputTokens: sql<number>`coalesce(sum(${aiUsage.outputTokens}), 0)::int`,
};

/** The usage ledger's SQL. Teachers read only their own rows; admins read totals. */
export function createUsageRepository(db: Db) {
  return {
    async record(row: NewAiUsageRow) {
      await db.insert(aiUsage).values(row);
    },

    list(userId: number, limit: number, offset: number) {
      return db
        .select()
        .from(aiUsage)
        .where(eq(aiUsage.userId, userId))
        .orderBy(desc(aiUsage.createdAt), desc(aiUsage.id))
        .limit(limit)
        .offset(offset);
    },

    byFeature(userId: number) {
      return db
        .select({ feature: aiUsage.feature, ...totals })
        .from(aiUsage)
        .where(eq(aiUsage.userId, userId))
        .groupBy(aiUsage.feature)
        .orderBy(aiUsage.feature);
    },

    /** Calls of one feature after `since`, and the oldest of them (per-user quotas). */
    async callsSince(userId: number, feature: AiFeature, since: Date) {
      const [row] = await db
        .select({ calls: sql<number>`count(*)::int`, oldest: min(aiUsage.createdAt) })
        .from(aiUsage)
        .where(
          and(
            eq(aiUsage.userId, userId),
            eq(aiUsage.feature, feature),
            gt(aiUsage.createdAt, since),
          ),
        );
      return { calls: row?.calls ?? 0, oldest: row?.oldest ?? null };
    },

    byUser() {
      return db
        .select({ userId: aiUsage.userId, username: users.username, ...totals })
        .from(aiUsage)
        .innerJoin(users, eq(users.id, aiUsage.userId))
        .groupBy(aiUsage.userId, users.username)
        .orderBy(desc(sql`count(*)`), users.username)
        .limit(500);
    },

    byEngine() {
      return db
        .select({ engine: aiUsage.engine, model: aiUsage.model, ...totals })
        .from(aiUsage)
        .groupBy(aiUsage.engine, aiUsage.model)
        .orderBy(aiUsage.engine, aiUsage.model);
    },
  };
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;
