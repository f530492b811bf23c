import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { sessions, users, type NewUserRow, type UserRow } from '../../platform/db/schema/index';

export function createAuthRepository(db: Db) {
  // The two queries every signed-in request runs, built once and prepared by name, so neither
  // Drizzle nor PostgreSQL plans them again per request.
  const sessionWithUser = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('auth_session_with_user');
  const touch = db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('auth_touch_session');

  return {
    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findUserByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    /** Inserts unless the username is taken (any case); undefined means taken. */
    async insertUser(user: NewUserRow): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row;
    },

    /** Another account with this email, any case. */
    async emailUsedByAnother(email: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
        .limit(1);
      return row !== undefined;
    },

    async updateProfile(
      userId: number,
      changes: Partial<Pick<UserRow, 'email' | 'firstName' | 'lastName'>>,
    ): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
      return row;
    },

    /**
     * The new hash and flag, and every session of the user but `keepTokenHash` ended, in one
     * transaction: a password is never changed while an old session still works.
     */
    async setPassword(
      userId: number,
      change: { passwordHash: string; mustChangePassword: boolean; keepTokenHash?: string },
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ passwordHash: change.passwordHash, mustChangePassword: change.mustChangePassword })
          .where(eq(users.id, userId))
          .returning();
        if (!row) return undefined;
        const mine = eq(sessions.userId, userId);
        await tx
          .delete(sessions)
          .where(
            change.keepTokenHash ? and(mine, ne(sessions.tokenHash, change.keepTokenHash)) : mine,
          );
        return row;
      });
    },

    /** The password hashes of these accounts (any case), for the demo-password notice. */
    passwordHashesOf(usernames: readonly string[]) {
      return db
        .select({ username: users.username, passwordHash: users.passwordHash })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.username})`,
            usernames.map((u) => u.toLowerCase()),
          ),
        );
    },

    async insertSession(s: { tokenHash: string; userId: number; now: Date }) {
      await db
        .insert(sessions)
        .values({ tokenHash: s.tokenHash, userId: s.userId, createdAt: s.now, lastSeenAt: s.now });
    },

    async findSessionWithUser(tokenHash: string) {
      const [row] = await sessionWithUser.execute({ tokenHash });
      return row;
    },

    async touchSession(tokenHash: string, now: Date) {
      await touch.execute({ tokenHash, now: now.toISOString() });
    },

    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteSessionsOfUser(userId: number) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteSessionsIdleSince(idleCutoff: Date, absoluteCutoff: Date) {
      await db
        .delete(sessions)
        .where(
          sql`${sessions.lastSeenAt} < ${idleCutoff} or ${sessions.createdAt} < ${absoluteCutoff}`,
        );
    },

    /** Guests and, through ON DELETE CASCADE, everything they own. */
    async deleteGuestsCreatedBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(users)
        .where(and(eq(users.role, 'guest'), lt(users.createdAt, cutoff)))
        .returning({ id: users.id });
      return rows.length;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
