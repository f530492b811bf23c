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
    /** Set while students can take it at /take/{code}; unique across all teachers. */
    shareCode: text('share_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('assessments_owner_created_idx').on(t.ownerId, t.createdAt),
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
  ],
);

export type AssessmentRecord = typeof assessments.$inferSelect;
export type NewAssessmentRecord = typeof assessments.$inferInsert;
export type AssessmentResultRecord = typeof assessmentResults.$inferSelect;
