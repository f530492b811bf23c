ALTER TABLE "game_answers" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "game_answers" ADD COLUMN "scored" boolean DEFAULT true NOT NULL;