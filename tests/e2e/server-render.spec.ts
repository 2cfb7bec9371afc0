import { expect, test } from './fixtures';
import { callApi, collectErrors } from './helpers';
import { getPerfumes } from '../../src/domain/api/catalogue';

test.describe('landing pages rendered on the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page, the collections and a product are all there', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Discover Your Signature Scent' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Featured Fragrances' }).getByTestId('product-card').first(),
      ).toBeVisible();

      await page.goto('/collections/female');
      const cards = page.getByTestId('product-card');
      expect(await cards.count()).toBeGreaterThan(0);

      await page.goto('/product/1');
      await expect(page).toHaveTitle('Rose de Minuit · Maison Lumière');
      await expect(page.getByRole('heading', { level: 1, name: 'Rose de Minuit' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Rose de Minuit perfume bottle' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Add to Cart/i })).toBeVisible();
    });

    test('a dark-theme shopper gets the dark page from the server', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL! }]);
      await page.goto('/collections');
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#13110e');
    });
  });

  for (const path of [
    '/',
    '/collections',
    '/collections/male',
    '/collections?q=rose&family=floral&sort=price_desc',
    '/collections/female?q=%20Rose%20&maxPrice=150&utm_source=x',
    '/product/3',
    '/custom-perfume',
    '/recipe-builder',
  ]) {
    test(`${path} hydrates without an error, in both themes`, async ({ page, context, baseURL }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      expect(await page.locator('#ssr-state').count()).toBe(1);
      await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL! }]);
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(page.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute('aria-pressed', 'true');
      expect(errors).toEqual([]);
    });
  }

  test('a theme chosen before the cookie existed still wins, without a hydration error', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(errors).toEqual([]);
  });

  test("after hydration the ids React made on the server are the browser's own (useId agrees)", async ({ page }) => {
    // A field's hint or error is named by an id the browser computes; when it differs from the id the server
    // wrote, aria-describedby points at nothing. React keeps each element's props on the element: compare.
    await page.goto('/product/1');
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    const pairs = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[id^="_R_"]')].map((el) => {
        const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
        const props = key ? (el as unknown as Record<string, { id?: string }>)[key] : undefined;
        return [el.id, props?.id];
      }),
    );
    expect(pairs.length).toBeGreaterThan(0);
    for (const [written, computed] of pairs) expect(computed).toBe(written);
  });

  test('the hydrated product page works: quantity, add to cart, badge', async ({ page }) => {
    await page.goto('/product/2');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: /Add to Cart/i }).click();
    await expect(page.getByRole('button', { name: /Cart, 2 items/i })).toBeVisible();
    // The shopper's own cart is read by the browser: the rendered page is a guest's, the same for all.
    await page.goto('/collections');
    await expect(page.getByRole('button', { name: /Cart, 2 items/i })).toBeVisible();
  });

  test('a shopper who may be signed in gets the page rendered in the browser, with their own header', async ({
    page,
    context,
    baseURL,
  }) => {
    // The readable hint beside the session cookie; this one outlived its session.
    await context.addCookies([{ name: 'signed_in', value: '1', url: baseURL! }]);
    await page.goto('/');
    expect(await page.locator('#ssr-state').count()).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Your Signature Scent' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeAttached();
  });
});

test.describe('HTTP status of pages', () => {
  test('unknown pages answer 404 with the not-found page; real ones 200', async ({ page, request }) => {
    for (const path of ['/nope', '/product/999', '/collections/unisex', '/account/settings/x']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain('<div id="root">');
    }
    for (const path of [
      '/',
      '/collections',
      '/collections/male',
      '/product/1',
      '/custom-perfume',
      '/recipe-builder',
      '/about',
      '/cart',
      '/checkout',
      '/login',
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const res = await page.goto('/product/999');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  });

  test('a made-up query string is the same page, served from the rendered cache', async ({ request }) => {
    const plain = await (await request.get('/')).text();
    const queried = await request.get(`/?q=${encodeURIComponent('<script>unique')}${Math.random()}`);
    expect(queried.status()).toBe(200);
    expect(await queried.text()).toBe(plain);
  });

  test("the collections are rendered with their query string, escaped, and agree with the API's search", async ({
    request,
  }) => {
    const html = await (
      await request.get(`/collections?q=${encodeURIComponent('"><script>alert(1)</script>')}`)
    ).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('0 perfumes');
    const vetiver = await callApi(request, getPerfumes, { query: { q: 'vetiver' } });
    expect(await (await request.get('/collections?q=vetiver')).text()).toContain(`${vetiver.length} perfumes`);
  });
});
