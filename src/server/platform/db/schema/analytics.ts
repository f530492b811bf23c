import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { students } from './students';
import { assessments } from './assessments';

/**
 * Running totals of assessment_results that Dashboard and Analytics read instead of every
 * result (issue 16: the overview must not grow with the number of scores). Never written by the
 * app: triggers in migration 0012 recompute the rows of the students and assessments a statement
 * touched, from the results themselves, so every write path (gradebook, take page, games,
 * cascading deletes, an edited max score or subject) keeps them true.
 *
 * A percent is kept in tenths, as an integer, so sums are exact: Math.round(score / max * 1000),
 * which is percentOf's rounding to one decimal.
 */
export const analyticsStudentSubjects = pgTable(
  'analytics_student_subjects',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Results with a percent (scored, on a scale above zero). */
    scored: integer('scored').notNull(),
    tenthsSum: bigint('tenths_sum', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.subject] }),
    index('analytics_student_subjects_owner_idx').on(t.ownerId),
  ],
);

export const analyticsAssessmentTotals = pgTable(
  'analytics_assessment_totals',
  {
    assessmentId: integer('assessment_id')
      .primaryKey()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissions: integer('submissions').notNull(),
    pending: integer('pending').notNull(),
    scored: integer('scored').notNull(),
    tenthsSum: bigint('tenths_sum', { mode: 'number' }).notNull(),
    lastSubmittedAt: timestamp('last_submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('analytics_assessment_totals_owner_idx').on(t.ownerId)],
);

/**
 * How many of a student's latest scored percents analytics_student_recent keeps: the trend
 * compares the last TREND_WINDOW with the TREND_WINDOW before (analytics.facts.test.ts checks
 * that they fit). The migration's recount spells the same number.
 */
export const ANALYTICS_RECENT_KEPT = 12;

export const analyticsStudentRecent = pgTable(
  'analytics_student_recent',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The latest scored percents in tenths, oldest first, at most ANALYTICS_RECENT_KEPT. */
    tenths: integer('tenths').array().notNull(),
  },
  (t) => [index('analytics_student_recent_owner_idx').on(t.ownerId)],
);
