import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { AI_ENGINE_CHOICES } from '../../../../contracts/ai-admin.contract';
import { users } from './users';

/**
 * The engine an administrator chose on the AI tab (issue 24): one row, read at start and
 * written by the tab, so the choice survives a restart and applies without one. AI_PROVIDER in
 * the environment still wins over it.
 */
export const aiSettings = pgTable(
  'ai_settings',
  {
    id: integer('id').primaryKey().default(1),
    engine: text('engine', { enum: AI_ENGINE_CHOICES }).notNull(),
    /** The GGUF file (local) or the Ollama model name; null for the others. */
    model: text('model'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('ai_settings_one_row', sql`${t.id} = 1`)],
);

export type AiSettingsRow = typeof aiSettings.$inferSelect;
