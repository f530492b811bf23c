import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Avatar videos (spec: the avatar generation job). The id is random, so it can stand in the
 * file name and URL; the MP4 lives under AVATAR_DIR, deleted with the row's owner or after the
 * retention period.
 */
export const avatarVideos = pgTable(
  'avatar_videos',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** pending, done or error. */
    status: text('status').notNull(),
    /** Why a render failed (empty, encoder, timeout, ...); never shown verbatim. */
    errorCode: text('error_code'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * When its render began: the render's time budget counts from here, not from the request,
     * so time spent waiting behind other videos is not held against it (issue 37 item 9).
     */
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('avatar_videos_owner_created_idx').on(t.ownerId, t.createdAt)],
);
