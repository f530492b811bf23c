import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import type { StandardRef } from '../../../../contracts/standards.contract';

/** Generated or teacher-written lesson body; an object so more parts can be added later. */
export interface LessonContent {
  generatedContent: string;
}

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    grade: text('grade').notNull(),
    topic: text('topic').notNull().default(''),
    duration: integer('duration').notNull().default(45),
    objectives: jsonb('objectives').$type<string[]>().notNull().default([]),
    materials: jsonb('materials').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    content: jsonb('content').$type<LessonContent>().notNull().default({ generatedContent: '' }),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    aiGenerated: boolean('ai_generated').notNull().default(false),
    /** Standards it addresses, from the shipped data (issue 34 item 2): code and description. */
    standards: jsonb('standards').$type<StandardRef[]>().notNull().default([]),
    /**
     * Random 128-bit read-only capability (base64url). Kept in clear, not hashed, so the teacher
     * can copy the same link again later; it grants nothing beyond this one lesson's public view.
     */
    shareToken: text('share_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The list's keyset order (newest first, id breaking ties): page N costs what page 1 costs.
    index('lessons_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    uniqueIndex('lessons_share_token_idx').on(t.shareToken),
  ],
);

export type LessonRow = typeof lessons.$inferSelect;
export type NewLessonRow = typeof lessons.$inferInsert;
