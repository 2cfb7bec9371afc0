import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import {
  ADMIN,
  callApi,
  expectToast,
  expectToastBehindSheet,
  noRestBeforeBottling,
  pathOf,
  placePaidOrder,
  sendApi,
  signIn,
} from './helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { getIngredients } from '../../src/domain/api/catalogue';
import { listAdminIngredients } from '../../src/domain/api/admin-catalogue';
import {
  getAtelierInfo,
  getWorkOrder,
  getWorkOrderLabel,
  getWorkOrderSheet,
  listWorkOrders,
  setWorkOrderLots,
  setWorkOrderStatus,
} from '../../src/domain/api/atelier';

/*
 * The back office's Atelier (decision 064): paid custom perfumes as work orders, moved on step by
 * step; the made-to-order days; and what the ingredient form says of a material (grade, IFRA limit,
 * allergens). These change what the builders' specs rely on (the days, the limits), so this spec
 * runs against a server of its own, on its own port and data directory.
 */

const PORT = 4453;
let server: OwnServer | undefined;
const base = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(PORT, { NODE_ENV: 'test', AUTH_RATE_LIMIT: '1000' }, 'shop-e2e-atelier-admin-');
});

test.afterAll(async () => {
  await server?.stop();
});

/** A bespoke line of one ingredient a group, 10 drops each (1 %: within every limit chosen). */
async function bespokeLine(page: Page, name: string) {
  const all = await callApi(page.request, getIngredients, { base });
  const pick = (category: 'top' | 'middle' | 'base') =>
    all.find((i) => i.category === category && (i.ifraLimit === null || i.ifraLimit >= 2))!;
  const [top, middle, baseNote] = [pick('top'), pick('middle'), pick('base')];
  return {
    names: [top.name, middle.name, baseNote.name],
    line: {
      perfumeId: null,
      isCustom: true,
      quantity: 2,
      customName: name,
      customDetails: {
        type: 'bespoke-perfume' as const,
        perfumeType: 'eau-de-parfum',
        customName: name,
        ingredients: { top: [top.id], middle: [middle.id], base: [baseNote.id] },
        drops: { top: { [top.id]: 10 }, middle: { [middle.id]: 10 }, base: { [baseNote.id]: 10 } },
      },
    },
  };
}

async function workOrderOf(page: Page, orderId: number) {
  const rows = await callApi(page.request, listWorkOrders, { query: { limit: 100 }, base });
  const row = rows.find((w) => w.orderId === orderId);
  expect(row, `a work order for order #${orderId}`).toBeTruthy();
  return row!;
}

const sheetOf = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe('the Atelier tab', () => {
  test('work orders: oldest first, filtered in the address, moved on one step at a time with their history', async ({
    page,
  }) => {
    test.slow(); // three steps, a refusal and an accessibility scan
    const first = await bespokeLine(page, `Atelier Premier ${crypto.randomUUID().slice(0, 4)}`);
    const second = await bespokeLine(page, `Atelier Second ${crypto.randomUUID().slice(0, 4)}`);
    const older = await placePaidOrder(page.request, {
      guestId: `guest_${crypto.randomUUID()}`,
      lines: [first.line],
      base,
    });
    const newer = await placePaidOrder(page.request, {
      guestId: `guest_${crypto.randomUUID()}`,
      lines: [second.line],
      base,
    });
    await signIn(page, ADMIN, base);
    const a = await workOrderOf(page, older.id);
    const b = await workOrderOf(page, newer.id);

    await page.goto(`${base}/admin?tab=atelier`);
    const table = page.getByRole('table', { name: 'Work orders, oldest first' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Batch',
      'Perfume',
      'Kind',
      'Type',
      'Bottles',
      'Order',
      'Status',
      'Age',
    ]);
    const rowA = table.getByRole('row').filter({ hasText: a.batch });
    await expect(rowA).toContainText(first.line.customName);
    await expect(rowA).toContainText('Bespoke');
    await expect(rowA).toContainText('Queued');
    await expect(rowA.getByRole('link', { name: `#${older.id}` })).toHaveAttribute('href', `/admin?order=${older.id}`);
    // Oldest first: the first order's row comes before the second's.
    const batches = await table.getByRole('row').allTextContents();
    expect(batches.findIndex((t) => t.includes(a.batch))).toBeLessThan(batches.findIndex((t) => t.includes(b.batch)));

    // The status filter lives in the address.
    await page.getByLabel('Status').selectOption('compounding');
    await expect(page).toHaveURL(/[?&]workOrderStatus=compounding/);
    await expect(page.getByText('No compounding work orders')).toBeVisible();
    await page.getByLabel('Status').selectOption('queued');
    await expect(page).toHaveURL(/[?&]workOrderStatus=queued/);
    const queued = page.getByRole('table', { name: 'Queued work orders, oldest first' });
    await expect(queued.getByRole('row').filter({ hasText: a.batch })).toBeVisible();

    // The sheet: the formula to weigh, its allergens, its history; linked in the address.
    await queued.getByRole('link', { name: new RegExp(`^${a.batch}: open the work order`) }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]workOrder=${a.id}`));
    const sheet = sheetOf(page, first.line.customName);
    const formula = sheet.getByRole('table', { name: 'Formula to weigh' });
    for (const name of first.names) await expect(formula.getByRole('rowheader', { name })).toBeVisible();
    await expect(formula.getByRole('row').filter({ hasText: 'Alcohol base' })).toBeVisible();
    await expect(formula.getByRole('row').filter({ hasText: 'Total' })).toContainText('50.00');
    await expect(sheet.getByRole('heading', { name: 'Allergens to declare' })).toBeVisible();
    await expect(sheet.getByRole('listitem').filter({ hasText: 'Made: Queued' })).toContainText('The shop');
    for (const [name, kind] of [
      ['Print label', 'label'],
      ['Print batch sheet', 'sheet'],
    ] as const) {
      const link = sheet.getByRole('link', { name: new RegExp(`^${name}`) });
      const document = kind === 'label' ? getWorkOrderLabel : getWorkOrderSheet;
      await expect(link).toHaveAttribute('href', pathOf(document, { id: a.id }));
      await expect(link).toHaveAttribute('target', '_blank');
      const pdf = await sendApi(page.request, document, { params: { id: a.id }, base });
      expect(pdf.headers()['content-type']).toContain('application/pdf');
    }
    await expectNoA11yViolations(page);

    // One step at a time; a double click moves it once.
    await sheet.getByRole('button', { name: 'Start compounding' }).dblclick();
    await expectToastBehindSheet(page, 'Compounding started');
    await expect(sheet.getByRole('button', { name: 'Start maceration' })).toBeVisible();
    // Staff by name in its history (issue #43), not by a number or an address.
    await expect(sheet.getByRole('region', { name: 'History' }).getByText(/Administrator$/)).toBeVisible();
    expect((await workOrderOf(page, older.id)).status).toBe('compounding');
    // Each material's lot before it rests; no rest on this server's clock.
    await noRestBeforeBottling(page.request, base);
    const lots = sheet.getByRole('form', { name: 'Lots weighed' });
    const fields = lots.getByRole('textbox', { name: /^Lot of / });
    for (let i = 0; i < (await fields.count()); i++) await fields.nth(i).fill(`LOT-${i + 1}`);
    await lots.getByRole('button', { name: 'Save lots' }).click();
    await expectToastBehindSheet(page, 'Lots saved');
    await sheet.getByRole('button', { name: 'Start maceration' }).click();
    await expectToastBehindSheet(page, 'Maceration started');
    await sheet.getByRole('button', { name: 'Mark bottled' }).click();
    await expectToastBehindSheet(page, 'Bottled');
    // No step is left: the focus goes to the words that say so.
    await expect(sheet.getByText('Bottled: this work order is done.')).toBeFocused();
    await expect(sheet.getByRole('button', { name: /Start|Mark/ })).toHaveCount(0);
    await expect(sheet.getByRole('listitem').filter({ hasText: /→/ })).toHaveCount(3);
    await sheet.getByRole('button', { name: 'Close work order' }).click();
    await expect(sheet).toHaveCount(0);

    // Moved by someone else meanwhile: the server's refusal is said in the sheet.
    await page.goto(`${base}/admin?tab=atelier&workOrder=${b.id}`);
    const other = sheetOf(page, second.line.customName);
    await expect(other.getByRole('button', { name: 'Start compounding' })).toBeVisible();
    for (const status of ['compounding', 'macerating'] as const) {
      if (status === 'macerating') {
        const held = await callApi(page.request, getWorkOrder, { params: { id: b.id }, base });
        const lots = Object.fromEntries(held.formula.composition.map((l) => [String(l.ingredientId), 'LOT-B']));
        await callApi(page.request, setWorkOrderLots, { params: { id: b.id }, body: { lots }, base });
      }
      await callApi(page.request, setWorkOrderStatus, { params: { id: b.id }, body: { status }, base });
    }
    await other.getByRole('button', { name: 'Start compounding' }).click();
    await expect(other.getByRole('alert')).toHaveText('A macerating work order moves on to bottled only.');
    await expect(other.getByRole('button', { name: 'Mark bottled' })).toBeVisible();
  });

  test('the made-to-order days: refused out of range, saved and read by the shop', async ({ page }) => {
    await signIn(page, ADMIN, base);
    await page.goto(`${base}/admin?tab=atelier`);
    const form = page.getByRole('form', { name: 'Made-to-order days' });
    const days = form.getByLabel('Days to ship');
    await expect(days).toHaveValue('21');

    await days.fill('120');
    await form.getByRole('button', { name: /^Save/ }).click();
    await expect(form.getByText('Days must be between 1 and 90')).toBeVisible();
    await expect(days).toBeFocused();
    await expect(days).toHaveAttribute('aria-invalid', 'true');

    await days.fill('28');
    await form.getByRole('button', { name: /^Save/ }).click();
    await expectToast(page, 'Made-to-order days saved', 'Made to order: ships in about 28 days');
    await expect(page.getByText('“Made to order: ships in about 28 days”')).toBeVisible();
    const info = await callApi(page.request, getAtelierInfo, { base });
    expect(info.madeToOrderDays).toBe(28);
  });

  test('at phone width in the dark theme: the list as cards, the sheet within the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN, base);
    await page.goto(`${base}/admin?tab=atelier`);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const table = page.getByRole('table', { name: 'Work orders, oldest first' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page);

    await table
      .getByRole('link', { name: /open the work order/ })
      .first()
      .click();
    const formula = page.getByRole('dialog').getByRole('table', { name: 'Formula to weigh' });
    await expect(formula).toBeVisible();
    const box = await formula.evaluate((t) => [t.scrollWidth, t.parentElement!.clientWidth]);
    expect(box[0]).toBeLessThanOrEqual(box[1]!);
    await expectNoA11yViolations(page);
  });
});

test.describe('the ingredient form', () => {
  test('grade, IFRA limit and allergens: edited, checked by field, saved', async ({ page }) => {
    await signIn(page, ADMIN, base);
    const list = await callApi(page.request, listAdminIngredients, { base });
    const ingredient = list.find((i) => i.allergens.length >= 2)!;
    await page.goto(`${base}/admin?tab=catalogue&section=ingredients&ingredient=${ingredient.id}`);
    const form = page.getByRole('form', { name: `Edit ${ingredient.name}` });
    const allergens = form.getByRole('group', { name: 'Allergens' });
    await expect(form.getByRole('group', { name: /^Allergen \d+$/ })).toHaveCount(ingredient.allergens.length);

    await form.getByLabel('Grade').fill('Test grade, Grasse');
    const ifra = form.getByLabel('IFRA limit (% of finished perfume)');
    await ifra.fill('120');
    await allergens.getByRole('button', { name: 'Add allergen' }).click();
    const n = ingredient.allergens.length + 1;
    const added = form.getByRole('group', { name: `Allergen ${n}` });
    await expect(added.getByLabel(`Allergen ${n} (INCI)`)).toBeFocused();
    // Listed twice: refused for the list, under it.
    await added.getByLabel(`Allergen ${n} (INCI)`).fill(ingredient.allergens[0]!.inci);
    await added.getByLabel('% of material').fill('0.5');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('IFRA limit must be between 0 and 100 %')).toBeVisible();
    await expect(ifra).toBeFocused();
    await expect(allergens.getByText('Each allergen is listed once')).toBeVisible();

    await ifra.fill('');
    await added.getByLabel(`Allergen ${n} (INCI)`).fill('Hydroxycitronellal');
    // Removing the first hands the focus to the row that takes its place.
    await form.getByRole('button', { name: 'Remove allergen 1' }).click();
    await expect(form.getByLabel('Allergen 1 (INCI)')).toBeFocused();
    await expect(form.getByLabel('Allergen 1 (INCI)')).toHaveValue(ingredient.allergens[1]!.inci);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expectToastBehindSheet(page, 'Ingredient saved');

    const saved = (await callApi(page.request, listAdminIngredients, { base })).find((i) => i.id === ingredient.id)!;
    expect(saved.grade).toBe('Test grade, Grasse');
    expect(saved.ifraLimit).toBeNull();
    expect(saved.allergens.map((a) => a.inci)).toEqual([
      ...ingredient.allergens.slice(1).map((a) => a.inci),
      'Hydroxycitronellal',
    ]);
    expect(saved.allergens.at(-1)?.percent).toBe(0.5);
  });

  test("the server's refusals go under their fields, an allergen row's too", async ({ page }) => {
    await signIn(page, ADMIN, base);
    await page.goto(`${base}/admin?tab=catalogue&section=ingredients`);
    await page.route(`**${listAdminIngredients.path}/*`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              message: 'Invalid request',
              code: 'VALIDATION_ERROR',
              errors: [
                { path: 'allergens.0.percent', message: 'Allergen percent has at most three decimals' },
                { path: 'grade', message: 'Grade must be on one line' },
              ],
            }),
          })
        : route.continue(),
    );
    const list = await callApi(page.request, listAdminIngredients, { base });
    const ingredient = list.find((i) => i.allergens.length >= 1)!;
    await page.goto(`${base}/admin?tab=catalogue&section=ingredients&ingredient=${ingredient.id}`);
    const form = page.getByRole('form', { name: `Edit ${ingredient.name}` });
    await form.getByLabel('Grade').fill('Another grade');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please correct the marked fields.');
    const percent = form.getByRole('group', { name: 'Allergen 1' }).getByLabel('% of material');
    await expect(percent).toBeFocused();
    await expect(percent).toHaveAccessibleDescription('Allergen percent has at most three decimals');
    await expect(form.getByLabel('Grade')).toHaveAccessibleDescription(/Grade must be on one line/);
    await expectNoA11yViolations(page);
  });
});
