DROP INDEX "lessons_owner_created_idx";--> statement-breakpoint
DROP INDEX "assessments_owner_created_idx";--> statement-breakpoint
CREATE INDEX "lessons_owner_created_idx" ON "lessons" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "assessments_owner_created_idx" ON "assessments" USING btree ("owner_id","created_at","id");