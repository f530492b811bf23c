import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { identityQueries } from '../../platform/db/identities';
import {
  ltiDeployments,
  ltiHandoffs,
  ltiKeys,
  ltiLogins,
  ltiPlatforms,
  ltiRegistrationLinks,
  userIdentities,
  type LtiDeploymentRow,
  type LtiHandoffRow,
  type LtiKeyRow,
  type LtiLoginRow,
  type LtiPlatformRow,
} from '../../platform/db/schema/index';

type NewPlatform = Omit<LtiPlatformRow, 'id' | 'lastLaunchAt' | 'enabled'>;

/**
 * LTI's rows: registered platforms, the tool's keys, logins and handoffs in flight, and the
 * `lti` identities that find an account. Not a teacher's data: reached through launches and the
 * admin routes only.
 */
export function createLtiRepository(db: Db) {
  const identities = identityQueries(db);
  return {
    userOfIdentity: identities.userOfIdentity,
    touchIdentity: identities.touchIdentity,
    emailInUse: identities.emailInUse,

    async platforms(): Promise<LtiPlatformRow[]> {
      return db.select().from(ltiPlatforms).orderBy(asc(ltiPlatforms.name), asc(ltiPlatforms.id));
    },

    async platform(id: number): Promise<LtiPlatformRow | null> {
      const [row] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, id));
      return row ?? null;
    },

    async platformsOfIssuer(issuer: string, clientId?: string): Promise<LtiPlatformRow[]> {
      return db
        .select()
        .from(ltiPlatforms)
        .where(
          and(
            eq(ltiPlatforms.issuer, issuer),
            clientId === undefined ? undefined : eq(ltiPlatforms.clientId, clientId),
          ),
        );
    },

    async enabledOrigins(): Promise<string[]> {
      const rows = await db
        .select({ origins: ltiPlatforms.origins })
        .from(ltiPlatforms)
        .where(eq(ltiPlatforms.enabled, true));
      return rows.flatMap((r) => r.origins.split(' ').filter(Boolean));
    },

    async deployments(platformIds: number[]): Promise<LtiDeploymentRow[]> {
      if (platformIds.length === 0) return [];
      return db
        .select()
        .from(ltiDeployments)
        .where(inArray(ltiDeployments.platformId, platformIds))
        .orderBy(asc(ltiDeployments.id));
    },

    async deployment(platformId: number, deploymentId: string) {
      const [row] = await db
        .select()
        .from(ltiDeployments)
        .where(
          and(
            eq(ltiDeployments.platformId, platformId),
            eq(ltiDeployments.deploymentId, deploymentId),
          ),
        );
      return row ?? null;
    },

    /** A platform with its deployments in one transaction; null when it is already there. */
    async addPlatform(row: NewPlatform, deploymentIds: string[]): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [made] = await tx
          .insert(ltiPlatforms)
          .values(row)
          .onConflictDoNothing()
          .returning({ id: ltiPlatforms.id });
        if (!made) return null;
        const unique = [...new Set(deploymentIds)];
        if (unique.length > 0)
          await tx.insert(ltiDeployments).values(
            unique.map((deploymentId) => ({
              platformId: made.id,
              deploymentId,
              createdAt: row.createdAt,
            })),
          );
        return made.id;
      });
    },

    async setEnabled(id: number, enabled: boolean): Promise<boolean> {
      const rows = await db
        .update(ltiPlatforms)
        .set({ enabled })
        .where(eq(ltiPlatforms.id, id))
        .returning({ id: ltiPlatforms.id });
      return rows.length > 0;
    },

    async deletePlatform(id: number): Promise<boolean> {
      const rows = await db
        .delete(ltiPlatforms)
        .where(eq(ltiPlatforms.id, id))
        .returning({ id: ltiPlatforms.id });
      return rows.length > 0;
    },

    async addDeployment(platformId: number, deploymentId: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(ltiDeployments)
        .values({ platformId, deploymentId, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: ltiDeployments.id });
      return rows.length > 0;
    },

    async deleteDeployment(platformId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(ltiDeployments)
        .where(and(eq(ltiDeployments.platformId, platformId), eq(ltiDeployments.id, id)))
        .returning({ id: ltiDeployments.id });
      return rows.length > 0;
    },

    async recordLaunch(platformId: number, deploymentRowId: number, at: Date) {
      await db
        .update(ltiPlatforms)
        .set({ lastLaunchAt: at })
        .where(eq(ltiPlatforms.id, platformId));
      await db
        .update(ltiDeployments)
        .set({ lastLaunchAt: at })
        .where(eq(ltiDeployments.id, deploymentRowId));
    },

    // --- the tool's keys ---

    async currentKey(): Promise<LtiKeyRow | null> {
      const [row] = await db
        .select()
        .from(ltiKeys)
        .where(isNull(ltiKeys.retiredAt))
        .orderBy(desc(ltiKeys.createdAt), desc(ltiKeys.id))
        .limit(1);
      return row ?? null;
    },

    /** Keys still published: the current ones and those retired after `since`. */
    async publishedKeys(since: Date): Promise<LtiKeyRow[]> {
      return db
        .select()
        .from(ltiKeys)
        .where(or(isNull(ltiKeys.retiredAt), gt(ltiKeys.retiredAt, since)))
        .orderBy(desc(ltiKeys.createdAt));
    },

    /** The new key becomes current and every other current key is retired, at once. */
    async addKey(row: Omit<LtiKeyRow, 'id' | 'retiredAt'>) {
      await db.transaction(async (tx) => {
        await tx.update(ltiKeys).set({ retiredAt: row.createdAt }).where(isNull(ltiKeys.retiredAt));
        await tx.insert(ltiKeys).values(row);
      });
    },

    // --- logins and handoffs in flight ---

    async insertLogin(row: LtiLoginRow) {
      await db.insert(ltiLogins).values(row);
    },

    /** Deletes and answers the login in one statement: a second use finds nothing. */
    async takeLogin(stateHash: string): Promise<LtiLoginRow | null> {
      const [row] = await db
        .delete(ltiLogins)
        .where(eq(ltiLogins.stateHash, stateHash))
        .returning();
      return row ?? null;
    },

    async deleteLoginsBefore(before: Date) {
      await db.delete(ltiLogins).where(lt(ltiLogins.createdAt, before));
    },

    async insertHandoff(row: LtiHandoffRow) {
      await db.insert(ltiHandoffs).values(row);
    },

    async peekHandoff(codeHash: string): Promise<LtiHandoffRow | null> {
      const [row] = await db.select().from(ltiHandoffs).where(eq(ltiHandoffs.codeHash, codeHash));
      return row ?? null;
    },

    async takeHandoff(codeHash: string): Promise<LtiHandoffRow | null> {
      const [row] = await db
        .delete(ltiHandoffs)
        .where(eq(ltiHandoffs.codeHash, codeHash))
        .returning();
      return row ?? null;
    },

    async deleteHandoffsBefore(before: Date) {
      await db.delete(ltiHandoffs).where(lt(ltiHandoffs.createdAt, before));
    },

    // --- identities: a person is found by (issuer, subject), never by email ---

    /** An LMS's identities are `lti` ones: found by (issuer, subject) like any other. */
    async addIdentity(k: {
      userId: number;
      issuer: string;
      subject: string;
      email: string | null;
      at: Date;
    }): Promise<boolean> {
      return identities.addIdentity({ ...k, kind: 'lti' });
    },

    hasIdentityAt: (userId: number, issuer: string) =>
      identities.hasIdentity(userId, 'lti', issuer),

    async teachersByIssuer(): Promise<Map<string, number>> {
      const rows = await db
        .select({ issuer: userIdentities.issuer, n: count() })
        .from(userIdentities)
        .where(eq(userIdentities.kind, 'lti'))
        .groupBy(userIdentities.issuer);
      return new Map(rows.map((r) => [r.issuer, r.n]));
    },

    // --- one-time registration links ---

    async insertRegistrationLink(row: typeof ltiRegistrationLinks.$inferInsert) {
      await db.insert(ltiRegistrationLinks).values(row);
    },

    async registrationLinkUsable(tokenHash: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ tokenHash: ltiRegistrationLinks.tokenHash })
        .from(ltiRegistrationLinks)
        .where(
          and(
            eq(ltiRegistrationLinks.tokenHash, tokenHash),
            isNull(ltiRegistrationLinks.usedAt),
            gt(ltiRegistrationLinks.expiresAt, now),
          ),
        );
      return row !== undefined;
    },

    /**
     * Uses the link and stores what the platform answered, in one transaction: a link used by a
     * concurrent registration, or expired meanwhile, stores nothing (null).
     */
    async registerWithLink(
      tokenHash: string,
      now: Date,
      platform: NewPlatform,
      deploymentIds: string[],
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(ltiRegistrationLinks)
          .set({ usedAt: now })
          .where(
            and(
              eq(ltiRegistrationLinks.tokenHash, tokenHash),
              isNull(ltiRegistrationLinks.usedAt),
              gt(ltiRegistrationLinks.expiresAt, now),
            ),
          )
          .returning({ tokenHash: ltiRegistrationLinks.tokenHash });
        if (used.length === 0) return null;
        const [made] = await tx
          .insert(ltiPlatforms)
          .values(platform)
          .onConflictDoUpdate({
            target: [ltiPlatforms.issuer, ltiPlatforms.clientId],
            set: {
              authUrl: platform.authUrl,
              tokenUrl: platform.tokenUrl,
              jwksUrl: platform.jwksUrl,
              origins: platform.origins,
            },
          })
          .returning({ id: ltiPlatforms.id });
        for (const deploymentId of new Set(deploymentIds))
          await tx
            .insert(ltiDeployments)
            .values({ platformId: made!.id, deploymentId, createdAt: now })
            .onConflictDoNothing();
        return made!.id;
      });
    },
  };
}

export type LtiRepository = ReturnType<typeof createLtiRepository>;
