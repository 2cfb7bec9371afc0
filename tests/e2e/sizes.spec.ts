import { expect, test, type Page } from './fixtures';
import { euro, expectToast, perfume } from './helpers';

/** Bottle sizes (decision 060): a shopper picks a size on the product page and buys it. */

const futureExpiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

async function payAsGuest(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('Full name').fill('Claire Dubois');
  await page.getByLabel('Email').fill('claire@example.com');
  await page.getByLabel('Address').fill('12 rue des Lilas');
  await page.getByLabel('City').fill('Paris');
  await page.getByLabel('Postal code').fill('75003');
  await page.getByLabel('Country').selectOption('FR');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test.describe('bottle sizes', () => {
  test('a card shows "from" and the volumes; the product page picks 100 ml by keyboard and buys it', async ({
    page,
  }) => {
    const p = await perfume(page, 2);
    const [small, standard, large] = p.sizes as { volume: number; price: number }[];
    expect([small!.volume, standard!.volume, large!.volume]).toEqual([30, 50, 100]);

    await page.goto('/collections');
    const card = page.getByTestId('product-card').filter({ hasText: p.name });
    await expect(card.getByTestId('card-price')).toHaveText(`from ${euro(small!.price)}`);
    await expect(card.getByTestId('card-volumes')).toHaveText('30 · 50 · 100 ml');

    await page.goto(`/product/${p.id}`);
    const sizes = page.getByRole('group', { name: 'Size' });
    const fifty = sizes.getByRole('radio', { name: `50 ml · ${euro(standard!.price)}` });
    await expect(fifty).toBeChecked();
    await expect(page.getByTestId('product-price')).toContainText(euro(standard!.price));
    // Arrow keys move between the sizes, as in any radio group.
    await fifty.focus();
    await page.keyboard.press('ArrowRight');
    const hundred = sizes.getByRole('radio', { name: `100 ml · ${euro(large!.price)}` });
    await expect(hundred).toBeChecked();
    await expect(page.getByTestId('product-price')).toContainText(euro(large!.price));
    await expect(page.getByTestId('product-price')).toContainText('100 ml');
    // The bottles are drawn to scale: the 100 ml one is the tallest.
    const heights = await sizes
      .locator('svg[data-volume]')
      .evaluateAll((svgs) => svgs.map((svg) => Number(svg.querySelectorAll('rect')[1]!.getAttribute('height'))));
    expect(heights).toHaveLength(3);
    expect(heights[0]!).toBeLessThan(heights[1]!);
    expect(heights[1]!).toBeLessThan(heights[2]!);

    await page.getByRole('button', { name: 'ADD TO CART' }).first().click();
    await expectToast(page, 'Added to cart');

    await page.goto('/cart');
    await expect(page.getByRole('main')).toContainText(`${p.name} — 100 ml`);
    await expect(page.getByRole('main')).toContainText(euro(large!.price));

    await payAsGuest(page);
    await expectToast(
      page,
      'Payment Successful',
      'Thank you for your order! You will receive a confirmation email shortly.',
    );
    await expect(page).toHaveURL(/\/orders\/\d+\?key=[\w-]+$/, { timeout: 30_000 });
    const id = /\/orders\/(\d+)/.exec(page.url())![1];
    const line = page.getByRole('list', { name: `Items in order #${id}` }).getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(`${p.name} — 100 ml`);
    await expect(line).toContainText(`1 × ${euro(large!.price)}`);
  });
});
