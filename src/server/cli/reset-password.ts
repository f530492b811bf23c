// npm run admin:reset-password -- <username>
// Gives an account a temporary password, printed once, and ends its sessions; the account must
// choose a new password at its next sign-in. For a locked-out administrator as much as for a
// teacher. Works while the server runs, on PostgreSQL and on the embedded database (through
// the running server's socket, see platform/db/embedded.ts).
import { loadConfigOrExit } from '../config';
import { openDatabaseForCommand } from '../platform/db/open';
import { runMigrations } from '../platform/db/migrate';
import { createAuthRepository } from '../features/auth/auth.repository';
import { createAuthService } from '../features/auth/auth.service';
import { RateLimiter } from '../platform/http/rate-limiter';
import { systemClock } from '../platform/clock';

const USAGE = 'Usage: npm run admin:reset-password -- <username>';

async function main() {
  const username = process.argv[2]?.trim();
  if (!username || process.argv.length > 3 || username.length > 200 || username.includes('\0')) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfigOrExit(2);
  const { database, attached } = await openDatabaseForCommand(config);
  try {
    if (!attached) await runMigrations(database);
    const repo = createAuthRepository(database.db);
    const user = await repo.findUserByUsername(username);
    if (!user) {
      console.error(`No user is named "${username}"; nothing changed.`);
      process.exitCode = 1;
      return;
    }
    if (user.role === 'guest') {
      console.error(
        `"${user.username}" is a guest account, which has no password; nothing changed.`,
      );
      process.exitCode = 1;
      return;
    }
    const auth = createAuthService({
      repo,
      clock: systemClock,
      limiter: new RateLimiter(systemClock),
    });
    const reset = await auth.resetPassword(user.id);
    if (!reset) {
      console.error(`"${user.username}" was deleted meanwhile; nothing changed.`);
      process.exitCode = 1;
      return;
    }
    console.log(
      [
        ...(attached ? ["(The running server's database, through its socket.)"] : []),
        `Temporary password for "${user.username}": ${reset.temporaryPassword}`,
        'Their sessions have ended. They must choose a new password when they sign in.',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
