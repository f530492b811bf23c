import {
  date,
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
import { classes } from './classes';

/**
 * One taken attendance: a class on a day. Unique per class and date, so saving the same day
 * twice updates the record. Only the photo's face count is kept, never the photo.
 */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** The school day, YYYY-MM-DD (no time zone: the teacher's day). */
    date: date('date', { mode: 'string' }).notNull(),
    faceCount: integer('face_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('attendance_records_class_date_idx').on(t.classId, t.date),
    index('attendance_records_owner_date_idx').on(t.ownerId, t.date),
  ],
);

export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    recordId: integer('record_id')
      .notNull()
      .references(() => attendanceRecords.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['present', 'absent', 'late', 'excused'] }).notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.recordId, t.studentId] }),
    index('attendance_marks_student_idx').on(t.studentId),
  ],
);

export type AttendanceRecordRow = typeof attendanceRecords.$inferSelect;
export type AttendanceMarkRow = typeof attendanceMarks.$inferSelect;
