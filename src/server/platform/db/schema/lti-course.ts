import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { students } from './students';
import { classes } from './classes';
import { assessments } from './assessments';
import { gameRooms } from './games';
import { ltiPlatforms } from './lti';

/**
 * An LMS course (LTI context) as one teacher's Chalkwise class (issue 36 item 6). Each
 * instructor of a course gets a class of their own: a co-teacher's sync never touches it.
 */
export const ltiContexts = pgTable(
  'lti_contexts',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    contextId: text('context_id').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The NRPS memberships URL from the latest instructor launch; null when the LMS sent none. */
    membershipsUrl: text('memberships_url'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** Why the latest sync failed, in words for the teacher; null after a good one. */
    syncError: text('sync_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('lti_contexts_platform_context_owner_idx').on(t.platformId, t.contextId, t.ownerId),
    index('lti_contexts_class_idx').on(t.classId),
  ],
);

/**
 * A student who came from an LMS: found again by the platform and the LTI user id (`sub`),
 * never by name or email. `leftAt` marks a learner the LMS no longer lists as active; the
 * student and their work stay.
 */
export const ltiLearners = pgTable(
  'lti_learners',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lti_learners_owner_platform_subject_idx').on(t.ownerId, t.platformId, t.subject),
    uniqueIndex('lti_learners_student_idx').on(t.studentId),
  ],
);

/**
 * Where a learner's score on an assessment goes (issue 36 item 5): the LMS's line item, and
 * how the latest post went, for the results page.
 */
export const ltiGradeLinks = pgTable(
  'lti_grade_links',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the score is of: an assessment, or a quiz's self-paced room (decision 0033); one. */
    assessmentId: integer('assessment_id').references(() => assessments.id, {
      onDelete: 'cascade',
    }),
    roomId: integer('room_id').references(() => gameRooms.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    lineitemUrl: text('lineitem_url').notNull(),
    status: text('status', { enum: ['none', 'pending', 'sent', 'failed'] })
      .notNull()
      .default('none'),
    /** The score last sent (or being sent), on the assessment's scale. */
    scoreGiven: real('score_given'),
    reason: text('reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('lti_grade_links_assessment_student_idx').on(t.assessmentId, t.studentId),
    uniqueIndex('lti_grade_links_room_student_idx').on(t.roomId, t.studentId),
    check('lti_grade_links_one_source', sql`(${t.assessmentId} is null) <> (${t.roomId} is null)`),
    index('lti_grade_links_owner_idx').on(t.ownerId),
  ],
);

export type LtiContextRow = typeof ltiContexts.$inferSelect;
export type LtiLearnerRow = typeof ltiLearners.$inferSelect;
export type LtiGradeLinkRow = typeof ltiGradeLinks.$inferSelect;
