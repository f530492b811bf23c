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
  const database = await openDatabase(config, (err) => reportPoolError(err));
  await runMigrations(database);
  const app = await createApp({
    config,
    database,
    clock: systemClock,
    clientDir: DEFAULT_CLIENT_DIR,
  });
  reportPoolError = (err) => app.log.error({ err }, 'database connection error');
  await ensureConfiguredAccounts(app, config);
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
    `Chalkwise is running on http://localhost:${config.port} (${database.kind}${config.demoMode ? ', demo mode: admin/admin123, teacher/teacher123' : ''})`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
