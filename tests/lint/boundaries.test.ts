import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules in eslint.config.js, proved on planted snippets: each is linted at a virtual path
 * (the file need not exist) with the project's own configuration.
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

describe('layer boundaries', () => {
  it.each([
    ['src/domain/x.ts', "import type { Db } from '@/server/db/client';\nexport type X = Db;\n"],
    ['src/domain/x.ts', "import type { Db } from '../server/db/client';\nexport type X = Db;\n"],
    ['src/domain/x.ts', "import { cn } from '@/client/lib/utils';\nexport const x = cn;\n"],
    ['src/client/x.ts', "import type { Db } from '@/server/db/client';\nexport type X = Db;\n"],
    ['src/client/features/x.ts', "import type { Db } from '../../server/db/client';\nexport type X = Db;\n"],
    ['src/server/x.ts', "import { cn } from '@/client/lib/utils';\nexport const x = cn;\n"],
  ])('%s may not import across layers: %s', async (filePath, code) => {
    expect(await ruleIds(code, filePath)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['src/domain/cart/x.ts', "import { buildApp } from '../../server/app';\nexport const x = buildApp;\n"],
    ['src/domain/shared/x.ts', "import { readFile } from 'node:fs';\nexport const x = readFile;\n"],
    ['src/domain/orders/x.ts', "import { eq } from 'drizzle-orm';\nexport const x = eq;\n"],
  ])('the domain, in any of its folders, imports no I/O and no side: %s', async (filePath, code) => {
    expect(await ruleIds(code, filePath)).toContain('no-restricted-imports');
  });

  it.each([
    "import { eq } from 'drizzle-orm';\nexport const x = eq;\n",
    "import { pgTable } from 'drizzle-orm/pg-core';\nexport const x = pgTable;\n",
  ])('only repos and src/server/db import Drizzle: %s', async (code) => {
    expect(await ruleIds(code, 'src/server/cart/routes.ts')).toContain('no-restricted-imports');
    expect(await ruleIds(code, 'src/server/cart/repo.ts')).toEqual([]);
    expect(await ruleIds(code, 'src/server/db/x.ts')).toEqual([]);
  });

  it.each([
    "import { findOrder } from '../orders/repo';\nexport const x = findOrder;\n",
    "import { findOrder } from '@/server/orders/repo';\nexport const x = findOrder;\n",
    "import { findCart } from '../cart/repo';\nexport const x = findCart;\n",
    // A use case's own repo, a folder down, is its feature's too (issue #44).
    "import { listReturns } from '../orders/returns/repo';\nexport const x = listReturns;\n",
    "import { findSecurity } from '@/server/auth/security/repo';\nexport const x = findSecurity;\n",
  ])("a feature may not import another feature's repo: %s", async (code) => {
    expect(await ruleIds(code, 'src/server/payments/service.ts')).toContain('import-x/no-restricted-paths');
    // Features are read from src/server's folders, not listed by hand: checkout is covered like the others.
    expect(await ruleIds(code, 'src/server/checkout/x.ts')).toContain('import-x/no-restricted-paths');
    // Tests arrange and inspect the store through any repo.
    expect(await ruleIds(code, 'src/server/payments/payments.test.ts')).toEqual([]);
  });

  it('modules may not import each other in a cycle', async () => {
    // app.ts imports ./http/errors (its error handler): errors.ts importing the app back closes a cycle.
    const code = "import { buildApp } from '../app';\nexport const x = buildApp;\n";
    expect(await ruleIds(code, 'src/server/http/errors.ts')).toContain('import-x/no-cycle');
    expect(await ruleIds(code, 'src/server/http/unused-by-the-app.ts')).toEqual([]);
  });

  it('clean code passes', async () => {
    const clean = [
      "import { insertPayment } from './repo';",
      "import type { Db } from '@/server/db/client';",
      "import { formatMoney } from '@/domain/shared/money';",
      'export const x = [insertPayment, formatMoney];',
      'export type X = Db;',
      '',
    ].join('\n');
    expect(await ruleIds(clean, 'src/server/payments/service.ts')).toEqual([]);
  });
});

describe('browser boundaries', () => {
  const cartLabel = "import { cartLabel } from '@/client/features/cart/cart-trigger';\nexport const x = cartLabel;\n";

  it.each([
    [
      'src/client/features/dashboard/x.ts',
      "import { useBespokeDraft } from '@/client/features/bespoke/draft';\nexport const x = useBespokeDraft;\n",
    ],
    [
      'src/client/features/dashboard/x.ts',
      "import { useBespokeDraft } from '../bespoke/draft';\nexport const x = useBespokeDraft;\n",
    ],
    [
      'src/client/features/wishlist/x.ts',
      "import type CartPage from '@/client/features/cart/cart-page';\nexport type X = typeof CartPage;\n",
    ],
  ])('a feature may not import another feature (type-only too): %s %s', async (filePath, code) => {
    expect(await ruleIds(code, filePath)).toContain('import-x/no-restricted-paths');
  });

  it("features are read from src/client/features' folders: each is kept from the others", async () => {
    const features = readdirSync(new URL('../../src/client/features', import.meta.url), { withFileTypes: true }).filter(
      (entry) => entry.isDirectory(),
    );
    expect(features.length).toBeGreaterThan(1);
    for (const { name } of features) {
      const code =
        name === 'cart'
          ? "import { useBespokeDraft } from '@/client/features/bespoke/draft';\nexport const x = useBespokeDraft;\n"
          : cartLabel;
      expect(await ruleIds(code, `src/client/features/${name}/x.ts`), name).toContain('import-x/no-restricted-paths');
    }
  });

  it('a feature may import its own modules; the app (router, providers, layout) may import any feature', async () => {
    expect(await ruleIds(cartLabel, 'src/client/features/cart/x.ts')).toEqual([]);
    expect(await ruleIds(cartLabel, 'src/client/app/x.ts')).toEqual([]);
  });

  it.each([
    ['src/client/lib/x.ts', "import { Button } from '@/client/components/ui/button';\nexport const x = Button;\n"],
    [
      'src/client/lib/x.ts',
      "import type { ButtonProps } from '../components/ui/button';\nexport type X = ButtonProps;\n",
    ],
    ['src/client/lib/x.ts', cartLabel],
    ['src/client/lib/x.ts', "import { navItems } from '@/client/app/nav-items';\nexport const x = navItems;\n"],
    ['src/client/components/x.ts', cartLabel],
    [
      'src/client/components/ui/x.ts',
      "import type CartPage from '../../features/cart/cart-page';\nexport type X = typeof CartPage;\n",
    ],
    ['src/client/components/x.ts', "import { navItems } from '@/client/app/nav-items';\nexport const x = navItems;\n"],
  ])('shared pieces do not reach up (lib < components < features < app): %s %s', async (filePath, code) => {
    expect(await ruleIds(code, filePath)).toContain('import-x/no-restricted-paths');
  });

  it('going down passes', async () => {
    const code = [
      "import { Button } from '@/client/components/ui/button';",
      "import { toast } from '@/client/lib/toast';",
      "import { formatMoney } from '@/domain/shared/money';",
      'export const x = [Button, toast, formatMoney];',
      '',
    ].join('\n');
    expect(await ruleIds(code, 'src/client/features/cart/x.ts')).toEqual([]);
    expect(await ruleIds(code, 'src/client/components/x.ts')).toEqual([]);
    expect(
      await ruleIds("import { toast } from '@/client/lib/toast';\nexport const x = toast;\n", 'src/client/lib/x.ts'),
    ).toEqual([]);
  });
});

describe('domain cycles', () => {
  it('domain modules may not import each other in a cycle', async () => {
    // catalogue/admin-schemas.ts imports ../shared/text: text.ts importing it back closes a cycle.
    // (import-x/no-cycle skips type-only imports; tests/lint/folder-cycles.test.ts counts them in src/domain.)
    const code =
      "import { IMAGE_SRC_PATTERN } from '../catalogue/admin-schemas';\nexport const x = IMAGE_SRC_PATTERN;\n";
    expect(await ruleIds(code, 'src/domain/shared/text.ts')).toContain('import-x/no-cycle');
    expect(await ruleIds(code, 'src/domain/shared/unused-by-the-domain.ts')).toEqual([]);
  });
});
