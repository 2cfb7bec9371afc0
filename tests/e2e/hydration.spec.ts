import { expect, test, type Page } from '@playwright/test';
import { expectToast } from './helpers';

/**
 * A server-rendered page is on screen before its code has hydrated it (src/client/boot.ts,
 * main.tsx). Here the page's JavaScript is held back while the shopper acts, then let through:
 * no form may have submitted natively, and what the shopper did counts once the page is live
 * (or was visibly refused). Uses Playwright's own `page.goto`, which does not wait for the app.
 */

interface Held {
  /** Lets the held scripts load. */
  release: () => void;
  /** Every URL the page's frame went to. */
  visited: string[];
  errors: string[];
}

/**
 * Holds the page's scripts (all of them, or all but boot.ts, the few lines that note clicks while
 * the app loads) until `release`.
 */
async function holdScripts(page: Page, { exceptBoot = false } = {}): Promise<Held> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const visited: string[] = [];
  const errors: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  page.on('request', (req) => {
    if (req.isNavigationRequest()) visited.push(req.url());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  // boot.ts and what it imports (the bundler's runtime, asked for beside it at normal priority).
  let boot: string[] | undefined;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (exceptBoot && boot === undefined) {
      await page
        .locator('script[data-entry]')
        .waitFor({ state: 'attached', timeout: 5_000 })
        .catch(() => undefined);
      boot = await page.evaluate(() =>
        [...document.querySelectorAll('script[data-entry], link[rel="modulepreload"]:not([fetchpriority="low"])')].map(
          (e) => e.getAttribute('src') ?? e.getAttribute('href') ?? '',
        ),
      );
    }
    const url = new URL(route.request().url()).pathname;
    if (!(exceptBoot && boot?.includes(url))) await released;
    await route.continue();
  });
  return { release, visited, errors };
}

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('#ssr-state').waitFor({ state: 'attached' });
  await expect(page.locator('html')).not.toHaveAttribute('data-ready');
}

async function hydrate(page: Page, held: Held) {
  held.release();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** boot.ts has run: it holds input from here until the app's entry has run. */
async function bootHasRun(page: Page) {
  await page.locator('html[data-holding]').waitFor({ state: 'attached' });
}

function expectNoNativeSubmission(held: Held, path: string) {
  for (const url of held.visited) {
    expect(new URL(url).pathname).toBe(path);
    // Nothing but the builder's own step (?step=…) may be in the URL: no address, no answers.
    expect(new URL(url).search).toMatch(/^(\?step=[a-z-]+)?$/);
  }
}

test.describe('before the page has hydrated', () => {
  test('with no script yet, Subscribe sends nothing anywhere, says it waits, and the address stays', async ({
    page,
  }) => {
    const held = await holdScripts(page);
    await open(page, '/');
    const email = page.getByLabel('Email address');
    const subscribe = page.getByRole('button', { name: 'SUBSCRIBE' });
    await email.fill('early@example.com');
    // The page is opened at its first bytes: its stylesheet, which says so, may still be on its way.
    await expect.poll(() => subscribe.evaluate((b) => getComputedStyle(b).cursor)).toBe('progress');
    await email.press('Enter');
    await subscribe.click();
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('email=');

    await hydrate(page, held);
    await expect(email).toHaveValue('early@example.com');
    expect(await subscribe.evaluate((b) => getComputedStyle(b).cursor)).not.toBe('progress');
    await subscribe.click();
    await expectToast(page, 'Subscribed', 'Thank you for subscribing to our newsletter.');
    expectNoNativeSubmission(held, '/');
    for (const url of held.visited) expect(url).not.toContain('email=');
    expect(held.errors).toEqual([]);
  });

  test('while the app loads, Subscribe is held and answered once it has', async ({ page }) => {
    const held = await holdScripts(page, { exceptBoot: true });
    await open(page, '/');
    await bootHasRun(page);
    const email = page.getByLabel('Email address');
    await email.fill('early@example.com');
    await page.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-pending', 'true');

    await hydrate(page, held);
    await expectToast(page, 'Subscribed', 'Thank you for subscribing to our newsletter.');
    await expect(email).toHaveValue('');
    expectNoNativeSubmission(held, '/');
    expect(held.errors).toEqual([]);
  });

  test('with no script yet, lifestyle answers are kept and count once the page is live', async ({ page }) => {
    const held = await holdScripts(page);
    await open(page, '/custom-perfume');
    await page.getByRole('radio', { name: 'Coastal' }).check();
    await page.getByRole('checkbox', { name: 'Evening' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForTimeout(300);

    await hydrate(page, held);
    await expect(page.getByRole('radio', { name: 'Coastal' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Evening' })).toBeChecked();
    // The rest of the step, after hydration; Continue then moves on only if the early answers count.
    await page.getByRole('radio', { name: 'Indoor' }).check();
    await page.getByRole('radio', { name: 'Autumn' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Preferences' })).toBeVisible();
    expectNoNativeSubmission(held, '/custom-perfume');
    expect(held.errors).toEqual([]);
  });

  test('while the app loads, answers and Continue are held and answered once it has', async ({ page }) => {
    const held = await holdScripts(page, { exceptBoot: true });
    await open(page, '/custom-perfume');
    await bootHasRun(page);
    for (const name of ['Urban', 'Indoor', 'Winter']) await page.getByRole('radio', { name, exact: true }).check();
    await page.getByRole('checkbox', { name: 'Work' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await hydrate(page, held);
    await expect(page.getByRole('heading', { level: 2, name: 'Preferences' })).toBeVisible();
    await expect(page.getByText('Please select your environment')).toHaveCount(0);
    expectNoNativeSubmission(held, '/custom-perfume');
    expect(held.errors).toEqual([]);
  });

  test('a bespoke type card chosen early is the chosen type once the page is live', async ({ page }) => {
    const held = await holdScripts(page);
    await open(page, '/recipe-builder');
    await page.getByRole('radio', { name: 'Eau de Toilette' }).check();

    await hydrate(page, held);
    await expect(page.getByRole('radio', { name: 'Eau de Toilette' })).toBeChecked();
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Product Name' })).toBeVisible();
    expectNoNativeSubmission(held, '/recipe-builder');
    expect(held.errors).toEqual([]);
  });

  test('a collection filter chosen early narrows the collection once the page is live', async ({ page }) => {
    const held = await holdScripts(page);
    await open(page, '/collections');
    await page.getByLabel('Scent family').selectOption('woody');

    await hydrate(page, held);
    await expect(page).toHaveURL(/\/collections\?family=woody$/);
    await expect(page.getByLabel('Scent family')).toHaveValue('woody');
    expect(held.errors).toEqual([]);
  });

  test('a search sent early loads the same page with the search, nothing else', async ({ page }) => {
    const held = await holdScripts(page);
    await open(page, '/collections/female');
    await page.getByRole('searchbox', { name: 'Search' }).fill('rose');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page.waitForURL(/\?/, { waitUntil: 'commit' });
    const url = new URL(page.url());
    expect(url.pathname).toBe('/collections/female');
    expect(url.searchParams.get('q')).toBe('rose');
    await hydrate(page, held);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('rose');
    expect(held.errors).toEqual([]);
  });

  test('a click on a button while the app loads is answered once it has', async ({ page }) => {
    const held = await holdScripts(page, { exceptBoot: true });
    await open(page, '/product/1');
    await bootHasRun(page);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-pending', 'true');

    await hydrate(page, held);
    await expect(page.locator('html')).not.toHaveAttribute('data-pending');
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    await expect(page.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(held.errors).toEqual([]);
  });
});

test.describe('the web fonts', () => {
  /** When each web font was asked for, and when the page first painted (ms since navigation). */
  const timings = (page: Page) =>
    page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      fonts: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.woff2'))
        .map((e) => e.startTime),
    }));

  for (const path of ['/', '/product/1', '/custom-perfume']) {
    test(`${path} paints in the fallbacks, then asks for the fonts and sets its text in them`, async ({ page }) => {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.ready && document.fonts.status === 'loaded');
      await expect.poll(async () => (await timings(page)).fonts.length).toBeGreaterThan(0);
      const { firstPaint, fonts } = await timings(page);
      for (const askedAt of fonts) expect(askedAt).toBeGreaterThanOrEqual(firstPaint);
      expect(
        await page.evaluate(
          () =>
            document.fonts.check('16px "Inter Variable"') && document.fonts.check('16px "Cormorant Garamond Variable"'),
        ),
      ).toBe(true);
      expect(
        await page
          .locator('h1')
          .first()
          .evaluate((h) => getComputedStyle(h).fontFamily),
      ).toMatch(/^"?Cormorant Garamond Variable/);
    });
  }

  test('a page the browser renders asks for them at once', async ({ page }) => {
    await page.goto('/cart');
    await page.waitForFunction(() => document.documentElement.dataset.ready);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-fonts'))).toBe(true);
    expect(await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily)).toMatch(/^"?Inter Variable/);
  });
});

test('a server-rendered page is loading until its code has come and run', async ({ page }) => {
  // The app's shell arrives late, as on a slow network: the page's `load` must wait for it.
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/product/1', { waitUntil: 'load' });
  const { loadAt, codeAt } = await page.evaluate(() => ({
    loadAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    // Recorded once the response has ended: absent if `load` came first.
    codeAt: (
      performance.getEntriesByType('resource').find((e) => /\/assets\/app-[\w-]+\.js$/.test(e.name)) as
        PerformanceResourceTiming | undefined
    )?.responseEnd,
  }));
  expect(codeAt, 'the app’s code had come when the page said it had loaded').toBeDefined();
  expect(codeAt!).toBeGreaterThan(1000);
  expect(loadAt).toBeGreaterThanOrEqual(codeAt!);
  await expect(page.locator('html[data-ready]')).toBeAttached();
});
