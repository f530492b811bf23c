import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { assessments } from './assessments';
import type { StandardRef } from '../../../../contracts/standards.contract';
import type { QuestionType, TypeSpecificFields } from '../../../../contracts/quizzes.contract';

/**
 * One question of a RollCall quiz; the game snapshots these when a room opens. No `type` is
 * multiple choice (every quiz stored before issue 35). Only the type's own fields are stored.
 */
export interface QuizQuestionRecord extends TypeSpecificFields {
  type?: QuestionType;
  question: string;
  /** Choice types' choices; empty for the others. */
  choices: string[];
  /** The right choice (multiple choice, true/false); -1 for the other types. */
  answerIndex: number;
  /** Seconds a player has to answer in a live game. */
  timeLimit: number;
  explanation?: string;
  /** The engine could not check it (e.g. a word problem): the teacher should look first. */
  needsReview?: boolean;
  /** Why it needs review, when something other than the AI flagged it (a Kahoot import). */
  reviewReason?: string;
}

export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    subject: text('subject').notNull(),
    gradeLevel: text('grade_level').notNull(),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] })
      .notNull()
      .default('medium'),
    popCultureTheme: text('pop_culture_theme').notNull().default(''),
    questions: jsonb('questions').$type<QuizQuestionRecord[]>().notNull().default([]),
    aiGenerated: boolean('ai_generated').notNull().default(false),
    /** Standards it addresses, from the shipped data (issue 34 item 2): code and description. */
    standards: jsonb('standards').$type<StandardRef[]>().notNull().default([]),
    /** Set when the quiz was made from an assessment's multiple-choice questions. */
    sourceAssessmentId: integer('source_assessment_id').references(() => assessments.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // The list pages newest first on (created_at, id) (decision 0011).
  (t) => [index('quizzes_owner_created_idx').on(t.ownerId, t.createdAt, t.id)],
);

export type QuizRecord = typeof quizzes.$inferSelect;
export type NewQuizRecord = typeof quizzes.$inferInsert;
