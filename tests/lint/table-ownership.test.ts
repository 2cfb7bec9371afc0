import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Table ownership in eslint.config.js (each feature's schema.ts, joins only through `allowedJoins`), proved on
 * planted snippets linted at virtual or real paths with the project's own configuration, as in boundaries.test.ts.
 */
const cwd = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd });
});

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const importing = (names: string, from: string) =>
  `import { ${names} } from '${from}';\nexport const x = [${names}];\n`;

describe('table ownership', () => {
  it.each([
    // The wishlist joins no order table: planted in its real repo.
    ['src/server/wishlist/repo.ts', importing('orders', '../orders/schema')],
    ['src/server/wishlist/repo.ts', importing('orders', '@/server/orders/schema')],
    // cart may join the catalogue, not the users.
    ['src/server/cart/repo.ts', importing('users', '../users/schema')],
    // orders may join the users, not the payments.
    ['src/server/orders/repo.ts', importing('payments', '../payments/schema')],
    // Not only repos: any file of a feature, including one that owns no table (features are read from the disk).
    ['src/server/payments/service.ts', importing('carts', '../cart/schema')],
    ['src/server/admin/x.ts', importing('perfumes', '../catalogue/schema')],
    // The gathered index is no way around the owners.
    ['src/server/wishlist/repo.ts', importing('orders', '../db/tables')],
  ])("%s may not import another feature's tables unless the join is listed: %s", async (filePath, code) => {
    expect(await ruleIds(code, filePath)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    // Listed joins.
    ['src/server/auth/repo.ts', importing('users', '../users/schema')],
    ['src/server/cart/repo.ts', importing('perfumes', '../catalogue/schema')],
    ['src/server/orders/repo.ts', importing('users', '@/server/users/schema')],
    ['src/server/samples/repo.ts', importing('orderLines', '../orders/schema')],
    // A feature's own tables.
    ['src/server/payments/repo.ts', importing('payments', './schema')],
    // Foreign keys: a schema.ts imports the tables it references, and declares its own with Drizzle.
    [
      'src/server/payments/schema.ts',
      "import { pgTable } from 'drizzle-orm/pg-core';\nimport { orders } from '../orders/schema';\nexport const x = [pgTable, orders];\n",
    ],
    // src/server/db gathers every table; tests arrange the store through any of them.
    ['src/server/db/x.ts', importing('orders', './tables')],
    ['src/server/wishlist/wishlist.test.ts', importing('orders', '../orders/schema')],
  ])('%s may: %s', async (filePath, code) => {
    expect(await ruleIds(code, filePath)).toEqual([]);
  });

  it("Drizzle stays in repos and schema.ts: a feature's service may not declare tables", async () => {
    const code = "import { pgTable } from 'drizzle-orm/pg-core';\nexport const x = pgTable;\n";
    expect(await ruleIds(code, 'src/server/payments/service.ts')).toContain('no-restricted-imports');
    expect(await ruleIds(code, 'src/server/payments/schema.ts')).toEqual([]);
  });
});
