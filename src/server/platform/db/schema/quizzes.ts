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

/** One multiple-choice question of a RollCall quiz; the game snapshots these when a room opens. */
export interface QuizQuestionRecord {
  question: string;
  choices: string[];
  answerIndex: number;
  /** Seconds a player has to answer in a live game. */
  timeLimit: number;
  explanation?: string;
  /** The engine could not check it (e.g. a word problem): the teacher should look first. */
  needsReview?: boolean;
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
