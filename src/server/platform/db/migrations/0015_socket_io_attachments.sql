-- The postgres adapter's table for live-game messages too big for NOTIFY. Servers on PostgreSQL
-- created it at start before this migration existed, with these columns and this constraint
-- name, so IF NOT EXISTS leaves theirs as it is.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" "bytea",
	CONSTRAINT "socket_io_attachments_id_key" UNIQUE("id")
);
