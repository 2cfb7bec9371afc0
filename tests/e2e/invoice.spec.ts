import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './fixtures';
import { callApi, euro, perfume, placePaidOrder, sendApi, SHIPPING } from './helpers';
import { addCartLine } from '../../src/domain/api/cart';
import { placeOrder } from '../../src/domain/api/checkout';
import { getInvoice } from '../../src/domain/api/invoices';

/** The text of a PDF the browser downloaded, as a reader would copy it. */
async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

test.describe('the invoice', () => {
  test('the order page downloads the paid order its invoice, which names the house, the buyer and the VAT', async ({
    page,
    request,
  }) => {
    const bottle = await perfume(page, 2);
    const order = await placePaidOrder(request, {
      guestId: `guest_${crypto.randomUUID()}`,
      lines: [{ perfumeId: 2, quantity: 2 }],
    });
    await page.goto(`/orders/${order.id}?key=${order.accessKey}`);
    const link = page.getByRole('link', { name: 'Download invoice' });
    await expect(link).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^invoice-\d{4}-\d{6}\.pdf$/);
    const text = await pdfText(await download.path());
    const number = download.suggestedFilename().slice('invoice-'.length, -'.pdf'.length);

    expect(text).toContain('Invoice');
    expect(text).toContain(number);
    expect(text).toContain('Maison Lumière');
    expect(text).toContain(SHIPPING.fullName);
    expect(text).toContain(SHIPPING.address);
    expect(text).toContain('France');
    expect(text).toContain(bottle.name);
    // Two bottles and the shipping to France, 20 % inside: the total as charged, and its VAT.
    const gross = Math.round(2 * bottle.price * 100);
    const vat = gross - Math.round(gross / 1.2) + (1200 - Math.round(1200 / 1.2));
    expect(text).toContain('20 %');
    expect(text).toContain(euro(order.total));
    expect(text).toContain(euro(vat / 100));
  });

  test('an unpaid order offers no invoice, and its address answers 404', async ({ page, request }) => {
    const guestId = `guest_${crypto.randomUUID()}`;
    await callApi(request, addCartLine, { body: { guestId, perfumeId: 3, quantity: 1 } });
    const order = await callApi(request, placeOrder, { body: { guestId, shippingDetails: SHIPPING } });
    await page.goto(`/orders/${order.id}?key=${order.accessKey}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download invoice' })).toHaveCount(0);
    const res = await sendApi(request, getInvoice, { params: { orderId: order.id }, query: { key: order.accessKey } });
    expect(res.status()).toBe(404);
  });
});
