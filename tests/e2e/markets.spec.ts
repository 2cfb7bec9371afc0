import { readFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './fixtures';
import { collectErrors } from './helpers';
import { waitForMail } from './mail';

/**
 * Markets (issue #47, decision 070): a shopper in the United Kingdom sees pounds from the collection to the
 * invoice and pays in pounds; a shopper reading euros who ships to Switzerland sees the cart priced again in
 * francs, with the duties notice, before paying.
 */

const pounds = /£\d+\.\d{2}/;
const francs = /CHF\s\d+\.\d{2}/;

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test('a shopper in the United Kingdom sees pounds everywhere and pays in pounds', async ({ page }) => {
  test.slow(); // a whole journey: the selector, the product, the checkout, the order, its mail and invoice
  const errors = collectErrors(page);
  const email = `uk-${crypto.randomUUID().slice(0, 8)}@example.com`;

  // Chosen in the footer's selector, remembered by the next page.
  await page.goto('/collections');
  const footer = page.getByRole('contentinfo');
  await footer.getByTestId('market-select').click();
  await footer.getByRole('button', { name: 'United Kingdom · £' }).click();
  await expect(footer.getByTestId('market-select')).toHaveAccessibleName('Region and currency: United Kingdom · £');
  await expect(page.getByTestId('product-card').first()).toContainText(pounds);
  await expect(page.getByTestId('product-card').first()).not.toContainText('€');

  await page.goto('/product/1');
  await expect(page.getByTestId('product-price')).toContainText(pounds);
  // The sample's price is the pound's one too (fixed per currency), from the server's first render on.
  await expect(page.getByText(/A 2 ml sample for £5\.00/)).toBeVisible();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await page.goto('/checkout');
  await page.getByLabel('Full name').fill('Alice Hart');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Address').fill('10 Downing Street');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Postal code').fill('SW1A 2AA');
  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  // The UK's VAT (20 %) is inside; no duties notice: the seller collects it.
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveAccessibleName(pounds);
  await expect(page.getByTestId('duties-notice')).toHaveCount(0);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/orders\/\d+\?key=[\w-]+$/);
  const id = Number(/\/orders\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${id}` })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.locator('main')).toContainText(pounds);
  await expect(page.locator('main')).not.toContainText('€');

  const mail = await waitForMail(email, new RegExp(`${id}`));
  expect(mail.text).toMatch(pounds);
  expect(mail.text).not.toContain('€');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download invoice' }).click();
  const invoice = await pdfText(readFileSync((await (await download).path())!));
  expect(invoice).toMatch(pounds);
  expect(invoice).toContain('20');
  expect(invoice).not.toContain('€');
  expect(errors).toEqual([]);
});

test('a cart in euros shipped to Switzerland is priced again in francs, with the duties notice, before paying', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/product/2');
  await expect(page.getByTestId('product-price')).toContainText('€');
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('€');
  await page.getByLabel('Country').selectOption('CH');
  await expect(page.getByTestId('duties-notice')).toHaveText('Import taxes and duties may be collected on delivery');
  await expect(summary).toContainText(francs);
  await expect(summary).not.toContainText('€');
  // The line is still there, priced in francs.
  await expect(summary.getByRole('list', { name: 'Items in your order' }).getByRole('listitem')).toHaveCount(1);
  expect(errors).toEqual([]);
});
