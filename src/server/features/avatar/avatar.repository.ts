import { and, count, eq, inArray, isNull, lt, or } from 'drizzle-orm';
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

    /** Its render begins now; the budget counts from here (a retried job keeps the first start). */
    async start(id: string, at: Date): Promise<Date> {
      const [row] = await db
        .update(avatarVideos)
        .set({ startedAt: at })
        .where(and(eq(avatarVideos.id, id), isNull(avatarVideos.startedAt)))
        .returning({ startedAt: avatarVideos.startedAt });
      if (row?.startedAt) return row.startedAt;
      const [kept] = await db
        .select({ startedAt: avatarVideos.startedAt })
        .from(avatarVideos)
        .where(eq(avatarVideos.id, id));
      return kept?.startedAt ?? at;
    },

    /**
     * How many videos, anyone's, wait to start ahead of this one: a number only, never whose.
     * Ties in time fall back to the id, so two videos never claim the same place.
     */
    async ahead(row: Pick<AvatarVideoRow, 'id' | 'createdAt'>): Promise<number> {
      const [found] = await db
        .select({ n: count() })
        .from(avatarVideos)
        .where(
          and(
            eq(avatarVideos.status, 'pending'),
            isNull(avatarVideos.startedAt),
            or(
              lt(avatarVideos.createdAt, row.createdAt),
              and(eq(avatarVideos.createdAt, row.createdAt), lt(avatarVideos.id, row.id)),
            ),
          ),
        );
      return found?.n ?? 0;
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
