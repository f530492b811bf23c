import { loadConfigOrExit } from './config';
import { createApp, DEFAULT_CLIENT_DIR } from './app';
import { openDatabase } from './platform/db/open';
import { poolErrorToStderr } from './platform/db/client';
import { runMigrations } from './platform/db/migrate';
import { systemClock } from './platform/clock';
import { ensureConfiguredAccounts, scheduleCleanup, scheduleUpkeep } from './startup';

async function main() {
  const config = loadConfigOrExit(1);

  // Pool errors reach stderr until the app's logger exists, then the logger (safeError).
  let reportPoolError = poolErrorToStderr;
  // Where a start spends its time, in the "running" line: a school's IT can see what is slow.
  const took = startTimer();
  const database = await openDatabase(config, (err) => reportPoolError(err));
  const opened = took();
  await runMigrations(database);
  const migrated = took();
  const app = await createApp({
    config,
    database,
    clock: systemClock,
    clientDir: DEFAULT_CLIENT_DIR,
  });
  reportPoolError = (err) => app.log.error({ err }, 'database connection error');
  const built = took();
  await ensureConfiguredAccounts(app, config);
  const seeded = took();
  const stopCleanup = scheduleCleanup(app);
  // PostgreSQL has autovacuum; the embedded database has only this.
  const stopUpkeep = database.kind === 'postgres' ? () => {} : scheduleUpkeep(database.db, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopCleanup();
    stopUpkeep();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      startMs: {
        database: opened,
        migrations: migrated,
        app: built,
        accounts: seeded,
        listen: took(),
      },
    },
    `Chalkwise is running on http://localhost:${config.port} (${database.kind}${config.demoMode ? ', demo mode: admin/admin123, teacher/teacher123' : ''})`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

/** Milliseconds since the last call (the first: since the start). */
function startTimer() {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const ms = Math.round(now - last);
    last = now;
    return ms;
  };
}
