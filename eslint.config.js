import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'data/', 'drizzle/', 'test-results/', 'playwright-report/', 'public/', '.scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Only repos talk to the database (DESIGN.md §3).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/repo.ts', 'src/server/db/**', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'drizzle-orm', message: 'Queries belong in a repo.ts.' }] }],
    },
  },
  {
    // The domain is pure and shared with the browser.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', '../server/*', '../client/*', 'drizzle-orm*', 'fastify*'] }],
    },
  },
);
