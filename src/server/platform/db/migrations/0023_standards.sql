ALTER TABLE "lessons" ADD COLUMN "standards" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "standards" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "standards" jsonb DEFAULT '[]'::jsonb NOT NULL;