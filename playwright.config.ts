import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';

// One throwaway data directory per run; workers inherit it from the runner's environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'suara-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
process.env.E2E_SMTP_PORT ??= String(port + 25);
process.env.E2E_MAIL_HTTP_PORT ??= String(port + 26);
process.env.E2E_OIDC_PORT ??= String(port + 27);
process.env.E2E_OIDC_CONTROL_PORT ??= String(port + 28);
process.env.E2E_SURVEY_PORT ??= String(port + 29);
process.env.E2E_TILE_PORT ??= String(port + 31);
// A second app server without SURVEY_URL, with its own port and data directory, for the one journey
// that needs a site whose survey is not set up (survey.spec.ts).
process.env.E2E_NO_SURVEY_PORT ??= String(port + 30);
process.env.E2E_NO_SURVEY_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'suara-e2e-no-survey-'));
const baseURL = `http://127.0.0.1:${port}`;
// Debian's old headless shell draws the same pages as its Chromium for about a fifth less CPU;
// E2E_BROWSER picks another binary (the full /usr/bin/chromium, to watch a journey with --headed).
const browser = process.env.E2E_BROWSER ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));
const noSurveyURL = `http://127.0.0.1:${process.env.E2E_NO_SURVEY_PORT}`;
const tileURL = `http://127.0.0.1:${process.env.E2E_TILE_PORT}/{z}/{x}/{y}.png`;

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // The run's machines differ in speed by up to 3.5 times, and two workers' browsers share their 2
  // cores with the servers: on a slow one, a journey that takes 20 s alone takes 50 s in the full
  // run, and a map that shows its markers in 3 s alone took over 10 s.
  timeout: 90_000,
  expect: { timeout: 20_000, toPass: { timeout: 20_000 } },
  // Posters added mid-run would show their notice over other journeys' pages (the fixture marks the posters
  // seen when a test's browser starts): the poster journeys run alone, after everything else.
  projects: [
    { name: 'default', testIgnore: /admin-posters\.spec\.ts$/ },
    { name: 'posters', testMatch: /admin-posters\.spec\.ts$/, dependencies: ['default'] },
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Riders who ask for less motion get no transitions (the theme respects it): the journeys then
    // wait on no animation, which on 2 cores saved another fifth of the run.
    reducedMotion: 'reduce',
    // The app's service worker would answer requests before page.route sees them and keep state
    // between a journey's pages; only pwa.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's; a test tool's own browser download is not available here.
      executablePath: browser,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: [
    {
      command: 'npx tsx apps/web/e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx apps/web/e2e/support/mock-google.ts',
      url: `http://127.0.0.1:${process.env.E2E_OIDC_CONTROL_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx apps/web/e2e/support/survey-form.ts',
      url: `http://127.0.0.1:${process.env.E2E_SURVEY_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx apps/web/e2e/support/tile-server.ts',
      url: `http://127.0.0.1:${process.env.E2E_TILE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx apps/web/e2e/support/seed.ts && npm run start --workspace @suara/server',
      url: `${baseURL}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        PUBLIC_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        GOOGLE_CLIENT_ID: 'suara-e2e',
        GOOGLE_CLIENT_SECRET: 'suara-e2e-secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`,
        SURVEY_URL: `http://127.0.0.1:${process.env.E2E_SURVEY_PORT}/form`,
        TILE_URL: tileURL,
        // Every browser in the run shares 127.0.0.1; per-account limits and sign-in throttling per account still apply.
        RATE_LIMIT_MULTIPLIER: '100',
        // The journeys like and comment, then look for the review in Trending at once.
        TRENDING_REFRESH_SECONDS: '0',
        // Lets two runs on one machine each serve their own build (vite build --outDir …).
        ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      },
    },
    {
      // No seed: the server's own start-up migrates and adds the reference data; SURVEY_URL unset.
      command: 'npm run start --workspace @suara/server',
      url: `${noSurveyURL}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: process.env.E2E_NO_SURVEY_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_NO_SURVEY_DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        PUBLIC_URL: noSurveyURL,
        SURVEY_URL: '',
        TILE_URL: tileURL,
        ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      },
    },
  ],
});
