import { expect, test } from './fixtures';
import { collectErrors, registerAccount, signIn } from './helpers';

/**
 * Refills (issue #48, DESIGN §1 "Refills"): a signed-in shopper chooses a refill on the product page, pays for the
 * first delivery, and finds it in the account's Subscription tab with its next date and price, skips the next
 * delivery and cancels it in one confirmed click.
 */

test('a refill chosen on the product page is paid, then skipped and cancelled from the Subscription tab', async ({
  page,
}) => {
  test.slow(); // a whole journey: the offer, the checkout, the account
  const errors = collectErrors(page);
  const id = crypto.randomUUID().slice(0, 8);
  const account = {
    fullName: 'Rose Refill',
    username: `rose_${id}`,
    email: `rose.${id}@example.com`,
    password: 'a-refill-password',
  };
  await registerAccount(page.request, account);
  await signIn(page, account);

  await page.goto('/product/1');
  const offer = page.getByRole('group', { name: 'How you receive it' });
  await offer.getByRole('radio', { name: 'Refill' }).check();
  await offer.getByLabel('Deliver').selectOption('8');
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await page.goto('/cart');
  await expect(page.getByText('Refill every 8 weeks').first()).toBeVisible();

  await page.goto('/checkout');
  await page.getByLabel('Full name').fill(account.fullName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Address').fill('3 Rue des Fleurs');
  await page.getByLabel('City').fill('Grasse');
  await page.getByLabel('Postal code').fill('06130');
  await page.getByLabel('Country').selectOption('FR');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/orders\/\d+/);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  await page.goto('/dashboard?tab=subscription');
  const refill = page.getByTestId('refill-card').first();
  await expect(refill).toContainText('8 weeks');
  await expect(refill).toContainText('•••• 4242');
  const next = refill.locator('time').first();
  const before = (await next.getAttribute('datetime'))!;
  await refill.getByRole('button', { name: 'Skip the next delivery' }).click();
  // Eight weeks later.
  await expect(next).toHaveAttribute(
    'datetime',
    new Date(new Date(before).getTime() + 8 * 7 * 24 * 3600_000).toISOString(),
  );

  await refill.getByRole('button', { name: 'Cancel the refill' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel the refill' }).click();
  await expect(refill).toContainText('Cancelled');
  expect(errors).toEqual([]);
});
