import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { addToCart, callApi, euro, expectToast, perfume } from './helpers';
import { getIngredients } from '../../src/domain/api/catalogue';

const lifestyleLine = {
  perfumeId: null,
  isCustom: true,
  quantity: 1,
  customName: 'Jardin Secret',
  customDetails: {
    type: 'lifestyle',
    name: 'Jardin Secret',
    scentFamily: 'Fresh',
    notes: 'Bergamot, Lemon, Mint, Jasmine, Lavender, Vetiver, Light Musk',
    topNotes: 'Bergamot, Lemon, Mint',
    middleNotes: 'Jasmine, Lavender',
    baseNotes: 'Vetiver, Light Musk',
    description: 'A bespoke Fresh fragrance for fresh spring mornings',
    intensity: 'moderate',
    lastingPower: 'half-day',
    wearTime: ['daytime'],
    gender: 'female',
  },
};

/** Bespoke line built from real ingredient ids of each group. */
async function bespokeLine(page: Page) {
  const ingredients = await callApi(page.request, getIngredients, {});
  const pick = (category: string) => ingredients.find((i) => i.category === category)!;
  const [top, middle, base] = [pick('top'), pick('middle'), pick('base')];
  return {
    names: { top: top.name, middle: middle.name, base: base.name },
    line: {
      perfumeId: null,
      isCustom: true,
      quantity: 1,
      customName: 'Midnight Atelier',
      customDetails: {
        type: 'bespoke-perfume',
        perfumeType: 'eau-de-parfum',
        customName: 'Midnight Atelier',
        ingredients: { top: [top.id], middle: [middle.id], base: [base.id] },
        drops: { top: { [top.id]: 20 }, middle: { [middle.id]: 30 }, base: { [base.id]: 10 } },
      },
    },
  };
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart/ });

test.describe('the buy bar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('appears once Add to Cart is out of view, adds the chosen quantity, and leaves the footer and toasts clear', async ({
    page,
  }) => {
    test.slow(); // scrolling, adding and an accessibility scan on a phone
    const p = await perfume(page, 4);
    await page.goto('/product/4');
    const bar = page.getByRole('region', { name: `Buy ${p.name}` });
    // The page's own button comes first; on a phone the bar's shows too while that one is off screen.
    const main = page.getByRole('button', { name: 'ADD TO CART' }).first();

    // While the page's own Add to Cart is on screen there is no bar.
    await main.scrollIntoViewIfNeeded();
    await expect(bar).toHaveCount(0);
    await page.getByRole('button', { name: 'Increase quantity' }).click();

    await page.getByRole('region', { name: 'You May Also Like' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(p.name);
    await expect(bar).toContainText(euro(p.price));
    await expect(bar).toContainText('Quantity 2');
    // It slides up from below (300 ms): measured once it has come to rest at the bottom of the screen.
    await expect
      .poll(async () => {
        const box = await bar.boundingBox();
        return box && Math.round(box.y + box.height);
      })
      .toBe(844);
    const barBox = (await bar.boundingBox())!;

    await bar.getByRole('button', { name: 'ADD TO CART' }).click();
    await expectToast(page, 'Added to cart', `${p.name} — ${p.volume} ml × 2`);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    // The toast sits above the bar, not on it.
    const toastBox = (await page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('listitem')
      .boundingBox())!;
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y + 1);

    // At the very end of the page the footer's last line is above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeVisible();
    const last = (await page.getByText('Maison de parfum · Since 2020').boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    await expectNoA11yViolations(page);

    // Back at the page's own button, the bar goes.
    await main.scrollIntoViewIfNeeded();
    await expect(bar).toHaveCount(0);
  });

  test('is absent on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const p = await perfume(page, 4);
    await page.goto('/product/4');
    await page.getByRole('region', { name: 'You May Also Like' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: `Buy ${p.name}` })).toBeHidden();
    await expect(page.getByRole('button', { name: 'ADD TO CART' })).toHaveCount(1);
  });
});

test.describe('header cart popover', () => {
  // Its lines, quantities, removal, focus and links: src/client/features/cart/cart-popover.test.tsx.
  test('with lines it passes the accessibility scan', async ({ page }) => {
    await page.goto('/');
    const a = await perfume(page, 1);
    await addToCart(page, [
      { perfumeId: 1, quantity: 1 },
      { perfumeId: 2, quantity: 2 },
    ]);
    await page.reload();
    await cartButton(page).click();
    const popover = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(popover.getByRole('listitem').filter({ hasText: a.name })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('cart page', () => {
  test('a table of catalogue and custom lines, quantities, removal and the summary', async ({ page }) => {
    test.slow(); // a whole journey: minutes on a loaded 2-core machine
    await page.goto('/');
    const a = await perfume(page, 1);
    const bespoke = await bespokeLine(page);
    await addToCart(page, [{ perfumeId: 1, quantity: 2 }, lifestyleLine, bespoke.line]);

    await page.goto('/cart');
    await expect(page).toHaveTitle('Shopping Cart · Maison Lumière');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    const table = page.getByRole('table');
    for (const name of ['Product', 'Description', 'Price', 'Quantity', 'Total']) {
      await expect(table.getByRole('columnheader', { name, exact: true })).toBeAttached();
    }
    const rows = table.getByRole('row').filter({ has: page.getByRole('button', { name: /^Remove / }) });
    await expect(rows).toHaveCount(3);

    const rowA = rows.filter({ hasText: a.name });
    await expect(rowA).toContainText(a.notes);
    await expect(rowA.getByRole('spinbutton', { name: `Quantity of ${a.name}` })).toHaveValue('2');
    await expect(rowA).toContainText(euro(2 * a.price));

    const lifestyle = rows.filter({ hasText: 'Jardin Secret' });
    await expect(lifestyle).toContainText('Custom');
    // One bottle, made for one person: no stepper to offer a quantity the server refuses.
    await expect(lifestyle.getByRole('spinbutton')).toHaveCount(0);
    await expect(lifestyle.getByRole('button', { name: /quantity/i })).toHaveCount(0);
    await expect(lifestyle).toContainText('Quantity 1');
    await expect(lifestyle).toContainText('Made one bottle at a time');
    await expect(lifestyle).toContainText('Fresh family');
    await expect(lifestyle).toContainText(euro(145));

    const bespokeRow = rows.filter({ hasText: 'Midnight Atelier' });
    await expect(bespokeRow).toContainText('Custom');
    await expect(bespokeRow).toContainText('Eau de Parfum');
    await expect(bespokeRow).toContainText(`Top: ${bespoke.names.top}`);
    await expect(bespokeRow).toContainText(`Middle: ${bespoke.names.middle}`);
    await expect(bespokeRow).toContainText(`Base: ${bespoke.names.base}`);
    await expect(bespokeRow).toContainText('60 drops');
    await expect(bespokeRow).toContainText(euro(195));

    const summary = page.getByRole('region', { name: 'Order Summary' });
    const subtotal = 2 * a.price + 145 + 195;
    await expect(summary).toContainText(`Subtotal${euro(subtotal)}`);
    await expect(summary).toContainText(`Shippingfrom ${euro(12)}`);
    await expect(summary).toContainText(`Total${euro(subtotal + 12)}`);

    await rowA.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(rowA.getByRole('spinbutton')).toHaveValue('3');
    await expect(rowA).toContainText(euro(3 * a.price));
    await expect(summary).toContainText(`Total${euro(subtotal + a.price + 12)}`);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 5 items');

    // Typing past the limit is clamped to 10, and the server agrees after the re-fetch.
    await rowA.getByRole('spinbutton').fill('25');
    await expect(rowA.getByRole('spinbutton')).toHaveValue('10');
    await expect(rowA).toContainText(euro(10 * a.price));
    await page.reload();
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${a.name}` })).toHaveValue('10');

    await page.getByRole('button', { name: 'Remove Jardin Secret' }).click();
    await expectToast(page, 'Item removed', 'The item has been removed from your cart.');
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Remove Midnight Atelier' })).toBeFocused();
    await expect(summary).toContainText(`Total${euro(10 * a.price + 195 + 12)}`);
  });
});

test.describe('dark theme', () => {
  test('the filled cart, the popover and the checkout pass the accessibility scan', async ({ page }) => {
    test.slow(); // three pages, three accessibility scans
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/');
    await addToCart(page, [{ perfumeId: 1, quantity: 1 }, lifestyleLine]);
    await page.goto('/cart');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Remove Jardin Secret' })).toBeVisible();
    await expectNoA11yViolations(page);

    await cartButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('cart page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('rows fold into cards that still work', async ({ page }) => {
    await page.goto('/');
    const p = await perfume(page, 2);
    await addToCart(page, [{ perfumeId: 2, quantity: 1 }, lifestyleLine]);
    await page.goto('/cart');
    const row = page.getByRole('row').filter({ hasText: p.name });
    await expect(row.getByText(`${euro(p.price)} each`)).toBeVisible();
    await row.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(row.getByRole('spinbutton')).toHaveValue('2');
    await expect(row).toContainText(euro(2 * p.price));
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page);
  });
});
