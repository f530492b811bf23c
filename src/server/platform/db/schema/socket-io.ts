import { bigserial, customType, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle has no built-in bytea (node-postgres reads it as a Buffer, PGlite as a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Live-game messages over NOTIFY's 8,000-byte limit, written and read by
 * `@socket.io/postgres-adapter` (only with DATABASE_URL and no REDIS_URL; the app never queries
 * it). The columns are the adapter's own (its README's CREATE TABLE), the unique constraint
 * named as PostgreSQL named it when the socket server created the table at start, so the
 * migration (IF NOT EXISTS) leaves a table made that way as it is.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique('socket_io_attachments_id_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});
