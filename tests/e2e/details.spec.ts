import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { getPerfumes } from '../../src/domain/api/catalogue';
import { addToCart, ADMIN, callApi, signIn } from './helpers';
import { decodePng } from './png';
import { addCartLine } from '../../src/domain/api/cart';

/**
 * The details a luxury house would not ship (issue #32): feedback while moving between pages, the
 * search box's own clear button, the bottle art's ground in the dark theme, the phone buy bar's words.
 */

const darkTheme = (page: Page) => page.addInitScript(() => localStorage.setItem('theme', 'dark'));

/**
 * Holds the browser's request for a page's code (its lazily loaded chunk), as a slow phone network
 * would, until the test lets it go (the function answered).
 */
async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Loading page' });

/** Notes in the page whether the progress bar ever showed, from now on. */
async function watchForProgress(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { sawProgress: boolean };
    w.sawProgress = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"][aria-label="Loading page"]')) w.sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}
const sawProgress = (page: Page) => page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress);

/** The relative luminance (0 black … 1 white) of an sRGB pixel. */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

/** The corners of what the shopper sees of an element (a few pixels in, past any border). */
async function cornerPixels(locator: Locator): Promise<number[][]> {
  const shot = decodePng(await locator.screenshot({ animations: 'disabled' }));
  const [w, h, i] = [shot.width, shot.height, 6];
  return [shot.pixel(i, i), shot.pixel(w - 1 - i, i), shot.pixel(i, h - 1 - i), shot.pixel(w - 1 - i, h - 1 - i)];
}

test.describe('feedback while moving between pages', () => {
  // The bar's own motion, which the suite's reduced motion (playwright.config.ts) would end at once.
  test.use({ reducedMotion: 'no-preference' });

  for (const theme of ['light', 'dark'] as const) {
    test(`at 1280 px (${theme}): a slow page shows a thin bar, the tapped link is pending, all go once it is there`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      if (theme === 'dark') await darkTheme(page);
      await page.goto('/');
      const release = await holdChunk(page, 'about-page');
      const main = page.getByRole('main');
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT US' });

      await link.click();
      await expect(progress(page)).toBeVisible();
      await expect(link).toHaveClass(/\bpending\b/);
      await expect(main).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toBeAttached();
      await expect(page).toHaveURL(/\/$/); // the old page stays meanwhile
      // A thin bar across the top of the window, in the house's accent of the theme.
      const box = (await progress(page).boundingBox())!;
      expect(box.y).toBe(0);
      expect(box.height).toBeLessThanOrEqual(4);
      const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent'));
      expect(accent.trim()).toBe(theme === 'dark' ? '#c9a66b' : '#7a5f36');
      const fill = await progress(page)
        .locator('div')
        .evaluate((el) => [getComputedStyle(el).backgroundColor, el.getAnimations().length]);
      expect(fill).toEqual([theme === 'dark' ? 'rgb(201, 166, 107)' : 'rgb(122, 95, 54)', 1]);

      release();
      await expect(page.locator('#about-heading')).toBeVisible();
      await expect(page).toHaveURL(/\/about$/);
      await expect(progress(page)).toHaveCount(0);
      await expect(main).not.toHaveAttribute('aria-busy', /.*/);
      await expect(link).not.toHaveClass(/\bpending\b/);
      await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toHaveCount(0);
    });
  }

  test('with reduced motion the bar stands still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const release = await holdChunk(page, 'about-page');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT US' }).click();
    await expect(progress(page)).toBeVisible();
    const fill = progress(page).locator('div');
    expect(await fill.evaluate((el) => el.getAnimations().length)).toBe(0);
    expect((await fill.boundingBox())!.width).toBe(1280);
    release();
    await expect(page.locator('#about-heading')).toBeVisible();
    await expect(progress(page)).toHaveCount(0);
  });

  test('a quick move shows no bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'ABOUT US' }).click();
    await expect(page.locator('#about-heading')).toBeVisible();
    // Both pages' code is here now: going between them takes no time worth showing.
    await watchForProgress(page);
    await page
      .getByRole('link', { name: /Maison Lumière/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await nav.getByRole('link', { name: 'ABOUT US' }).click();
    await expect(page.locator('#about-heading')).toBeVisible();
    await page.waitForTimeout(400);
    expect(await sawProgress(page)).toBe(false);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`at 390 px (${theme}): the menu closes as soon as a link is chosen, the bar shows while the page loads`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      if (theme === 'dark') await darkTheme(page);
      await page.goto('/');
      const release = await holdChunk(page, 'collections-page');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();

      await menu.getByRole('link', { name: 'COLLECTIONS' }).click();
      // Closed while the next page is still on its way, with the bar in its place.
      await expect(menu).toBeHidden();
      await expect(progress(page)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      const box = (await progress(page).boundingBox())!;
      expect([box.y, box.width]).toEqual([0, 390]);

      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
      await expect(progress(page)).toHaveCount(0);
      await expect(menu).toHaveCount(0);
    });
  }
});

/** Whether any pixel of the box is a saturated blue (Chromium's own ×). */
async function hasBlue(page: Page, box: Locator) {
  await page.mouse.move(0, 0);
  const shot = decodePng(await box.screenshot({ animations: 'disabled' }));
  for (let y = 0; y < shot.height; y++) {
    for (let x = 0; x < shot.width; x++) {
      const [r, g, b] = shot.pixel(x, y);
      if (b! - r! > 60 && b! - g! > 30) return true;
    }
  }
  return false;
}

test.describe("the search box's clear button", () => {
  const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
  const form = (page: Page) => page.getByRole('search', { name: 'Search the collection' });
  const clear = (page: Page) => form(page).getByRole('button', { name: 'Clear search' });
  const cards = (page: Page) => page.getByTestId('product-card');

  for (const [theme, width] of [
    ['light', 390],
    ['dark', 390],
    ['light', 1280],
    ['dark', 1280],
  ] as const) {
    test(`at ${width} px (${theme}): drawn by the house, shown with words, clears by click, key and Escape`, async ({
      page,
    }) => {
      test.slow(); // many steps and an accessibility scan
      await page.setViewportSize({ width, height: 900 });
      if (theme === 'dark') await darkTheme(page);
      await page.goto('/collections');
      const all = (await callApi(page.request, getPerfumes, { query: {} })).length;
      await expect(cards(page)).toHaveCount(all);
      await expect(clear(page)).toHaveCount(0);

      await searchBox(page).fill('rose');
      await expect(clear(page)).toBeVisible();
      await expect(page).toHaveURL(/\?q=rose$/);
      const few = await cards(page).count();
      expect(few).toBeLessThan(all);
      // The browser's blue × is not drawn; the house's button sits inside the box.
      expect(await hasBlue(page, searchBox(page))).toBe(false);
      const [field, button] = [(await searchBox(page).boundingBox())!, (await clear(page).boundingBox())!];
      expect(button.x + button.width).toBeLessThanOrEqual(field.x + field.width);
      expect(button.y).toBeGreaterThanOrEqual(field.y);
      expect(button.width).toBeGreaterThanOrEqual(24);
      await expectNoA11yViolations(page, { include: 'form[role="search"]' });

      // By pointer: empties the box, puts the cursor back in it, and the results and address follow.
      await clear(page).click();
      await expect(searchBox(page)).toHaveValue('');
      await expect(searchBox(page)).toBeFocused();
      await expect(clear(page)).toHaveCount(0);
      await expect(cards(page)).toHaveCount(all);
      await expect(page).toHaveURL(/\/collections$/);

      // By keyboard: the button is the next stop after the box.
      await page.keyboard.type('oud');
      await expect(page).toHaveURL(/\?q=oud$/);
      await page.keyboard.press('Tab');
      await expect(clear(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(searchBox(page)).toHaveValue('');
      await expect(searchBox(page)).toBeFocused();
      await expect(page).toHaveURL(/\/collections$/);

      // Escape in the box empties it too.
      await page.keyboard.type('musk');
      await expect(clear(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(searchBox(page)).toHaveValue('');
      await expect(cards(page)).toHaveCount(all);
      await expect(page).toHaveURL(/\/collections$/);
    });
  }
});

test("the back office's search boxes have the house's clear button too", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin?tab=customers');
  const box = page.getByRole('searchbox', { name: 'Search' });
  const clear = page.getByRole('button', { name: 'Clear search' });
  await expect(clear).toHaveCount(0);
  await box.fill('admin');
  await expect(page).toHaveURL(/[?&]q=admin/);
  await expect(clear).toBeVisible();
  expect(await hasBlue(page, box)).toBe(false);

  await clear.click();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await expect(page).not.toHaveURL(/[?&]q=/);

  await page.keyboard.type('lumiere');
  await expect(page).toHaveURL(/[?&]q=lumiere/);
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
  await expect(page).not.toHaveURL(/[?&]q=/);
});

test.describe('the bottle art in the dark theme', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px: the tiles stand on a dark ground of their own, the light theme keeps its pale one`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/collections');
      const image = page.getByTestId('product-card').first().locator('img');
      await expect(image).toHaveAttribute('src', /^\/images\/perfumes\/[a-z-]+\.svg$/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
      for (const pixel of await cornerPixels(image)) expect(luminance(pixel)).toBeGreaterThan(0.5);

      // The theme toggle: the same tile, now on a dark ground (no pale sticker on the dark page).
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(image).toHaveAttribute('src', /^\/images\/perfumes\/dark\/[a-z-]+\.svg$/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
      await expect.poll(async () => Math.max(...(await cornerPixels(image)).map(luminance))).toBeLessThan(0.06);
      // …and the tile around it is dark as well.
      const tile = await image.locator('..').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(luminance(tile.match(/\d+/g)!.slice(0, 3).map(Number))).toBeLessThan(0.05);
    });
  }

  test('every place a bottle or an ingredient is drawn takes the dark art: product page, cart, builder', async ({
    page,
  }) => {
    await darkTheme(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/product/1');
    await expect(page.getByRole('img', { name: /perfume bottle$/ }).first()).toHaveAttribute(
      'src',
      /^\/images\/perfumes\/dark\//,
    );

    await addToCart(page, [{ perfumeId: 2, quantity: 1 }]);
    await page.goto('/cart');
    const lineArt = page.locator('main img[src*="/images/perfumes/"]');
    await expect(lineArt.first()).toBeVisible();
    for (const src of await lineArt.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))) {
      expect(src).toMatch(/^\/images\/perfumes\/dark\//);
    }

    await page.goto('/recipe-builder');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await page.getByRole('radio', { name: 'Eau de Toilette', exact: true }).check();
    await next.click();
    await page.getByLabel('Perfume name').fill('Night Garden');
    await next.click();
    const ingredientArt = page.locator('main img[src*="/images/ingredients/"]');
    await expect(ingredientArt.first()).toBeVisible();
    for (const src of await ingredientArt.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))) {
      expect(src).toMatch(/^\/images\/ingredients\/dark\//);
    }
    const first = ingredientArt.first();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
    await first.scrollIntoViewIfNeeded();
    const shot = decodePng(await first.screenshot());
    expect(luminance(shot.pixel(Math.round(shot.width / 2), 8))).toBeLessThan(0.1);
  });
});

test.describe('the phone buy bar while adding', () => {
  for (const width of [360, 390]) {
    test(`at ${width} px it reads ADDING TO CART... on one line, at the width it had`, async ({ page }) => {
      await page.setViewportSize({ width, height: 780 });
      await page.route(`**${addCartLine.path}`, async (route) => {
        if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto('/product/3');
      await page.getByRole('region', { name: 'You May Also Like' }).scrollIntoViewIfNeeded();
      const bar = page.locator('[data-buy-bar]');
      await expect(bar).toBeVisible();
      const button = bar.getByRole('button', { name: 'ADD TO CART' });
      await expect(button).toHaveAccessibleName('ADD TO CART');
      const before = (await button.boundingBox())!;

      await button.click();
      const busy = bar.getByRole('button', { name: 'ADDING TO CART...' });
      await expect(busy).toBeDisabled();
      await expect(busy).toHaveAccessibleName('ADDING TO CART...');
      const after = (await busy.boundingBox())!;
      expect(after.width).toBeCloseTo(before.width, 0);
      expect(after.height).toBeLessThanOrEqual(44.5); // one line
      // Nothing overflows: not the words in the button, not the bar on the screen.
      const fits = await busy.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits).toBe(true);
      expect(after.x + after.width).toBeLessThanOrEqual(width - 19);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The perfume's name keeps room beside it.
      const name = (await bar.locator('p').first().boundingBox())!;
      expect(name.width).toBeGreaterThan(90);

      await expect(bar.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled({ timeout: 10_000 });
    });
  }
});
