CREATE TABLE "lti_contexts" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"context_id" text NOT NULL,
	"owner_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"title" text NOT NULL,
	"memberships_url" text,
	"last_synced_at" timestamp with time zone,
	"sync_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_grade_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"subject" text NOT NULL,
	"lineitem_url" text NOT NULL,
	"status" text DEFAULT 'none' NOT NULL,
	"score_given" real,
	"reason" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_learners" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"subject" text NOT NULL,
	"student_id" integer NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lti_handoffs" ADD COLUMN "context" jsonb;--> statement-breakpoint
ALTER TABLE "lti_contexts" ADD CONSTRAINT "lti_contexts_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_contexts" ADD CONSTRAINT "lti_contexts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_contexts" ADD CONSTRAINT "lti_contexts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_links" ADD CONSTRAINT "lti_grade_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_links" ADD CONSTRAINT "lti_grade_links_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_links" ADD CONSTRAINT "lti_grade_links_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_links" ADD CONSTRAINT "lti_grade_links_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_learners" ADD CONSTRAINT "lti_learners_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_learners" ADD CONSTRAINT "lti_learners_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_learners" ADD CONSTRAINT "lti_learners_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_contexts_platform_context_owner_idx" ON "lti_contexts" USING btree ("platform_id","context_id","owner_id");--> statement-breakpoint
CREATE INDEX "lti_contexts_class_idx" ON "lti_contexts" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_grade_links_assessment_student_idx" ON "lti_grade_links" USING btree ("assessment_id","student_id");--> statement-breakpoint
CREATE INDEX "lti_grade_links_owner_idx" ON "lti_grade_links" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_learners_owner_platform_subject_idx" ON "lti_learners" USING btree ("owner_id","platform_id","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_learners_student_idx" ON "lti_learners" USING btree ("student_id");