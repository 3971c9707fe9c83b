import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default (one worker less than the cores) ran the files one at a time on CI's 2 cores;
    // the server's files wait on PostgreSQL, SMTP and child processes often enough that two workers
    // there took the run from 13 to 8 minutes (and the suite on PostgreSQL from 8.3 to 5.8).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      // The benchmarks' pure parts (report formatting, build weights); the benchmarks never run here.
      { test: { name: 'bench', root: 'bench', include: ['**/*.test.ts'], exclude: ['.data/**', '**/node_modules/**'] } },
      // The web app's pure logic (no DOM): what renders is covered by the Playwright journeys.
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts', 'build/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
