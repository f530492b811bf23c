import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * AI Assistant conversations. The key is (owner, session id): the session id is chosen by the
 * browser, so another teacher sending the same id gets a conversation of their own, never a
 * read of or a write into this one.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.sessionId] }),
    index('chat_conversations_owner_updated_idx').on(t.ownerId, t.updatedAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').notNull(),
    sessionId: text('session_id').notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: ['complete', 'streaming', 'stopped', 'failed'] })
      .notNull()
      .default('complete'),
    /**
     * A Stop for a reply another instance writes: that instance checks it while writing, so the
     * Stop holds even when the instances' adapter cannot carry it (one just started, a peer
     * dropped).
     */
    stopRequested: boolean('stop_requested').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'chat_messages_conversation_fk',
      columns: [t.ownerId, t.sessionId],
      foreignColumns: [chatConversations.ownerId, chatConversations.sessionId],
    }).onDelete('cascade'),
    index('chat_messages_conversation_idx').on(t.ownerId, t.sessionId, t.id),
  ],
);

export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
