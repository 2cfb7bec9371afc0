import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { collectErrors, euro, expectToastBehindSheet, perfume } from './helpers';
import { addCartLine } from '../../src/domain/api/cart';

/**
 * A product card's Quick View (components/quick-view): a sheet with the bottle, notes, sizes and
 * Add to Cart, opened from the keyboard or the pointer, kept in the address as `?quick=<id>`.
 */

const card = (page: Page, name: string) => page.getByTestId('product-card').filter({ hasText: name });
const quickView = (page: Page, name: string) => page.getByRole('button', { name: `Quick View: ${name}` });
const sheet = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe('quick view', () => {
  test('by keyboard from the collections: notes, a size, Add to Cart; the address opens, reloads and closes it', async ({
    page,
  }) => {
    test.slow(); // a whole journey, with a reload and an accessibility scan
    const p = await perfume(page, 2);
    const [small, standard, large] = p.sizes;
    expect([small!.volume, standard!.volume, large!.volume]).toEqual([30, 50, 100]);
    const listing = `/collections?family=${p.family}&sort=name`;
    await page.goto(listing);

    // The card's link, then its heart, then its Quick View, which shows while the card holds the focus.
    await card(page, p.name).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const button = quickView(page, p.name);
    await expect(button).toBeFocused();
    await expect(button).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');

    const dialog = sheet(page, p.name);
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    // Opened beside the page's own filters.
    await expect(page).toHaveURL(`${listing}&quick=${p.id}`);
    await expect(dialog.getByRole('heading', { name: 'Fragrance Notes' })).toBeVisible();
    for (const note of p.notes.split(', ')) await expect(dialog.getByText(note, { exact: true })).toBeVisible();
    await expect(dialog.getByText(p.description)).toBeVisible();
    await expect(dialog.getByRole('img', { name: `${p.name} perfume bottle` })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View full details' })).toHaveAttribute('href', `/product/${p.id}`);

    // The sizes, by keyboard: Tab from the sheet reaches the size chosen, the arrows pick another.
    const sizes = dialog.getByRole('group', { name: 'Size' });
    const fifty = sizes.getByRole('radio', { name: new RegExp(`^50 ml · ${escapeRegExp(euro(standard!.price))}`) });
    await expect(fifty).toBeChecked();
    await expect(dialog.getByTestId('quick-view-price')).toContainText(euro(standard!.price));
    for (let i = 0; i < 10 && !(await fifty.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(fifty).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const hundred = sizes.getByRole('radio', { name: new RegExp(`^100 ml · ${escapeRegExp(euro(large!.price))}`) });
    await expect(hundred).toBeChecked();
    await expect(dialog.getByTestId('quick-view-price')).toContainText(euro(large!.price));
    await expect(dialog.getByTestId('quick-view-price')).toContainText('100 ml');

    // Add to Cart, busy while the server answers, then the product page's toast and the header's badge.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${addCartLine.path}`, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.keyboard.press('Tab'); // past the sizes, to the quantity's − button
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const add = dialog.getByRole('button', { name: 'ADD TO CART' });
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'ADDING TO CART...' })).toBeDisabled();
    release();
    await expectToastBehindSheet(page, 'Added to cart', `${p.name} — 100 ml × 1`);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(add).toBeEnabled();
    await page.unroute(`**${addCartLine.path}`);
    await expectNoA11yViolations(page);

    // A reload reopens it.
    await page.reload();
    await expect(sheet(page, p.name)).toBeVisible();
    await expect(page).toHaveURL(`${listing}&quick=${p.id}`);

    // Escape closes it, the filters stay, and the focus is back on the card's Quick View.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(listing);
    await expect(button).toBeFocused();

    // Opened again, Back closes it and Forward reopens it.
    await page.keyboard.press('Enter');
    await expect(sheet(page, p.name)).toBeVisible();
    await expect(page).toHaveURL(`${listing}&quick=${p.id}`);
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(listing);
    await expect(button).toBeFocused();
    await page.goForward();
    await expect(sheet(page, p.name)).toBeVisible();
  });

  test('a shared link opens it on the home page; closing drops only its parameter', async ({ page }) => {
    test.slow(); // two pages and a third reached from the sheet
    const errors = collectErrors(page); // a hydration mismatch among them: the server renders no sheet
    const p = await perfume(page, 1);
    await page.goto(`/?quick=${p.id}`);
    const dialog = sheet(page, p.name);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Size' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close quick view' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);

    // From the featured perfumes, by the pointer: the button shows on hover.
    const featured = page.getByRole('region', { name: 'Featured Fragrances' });
    const first = featured.getByTestId('product-card').first();
    const name = (await first.getByRole('heading').textContent())!;
    await first.hover();
    await featured.getByRole('button', { name: `Quick View: ${name}` }).click();
    await expect(sheet(page, name)).toBeVisible();
    await sheet(page, name).getByRole('link', { name: 'View full details' }).click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("from You May Also Like: its sizes leave the page's own alone", async ({ page }) => {
    const p = await perfume(page, 1);
    await page.goto(`/product/${p.id}`);
    const pageSizes = page.getByRole('main').getByRole('group', { name: 'Size' });
    await expect(pageSizes.getByRole('radio', { name: /^50 ml/ })).toBeChecked();
    const related = page.getByRole('region', { name: 'You May Also Like' });
    const other = related.getByTestId('product-card').first();
    const name = (await other.getByRole('heading').textContent())!;
    await other.hover();
    await related.getByRole('button', { name: `Quick View: ${name}` }).click();
    const dialog = sheet(page, name);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/product/${p.id}\\?quick=\\d+$`));
    await dialog.locator('label').filter({ hasText: '30 ml' }).click();
    await expect(dialog.getByRole('radio', { name: /^30 ml/ })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(pageSizes.getByRole('radio', { name: /^50 ml/ })).toBeChecked();
  });

  test('at 390 px in the dark theme it fits the screen and passes the accessibility scan', async ({ page }) => {
    const p = await perfume(page, 3);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/collections');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    // Two cards a row: the card's middle is where Quick View appears, so the pointer rests on its picture's top.
    await card(page, p.name).hover({ position: { x: 10, y: 10 } });
    await quickView(page, p.name).click();
    const dialog = sheet(page, p.name);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'ADD TO CART' })).toBeVisible();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const overflowing = await dialog.evaluate((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page);
  });
});

/** A price in a regular expression ("€165.00" has a dot). */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
