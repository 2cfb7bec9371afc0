import { expect, test } from './fixtures';
import { addToCart, expectToast } from './helpers';

/** Addresses by country (issue #43): a US order asks its state, checks its ZIP code and prints "Austin, TX 78701". */

const futureExpiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

test.describe('addresses by country', () => {
  test('a US order: the state picked from its list, the ZIP code checked, the address printed in the US order', async ({
    page,
  }) => {
    await page.goto('/');
    await addToCart(page, [{ perfumeId: 2, quantity: 1 }]);
    await page.goto('/checkout');
    await expect(page.getByLabel('Card number')).toBeVisible();
    await page.getByLabel('Full name').fill('Dolores Haze');
    await page.getByLabel('Email').fill('dolores@example.com');
    await page.getByLabel('Address').fill('500 Congress Ave');
    await page.getByLabel('Apartment, suite, etc.').fill('Suite 200');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('Postal code').fill('7870');
    await expect(page.getByLabel('State')).toHaveCount(0);
    await page.getByLabel('Country').selectOption('US');
    const state = page.getByLabel('State');
    await expect(state).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry);
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(state).toHaveAccessibleDescription('State is required');
    await expect(page.getByLabel('Postal code')).toHaveAccessibleDescription(
      'Enter a valid ZIP code for United States',
    );

    await state.selectOption({ label: 'Texas' });
    await page.getByLabel('Postal code').fill('78701');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expectToast(
      page,
      'Payment Successful',
      'Thank you for your order! You will receive a confirmation email shortly.',
    );
    await expect(page).toHaveURL(/\/orders\/\d+\?key=[\w-]+$/, { timeout: 30_000 });
    const address = page.getByRole('main').locator('address').first();
    await expect(address).toContainText('500 Congress Ave');
    await expect(address).toContainText('Suite 200');
    await expect(address).toContainText('Austin, TX 78701');
    await expect(address).toContainText('United States');
  });
});
