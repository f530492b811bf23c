import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { avatarVideos } from '../../platform/db/schema/index';

export type AvatarVideoRow = typeof avatarVideos.$inferSelect;

/** All avatar SQL. Teacher-facing reads are scoped by owner id; the worker reads by job id. */
export function createAvatarRepository(db: Db) {
  const mine = (ownerId: number, id: string) =>
    and(eq(avatarVideos.ownerId, ownerId), eq(avatarVideos.id, id));

  return {
    async create(row: { id: string; ownerId: number; text: string; createdAt: Date }) {
      await db.insert(avatarVideos).values({ ...row, status: 'pending' });
    },

    async get(ownerId: number, id: string): Promise<AvatarVideoRow | undefined> {
      const [row] = await db.select().from(avatarVideos).where(mine(ownerId, id));
      return row;
    },

    /** For the render job, which runs on behalf of the row's owner. */
    async forJob(id: string): Promise<AvatarVideoRow | undefined> {
      const [row] = await db.select().from(avatarVideos).where(eq(avatarVideos.id, id));
      return row;
    },

    /** Only a pending row finishes, so a retried job cannot overwrite a finished one. */
    async finish(
      id: string,
      result: { status: 'done' | 'error'; errorCode?: string; durationMs?: number },
      at: Date,
    ) {
      const rows = await db
        .update(avatarVideos)
        .set({ ...result, finishedAt: at })
        .where(and(eq(avatarVideos.id, id), eq(avatarVideos.status, 'pending')))
        .returning({ id: avatarVideos.id });
      return rows.length > 0;
    },

    /** Videos past the retention period, removed; their ids are the files to delete. */
    async deleteOlderThan(before: Date): Promise<string[]> {
      const rows = await db
        .delete(avatarVideos)
        .where(lt(avatarVideos.createdAt, before))
        .returning({ id: avatarVideos.id });
      return rows.map((r) => r.id);
    },

    /** Which of these ids still have a row (the others' owners deleted their accounts). */
    async existing(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: avatarVideos.id })
        .from(avatarVideos)
        .where(inArray(avatarVideos.id, ids));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type AvatarRepository = ReturnType<typeof createAvatarRepository>;
