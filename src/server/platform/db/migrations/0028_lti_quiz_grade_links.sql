ALTER TABLE "lti_grade_links" ALTER COLUMN "assessment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lti_grade_links" ADD COLUMN "room_id" integer;--> statement-breakpoint
ALTER TABLE "lti_grade_links" ADD CONSTRAINT "lti_grade_links_room_id_game_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."game_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_grade_links_room_student_idx" ON "lti_grade_links" USING btree ("room_id","student_id");--> statement-breakpoint
ALTER TABLE "lti_grade_links" ADD CONSTRAINT "lti_grade_links_one_source" CHECK (("lti_grade_links"."assessment_id" is null) <> ("lti_grade_links"."room_id" is null));