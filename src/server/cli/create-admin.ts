// npm run create-admin -- --username U --password P
// Creates an administrator in the configured database, or promotes nothing: an existing
// username is reported and left unchanged.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabaseForCommand } from '../platform/db/open';
import { runMigrations } from '../platform/db/migrate';
import { createAuthRepository } from '../features/auth/auth.repository';
import { createAuthService } from '../features/auth/auth.service';
import { RateLimiter } from '../platform/http/rate-limiter';
import { systemClock } from '../platform/clock';
import { registerBody } from '../../contracts/auth.contract';

async function main() {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, password: { type: 'string' } },
  });
  const parsed = registerBody.safeParse({ username: values.username, password: values.password });
  if (!parsed.success) {
    console.error(
      `Usage: npm run create-admin -- --username U --password P\n${parsed.error.issues[0]?.message}`,
    );
    process.exit(2);
  }
  const config = loadConfig();
  // The running server's database when it holds the embedded one (two PGlites on one folder
  // would corrupt it); its migrations are then already applied.
  const { database, attached } = await openDatabaseForCommand(config);
  try {
    if (!attached) await runMigrations(database);
    const repo = createAuthRepository(database.db);
    if (await repo.findUserByUsername(parsed.data.username)) {
      console.error(`A user named "${parsed.data.username}" already exists; nothing changed.`);
      process.exitCode = 1;
      return;
    }
    const auth = createAuthService({
      repo,
      clock: systemClock,
      limiter: new RateLimiter(systemClock),
    });
    const user = await auth.createAccount({ ...parsed.data, role: 'admin' }, { checkCommon: true });
    console.log(`Administrator "${user.username}" created (id ${user.id}).`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
