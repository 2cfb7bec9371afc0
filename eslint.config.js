import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Layers: the domain is pure and shared by both sides; the client and the server meet only through it.
 * Type-only imports count too: a type from the server in the client drags the server's shape into the browser.
 */
const layerZones = [
  {
    target: 'src/domain',
    from: ['src/server', 'src/client'],
    message: 'The domain is pure: it imports nothing from the server or the client.',
  },
  {
    target: 'src/client',
    from: 'src/server',
    message: 'The client meets the server through src/domain (schemas, types), never its code.',
  },
  {
    target: 'src/server',
    from: 'src/client',
    message: 'The server does not import the client; it renders the built SSR bundle.',
  },
];

/**
 * Each folder of src/server is a feature (admin, auth, cart, orders, payments, ...) and owns its repo.ts:
 * another feature reaches its data through its service. Read from the disk, so a new feature is covered.
 */
const serverFeatures = readdirSync(new URL('./src/server', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A feature's repo.ts files: its own, and its use cases' (`orders/returns/repo.ts`). */
const reposOf = (feature) =>
  readdirSync(new URL(`./src/server/${feature}`, import.meta.url), { recursive: true })
    .map(String)
    .filter((path) => path === 'repo.ts' || path.endsWith('/repo.ts'))
    .map((path) => `src/server/${feature}/${path}`);
const repoZones = serverFeatures.map((feature) => ({
  target: `src/server/${feature}`,
  // Its repo.ts and those of its use cases, one or more folders down (orders/returns/repo.ts), read from the disk.
  from: serverFeatures.filter((other) => other !== feature).flatMap((other) => reposOf(other)),
  message: `Another feature's repo: call that feature's service instead (src/server/${feature} owns only its own repo.ts).`,
}));

/**
 * The browser's layers, from the top: app (router, providers, layout) > features > components > lib.
 * Each folder of src/client/features is a page's feature (bespoke, cart, dashboard, ...): it never
 * imports another feature; what two features share goes down to components, lib or src/domain.
 * Shared pieces never reach up. Type-only imports count too. Read from the disk, so a new feature is covered.
 */
const clientFeatures = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * Inside the back office (src/client/features/admin), each folder is an area (orders, mail, settings, ...) with its
 * tab in its own `area.ts`: an area never imports another; what two share goes to admin/shared, which imports no
 * area. The admin page itself (admin-dashboard.tsx, areas.ts) lists them all. Read from the disk, so a new area is covered.
 */
const adminAreas = readdirSync(new URL('./src/client/features/admin', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const adminAreaZones = [
  ...adminAreas.map((area) => ({
    target: `src/client/features/admin/${area}`,
    from: adminAreas.filter((other) => other !== area).map((other) => `src/client/features/admin/${other}`),
    message: `Another back-office area: what src/client/features/admin/${area} shares with it goes to src/client/features/admin/shared.`,
  })),
  {
    target: 'src/client/features/admin/shared',
    from: adminAreas.map((area) => `src/client/features/admin/${area}`),
    message: "The back office's shared pieces import no area: move the piece they need into admin/shared.",
  },
];
const clientZones = [
  ...clientFeatures.map((feature) => ({
    target: `src/client/features/${feature}`,
    from: clientFeatures.filter((other) => other !== feature).map((other) => `src/client/features/${other}`),
    message: `Another feature: what src/client/features/${feature} shares with it goes down to src/client/components, src/client/lib or src/domain.`,
  })),
  ...adminAreaZones,
  {
    target: 'src/client/lib',
    from: ['src/client/components', 'src/client/features', 'src/client/app'],
    message:
      'src/client/lib is the bottom of the browser: it imports no component, feature or app code (move the shared piece down).',
  },
  {
    target: 'src/client/components',
    from: ['src/client/features', 'src/client/app'],
    message:
      'Shared components import no feature or app code: move the shared piece down (components, lib or src/domain).',
  },
];

/**
 * Which features' tables a feature may join, and why each join stays in one query (read by tableOwnership() below,
 * and by tests/lint/sql-ownership.test.ts for the raw statements the import zones cannot see).
 */
export const allowedJoins = {
  // The user behind a session, with their staff role, read on every signed-in request: one query, not three.
  auth: ['users', 'staff'],
  // The cart's lines with their perfumes' names and prices, on the cart's hot path (every cart read).
  cart: ['catalogue'],
  // The admin's order list, export and order page filter by and show the account behind each order
  // (name, e-mail, paged and searched in SQL), and who changed its status.
  orders: ['users'],
  // The admin's audit log shows each admin's e-mail, paged in SQL.
  audit: ['users'],
  // The staff list shows each member's name and whether their sign-in asks for a code: one query over a short list.
  staff: ['users', 'auth'],
  // A user's paid samples: sample lines of their paid orders (and of guest orders with their e-mail)
  // and the credits held against them, in one query.
  samples: ['orders', 'users'],
  // A review is verified by the account's paid, shipped order holding the perfume (one query when it
  // is posted); the back office's list shows each review's perfume by name, paged in SQL.
  reviews: ['orders', 'catalogue'],
  // A customer's internal notes show who wrote each: one query over a short list. The customers list
  // pages the accounts less the staff's (an anti-join on staff_user_idx) and the guest rows less those of a
  // confirmed account's or staff member's address, in SQL (issue #43).
  customers: ['users', 'staff'],
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'node_modules/',
      'data/',
      'drizzle/',
      'test-results/',
      'playwright-report/',
      'public/',
      '.scratch/',
    ],
  },
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
    // Import rules resolve '@/…' through tsconfig.json's paths, so an alias cannot slip past a boundary.
    plugins: { 'import-x': importX },
    settings: {
      // import-x/no-cycle reads the imported modules itself: it must know they are TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${root}tsconfig.json`, alwaysTryTypes: true }),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, ...clientZones] }] },
  },
  {
    // Tests may reach into any repo to arrange or inspect the store.
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, ...repoZones] }] },
  },
  {
    // Cycles between modules make start-up order and ownership unclear. import-x ignores type-only
    // imports here (it has no option to count them): tests/lint/folder-cycles.test.ts counts them in src/domain.
    files: ['src/server/**/*.{ts,tsx}', 'src/client/**/*.{ts,tsx}', 'src/domain/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Only repos talk to the database (docs/architecture.md): drizzle-orm and every subpath of it (drizzle-orm/pg-core, ...).
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/**/repo.ts', 'src/server/db/**', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Queries belong in a repo.ts.' }] },
      ],
    },
  },
  {
    // The domain is pure and shared with the browser.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '**/server/*', '**/client/*', '@/server/*', '@/client/*', 'drizzle-orm*', 'fastify*'] },
      ],
    },
  },
  {
    // Text as a replacement pattern: `.replace(x, text)` reads `$&`, `$\``, `$'`, `$1`, `$$` in `text`, so a
    // perfume named `Rock $& Roll` rewrote the page it was put in (docs/decisions/050-text-is-never-a-pattern.md).
    // The replacement is a literal or a function (`() => text`), never a string built from anything else.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2]:not([arguments.1.type=/^(Literal|ArrowFunctionExpression|FunctionExpression)$/]):not([arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0])",
          message:
            "A replacement string reads $&, $`, $', $1 and $$ as patterns: pass a literal, or a function (() => text) for text built from data.",
        },
      ],
    },
  },
  ...tableOwnership(),
);

/**
 * Tables: each feature owns the tables its repo.ts writes, declared in its own schema.ts (drizzle-kit globs them;
 * src/server/db/tables.ts gathers them for the client and the seed). Another feature reads them through the owner's
 * service; a repo joins them in SQL only where `allowedJoins` says so. A schema.ts may import another feature's
 * tables for its foreign keys. (A function, declared after the export and hoisted, so this section stays in one place.)
 */
function tableOwnership() {
  const tableOwners = serverFeatures.filter((feature) =>
    readdirSync(new URL(`./src/server/${feature}`, import.meta.url)).includes('schema.ts'),
  );
  for (const [feature, joined] of Object.entries(allowedJoins)) {
    const unknown = [feature, ...joined].filter((name, i) => !(i === 0 ? serverFeatures : tableOwners).includes(name));
    if (unknown.length)
      throw new Error(`eslint.config.js allowedJoins names no such feature or table owner: ${unknown.join(', ')}`);
  }
  // src/server/db gathers every table (the client, the seed): it is no feature.
  const tableZones = serverFeatures
    .filter((feature) => feature !== 'db')
    .map((feature) => {
      const joined = allowedJoins[feature] ?? [];
      return {
        target: `src/server/${feature}`,
        from: [
          ...tableOwners
            .filter((owner) => owner !== feature && !joined.includes(owner))
            .map((owner) => `src/server/${owner}/schema.ts`),
          'src/server/db/tables.ts',
        ],
        message: `Another feature's tables: call its service, or list the join (and why) in eslint.config.js's allowedJoins (src/server/${feature} joins: ${joined.join(', ') || 'none'}).`,
      };
    });
  return [
    {
      // A schema.ts declares its feature's tables with Drizzle; columns.ts, the columns they share.
      files: ['src/server/*/schema.ts', 'src/server/columns.ts'],
      rules: { 'no-restricted-imports': 'off' },
    },
    {
      // The server's zones above, with the tables' (a rule's later options replace its earlier ones). Tests arrange
      // the store through any table; a schema.ts imports the tables its foreign keys reference.
      files: ['src/server/**/*.{ts,tsx}'],
      ignores: ['src/server/**/*.test.ts', 'src/server/*/schema.ts'],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { basePath: root, zones: [...layerZones, ...repoZones, ...tableZones] },
        ],
      },
    },
  ];
}
