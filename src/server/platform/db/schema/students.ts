import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { foldNameSql } from '../name-sort';

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
    /** The names folded for sorting (name-sort.ts; decision 0025), kept by the database. */
    sortLast: text('sort_last').notNull().generatedAlwaysAs(foldNameSql('last_name')),
    sortFirst: text('sort_first').notNull().generatedAlwaysAs(foldNameSql('first_name')),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The list's order and keyset (students.repository page): folded names, byte-wise, then id.
    index('students_owner_sort_idx').on(
      t.ownerId,
      sql`${t.sortLast} collate "C"`,
      sql`${t.sortFirst} collate "C"`,
      t.id,
    ),
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
