import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;
// The shop sends its mail to a real SMTP server, tests/e2e/smtp-sink.ts, which the tests read over HTTP (tests/e2e/mail.ts).
const smtpPort = Number(process.env.SMTP_SINK_PORT ?? port + 8);
const smtpHttpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? port + 9);
process.env.SMTP_SINK_URL = `http://127.0.0.1:${smtpHttpPort}`;
// Each run starts on a fresh embedded store so tests never see another run's data: a new DATA_DIR, which
// scripts/e2e-server.mjs fills with a copy of a migrated, seeded store before it starts the built server.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'shop-e2e-'));

// CHROMIUM_PATH, else Debian's or another usual Chromium (scripts/chromium.mjs). `npm test` and `npm run test:e2e`
// check for it first (scripts/preflight-browser.mjs); globalSetup stops `npx playwright test` run without one.
const chromium = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './scripts/chromium.mjs',
  // Side-by-side runs (BUILD_DIR=dist-x) keep their traces apart.
  outputDir: process.env.BUILD_DIR ? `test-results/${process.env.BUILD_DIR}` : 'test-results',
  fullyParallel: true,
  // Three workers on two cores: a browser test waits for the server and the network much of its time (282 tests in
  // the headless shell: 10.4 min with three; 13.0 with two, about 3 of them three scans that hung, since fixed).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A whole journey (several pages, an accessibility scan) takes 20–30 s on a quiet 2-core machine
  // with three workers; 45 s leaves room for a loaded one. The longest journeys say `test.slow()` (3×).
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // A trace records every action's page (DOM snapshots, a screencast): a quarter of a passing test's CPU on two
    // cores. CI (which retries once) records it for the retry of a test that failed; a local run, which does not
    // retry, keeps the failing test's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The shop as a visitor who asked for less motion sees it (styles.css: animations and transitions end at once):
    // the same pages, without each step waiting out a fade, a slide or a scan waiting for them to end. 292 tests:
    // 708 → 499 s on this 2-core machine. The tests of motion itself ask for it (details.spec.ts).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium.path,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node --import tsx tests/e2e/smtp-sink.ts',
      url: `http://127.0.0.1:${smtpHttpPort}/mails`,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_HTTP_PORT: String(smtpHttpPort) },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        // The e2e suite drives sign-ups and logins quickly from one IP.
        AUTH_RATE_LIMIT: '1000',
        // …and checkouts.
        ORDER_RATE_LIMIT: '100000',
        // Mails go out at once to the sink, and link back to this server.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PUBLIC_URL: baseURL,
      },
    },
  ],
});
