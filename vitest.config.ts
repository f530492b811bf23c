import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'eslint.config.test.ts'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is cores minus one: one file at a time on two cores, where most files
    // wait on their database rather than the processor (943 s against 582 s for two, issue 38).
    maxWorkers: Number(process.env.TEST_WORKERS ?? Math.max(2, os.availableParallelism() - 1)),
  },
});
