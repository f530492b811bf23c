import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { userIdentities, users, type UserRow } from './schema/index';

export interface IdentityKey {
  kind: 'oidc' | 'lti';
  issuer: string;
  subject: string;
}

/**
 * The identities that find an account: by (issuer, subject), never by email. School sign-in
 * (sso) and LMS launches (lti) share them, so both follow the same rules.
 */
export function identityQueries(db: Db) {
  return {
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

    /** Whether this account already has an identity of this kind at this issuer (linked once). */
    async hasIdentity(userId: number, kind: IdentityKey['kind'], issuer: string): Promise<boolean> {
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

    /** Any account with this email, any case (a school identity never takes one over). */
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
