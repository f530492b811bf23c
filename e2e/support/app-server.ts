import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../src/server/testing/server-process';

/**
 * A second Chalkwise server for journeys that need their own configuration (the shared one of
 * playwright.config.ts runs without D-ID, which the other journeys rely on): the built client,
 * its own port and a fresh data directory, plus the given variables.
 */
export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

export async function startAppServer(env: Record<string, string>): Promise<AppServer> {
  const dataDir = path.join(os.tmpdir(), `chalkwise-e2e-${process.pid}-${Date.now()}`);
  const { child, base } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', ...env });
  return {
    url: base,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
