import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * Background jobs on pg-boss, in the app's own database: PostgreSQL, or the embedded PGlite
 * through pg-boss's "bring your own connection" adapter (pg-boss 10 runs on Node 20; its
 * later PGlite backend needs Node 22). Jobs are rows, so a render queued before a restart is
 * still there after it, and with PostgreSQL any instance can claim it.
 */
export interface JobQueue {
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  work<T extends object>(
    queue: string,
    handler: (data: T) => Promise<void>,
    options?: { pollingIntervalSeconds?: number },
  ): Promise<void>;
  /** One job on `queue` at each time the cron names, however many servers run (pg-boss cron). */
  schedule(queue: string, cron: string, options?: PgBoss.ScheduleOptions): Promise<void>;
  /** Removes the queue's schedule, if it has one (jobs already sent still run). */
  unschedule(queue: string): Promise<void>;
  stop(): Promise<void>;
}

type Rows = { rows: unknown[]; rowCount?: number | null };
interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }>;
  exec?(text: string): Promise<Array<{ rows: unknown[]; affectedRows?: number }>>;
}

/** pg-boss's `db` option: PGlite runs parameterless scripts (several statements) with exec. */
function executor(database: Database) {
  const client = (database.db as unknown as { $client: SqlClient }).$client;
  return {
    async executeSql(text: string, values?: unknown[]): Promise<Rows> {
      if (database.kind === 'pglite' && (!values || values.length === 0) && client.exec) {
        const results = await client.exec(text);
        const last = results[results.length - 1] ?? { rows: [] };
        return { rows: last.rows, rowCount: last.affectedRows ?? last.rows.length };
      }
      const answered = await client.query(text, values);
      // pg answers a script of several statements with one result each: the last one counts.
      const result = Array.isArray(answered) ? answered[answered.length - 1] : answered;
      return {
        rows: result.rows,
        rowCount: (result as Rows).rowCount ?? result.affectedRows ?? result.rows.length,
      };
    },
  };
}

export function createJobQueue(database: Database, onError: (error: Error) => void): JobQueue {
  let starting: Promise<PgBoss> | undefined;
  // One createQueue per name, shared, and one at a time: creates that overlap (a score queued as
  // its worker starts, or two features' queues at once) make PostgreSQL answer "deadlock
  // detected" (pg-boss 10 creates a partition per queue).
  const created = new Map<string, Promise<void>>();
  let creates: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const boss = () => {
    if (stopped) return Promise.reject(new Error('job queue stopped'));
    starting ??= (async () => {
      const b = new PgBoss({ db: executor(database), schema: 'pgboss', supervise: true });
      b.on('error', onError);
      await b.start();
      return b;
    })();
    return starting;
  };
  const queue = async (name: string) => {
    const b = await boss();
    let creating = created.get(name);
    if (!creating) {
      creating = creates.then(() => b.createQueue(name));
      creates = creating.catch(() => undefined);
      created.set(name, creating);
      // A failed create is tried again by the next caller.
      creating.catch(() => created.delete(name));
    }
    await creating;
    return b;
  };

  return {
    async send(name, data, options = {}) {
      return (await queue(name)).send(name, data, options);
    },
    async work(name, handler, options = {}) {
      const b = await queue(name);
      await b.work<object>(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data as never);
        },
      );
    },
    async schedule(name, cron, options = {}) {
      await (await queue(name)).schedule(name, cron, {}, options);
    },
    async unschedule(name) {
      await (await queue(name)).unschedule(name);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (!starting) return;
      const b = await starting.catch(() => undefined);
      await b?.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
