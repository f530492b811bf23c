import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-db';
import { socketIoAttachments } from './schema/index';

const database = useTestDatabase();

// The socket server no longer creates the postgres adapter's table at start: the migrations do.
describe('socket_io_attachments', () => {
  it('exists after the migrations and keeps a payload byte for byte', async () => {
    const { db } = database();
    const payload = Buffer.from([0, 1, 254, 255, 0x5c]);
    const [row] = await db.insert(socketIoAttachments).values({ payload }).returning();
    expect(row!.id).toBeGreaterThan(0);
    expect(row!.createdAt).toBeInstanceOf(Date);
    const [read] = await db.select().from(socketIoAttachments);
    expect(Buffer.from(read!.payload!)).toEqual(payload);
  });
});
