import { describe, expect, it } from 'vitest';
import { dbTestFiles } from '../../../scripts/db-test-files.mjs';

// CI's second pass on the embedded database runs only these files: one that opens a database and
// is missing from the list would never be tested on the engine a school runs by default.
describe('the test files CI runs again on the embedded database', () => {
  const files = dbTestFiles();

  it('include files that open one directly, through the test app, or through a server process', () => {
    expect(files).toContain('src/server/platform/db/migrate.test.ts');
    expect(files).toContain('src/server/features/lessons/lessons.routes.test.ts');
    expect(files).toContain('src/server/features/games/games.cluster.test.ts');
    expect(files).toContain('src/server/cli/reset-password.test.ts');
  });

  it('leave out files that never open one', () => {
    expect(files).not.toContain('src/server/testing/db-test-files.test.ts');
    expect(files).not.toContain('src/server/platform/http/rate-limiter.test.ts');
    expect(files.some((f) => f.startsWith('src/web/'))).toBe(false);
    expect(files.length).toBeGreaterThan(50);
  });
});
