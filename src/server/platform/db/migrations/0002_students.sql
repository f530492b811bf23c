CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"grade" text NOT NULL,
	"parent_email" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_owner_name_idx" ON "students" USING btree ("owner_id","last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "students_owner_email_idx" ON "students" USING btree ("owner_id",lower("email")) WHERE "students"."email" is not null;