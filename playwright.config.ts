import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8091);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // One shared server + database: tests that change accounts (password reset) must not race.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // E2E_JSON: another run's report file (the PostgreSQL slice of npm test, scripts/test-all.mjs)
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? '.tmp/playwright.json' }]],
  use: {
    baseURL,
    // E2E_TRACE=1 records a trace of every test and keeps the failed ones' (test-results/); off by default: on these
    // 2-core machines recording made the suite about 35 % slower (auth + dashboard: 1.9-2.0 min against 1.3)
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  // Purchases change the demo accounts for good (new.student takes a free trial, demo.student renews its expired
  // course), so they run after every other spec, which rely on the seeded state; the account removal runs last.
  projects: [
    { name: 'chromium', testIgnore: /(purchases|account-removal)\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'purchases', testMatch: /purchases\.spec\.ts$/, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], channel: undefined } },
    // deletes trial.student, the last user of that account (purchases)
    { name: 'account-removal', testMatch: /account-removal\.spec\.ts$/, dependencies: ['purchases'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // A fresh temporary database for every run (scripts/e2e-server.mjs deletes it first).
    command: `node scripts/e2e-server.mjs`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // on PostgreSQL (E2E_DATABASE=postgres) the start includes a new cluster and the seeding over the network
    timeout: process.env.E2E_DATABASE === 'postgres' ? 180_000 : 60_000,
    env: { PORT: String(port), DB_FILE: `.tmp/e2e-${port}.db` },
    stdout: 'pipe',
    // SIGTERM, not the default SIGKILL: scripts/e2e-server.mjs then stops the server and, on PostgreSQL, its cluster
    // (pg_ctl's postgres runs in a session of its own, which a SIGKILL of the process group left running, one a run)
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
