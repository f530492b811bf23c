CREATE TABLE "student_codes" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "score_release" text DEFAULT 'immediate' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "results_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_codes" ADD CONSTRAINT "student_codes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_codes" ADD CONSTRAINT "student_codes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_codes_owner_idx" ON "student_codes" USING btree ("owner_id");--> statement-breakpoint
-- Assessments live before this migration (a share code was set only while published) stay published.
UPDATE "assessments" SET "published" = true WHERE "share_code" IS NOT NULL;
