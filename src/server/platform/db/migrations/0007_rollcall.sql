CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"grade_level" text NOT NULL,
	"difficulty" text DEFAULT 'medium' NOT NULL,
	"pop_culture_theme" text DEFAULT '' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ai_generated" boolean DEFAULT false NOT NULL,
	"source_assessment_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_students" (
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"seat" integer,
	CONSTRAINT "class_students_class_id_student_id_pk" PRIMARY KEY("class_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"seat_rows" integer DEFAULT 4 NOT NULL,
	"seat_columns" integer DEFAULT 6 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_answers" (
	"room_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"question_index" integer NOT NULL,
	"choice" integer,
	"ms" integer,
	"correct" boolean NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "game_answers_room_id_player_id_question_index_pk" PRIMARY KEY("room_id","player_id","question_index")
);
--> statement-breakpoint
CREATE TABLE "game_events" (
	"room_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"at" bigint NOT NULL,
	"event" jsonb NOT NULL,
	CONSTRAINT "game_events_room_id_seq_pk" PRIMARY KEY("room_id","seq")
);
--> statement-breakpoint
CREATE TABLE "game_players" (
	"room_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"nickname" text NOT NULL,
	"student_id" integer,
	"team" integer,
	"score" integer NOT NULL,
	"rank" integer NOT NULL,
	"correct" integer NOT NULL,
	"answered" integer NOT NULL,
	"best_streak" integer NOT NULL,
	"eliminated_at" integer,
	CONSTRAINT "game_players_room_id_player_id_pk" PRIMARY KEY("room_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "game_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"code" text NOT NULL,
	"quiz_id" integer,
	"title" text NOT NULL,
	"questions" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"class_id" integer,
	"status" text DEFAULT 'lobby' NOT NULL,
	"host_instance" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_source_assessment_id_assessments_id_fk" FOREIGN KEY ("source_assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_answers" ADD CONSTRAINT "game_answers_room_id_game_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."game_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_room_id_game_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."game_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_room_id_game_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."game_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rooms" ADD CONSTRAINT "game_rooms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rooms" ADD CONSTRAINT "game_rooms_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rooms" ADD CONSTRAINT "game_rooms_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quizzes_owner_created_idx" ON "quizzes" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "class_students_student_idx" ON "class_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "classes_owner_name_idx" ON "classes" USING btree ("owner_id","name");--> statement-breakpoint
CREATE INDEX "game_players_student_idx" ON "game_players" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rooms_open_code_idx" ON "game_rooms" USING btree ("code") WHERE "game_rooms"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "game_rooms_owner_created_idx" ON "game_rooms" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rooms_lease_idx" ON "game_rooms" USING btree ("lease_until") WHERE "game_rooms"."status" <> 'ended';