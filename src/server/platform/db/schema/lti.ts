import {
  boolean,
  index,
  jsonb,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An LMS that may launch Chalkwise (issue 36 item 1): where to send the browser for the login,
 * where its keys are, and which of its web origins may frame Chalkwise. One row per
 * (issuer, client id): a Canvas cloud issuer is shared by many schools, each its own client.
 */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    authUrl: text('auth_url').notNull(),
    tokenUrl: text('token_url').notNull(),
    jwksUrl: text('jwks_url').notNull(),
    /** Space-separated origins allowed in frame-ancestors (the LMS's own web address). */
    origins: text('origins').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** 'dynamic' (registered by one link) or 'manual' (typed on the Integrations tab). */
    source: text('source', { enum: ['dynamic', 'manual'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLaunchAt: timestamp('last_launch_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('lti_platforms_issuer_client_idx').on(t.issuer, t.clientId)],
);

/** A placement of the tool in a platform (a whole site, a sub-account, a course). */
export const ltiDeployments = pgTable(
  'lti_deployments',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    deploymentId: text('deployment_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLaunchAt: timestamp('last_launch_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('lti_deployments_platform_idx').on(t.platformId, t.deploymentId)],
);

/**
 * The tool's own RS256 keys, published at /lti/jwks. The newest unretired key signs; a retired
 * key stays published until `retiredAt` plus the longest lifetime of what it signed.
 */
export const ltiKeys = pgTable('lti_keys', {
  id: serial('id').primaryKey(),
  kid: text('kid').notNull().unique(),
  publicJwk: text('public_jwk').notNull(),
  /** Sealed with the server's secret box (decision 0026); never leaves the server. */
  privateJwkSealed: text('private_jwk_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * A login on its way through the platform (OIDC third-party initiated login): `state` and
 * `nonce` kept here, deleted when the launch arrives, so each is used once.
 */
export const ltiLogins = pgTable(
  'lti_logins',
  {
    stateHash: text('state_hash').primaryKey(),
    nonce: text('nonce').notNull(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lti_logins_created_idx').on(t.createdAt)],
);

/**
 * A verified launch waiting for the person's next step, keyed by the hash of a one-time code:
 * an instructor new to Chalkwise choosing a new account or linking theirs (userId null), or a
 * signed-in launch continuing in a new window where the frame's cookies are blocked.
 */
export const ltiHandoffs = pgTable(
  'lti_handoffs',
  {
    codeHash: text('code_hash').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    /** A Deep Linking request's way back: the teacher picks content, then returns there. */
    deepLink: jsonb('deep_link').$type<LtiDeepLink>(),
    /** The course the instructor launched from, with its NRPS address, for the roster sync. */
    context: jsonb('context').$type<LtiLaunchContext>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lti_handoffs_created_idx').on(t.createdAt)],
);

/** A one-time dynamic registration link an admin made (issue 36 item 2), valid 24 hours. */
export const ltiRegistrationLinks = pgTable('lti_registration_links', {
  tokenHash: text('token_hash').primaryKey(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export interface LtiDeepLink {
  returnUrl: string;
  deploymentId: string;
  /** The request's opaque `data`, echoed in the response as the spec requires. */
  data: string | null;
}

/** A launch's course (LTI context claim) and its Names and Role Provisioning address. */
export interface LtiLaunchContext {
  id: string;
  title: string;
  membershipsUrl: string | null;
}

export type LtiPlatformRow = typeof ltiPlatforms.$inferSelect;
export type LtiDeploymentRow = typeof ltiDeployments.$inferSelect;
export type LtiKeyRow = typeof ltiKeys.$inferSelect;
export type LtiLoginRow = typeof ltiLogins.$inferSelect;
export type LtiHandoffRow = typeof ltiHandoffs.$inferSelect;
