import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An account's identities at outside issuers (issue 36): who a person is at their school's
 * identity provider (kind 'oidc'), and later at an LMS (kind 'lti'). A person is found by
 * (issuer, subject), never by email, so a changed or reused address cannot reach another account.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['oidc', 'lti'] }).notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The address the issuer last gave (for the admin's eyes; never used to find anyone). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject_idx').on(t.issuer, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * The school sign-in an administrator set on the Admin page: one row. SSO_ISSUER in the
 * environment wins over it; `required` applies either way.
 */
export const ssoSettings = pgTable(
  'sso_settings',
  {
    id: integer('id').primaryKey().default(1),
    issuer: text('issuer'),
    clientId: text('client_id'),
    /** Sealed with the server's secret box (decision 0026); never sent to a browser. */
    clientSecretSealed: text('client_secret_sealed'),
    name: text('name'),
    /** Comma-separated email domains allowed; empty: any. */
    domains: text('domains').notNull().default(''),
    required: boolean('required').notNull().default(false),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('sso_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * A sign-in on its way through the provider: state, nonce and PKCE verifier stay here, keyed by
 * the hash of a token in the browser's short-lived cookie, and are deleted when the browser
 * comes back, so each is used once. `linkUserId`: a signed-in teacher linking their account.
 */
export const ssoAttempts = pgTable(
  'sso_attempts',
  {
    tokenHash: text('token_hash').primaryKey(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    issuer: text('issuer').notNull(),
    next: text('next'),
    linkUserId: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_attempts_created_idx').on(t.createdAt)],
);

export type UserIdentityRow = typeof userIdentities.$inferSelect;
export type SsoSettingsRow = typeof ssoSettings.$inferSelect;
export type SsoAttemptRow = typeof ssoAttempts.$inferSelect;
