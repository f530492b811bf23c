import { eq } from 'drizzle-orm';
import { engineChoice, type EngineChoice } from '../../../contracts/ai-admin.contract';
import type { Db } from '../../platform/db/client';
import { aiSettings } from '../../platform/db/schema/index';

/**
 * The one row of AI settings. Not a teacher's data, so not owner-scoped: only the admin routes
 * reach it.
 */
export function createAiAdminRepository(db: Db) {
  return {
    /** The stored choice; null when none, or when a row no longer parses (never a crash at start). */
    async choice(): Promise<EngineChoice | null> {
      const [row] = await db.select().from(aiSettings).where(eq(aiSettings.id, 1));
      if (!row) return null;
      const parsed = engineChoice.safeParse({ engine: row.engine, model: row.model ?? undefined });
      return parsed.success ? parsed.data : null;
    },

    async save(choice: EngineChoice, updatedBy: number, updatedAt: Date) {
      const values = {
        engine: choice.engine,
        model: 'model' in choice ? choice.model : null,
        updatedBy,
        updatedAt,
      };
      await db
        .insert(aiSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: aiSettings.id, set: values });
    },
  };
}

export type AiAdminRepository = ReturnType<typeof createAiAdminRepository>;
