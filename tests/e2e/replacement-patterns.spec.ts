import { createPerfume } from '../../src/domain/api/admin-catalogue';
import { expect, test, type Page } from './fixtures';
import { ADMIN, callApi, collectErrors } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { login } from '../../src/domain/api/auth';

/*
 * A perfume whose name reads as a replacement pattern (`$&` the match, `$'` what follows it, `$1` a
 * group): the server once pasted its page into itself around such a name, and the storefront never
 * became ready for anyone. It changes the catalogue every other spec relies on, so it runs against a
 * server of its own.
 */

const PORT = 4431;
const base = `http://127.0.0.1:${PORT}`;
const NAME = "Rock $& Roll $' $1";
let server: OwnServer | undefined;
let id = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  server = await startOwnServer(PORT, { NODE_ENV: 'test', AUTH_RATE_LIMIT: '1000' }, 'shop-e2e-patterns-');
  await callApi(request, login, { body: ADMIN, base });
  const created = await callApi(request, createPerfume, {
    base,
    body: {
      name: NAME,
      description: "Cash $' Flow: smoky vetiver and $$ leather, $` and $& for good measure.",
      notes: 'Vetiver, Leather, $1 Smoke',
      gender: 'male',
      family: 'woody',
      price: 99,
      isNew: true,
      isBestseller: false,
      stock: null,
      imageSrc: '/images/perfumes/rose-de-minuit.svg',
    },
  });
  id = created.id;
});

test.afterAll(async () => {
  await server?.stop();
});

/** The server's page: one document, whose state (what the browser hydrates from) parses and names the perfume. */
async function expectWholePage(page: Page, path: string) {
  const res = await page.request.get(`${base}${path}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html);
  expect(state, 'the page is rendered by the server').not.toBeNull();
  expect(JSON.stringify(JSON.parse(state![1]!))).toContain(JSON.stringify(NAME).slice(1, -1));
}

test('the home page becomes ready and answers input', async ({ page }) => {
  await expectWholePage(page, '/');
  const errors = collectErrors(page);
  await page.goto(`${base}/`); // waits for <html data-ready>: hydrated
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Your Signature Scent' })).toBeVisible();
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(errors).toEqual([]);
});

test('the collections become ready, show the name as written and search it', async ({ page }) => {
  await expectWholePage(page, '/collections');
  const errors = collectErrors(page);
  await page.goto(`${base}/collections`);
  const card = page.getByTestId('product-card').filter({ hasText: NAME });
  await expect(card.getByRole('heading')).toHaveText(NAME);
  await page.getByRole('searchbox', { name: 'Search' }).fill('$& Roll');
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(NAME);
  expect(errors).toEqual([]);
});

test('a search for a pattern, straight from the address bar, is shown as typed', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${base}/collections?q=${encodeURIComponent("$` $' Roll")}`);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue("$` $' Roll");
  await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(NAME);
  expect(errors).toEqual([]);
});

test('the product page is titled with the name as written', async ({ page }) => {
  await expectWholePage(page, `/product/${id}`);
  await page.goto(`${base}/product/${id}`);
  await expect(page).toHaveTitle(`${NAME} · Maison Lumière`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await page.getByRole('button', { name: /Add to Cart/i }).click();
  await expect(page.getByRole('button', { name: /Cart, 1 item/i })).toBeVisible();
});
