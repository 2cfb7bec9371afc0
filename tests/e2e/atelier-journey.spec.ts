import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test, type Page } from './fixtures';
import { ADMIN, expectToastBehindSheet, guestIdOf, noRestBeforeBottling, placePaidOrder, signIn } from './helpers';

/**
 * The atelier from the builder to the parcel (decision 064): a shopper composes a bespoke perfume,
 * meets an IFRA limit and reads why, sees the label on the review step and pays; the order waits in
 * the Atelier until its perfume is compounded, rested and bottled, then ships; the label prints with
 * what the law asks of it.
 */

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const tick = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true }).check();
const drops = (page: Page, name: string) => page.getByLabel(`${name} drops`, { exact: true });
const limit = 'Oakmoss: at most 3 drops in an Eau de Parfum.';

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test('a bespoke perfume composed, paid, weighed, rested, bottled and shipped, its label printed', async ({ page }) => {
  test.slow(); // a whole journey through the builder, the order page and the back office
  const name = `Clairière ${crypto.randomUUID().slice(0, 4)}`;

  // Composed in the builder: Oakmoss stops at 3 drops, and the builder says why.
  await page.goto('/recipe-builder');
  await page.getByRole('radio', { name: 'Eau de Parfum', exact: true }).check();
  await next(page).click();
  await page.getByLabel('Perfume name').fill(name);
  await next(page).click();
  await tick(page, 'Bergamot');
  await drops(page, 'Bergamot').fill('30');
  await next(page).click();
  await tick(page, 'Rose');
  await drops(page, 'Rose').fill('20');
  await next(page).click();
  await expect(step(page, 'Base Notes')).toBeVisible();
  await tick(page, 'Oakmoss');
  await drops(page, 'Oakmoss').fill('5');
  await expect(page.getByText(limit, { exact: true })).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await drops(page, 'Oakmoss').fill('3');
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  // The review shows the label as it will be printed.
  await expect(step(page, 'Review & Create')).toBeVisible();
  const label = page.getByRole('region', { name: 'Label' });
  await expect(label.getByTestId('label-name')).toHaveText(name);
  await expect(label.getByTestId('label-allergens')).toContainText('Evernia Prunastri Extract');
  await expect(label.getByTestId('label-allergens')).toContainText('Limonene');
  await page.getByRole('button', { name: 'Create Perfume' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(name).first()).toBeVisible();

  // Paid (the checkout's own steps are the checkout spec's), then followed on its page.
  const order = await placePaidOrder(page.request, { guestId: await guestIdOf(page), lines: [] });
  await page.goto(`/orders/${order.id}?key=${order.accessKey}`);
  const atelier = page.getByRole('region', { name: 'In the Atelier' });
  await expect(atelier).toContainText(/Made to order: ships in about \d+ days/);
  const where = atelier.getByRole('list', { name: `Where ${name} is` });
  await expect(where.locator('[aria-current="step"]')).toContainText('Waiting for the perfumer');

  // In the back office: the order cannot ship before its perfume is bottled.
  await signIn(page, ADMIN);
  await page.goto(`/admin?order=${order.id}`);
  const view = page.getByRole('dialog', { name: `Order #${order.id}` });
  const ship = async () => {
    await view.getByRole('combobox', { name: `Update status for order #${order.id}` }).selectOption('shipped');
    const shipment = view.getByRole('form', { name: `Shipment of order #${order.id}` });
    await shipment.getByLabel('Carrier').fill('Colissimo');
    await shipment.getByLabel('Tracking number').fill('6A10000000042');
    await shipment.getByRole('button', { name: 'Mark shipped' }).click();
    return shipment;
  };
  const held = await ship();
  await expect(held.getByRole('alert')).toContainText('not bottled yet');

  // The Atelier: the work order weighed, rested and bottled, one step at a time.
  await page.goto('/admin?tab=atelier&workOrderStatus=queued');
  const queue = page.getByRole('table', { name: 'Queued work orders, oldest first' });
  const row = queue.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Queued');
  const batch = ((await row.getByRole('link', { name: /open the work order/ }).textContent()) ?? '').trim();
  expect(batch).toMatch(/^B\d{4}-\d{5,}/);
  await row.getByRole('link', { name: /open the work order/ }).click();
  const sheet = page.getByRole('dialog', { name });
  const formula = sheet.getByRole('table', { name: 'Formula to weigh' });
  await expect(formula.getByRole('row').filter({ hasText: 'Oakmoss' })).toContainText('0.15');
  // Weighed in grams too: oakmoss at its 1.032 g/ml.
  await expect(formula.getByRole('columnheader', { name: 'g', exact: true })).toBeVisible();
  // No test waits out the 14 days' rest (the API tests move the clock): none here.
  await noRestBeforeBottling(page.request);
  await sheet.getByRole('button', { name: 'Start compounding' }).click();
  await expectToastBehindSheet(page, 'Compounding started');
  // Maceration asks for the lot of every material weighed first.
  await sheet.getByRole('button', { name: 'Start maceration' }).click();
  await expect(sheet.getByRole('alert')).toContainText('Record the lot of');
  const lots = sheet.getByRole('form', { name: 'Lots weighed' });
  const fields = lots.getByRole('textbox', { name: /^Lot of / });
  for (let i = 0; i < (await fields.count()); i++) await fields.nth(i).fill(`LOT-2611-${i + 1}`);
  await lots.getByRole('button', { name: 'Save lots' }).click();
  await expectToastBehindSheet(page, 'Lots saved');
  await expect(formula.getByRole('row').filter({ hasText: 'Oakmoss' })).toContainText('LOT-2611-');
  for (const [button, toast] of [
    ['Start maceration', 'Maceration started'],
    ['Mark bottled', 'Bottled'],
  ] as const) {
    await sheet.getByRole('button', { name: button }).click();
    await expectToastBehindSheet(page, toast);
  }
  await expect(sheet.getByText('Bottled: this work order is done.')).toBeVisible();

  // Its label, printed at size, says what the law asks.
  const href = await sheet.getByRole('link', { name: /^Print label/ }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const text = await pdfText(await pdf.body());
  for (const part of [name, 'Eau de Parfum', '50 ml', `Batch ${batch.split(':')[0]}`, 'Oakmoss (0.3 %)'])
    expect(text).toContain(part);
  expect(text).toMatch(
    /Ingredients: ALCOHOL DENAT\., PARFUM \(FRAGRANCE\), AQUA, LIMONENE, .*EVERNIA PRUNASTRI EXTRACT/,
  );
  await sheet.getByRole('button', { name: 'Close work order' }).click();

  // Now the order ships, and the shopper reads that the perfume is bottled.
  await page.goto(`/admin?order=${order.id}`);
  await ship();
  await expectToastBehindSheet(page, 'Order updated');
  await expect(view.getByText('Order status: Shipped')).toBeVisible();
  await page.goto(`/orders/${order.id}?key=${order.accessKey}`);
  await expect(where.locator('[aria-current="step"]')).toContainText('Bottled');
});
