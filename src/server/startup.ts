import type { Config } from './config';
import type { App } from './app';
import { DEMO_ACCOUNTS } from './features/system/demo-accounts';
import { HOUR, MINUTE } from './platform/clock';
import type { Db } from './platform/db/client';
import { tidyTables } from './platform/db/upkeep';

/** Accounts the configuration asks for: demo mode's pair and ADMIN_USERNAME. Idempotent. */
export async function ensureConfiguredAccounts(app: App, config: Config) {
  const { auth } = app.services;
  if (config.demoMode) {
    for (const account of DEMO_ACCOUNTS) {
      const user = await auth.ensureAccount({ ...account });
      // The demo teacher gets a class to look at; later starts leave their changes alone.
      if (account.role === 'user') await app.services.demo.seedIfEmpty(user.id);
    }
  }
  if (config.bootstrapAdmin) {
    await auth.ensureAccount({ ...config.bootstrapAdmin, role: 'admin' });
  }
}

/** Deletes expired guests now and every hour; returns a stop function. */
export function scheduleCleanup(app: App): () => void {
  const run = () =>
    app.services.auth
      .cleanup()
      .then(({ guestsDeleted }) => {
        if (guestsDeleted > 0) app.log.info({ guestsDeleted }, 'expired guest accounts deleted');
      })
      .catch((err: unknown) => app.log.error({ err }, 'cleanup failed'));
  // Avatar videos past retention, and files whose owner deleted the account.
  const runAvatars = () =>
    app.services.avatar
      .cleanup()
      .then(({ removed }) => {
        if (removed > 0) app.log.info({ removed }, 'avatar videos deleted');
      })
      .catch((err: unknown) => app.log.error({ err }, 'avatar cleanup failed'));
  // Renders queued before a restart (or by another instance) are claimed from now on.
  app.services.avatar
    .startWorker()
    .catch((err: unknown) => app.log.error({ err }, 'avatar worker failed to start'));
  // LMS score posts queued before a restart go out too (issue 36 item 5).
  app.services.ltiGrades
    .startWorker()
    .catch((err: unknown) => app.log.error({ err }, 'lti score worker failed to start'));
  // LMS courses' rosters, every night (issue 36 item 6): the schedule lives in the database.
  app.services.ltiNightly
    .start()
    .catch((err: unknown) => app.log.error({ err }, 'lti nightly roster sync failed to start'));
  void run();
  void runAvatars();
  const timer = setInterval(() => {
    void run();
    void runAvatars();
  }, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The embedded database's stand-in for autovacuum (platform/db/upkeep.ts): now, after the demo
 * class is seeded, and every ten minutes, as often as autovacuum looks; returns a stop function.
 */
export function scheduleUpkeep(db: Db, log: App['log']): () => void {
  const run = () =>
    tidyTables(db)
      .then(({ analyzed, vacuumed }) => {
        if (analyzed.length + vacuumed.length > 0)
          log.debug({ analyzed, vacuumed }, 'embedded database tables tidied');
      })
      .catch((err: unknown) => log.error({ err }, 'embedded database upkeep failed'));
  void run();
  const timer = setInterval(() => void run(), 10 * MINUTE);
  timer.unref();
  return () => clearInterval(timer);
}
