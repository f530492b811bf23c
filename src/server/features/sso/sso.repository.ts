import { and, count, eq, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { identityQueries } from '../../platform/db/identities';
import {
  ssoAttempts,
  ssoSettings,
  userIdentities,
  users,
  type SsoAttemptRow,
  type SsoSettingsRow,
} from '../../platform/db/schema/index';

type SsoSettingsValues = Omit<SsoSettingsRow, 'id'>;

/**
 * School sign-in's rows: the admin's settings (one row), sign-ins in flight and the identities
 * that find an account. Not a teacher's data: reached only through sign-in and the admin routes.
 */
export function createSsoRepository(db: Db) {
  return {
    ...identityQueries(db),

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
  };
}

export type SsoRepository = ReturnType<typeof createSsoRepository>;
