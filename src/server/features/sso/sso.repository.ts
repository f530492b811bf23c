import { and, count, eq, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  ssoAttempts,
  ssoSettings,
  userIdentities,
  users,
  type SsoAttemptRow,
  type SsoSettingsRow,
  type UserRow,
} from '../../platform/db/schema/index';

type SsoSettingsValues = Omit<SsoSettingsRow, 'id'>;
interface IdentityKey {
  kind: 'oidc' | 'lti';
  issuer: string;
  subject: string;
}

/**
 * School sign-in's rows: the admin's settings (one row), sign-ins in flight and the identities
 * that find an account. Not a teacher's data: reached only through sign-in and the admin routes.
 */
export function createSsoRepository(db: Db) {
  return {
    async settings(): Promise<SsoSettingsRow | null> {
      const [row] = await db.select().from(ssoSettings).where(eq(ssoSettings.id, 1));
      return row ?? null;
    },

    async saveSettings(values: Partial<SsoSettingsValues> & { updatedAt: Date }) {
      await db
        .insert(ssoSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: ssoSettings.id, set: values });
    },

    async insertAttempt(row: SsoAttemptRow) {
      await db.insert(ssoAttempts).values(row);
    },

    /** Deletes and answers the attempt in one statement: a second use finds nothing. */
    async takeAttempt(tokenHash: string): Promise<SsoAttemptRow | null> {
      const [row] = await db
        .delete(ssoAttempts)
        .where(eq(ssoAttempts.tokenHash, tokenHash))
        .returning();
      return row ?? null;
    },

    /** Attempts a browser never brought back. */
    async deleteAttemptsBefore(before: Date) {
      await db.delete(ssoAttempts).where(lt(ssoAttempts.createdAt, before));
    },

    async userOfIdentity(issuer: string, subject: string): Promise<UserRow | null> {
      const [row] = await db
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
      return row?.user ?? null;
    },

    async touchIdentity(issuer: string, subject: string, email: string | null, at: Date) {
      await db
        .update(userIdentities)
        .set({ email, lastUsedAt: at })
        .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
    },

    /** False when the identity already belongs to an account (unique issuer and subject). */
    async addIdentity(
      key: IdentityKey & { userId: number; email: string | null; at: Date },
    ): Promise<boolean> {
      const rows = await db
        .insert(userIdentities)
        .values({
          userId: key.userId,
          kind: key.kind,
          issuer: key.issuer,
          subject: key.subject,
          email: key.email,
          createdAt: key.at,
          lastUsedAt: key.at,
        })
        .onConflictDoNothing()
        .returning({ id: userIdentities.id });
      return rows.length > 0;
    },

    async hasIdentity(userId: number, kind: 'oidc' | 'lti', issuer: string): Promise<boolean> {
      const [row] = await db
        .select({ id: userIdentities.id })
        .from(userIdentities)
        .where(
          and(
            eq(userIdentities.userId, userId),
            eq(userIdentities.kind, kind),
            eq(userIdentities.issuer, issuer),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async linkedAccounts(kind: 'oidc' | 'lti', issuer: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(userIdentities)
        .where(and(eq(userIdentities.kind, kind), eq(userIdentities.issuer, issuer)));
      return row?.n ?? 0;
    },

    /**
     * Teachers who sign in with a password and have not linked this provider: those that
     * requiring it would lock out of their work (a school sign-in would make them a new account).
     */
    async unlinkedPasswordTeachers(kind: 'oidc' | 'lti', issuer: string): Promise<number> {
      const linked = db
        .select({ id: userIdentities.userId })
        .from(userIdentities)
        .where(and(eq(userIdentities.kind, kind), eq(userIdentities.issuer, issuer)));
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(
          and(eq(users.role, 'user'), isNotNull(users.passwordHash), notInArray(users.id, linked)),
        );
      return row?.n ?? 0;
    },

    /** Any account with this email, any case (an SSO sign-in never takes one over). */
    async emailInUse(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row !== undefined;
    },
  };
}

export type SsoRepository = ReturnType<typeof createSsoRepository>;
