import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test, type Page } from './fixtures';
import { addToCart, ADMIN, expectToast, sendApi, signIn } from './helpers';
import { getPackingSlip } from '../../src/domain/api/invoices';

const futureExpiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay / });

async function fillAddress(scope: Page | ReturnType<Page['getByRole']>, who: Record<string, string>) {
  await scope.getByLabel('Full name').fill(who.fullName!);
  await scope.getByLabel('Email').fill(who.email!);
  await scope.getByLabel('Address').fill(who.address!);
  await scope.getByLabel('City').fill(who.city!);
  await scope.getByLabel('Postal code').fill(who.postalCode!);
  await scope.getByLabel('Country').selectOption(who.country!);
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry);
  await page.getByLabel('CVC').fill('123');
}

const RECIPIENT = {
  fullName: 'Colette Marchand',
  email: 'colette@example.com',
  address: '3 Quai des Chartrons',
  city: 'Bordeaux',
  postalCode: '33000',
  country: 'FR',
};
const BUYER = {
  fullName: 'Bruno Laval',
  email: 'bruno@example.com',
  address: '21 Rue Sainte-Catherine',
  city: 'Lyon',
  postalCode: '69001',
  country: 'FR',
};

test.describe('gifts at checkout', () => {
  test('a gift with a message: shown as printed, wrapped at the shop price, and its packing slip carries no prices', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await addToCart(page, [{ perfumeId: 3, quantity: 1 }]);
    await page.goto('/checkout');
    await expect(page.getByLabel('Card number')).toBeVisible();
    await fillAddress(page, RECIPIENT);

    await page.getByLabel('This is a gift').check();
    await expect(page.getByRole('heading', { name: "Recipient's address" })).toBeVisible();
    const wrap = page.getByLabel(/^Gift wrap \(€\d+\.\d\d\)/);
    await expect(wrap).toBeVisible();
    const wrapLabel = (await page.locator('label', { has: wrap }).innerText()).match(/€\d+\.\d\d/)![0];
    const summary = page.getByRole('region', { name: 'Order Summary' });
    const totalBefore = await summary.locator('dd.font-serif').innerText();
    await wrap.check();
    await expect(summary.getByText('Gift wrap')).toBeVisible();
    await expect(summary.locator('dd.font-serif')).not.toHaveText(totalBefore);

    const message = page.getByLabel('Gift message (optional)');
    await message.fill('Joyeux anniversaire, Colette!\nWith love, Bruno');
    await expect(page.getByText('46/250')).toBeVisible();
    await expect(page.getByTestId('gift-card-preview')).toHaveText('Joyeux anniversaire, Colette!\nWith love, Bruno');

    await page.getByLabel('Billing details are the same as the shipping details').uncheck();
    const billing = page.getByRole('group', { name: 'Billing address' });
    await fillAddress(billing, BUYER);

    await fillCard(page, '4242 4242 4242 4242');
    await expect(payButton(page)).toHaveText(
      new RegExp(`Pay ${(await summary.locator('dd.font-serif').innerText()).replace(/[.$]/g, '\\$&')}`),
    );
    await payButton(page).click();
    // Placing, charging and confirming: three round trips, slow on a busy machine.
    await expect(page).toHaveURL(/\/orders\/\d+\?key=/, { timeout: 30_000 });
    const orderId = Number(/\/orders\/(\d+)/.exec(page.url())![1]);

    await signIn(page, ADMIN);
    const slip = await sendApi(page.request, getPackingSlip, { params: { id: orderId } });
    expect(slip.ok()).toBe(true);
    const pdf = await getDocumentProxy(new Uint8Array(await slip.body()));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const part of [
      'Packing slip',
      'Gift message',
      'Joyeux anniversaire, Colette!',
      'With love, Bruno',
      RECIPIENT.fullName,
    ])
      expect(text).toContain(part);
    expect(text).not.toContain(BUYER.fullName);
    expect(text).not.toContain('€');
    expect(text).not.toContain(wrapLabel);
    expect(text).not.toMatch(/\d+\.\d\d\b/);
  });

  test('a declined card is said once, at the card field, until the card changes; the focus goes to the card', async ({
    page,
  }) => {
    await page.goto('/');
    await addToCart(page, [{ perfumeId: 5, quantity: 1 }]);
    await page.goto('/checkout');
    await expect(page.getByLabel('Card number')).toBeVisible();
    await fillAddress(page, RECIPIENT);
    await fillCard(page, '4000 0000 0000 0002');
    await payButton(page).click();

    await expectToast(page, 'Checkout Failed', 'Your card was declined.');
    const card = page.getByLabel('Card number');
    await expect(card).toBeFocused();
    await expect(card).toHaveAccessibleDescription(/Your card was declined\./);
    await expect(card).toHaveAttribute('aria-invalid', 'true');
    // One calm message: the field's own and the toast, no third panel above Pay.
    await expect(page.getByText(/Your payment did not go through/)).toHaveCount(0);
    // It stays at the field (the toast may go), until the shopper acts on the card.
    await page.waitForTimeout(6000);
    await expect(card).toHaveAccessibleDescription(/Your card was declined\./);
    await card.fill('4242 4242 4242 4242');
    await expect(card).not.toHaveAttribute('aria-invalid', 'true');
    await payButton(page).click();
    await expectToast(page, 'Payment Successful');
  });
});
