import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** Server test files that mock modules, stub globals or the environment: each in its own module graph. */
const ISOLATED = [
  'src/server/ai/local/local-engine.redaction.test.ts',
  'src/server/features/avatar/avatar.render.stream.test.ts',
  'src/server/features/export/export.preview.test.ts',
];

export default defineConfig({
  test: {
    // No root `include`: each project below names its files (a root list would be merged into
    // both projects' lists, and every file would run twice).
    globalSetup: ['src/server/testing/global-setup.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is cores minus one: one file at a time on two cores, where most files
    // wait on their database rather than the processor (943 s against 582 s for two, issue 38).
    maxWorkers: Number(process.env.TEST_WORKERS ?? Math.max(2, os.availableParallelism() - 1)),
    projects: [
      {
        // The server's files share each worker's loaded modules (isolate: false): loading the
        // app's modules again for every file was a third of their time (issue 38 item 4). Each
        // file still builds its own app, database and clock; a file that mocks modules or
        // changes the environment runs alone below.
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/contracts/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: [
            'src/web/**/*.test.ts',
            'src/web/**/*.test.tsx',
            'eslint.config.test.ts',
            ...ISOLATED,
          ],
        },
      },
    ],
  },
});
