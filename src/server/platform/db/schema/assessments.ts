import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Question } from '../../../../contracts/questions.contract';
import type { GradedAnswer } from '../../../../contracts/assessments.contract';
import { users } from './users';
import { students } from './students';
import type { StandardRef } from '../../../../contracts/standards.contract';

export const assessments = pgTable(
  'assessments',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: ['quiz', 'test', 'assignment', 'project', 'exam'] }).notNull(),
    subject: text('subject').notNull(),
    grade: text('grade').notNull(),
    maxScore: integer('max_score').notNull().default(100),
    timeLimit: integer('time_limit').notNull().default(60),
    questionCount: integer('question_count').notNull().default(10),
    questions: jsonb('questions').$type<Question[]>().notNull().default([]),
    /** The markdown an AI engine produced, kept beside the structured questions. */
    generatedContent: text('generated_content').notNull().default(''),
    aiGenerated: boolean('ai_generated').notNull().default(false),
    /** Standards it addresses, from the shipped data (issue 34 item 2): code and description. */
    standards: jsonb('standards').$type<StandardRef[]>().notNull().default([]),
    /** The student link's code (/take/{code}); unique across all teachers; kept on closing. */
    shareCode: text('share_code'),
    /** Students can take it now (the code stays when the teacher closes it). */
    published: boolean('published').notNull().default(false),
    scoreRelease: text('score_release', { enum: ['immediate', 'after_release'] })
      .notNull()
      .default('immediate'),
    resultsReleasedAt: timestamp('results_released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The list's keyset order (newest first, id breaking ties).
    index('assessments_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    uniqueIndex('assessments_share_code_idx').on(t.shareCode),
  ],
);

/** One student's result on one assessment: a gradebook score or an online submission. */
export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** On the assessment's maxScore scale; null while short answers await grading. */
    score: real('score'),
    answers: jsonb('answers').$type<GradedAnswer[]>().notNull().default([]),
    needsReview: boolean('needs_review').notNull().default(false),
    source: text('source', { enum: ['gradebook', 'online'] }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('assessment_results_assessment_student_idx').on(t.assessmentId, t.studentId),
    index('assessment_results_owner_idx').on(t.ownerId),
    // A student's results, newest first: the recount of a student's analytics totals (and its
    // latest scores) reads them, and deleting a student finds them.
    index('assessment_results_student_recent_idx').on(
      t.studentId,
      t.submittedAt.desc(),
      t.id.desc(),
    ),
  ],
);

/** A student's personal code, typed on the take page with their name (printed on a class sheet). */
export const studentCodes = pgTable(
  'student_codes',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('student_codes_owner_idx').on(t.ownerId)],
);

export type AssessmentRecord = typeof assessments.$inferSelect;
export type NewAssessmentRecord = typeof assessments.$inferInsert;
export type AssessmentResultRecord = typeof assessmentResults.$inferSelect;
