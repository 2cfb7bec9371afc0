import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The back office's areas (src/client/features/admin/<area>) in eslint.config.js, proved on planted snippets
 * linted at virtual paths with the project's own configuration, as in boundaries.test.ts.
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

const adminMails = "import { useAdminMails } from '../mail/api';\nexport const x = useAdminMails;\n";
const mailPanel = "import { MailPanel } from '@/client/features/admin/mail/mail-panel';\nexport const x = MailPanel;\n";
const shared = "import { useCan } from '../shared/use-can';\nexport const x = useCan;\n";

describe('back-office areas', () => {
  it.each([
    ['src/client/features/admin/orders/x.ts', adminMails],
    ['src/client/features/admin/orders/x.ts', mailPanel],
    [
      'src/client/features/admin/atelier/x.ts',
      "import type { StockLevel } from '../catalogue/catalogue-format';\nexport type X = StockLevel;\n",
    ],
    // admin/shared is below every area: it reaches none.
    ['src/client/features/admin/shared/x.ts', mailPanel],
    [
      'src/client/features/admin/shared/mails/x.ts',
      "import { MailPanel } from '../../mail/mail-panel';\nexport const x = MailPanel;\n",
    ],
  ])('an area may not import another area (type-only too): %s %s', async (filePath, code) => {
    expect(await ruleIds(code, filePath)).toContain('import-x/no-restricted-paths');
  });

  it("areas are read from the admin folder's folders: each is kept from the others", async () => {
    const areas = readdirSync(new URL('../../src/client/features/admin', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
      .map((entry) => entry.name);
    expect(areas.length).toBeGreaterThan(10);
    for (const area of areas) {
      const code =
        area === 'mail'
          ? "import { OrdersPanel } from '../orders/orders-panel';\nexport const x = OrdersPanel;\n"
          : mailPanel;
      expect(await ruleIds(code, `src/client/features/admin/${area}/x.ts`), area).toContain(
        'import-x/no-restricted-paths',
      );
    }
  });

  it('an area may import its own modules and admin/shared; the admin page may import every area', async () => {
    expect(await ruleIds(mailPanel, 'src/client/features/admin/mail/x.ts')).toEqual([]);
    expect(await ruleIds(shared, 'src/client/features/admin/orders/x.ts')).toEqual([]);
    expect(await ruleIds(mailPanel, 'src/client/features/admin/x.ts')).toEqual([]);
  });
});
