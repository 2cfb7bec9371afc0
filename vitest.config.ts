import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/*
 * Three levels, each a project (README, "Testing"):
 *  - unit: functions with no store and no app (the domain, the browser's functions, pure server code, scripts, lint
 *    proofs). Files share their modules (`isolate: false`): Fastify, Drizzle, zod and pdfkit load once per worker.
 *  - store: files that open a store or build the app (src/server, tests/integration). They share their modules
 *    too; each file still gets a shop of its own (tests/integration/fixtures.ts, `useTestApp`). A file that
 *    replaces a module (`vi.mock`) is listed in `isolated` and runs in a fresh module graph.
 *  - component: React pages and components under happy-dom (tests/component).
 * With TEST_DATABASE_URL set (the PostgreSQL pass of .ci/run: `npm run test:postgres`), the store project leaves
 * out the files listed in `sameOnEveryStore`: what they prove does not go through SQL.
 */

/** Pure server code: no store, no app. */
const pureServer = [
  'src/server/atelier/lifestyle-formula.test.ts',
  'src/server/atelier/pdf.test.ts',
  'src/server/auth/kept-sessions.test.ts',
  'src/server/auth/passwords.test.ts',
  'src/server/auth/semaphore.test.ts',
  'src/server/config.test.ts',
  'src/server/db/lock.test.ts',
  'src/server/house-pages/first-words.test.ts',
  'src/server/http/answer-serializer.test.ts',
  'src/server/http/json-text.test.ts',
  'src/server/i18n/languages.test.ts',
  'src/server/invoices/model.test.ts',
  'src/server/mail/message-id.test.ts',
  'src/server/mail/rendering.test.ts',
  'src/server/orders/lifecycle.test.ts',
  'src/server/pages/render-gate.test.ts',
  'src/server/pages/seo-reviews.test.ts',
  'src/server/pages/spa.test.ts',
  'src/server/pdf-look.test.ts',
  'src/server/start-banner.test.ts',
];

/** Store files that replace a module with `vi.mock`: a fresh module graph each. */
const isolated = ['tests/integration/attacks/password-change.test.ts'];

/**
 * Store files whose assertions hold whatever the store is (HTTP headers, framework answers, the OpenAPI document,
 * the SEO markup, static files, log redaction, the render queue, text templates): run on the embedded store only.
 * Everything else, SQL, locks, concurrency, LISTEN/NOTIFY, advisory locks, online indexes, trigram search and the
 * two-process tests, runs again on PostgreSQL.
 */
const sameOnEveryStore = [
  'tests/integration/openapi.test.ts',
  'tests/integration/seo.test.ts',
  'tests/integration/static.test.ts',
  'tests/integration/attacks/headers.test.ts',
  'tests/integration/attacks/framework-answers.test.ts',
  'tests/integration/attacks/log-redaction.test.ts',
  'tests/integration/attacks/render-flood.test.ts',
  'tests/integration/attacks/replacement-patterns.test.ts',
];

const storeFiles = ['src/server/**/*.test.ts', 'tests/integration/**/*.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const storeProject = {
  environment: 'node' as const,
  globalSetup: ['tests/integration/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    // Three workers on two cores: a store test waits much of its time (scrypt on libuv's threads, spawned servers,
    // SMTP, timers), and the default (one fewer than the cores) left one core idle: the store project runs in half the time.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/client/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            ...pureServer,
          ],
          environment: 'node',
          testTimeout: 30_000,
          pool: 'forks',
          isolate: false,
          // A stubbed global (fetch, storage, window) never reaches the next file.
          unstubGlobals: true,
        },
      },
      {
        extends: true,
        test: {
          ...storeProject,
          name: 'store',
          include: storeFiles,
          exclude: [...pureServer, ...isolated, ...(onPostgres ? sameOnEveryStore : [])],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...storeProject, name: 'store-isolated', include: isolated },
      },
      {
        // Components in the browser's own providers, under happy-dom, their requests answered by stubs (tests/component).
        extends: true,
        test: {
          name: 'component',
          include: ['src/client/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 15_000,
          // The setup resets what a page load would (toasts, widgets, fetch, storage, cookies, history).
          isolate: false,
        },
      },
    ],
  },
});
