import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role', { enum: ['guest', 'user', 'admin'] })
      .notNull()
      .default('user'),
    subscriptionTier: text('subscription_tier', { enum: ['free', 'trial', 'premium'] })
      .notNull()
      .default('free'),
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
    usageCount: integer('usage_count').notNull().default(0),
    /** Set by an administrator's reset: the next sign-in must choose a new password. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique regardless of case: "Alice" and "alice" are one account.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_role_created_idx').on(t.role, t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
