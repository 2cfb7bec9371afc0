import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { collectErrors, scan } from './helpers';

/**
 * The shop in French (issue #46, decision 069): the pages under /fr in French from the server's first byte, every
 * link staying in French, no English word of the catalogues on them, and English again in one click.
 */

/**
 * The catalogues' English words a French page must not show: every id whose French differs, long enough to be
 * a phrase of the interface (a single short word may be a name, a number or the same in both languages).
 */
const englishWords: string[] = readdirSync('locales/fr')
  .filter((f) => f.endsWith('.json') && !f.startsWith('admin') && !f.startsWith('server'))
  .flatMap((f) => Object.entries(JSON.parse(readFileSync(join('locales/fr', f), 'utf8')) as Record<string, string>))
  .filter(([en, fr]) => en !== fr && !/[{}<]/.test(en) && en.split(/\s+/).length >= 3)
  .map(([en]) => en);

async function expectNoEnglish(page: Page) {
  const text = await page.locator('body').innerText();
  const found = englishWords.filter((words) => text.includes(words));
  expect(found, `English on ${page.url()}`).toEqual([]);
}

test('a French visitor reads the shop in French, stays in French, and returns to English in one click', async ({
  page,
}) => {
  test.slow(); // several pages, an accessibility scan
  const errors = collectErrors(page);
  expect(englishWords.length).toBeGreaterThan(20);

  await page.goto('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Découvrez votre parfum signature');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/$/);
  await expectNoEnglish(page);
  await scan(page);

  // A link of the page leads to the French collection.
  await page.getByRole('link', { name: 'Découvrir les collections' }).click();
  await expect(page).toHaveURL(/\/fr\/collections$/);
  await expectNoEnglish(page);

  await page.goto('/fr/product/1');
  await expect(page.getByRole('button', { name: 'AJOUTER AU PANIER' })).toBeVisible();
  await expectNoEnglish(page);

  await page.goto('/fr/cart');
  await expect(page.getByText('Votre panier est vide').first()).toBeVisible();
  await expectNoEnglish(page);

  // One click back to English, on the same page.
  await page.goto('/fr/product/1');
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/product\/1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeVisible();
  expect(errors).toEqual([]);
});
