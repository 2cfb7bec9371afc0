import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { getPerfumes } from '../../src/domain/api/catalogue';
import { callApi } from './helpers';

/** Search, filters and sort on the collections page: instant, in the URL, the same answer as GET /api/perfumes. */

const cards = (page: Page) => page.getByTestId('product-card');
const cardNames = (page: Page) => cards(page).getByRole('heading').allInnerTexts();
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const count = (page: Page) => page.getByRole('status').filter({ hasText: /\d+ perfumes?$/i });

const api = (page: Page, query: string) =>
  callApi(page.request, getPerfumes, { query: Object.fromEntries(new URLSearchParams(query)) });

/** What the server answers for a query, as names: the page must show the same, in the same order. */
async function expectSameAsApi(page: Page, query: string) {
  const names = (await api(page, query)).map((p) => p.name);
  await expect(count(page)).toHaveText(new RegExp(`^${names.length} perfumes?$`, 'i'));
  // Retried until the list has settled: the count can change a frame before the last card is painted.
  await expect(cards(page).getByRole('heading')).toHaveText(names);
}

test.describe('collections: search, filters, sort', () => {
  test('search ignores accents, reads notes, and lives in the URL (replaced while typing)', async ({ page }) => {
    await page.goto('/collections');
    await expect(cards(page)).toHaveCount((await api(page, '')).length);
    const entries = await page.evaluate(() => history.length);

    await searchBox(page).pressSequentially('neroli', { delay: 30 });
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading')).toHaveText('Néroli Soleil');
    await expect(page).toHaveURL(/\/collections\?q=neroli$/);
    // One history entry for the search, not one per keystroke.
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);

    await searchBox(page).fill('vetiver');
    await expect(page).toHaveURL(/\?q=vetiver$/);
    const vetiver = (await api(page, '')).filter((p) =>
      /vetiver|vétiver/i.test(`${p.name} ${p.notes} ${p.description}`),
    );
    expect(vetiver.length).toBeGreaterThan(1);
    await expectSameAsApi(page, 'q=vetiver');
    for (const p of vetiver) expect(await cardNames(page)).toContain(p.name);
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);

    // Back returns to the whole collection.
    await page.goBack();
    await expect(page).toHaveURL(/\/collections$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount((await api(page, '')).length);
  });

  test('family, price and sort filter at once; reload and a shared URL keep them; Back restores', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/collections');
    await page.getByLabel('Scent family').selectOption('woody');
    await expect(page).toHaveURL(/\?family=woody$/);
    await expectSameAsApi(page, 'family=woody');

    await page.getByLabel('Price').selectOption({ label: '€150 – €200' });
    await expect(page).toHaveURL(/\?family=woody&minPrice=150&maxPrice=200$/);
    await expectSameAsApi(page, 'family=woody&minPrice=150&maxPrice=200');

    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/\?family=woody&minPrice=150&maxPrice=200&sort=price_desc$/);
    const query = 'family=woody&minPrice=150&maxPrice=200&sort=price_desc';
    await expectSameAsApi(page, query);
    const prices = (await api(page, query)).map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await page.reload();
    await expect(page.getByLabel('Scent family')).toHaveValue('woody');
    await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
    await expectSameAsApi(page, query);

    // Shared into a new page: the same results, rendered by the server with them.
    const other = await browser.newPage();
    const html = await (await other.request.get(`${baseURL}/collections?${query}`)).text();
    expect(html).toMatch(new RegExp(`${(await api(page, query)).length} perfumes?<`));
    await other.goto(`${baseURL}/collections?${query}`);
    await expect(other.getByTestId('product-card').getByRole('heading')).toHaveText(
      (await api(page, query)).map((p) => p.name),
    );
    await other.close();

    // Back: the sort goes, then the price.
    await page.goBack();
    await expect(page).toHaveURL(/\?family=woody&minPrice=150&maxPrice=200$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('');
    await expectSameAsApi(page, 'family=woody&minPrice=150&maxPrice=200');
    await page.goBack();
    await expectSameAsApi(page, 'family=woody');
  });

  test('the gender tabs keep the filters, and the filters keep the gender', async ({ page }) => {
    await page.goto('/collections?family=woody&sort=price_asc');
    await page.getByRole('tab', { name: 'Men', exact: true }).click();
    await expect(page).toHaveURL(/\/collections\/male\?family=woody&sort=price_asc$/);
    await expectSameAsApi(page, 'gender=male&family=woody&sort=price_asc');
    await page.getByLabel('Sort by').selectOption('name');
    await expect(page).toHaveURL(/\/collections\/male\?family=woody&sort=name$/);
    await expectSameAsApi(page, 'gender=male&family=woody&sort=name');
    await page.getByRole('tab', { name: 'Women', exact: true }).click();
    await expectSameAsApi(page, 'gender=female&family=woody&sort=name');
  });

  test('works by keyboard alone', async ({ page }) => {
    await page.goto('/collections');
    await searchBox(page).focus();
    await page.keyboard.type('rose');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?q=rose$/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Clear search' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Scent family')).toBeFocused();
    await page.keyboard.press('ArrowDown'); // a closed native select moves to the next option
    await expect(page).toHaveURL(/\?q=rose&family=floral$/);
    await expectSameAsApi(page, 'q=rose&family=floral');
  });

  test('on a 360 px phone the filters fold into a disclosure, and the page passes the accessibility scan', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/collections?family=floral');
    const toggle = page.getByRole('button', { name: /Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveText(/\(1\)/);
    await expect(page.getByLabel('Scent family')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Scent family')).toHaveValue('floral');
    await page.getByLabel('Price').selectOption({ label: 'Under €120' });
    await expectSameAsApi(page, 'family=floral&maxPrice=120');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yViolations(page);
  });

  test('the filters pass the accessibility scan in the dark theme at 1280 px', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/collections?q=oud&sort=price_asc');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByLabel('Sort by')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
