import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies fail `npm run check`. Knip's plugins read most entry points
 * from the tools' own configurations (package.json scripts, vite/vitest/playwright/drizzle configs,
 * index.html's script, vite's `boot` input, the test files and e2e specs): only the rest are listed here.
 */
const config: KnipConfig = {
  entry: [
    // The server (built by scripts/build-server.mjs), and the server render `vite build --ssr entry-server.tsx` builds.
    'src/server/main.ts',
    // The SMTP thread's code: smtp-thread.ts starts it as a worker_thread; the bundle's second entry point.
    'src/server/mail/smtp-worker.ts',
    // `npm run backup` / `npm run restore`: scripts/store-cli.mjs starts it (the bundle's third entry point).
    'src/server/system/backup-cli.ts',
    'src/client/entry-server.tsx',
    'src/client/index.html',
    // Run as `node scripts/….mjs` by hand or by the build; bench/lib.ts forks bench/bare-server.mjs, bench/scale.ts
    // runs bench/csv-download.mjs.
    'scripts/*.mjs',
    'bench/bare-server.mjs',
    'bench/csv-download.mjs',
    // Run through tsx by scripts/e2e-server.mjs: the store the browser tests' servers start from.
    'tests/e2e/store-template.ts',
  ],
  project: ['src/**/*.{ts,tsx,css}', 'tests/**/*.ts', 'bench/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}', '*.ts'],
  // A system tool, not a package: scripts/preflight-browser.mjs installs Debian's Chromium with it as root.
  ignoreBinaries: ['apt-get'],
};

export default config;
