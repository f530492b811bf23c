import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    /** K or 1..12, validated by the contract. */
    grade: text('grade').notNull(),
    parentEmail: text('parent_email'),
    notes: text('notes').notNull().default(''),
    /** The student's sourcedId in the school's SIS (OneRoster import), so a re-import updates. */
    sourceId: text('source_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('students_owner_name_idx').on(t.ownerId, t.lastName, t.firstName),
    // One roster entry per email per teacher, regardless of case; two teachers may share a student.
    uniqueIndex('students_owner_email_idx')
      .on(t.ownerId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('students_owner_source_idx')
      .on(t.ownerId, t.sourceId)
      .where(sql`${t.sourceId} is not null`),
  ],
);

export type StudentRecord = typeof students.$inferSelect;
export type NewStudentRecord = typeof students.$inferInsert;
