import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../testing/test-db';
import { createJobQueue } from './queue';

const database = useTestDatabase();

describe('the job queue', () => {
  it('runs jobs sent while their worker starts, on queues nobody made yet', async () => {
    const errors: Error[] = [];
    const queue = createJobQueue(database(), (e) => errors.push(e));
    const done: string[] = [];
    const names = ['first', 'second', 'third', 'fourth', 'fifth'];
    try {
      // As grade passback does: the worker starts and a job is sent at once, so both would create
      // the queue (PostgreSQL answered one of the two with "deadlock detected", issue 36 item 5).
      await Promise.all(
        names.flatMap((name) => [
          queue.work<{ name: string }>(name, async (job) => {
            done.push(job.name);
          }),
          queue.send(name, { name }),
          queue.send(name, { name: `${name} again` }),
        ]),
      );
      await vi.waitFor(() => expect(done).toHaveLength(names.length * 2), {
        timeout: 15_000,
        interval: 100,
      });
      expect(errors).toEqual([]);
    } finally {
      await queue.stop();
    }
  }, 60_000);

  it('keeps one schedule per queue, in the zone given; scheduling again replaces it', async () => {
    const queue = createJobQueue(database(), () => undefined);
    try {
      await queue.schedule('nightly', '0 3 * * *', { tz: 'Europe/Dublin' });
      await queue.schedule('nightly', '30 2 * * *', { tz: 'America/Chicago' });
      const { rows } = await database().db.execute(
        sql`select name, cron, timezone from pgboss.schedule where name = 'nightly'`,
      );
      expect(rows).toEqual([{ name: 'nightly', cron: '30 2 * * *', timezone: 'America/Chicago' }]);
      // A cron pg-boss cannot read is refused at once, not left to fail at night.
      await expect(queue.schedule('nightly', 'at three', {})).rejects.toThrow();
    } finally {
      await queue.stop();
    }
  }, 60_000);
});
