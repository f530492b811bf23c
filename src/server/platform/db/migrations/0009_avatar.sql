CREATE TABLE "avatar_videos" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "avatar_videos" ADD CONSTRAINT "avatar_videos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatar_videos_owner_created_idx" ON "avatar_videos" USING btree ("owner_id","created_at");