CREATE TABLE "analytics_assessment_totals" (
	"assessment_id" integer PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"submissions" integer NOT NULL,
	"pending" integer NOT NULL,
	"scored" integer NOT NULL,
	"tenths_sum" bigint NOT NULL,
	"last_submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_student_recent" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"tenths" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_student_subjects" (
	"student_id" integer NOT NULL,
	"subject" text NOT NULL,
	"owner_id" integer NOT NULL,
	"scored" integer NOT NULL,
	"tenths_sum" bigint NOT NULL,
	CONSTRAINT "analytics_student_subjects_student_id_subject_pk" PRIMARY KEY("student_id","subject")
);
--> statement-breakpoint
ALTER TABLE "analytics_assessment_totals" ADD CONSTRAINT "analytics_assessment_totals_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_assessment_totals" ADD CONSTRAINT "analytics_assessment_totals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_student_recent" ADD CONSTRAINT "analytics_student_recent_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_student_recent" ADD CONSTRAINT "analytics_student_recent_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_student_subjects" ADD CONSTRAINT "analytics_student_subjects_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_student_subjects" ADD CONSTRAINT "analytics_student_subjects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_assessment_totals_owner_idx" ON "analytics_assessment_totals" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "analytics_student_recent_owner_idx" ON "analytics_student_recent" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "analytics_student_subjects_owner_idx" ON "analytics_student_subjects" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "assessment_results_student_recent_idx" ON "assessment_results" USING btree ("student_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The totals above are kept by these triggers, never by the app (schema/analytics.ts says why).
-- Each statement on assessment_results or on an assessment's scale recomputes, from the results
-- themselves, the rows of the students and assessments it touched, so a cascade, an upsert or a
-- regrade cannot leave them wrong. An advisory lock per teacher makes concurrent submissions
-- queue for the recount instead of overwriting each other.
CREATE FUNCTION "analytics_tenths"(score real, max_score integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
-- percentOf's rounding, Math.round(score / max * 100 * 10), in the same double arithmetic.
RETURN CASE WHEN score IS NOT NULL AND max_score > 0
  THEN floor(score::float8 / max_score * 100 * 10 + 0.5)::integer END;--> statement-breakpoint
CREATE FUNCTION "analytics_recount"(owner_ids integer[], student_ids integer[], assessment_ids integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Lock keys: (1611, owner id) queues one teacher's recounts (a teacher's students and
  -- assessments are theirs alone, so a statement takes one key). The key is held to the end of
  -- the transaction, so the app writes results one statement per transaction: a second
  -- statement could wait for a row of a transaction that waits for this key. (1610, 0) is shared by every recount
  -- and held alone by one spanning many teachers (the first count, below), so that one does not
  -- take a lock per teacher (the lock table is finite).
  IF cardinality(owner_ids) > 16 THEN
    PERFORM pg_advisory_xact_lock(1610, 0);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(1610, 0);
    PERFORM pg_advisory_xact_lock(1611, id) FROM (SELECT DISTINCT unnest(owner_ids) AS id ORDER BY 1) o;
  END IF;

  DELETE FROM analytics_assessment_totals WHERE assessment_id = ANY(assessment_ids);
  INSERT INTO analytics_assessment_totals
    (assessment_id, owner_id, submissions, pending, scored, tenths_sum, last_submitted_at)
  SELECT a.id, a.owner_id, count(*), count(*) FILTER (WHERE r.needs_review),
    count(analytics_tenths(r.score, a.max_score)), coalesce(sum(analytics_tenths(r.score, a.max_score)), 0),
    max(r.submitted_at)
  FROM assessment_results r JOIN assessments a ON a.id = r.assessment_id
  WHERE a.id = ANY(assessment_ids)
  GROUP BY a.id, a.owner_id;

  DELETE FROM analytics_student_subjects WHERE student_id = ANY(student_ids);
  INSERT INTO analytics_student_subjects (student_id, subject, owner_id, scored, tenths_sum)
  SELECT r.student_id, a.subject, r.owner_id, count(*), sum(t.tenths)
  FROM assessment_results r JOIN assessments a ON a.id = r.assessment_id
    CROSS JOIN LATERAL (SELECT analytics_tenths(r.score, a.max_score) AS tenths) t
  WHERE r.student_id = ANY(student_ids) AND t.tenths IS NOT NULL
  GROUP BY r.student_id, a.subject, r.owner_id;

  -- Each student's latest 12 scored percents, oldest first (ANALYTICS_RECENT_KEPT).
  DELETE FROM analytics_student_recent WHERE student_id = ANY(student_ids);
  INSERT INTO analytics_student_recent (student_id, owner_id, tenths)
  SELECT student_id, owner_id, array_agg(tenths ORDER BY submitted_at, id)
  FROM (
    SELECT r.student_id, r.owner_id, t.tenths, r.submitted_at, r.id,
      row_number() OVER (PARTITION BY r.student_id ORDER BY r.submitted_at DESC, r.id DESC) AS n
    FROM assessment_results r JOIN assessments a ON a.id = r.assessment_id
      CROSS JOIN LATERAL (SELECT analytics_tenths(r.score, a.max_score) AS tenths) t
    WHERE r.student_id = ANY(student_ids) AND t.tenths IS NOT NULL
  ) latest
  WHERE n <= 12
  GROUP BY student_id, owner_id;
END $$;--> statement-breakpoint
CREATE FUNCTION "analytics_results_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM analytics_recount(
      ARRAY(SELECT owner_id FROM changed UNION SELECT owner_id FROM changed_before),
      ARRAY(SELECT student_id FROM changed UNION SELECT student_id FROM changed_before),
      ARRAY(SELECT assessment_id FROM changed UNION SELECT assessment_id FROM changed_before));
  ELSE
    PERFORM analytics_recount(
      ARRAY(SELECT DISTINCT owner_id FROM changed),
      ARRAY(SELECT DISTINCT student_id FROM changed),
      ARRAY(SELECT DISTINCT assessment_id FROM changed));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "analytics_results_inserted" AFTER INSERT ON "assessment_results"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_results_changed();--> statement-breakpoint
CREATE TRIGGER "analytics_results_updated" AFTER UPDATE ON "assessment_results"
  REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_results_changed();--> statement-breakpoint
CREATE TRIGGER "analytics_results_deleted" AFTER DELETE ON "assessment_results"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_results_changed();--> statement-breakpoint
-- A new max score or subject changes every percent or group of that assessment's results.
CREATE FUNCTION "analytics_scale_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := ARRAY(
    SELECT n.id FROM changed n JOIN changed_before o ON o.id = n.id
    WHERE n.max_score IS DISTINCT FROM o.max_score OR n.subject IS DISTINCT FROM o.subject);
BEGIN
  IF cardinality(ids) > 0 THEN
    PERFORM analytics_recount(
      ARRAY(SELECT DISTINCT owner_id FROM changed WHERE id = ANY(ids)),
      ARRAY(SELECT DISTINCT student_id FROM assessment_results WHERE assessment_id = ANY(ids)), ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "analytics_scale_updated" AFTER UPDATE ON "assessments"
  REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_scale_changed();--> statement-breakpoint
-- The results already stored, counted once.
SELECT analytics_recount(
  ARRAY(SELECT id FROM users), ARRAY(SELECT id FROM students), ARRAY(SELECT id FROM assessments));
