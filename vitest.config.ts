import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
