import { expect, test, type Page } from './fixtures';
import { callApi, euro, expectToast, guestIdOf, perfume, registerAccount } from './helpers';
import { login } from '../../src/domain/api/auth';
import { addCartLine } from '../../src/domain/api/cart';

const futureExpiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const SAMPLE = 6;
const SHIPPING = 12;

async function register(page: Page) {
  const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const user = {
    fullName: 'Inès Moreau',
    username: `ines_${n}`,
    email: `ines_${n}@example.com`,
    password: 'jasmin-de-nuit',
  };
  await registerAccount(page.request, user);
  await callApi(page.request, login, { body: { email: user.email, password: user.password } });
  return user;
}

/** Pays the cart through the checkout page with the test card and lands on the order's own page. */
async function payThroughCheckout(page: Page, user: { fullName: string; email: string }, total: number) {
  await page.goto('/checkout');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('Full name').fill(user.fullName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Address').fill('4 quai des Fleurs');
  await page.getByLabel('City').fill('Grasse');
  await page.getByLabel('Postal code').fill('06130');
  await page.getByLabel('Country').selectOption('FR');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry);
  await page.getByLabel('CVC').fill('123');
  const pay = page.getByRole('button', { name: /^Pay / });
  await expect(pay).toHaveText(`Pay ${euro(total)}`);
  await pay.click();
  await expect(page).toHaveURL(/\/orders\/\d+\?key=[\w-]+$/, { timeout: 15_000 });
}

test.describe('samples', () => {
  test('buy a sample, then the bottle with the sample credited', async ({ page }) => {
    test.slow();
    const p = await perfume(page, 3);
    const user = await register(page);

    await page.goto('/product/3');
    const offer = page.getByRole('region', { name: 'Try it on skin first' });
    await expect(offer).toContainText(`A 2 ml sample for ${euro(SAMPLE)}`);
    await offer.getByRole('button', { name: 'Order a sample' }).click();
    await expectToast(page, 'Added to cart', `${p.name}, 2 ml sample`);

    await page.goto('/cart');
    await expect(page.getByText('2 ml sample').filter({ visible: true }).first()).toBeVisible();
    await expect(
      page.getByText('Add 4 more different samples for a discovery set: 5 for the price of 4.'),
    ).toBeVisible();
    await payThroughCheckout(page, user, SAMPLE + SHIPPING);
    await expect(page.getByText('2 ml sample').filter({ visible: true }).first()).toBeVisible();

    // The bottle: the sample's price comes off, in the cart, at checkout and on the order.
    await page.goto('/product/3');
    await page.getByRole('button', { name: 'ADD TO CART' }).first().click();
    await expectToast(page, 'Added to cart');
    await page.goto('/cart');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(`Sample credit: ${p.name}`)).toBeVisible();
    await expect(summary).toContainText(`−${euro(SAMPLE)}`);
    await expect(summary).toContainText(euro(p.price - SAMPLE + SHIPPING));
    await payThroughCheckout(page, user, p.price - SAMPLE + SHIPPING);
    await expect(page.getByText(`Sample credit: ${p.name}`)).toBeVisible();

    // Once only: the next bottle pays in full.
    await callApi(page.request, addCartLine, { body: { perfumeId: 3 } });
    await page.goto('/cart');
    await expect(page.getByRole('region', { name: 'Order Summary' })).not.toContainText('Sample credit');
  });

  test('five different samples cost four', async ({ page }) => {
    await page.goto('/');
    const guestId = await guestIdOf(page);
    for (const perfumeId of [1, 2, 4, 5, 6]) {
      await callApi(page.request, addCartLine, { body: { guestId, perfumeId, size: 'sample' } });
    }
    await page.goto('/cart');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('Discovery set: 5 samples for the price of 4')).toBeVisible();
    await expect(summary).toContainText(euro(4 * SAMPLE + SHIPPING));
  });
});
