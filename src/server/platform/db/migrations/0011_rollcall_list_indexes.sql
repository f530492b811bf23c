DROP INDEX "quizzes_owner_created_idx";--> statement-breakpoint
DROP INDEX "classes_owner_name_idx";--> statement-breakpoint
DROP INDEX "game_rooms_owner_created_idx";--> statement-breakpoint
CREATE INDEX "game_rooms_owner_open_idx" ON "game_rooms" USING btree ("owner_id","created_at","id") WHERE "game_rooms"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "quizzes_owner_created_idx" ON "quizzes" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "classes_owner_name_idx" ON "classes" USING btree ("owner_id","name","id");--> statement-breakpoint
CREATE INDEX "game_rooms_owner_created_idx" ON "game_rooms" USING btree ("owner_id","created_at","id");