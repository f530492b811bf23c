import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { AI_ENGINE_CHOICES, PROVIDER_KINDS } from '../../../../contracts/ai-admin.contract';
import { users } from './users';

/**
 * The engine an administrator chose on the AI tab (issue 24): one row, read at start and
 * written by the tab, so the choice survives a restart and applies without one. AI_PROVIDER in
 * the environment still wins over it.
 */
/**
 * Provider connections an administrator added on the AI tab (issue 33 item 3): a hosted
 * provider or a server of the school's own, with its key sealed (platform/secrets). Not a
 * teacher's data: only the admin routes reach it.
 */
export const aiConnections = pgTable('ai_connections', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: PROVIDER_KINDS }).notNull(),
  baseUrl: text('base_url').notNull(),
  /** The key, sealed; null when the server needs none. */
  apiKeySealed: text('api_key_sealed'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type AiConnectionRow = typeof aiConnections.$inferSelect;

export const aiSettings = pgTable(
  'ai_settings',
  {
    id: integer('id').primaryKey().default(1),
    engine: text('engine', { enum: AI_ENGINE_CHOICES }).notNull(),
    /** The GGUF file (local), the Ollama model name or a connection's model; null otherwise. */
    model: text('model'),
    /** engine = 'connection': which one (a chosen connection cannot be deleted). */
    connectionId: integer('connection_id').references(() => aiConnections.id, {
      onDelete: 'set null',
    }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('ai_settings_one_row', sql`${t.id} = 1`)],
);

export type AiSettingsRow = typeof aiSettings.$inferSelect;
