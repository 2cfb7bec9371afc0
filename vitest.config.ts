import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'src/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
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
          // The setup resets what a page load would (toasts, widgets, fetch, storage, cookies, history): files share
          // their modules, as the node project's cannot yet (a third of the time, a quarter of the CPU).
          isolate: false,
        },
      },
    ],
  },
});
