import { asc, eq } from 'drizzle-orm';
import {
  engineChoice,
  type EngineChoice,
  type ProviderKind,
} from '../../../contracts/ai-admin.contract';
import type { Db } from '../../platform/db/client';
import { aiConnections, aiSettings, type AiConnectionRow } from '../../platform/db/schema/index';

export interface ConnectionValues {
  name: string;
  kind: ProviderKind;
  baseUrl: string;
  /** Already sealed (platform/secrets); null when the server needs no key. */
  apiKeySealed: string | null;
}

/**
 * The one row of AI settings and the provider connections. Not a teacher's data, so not
 * owner-scoped: only the admin routes reach it.
 */
export function createAiAdminRepository(db: Db) {
  return {
    /** The stored choice; null when none, or when a row no longer parses (never a crash at start). */
    async choice(): Promise<EngineChoice | null> {
      const [row] = await db.select().from(aiSettings).where(eq(aiSettings.id, 1));
      if (!row) return null;
      const parsed = engineChoice.safeParse({
        engine: row.engine,
        model: row.model ?? undefined,
        connectionId: row.connectionId ?? undefined,
      });
      return parsed.success ? parsed.data : null;
    },

    async save(choice: EngineChoice, updatedBy: number, updatedAt: Date) {
      const values = {
        engine: choice.engine,
        model: 'model' in choice ? choice.model : null,
        connectionId: choice.engine === 'connection' ? choice.connectionId : null,
        updatedBy,
        updatedAt,
      };
      await db
        .insert(aiSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: aiSettings.id, set: values });
    },

    connections: (): Promise<AiConnectionRow[]> =>
      db.select().from(aiConnections).orderBy(asc(aiConnections.id)),

    async connection(id: number): Promise<AiConnectionRow | null> {
      const [row] = await db.select().from(aiConnections).where(eq(aiConnections.id, id));
      return row ?? null;
    },

    async addConnection(values: ConnectionValues, createdBy: number, at: Date) {
      const [row] = await db
        .insert(aiConnections)
        .values({ ...values, createdBy, createdAt: at, updatedAt: at })
        .returning();
      return row!;
    },

    async updateConnection(id: number, values: Partial<ConnectionValues>, at: Date) {
      const [row] = await db
        .update(aiConnections)
        .set({ ...values, updatedAt: at })
        .where(eq(aiConnections.id, id))
        .returning();
      return row ?? null;
    },

    async deleteConnection(id: number) {
      const deleted = await db
        .delete(aiConnections)
        .where(eq(aiConnections.id, id))
        .returning({ id: aiConnections.id });
      return deleted.length > 0;
    },
  };
}

export type AiAdminRepository = ReturnType<typeof createAiAdminRepository>;
