import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, addToCart, euro, guestIdOf, perfume, signIn } from './helpers';

/** The discount code's own Apply (the gift card's box beside it has one too). */
const applyCode = (summary: Locator) =>
  summary
    .locator('form')
    .filter({ has: summary.page().getByLabel('Discount code') })
    .getByRole('button', { name: 'Apply' })
    .click();

const SHIPPING = 12;

test.describe('discount codes', () => {
  test('the back office makes a code; a shopper adds it in the cart and sees the total', async ({ page, browser }) => {
    test.slow();
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;

    // The back office: a 10 % code from the Discounts tab's form.
    const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN);
    await admin.goto('/admin?tab=discounts');
    const form = admin.getByRole('form', { name: 'New discount code' });
    await form.getByLabel('Code', { exact: true }).fill(code);
    await form.getByLabel('Percent').fill('10');
    await form.getByRole('button', { name: 'Make code' }).click();
    await expect(form.getByRole('status')).toHaveText(`Code ${code} made.`);
    const list = admin.getByRole('table', { name: 'Discount codes, newest first' });
    await expect(list.getByRole('row', { name: new RegExp(code) })).toContainText('10 % off');
    await adminContext.close();

    // The shopper: a bottle in the cart, then the code.
    await page.goto('/');
    await guestIdOf(page);
    const p = await perfume(page, 1);
    await addToCart(page, [{ perfumeId: 1, quantity: 1 }]);
    await page.goto('/cart');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await summary.getByRole('button', { name: 'Add a code' }).click();
    const field = summary.getByLabel('Discount code');
    await field.fill('NOPE-NOT-A-CODE');
    await applyCode(summary);
    await expect(summary.getByRole('status').filter({ hasText: 'This code is not valid.' })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(code.toLowerCase());
    await applyCode(summary);
    const off = Math.round(p.price * 10) / 100;
    await expect(summary.getByText(`Code ${code}: 10 % off`, { exact: true })).toBeVisible();
    await expect(summary).toContainText(euro(p.price - off + SHIPPING));
    await expect(summary.getByRole('button', { name: `Remove code ${code}` })).toBeVisible();

    await summary.getByRole('button', { name: `Remove code ${code}` }).click();
    await expect(summary.getByText(`Code ${code}: 10 % off`, { exact: true })).toHaveCount(0);
    await expect(summary).toContainText(euro(p.price + SHIPPING));
  });
});

test.describe('the automatic gift and free shipping in the cart', () => {
  test('a shopper reaches the subtotal, chooses a free sample, and a free-shipping code shows at once', async ({
    page,
    browser,
  }) => {
    test.slow();
    const code = `SHIP${Date.now().toString(36).toUpperCase()}`;
    const p = await (async () => {
      await page.goto('/');
      await guestIdOf(page);
      return perfume(page, 1);
    })();
    const threshold = Math.ceil(p.price * 1.5);

    const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN);
    await admin.goto('/admin?tab=discounts');
    const gift = admin.getByRole('form', { name: 'Free sample' });
    const saveGift = async (value: string, status: string) => {
      await gift.getByLabel('Subtotal (€)').fill(value);
      await gift.getByRole('button', { name: 'Save' }).click();
      await expect(gift.getByRole('status')).toHaveText(status);
    };
    await saveGift(String(threshold), 'Saved.');
    const form = admin.getByRole('form', { name: 'New discount code' });
    await form.getByLabel('Code', { exact: true }).fill(code);
    await form.getByLabel('Kind').selectOption('free-shipping');
    await form.getByRole('button', { name: 'Make code' }).click();
    await expect(form.getByRole('status')).toHaveText(`Code ${code} made.`);

    try {
      // Below the subtotal: how much more is needed.
      await addToCart(page, [{ perfumeId: 1, quantity: 1 }]);
      await page.goto('/cart');
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await expect(summary).toContainText(`Add ${euro(threshold - p.price)} more for a free sample of your choice.`);

      // Above it: the shopper chooses a sample; it is a line, priced free.
      await addToCart(page, [{ perfumeId: 1, quantity: 1 }]);
      await page.reload();
      const picker = summary.getByRole('region', { name: 'Choose your free sample' });
      const other = await perfume(page, 2);
      await picker.getByLabel('Free sample').selectOption(String(other.id));
      await picker.getByRole('button', { name: 'Choose' }).click();
      await expect(picker.getByRole('status')).toHaveText(`Your free sample: ${other.name}.`);
      await expect(summary.getByText('Free sample (gift)')).toBeVisible();
      await expect(page.getByRole('main')).toContainText(`${other.name}`);
      await expect(summary).toContainText(euro(2 * p.price + SHIPPING));

      // A free-shipping code: the cart says so at once, not only at checkout.
      await summary.getByRole('button', { name: 'Add a code' }).click();
      await summary.getByLabel('Discount code').fill(code);
      await applyCode(summary);
      await expect(summary.getByRole('definition').filter({ hasText: /^Free$/ })).toBeVisible();
      await expect(summary).toContainText(euro(2 * p.price));
      await page.setViewportSize({ width: 390, height: 844 });
    } finally {
      await saveGift('', 'No free sample offered.');
      await adminContext.close();
    }
  });
});
