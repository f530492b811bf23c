ALTER TABLE "students" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "source_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "students_owner_source_idx" ON "students" USING btree ("owner_id","source_id") WHERE "students"."source_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "classes_owner_source_idx" ON "classes" USING btree ("owner_id","source_id") WHERE "classes"."source_id" is not null;