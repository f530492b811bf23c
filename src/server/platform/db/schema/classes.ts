import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { students } from './students';

/** A group of the teacher's students ("Period 3 Math"); a student may be in several. */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject'),
    /** K or 1..12 like a student's grade; optional. */
    grade: text('grade'),
    /** Seat layout: rows x columns (24 seats by default). */
    seatRows: integer('seat_rows').notNull().default(4),
    seatColumns: integer('seat_columns').notNull().default(6),
    /** Set when the teacher archives the class: kept with its records, hidden from pickers. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The class's sourcedId in the school's SIS (OneRoster import), so a re-import updates. */
    sourceId: text('source_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // The list pages by (name, id) (decision 0011).
  (t) => [
    index('classes_owner_name_idx').on(t.ownerId, t.name, t.id),
    uniqueIndex('classes_owner_source_idx')
      .on(t.ownerId, t.sourceId)
      .where(sql`${t.sourceId} is not null`),
  ],
);

export const classStudents = pgTable(
  'class_students',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** Seat number, 0-based, row by row; null until the teacher seats the student. */
    seat: integer('seat'),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.studentId] }),
    index('class_students_student_idx').on(t.studentId),
  ],
);

export type ClassRecord = typeof classes.$inferSelect;
export type ClassStudentRecord = typeof classStudents.$inferSelect;
