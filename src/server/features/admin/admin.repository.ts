import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users, type UserRow } from '../../platform/db/schema/index';

export type UserChanges = Partial<
  Pick<UserRow, 'role' | 'subscriptionTier' | 'email' | 'firstName' | 'lastName'>
>;

export function createAdminRepository(db: Db) {
  return {
    listUsers(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(desc(users.createdAt), desc(users.id));
    },

    async stats() {
      const [row] = await db
        .select({
          totalUsers: sql<number>`count(*)::int`,
          adminUsers: sql<number>`count(*) filter (where ${users.role} = 'admin')::int`,
          regularUsers: sql<number>`count(*) filter (where ${users.role} = 'user')::int`,
          guestUsers: sql<number>`count(*) filter (where ${users.role} = 'guest')::int`,
        })
        .from(users);
      return row!;
    },

    /**
     * Applies the change unless it would leave no admin. The check and the write run in one
     * transaction holding a lock on the admin rows, so two concurrent demotions cannot both pass.
     */
    async updateUser(
      id: number,
      changes: UserChanges,
    ): Promise<UserRow | 'last_admin' | 'to_guest' | undefined> {
      return db.transaction(async (tx) => {
        const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!target) return undefined;
        // Guest accounts and their data are deleted after 24 hours: no account becomes one.
        if (changes.role === 'guest' && target.role !== 'guest') return 'to_guest';
        if (target.role === 'admin' && changes.role && changes.role !== 'admin') {
          const admins = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.role, 'admin'))
            .for('update');
          if (admins.length <= 1) return 'last_admin';
        }
        const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
        return row;
      });
    },

    /** Deletes the user and, through ON DELETE CASCADE, their sessions and data. */
    async deleteUser(id: number): Promise<'deleted' | 'last_admin' | undefined> {
      return db.transaction(async (tx) => {
        const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!target) return undefined;
        if (target.role === 'admin') {
          const admins = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.role, 'admin'))
            .for('update');
          if (admins.length <= 1) return 'last_admin';
        }
        await tx.delete(users).where(eq(users.id, id));
        return 'deleted';
      });
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
