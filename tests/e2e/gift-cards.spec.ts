import { expect, test, type Page } from './fixtures';
import { addToCart } from './helpers';
import { waitForMail } from './mail';

/*
 * Gift cards in the browser (decision 062): bought on /gift-cards and paid by card; the recipient's
 * mail, read from the test SMTP server, carries the code; the code then pays a whole order at
 * checkout, placed without a card, and the balance page shows what is left. A gift card is a digital
 * good end to end (issue #43): no shipping, atelier or packing step, and a card-only order completes
 * itself once its card is mailed.
 */

const futureExpiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const CODE = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/;

async function fillShipping(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Claire Dubois');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Address').fill('12 rue des Lilas');
  await page.getByLabel('City').fill('Paris');
  await page.getByLabel('Postal code').fill('75003');
  await page.getByLabel('Country').selectOption('FR');
}

test('buy a gift card, read its code in the recipient’s mail, and spend it on a whole order', async ({ page }) => {
  test.slow(); // two checkouts, two mails at the SMTP sink, the order page reloaded until it completes itself
  const recipient = `jane.${Date.now()}@example.com`;
  await page.goto('/gift-cards');
  await expect(page.getByRole('heading', { name: 'Gift Cards', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: '€200.00' }).click();
  await page.getByLabel("Recipient's name").fill('Jane Martin');
  await page.getByLabel("Recipient's e-mail").fill(recipient);
  await page.getByLabel('Message (optional)').fill('For your birthday, with love');
  await page.getByLabel('From (optional)').fill('Aunt Margaux');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Gift card €200.00 for Jane Martin').first()).toBeVisible();

  // The cart says what it is: a gift card, drawn as one, with nothing to ship.
  const cartRow = page.getByTestId('cart-row').first();
  await expect(cartRow.getByText('Gift card', { exact: true })).toBeVisible();
  await expect(cartRow.getByText('Custom', { exact: true })).toHaveCount(0);
  await expect(cartRow.locator('svg[data-art="gift-card"]')).toHaveCount(1);
  await expect(page.getByText('Shipping', { exact: true })).toHaveCount(0);

  // Paid by card as a guest: the checkout asks who buys, never where to ship (issue #43).
  const buyer = `claire.${Date.now()}@example.com`;
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
  for (const step of ['Shipping Information', 'Gift', 'Billing details'])
    await expect(page.getByRole('heading', { name: step, exact: true })).toHaveCount(0);
  for (const field of ['Address', 'City', 'Postal code', 'Country', 'Phone (for the carrier)'])
    await expect(page.getByLabel(field, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Shipping Method' })).toHaveCount(0);
  await expect(page.getByText(/business days|ships in about/)).toHaveCount(0);
  await expect(page.getByText('€12.00')).toHaveCount(0);
  await page.getByLabel('Full name').fill('Claire Dubois');
  await page.getByLabel('Email').fill(buyer);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay €200.00' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?key=/, { timeout: 30_000 });

  // The confirmation: the card for Jane, her e-mail, message and day; no atelier, no address, no "Order again".
  const cards = page.getByRole('list', { name: 'Gift cards in this order' });
  await expect(cards.getByText('Gift card for Jane Martin')).toBeVisible();
  await expect(cards.getByText(recipient)).toBeVisible();
  await expect(cards.getByText('For your birthday, with love')).toBeVisible();
  // …and whom it is from, as the giver signed it (issue #51).
  await expect(cards.getByText('Aunt Margaux')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
  await expect(page.getByText(/ships in about|Made to order/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Order again/ })).toHaveCount(0);
  await expect(page.getByTestId('order-line').getByText('Gift card', { exact: true })).toBeVisible();

  const mail = await waitForMail(recipient, /gift card/);
  expect(mail.text).toContain('For your birthday, with love');
  const code = CODE.exec(mail.text)![0];
  const confirmation = await waitForMail(buyer, /is confirmed/);
  expect(confirmation.text).not.toMatch(/Shipping to|ships in about|atelier/);

  // Its only card mailed, the order completed itself: nobody had to.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByText(/E-mailed on/).count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await expect(page.getByText('Completed').first()).toBeVisible();

  // The recipient spends it: a perfume at 165 with its shipping, paid in full by the card.
  await page.goto('/');
  await addToCart(page, [{ perfumeId: 1, quantity: 1 }]);
  await page.goto('/checkout');
  await fillShipping(page, recipient);
  await page.getByRole('textbox', { name: 'Gift card' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Gift card ····${code.slice(-4)}`)).toBeVisible();
  await expect(page.getByText('Left to pay')).toBeVisible();
  await expect(page.getByText('no card is needed')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?key=/, { timeout: 30_000 });

  await page.goto('/gift-cards/balance');
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Check Balance' }).click();
  await expect(page.getByRole('status').filter({ hasText: `ending ${code.slice(-4)} holds` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'holds €200.00' })).toHaveCount(0);
});
