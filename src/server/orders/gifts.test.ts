import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAdminOrder, getMail, listMails } from '../../domain/api/admin';
import { addCartLine, getCartSummary } from '../../domain/api/cart';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { getInvoice, getPackingSlip } from '../../domain/api/invoices';
import { getOrderPage } from '../../domain/api/orders';
import { confirmSimulatedCard } from '../../domain/api/payments';
import { getAdminSettings, updateAdminSettings } from '../../domain/api/shipping';
import { formatMoney, toCents } from '../../domain/shared/money';
import { vatInside } from '../../domain/tax/vat';
import { adminClient, useTestApp } from '#tests/integration/fixtures';
import { Client, newGuestId } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });

/** The text of a PDF, every page, as a reader extracts it. */
async function pdfText(body: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

const recipient = {
  fullName: 'Colette Marchand',
  email: 'colette@example.com',
  address: '3 Quai des Chartrons',
  city: 'Bordeaux',
  postalCode: '33000',
  country: 'FR',
};
const buyer = {
  fullName: 'Bruno Laval',
  email: 'bruno@example.com',
  address: '21 Rue Sainte-Catherine',
  city: 'Lyon',
  postalCode: '69001',
  country: 'FR',
};
const MESSAGE = 'Joyeux anniversaire, Colette!\nWith love from Lyon, Bruno';
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
  const current = (await admin.send(getAdminSettings)).answer;
  const res = await admin.send(updateAdminSettings, {
    body: { ...current, address: '8 Place Vendôme\n75001 Paris', giftWrapPrice: 6.5 },
  });
  expect(res.statusCode).toBe(200);
  expect(res.answer.giftWrapPrice).toBe(6.5);
});

/** A guest's checkout walked step by step, the browser's figures aside. */
async function giftCheckout(body: Record<string, unknown>, opts: { pay?: boolean; giftWrap?: boolean } = {}) {
  const client = new Client(t.app);
  const guestId = newGuestId();
  expect((await client.send(addCartLine, { body: { perfumeId: 4, quantity: 2, guestId } })).statusCode).toBe(201);
  const intent = await client.send(createPaymentIntent, {
    body: { guestId, country: 'FR', ...(opts.giftWrap ? { giftWrap: true } : {}) },
  });
  expect(intent.statusCode).toBe(200);
  const placed = await client.send(placeOrder, {
    body: { guestId, shippingDetails: recipient, paymentIntentId: intent.answer.paymentIntentId, ...body },
  });
  if (placed.statusCode !== 201 || opts.pay === false) return { client, guestId, placed, intent };
  const charged = await client.send(confirmSimulatedCard, {
    body: { clientSecret: intent.answer.clientSecret, ...CARD },
  });
  expect(charged.answer.status).toBe('succeeded');
  const confirmed = await client.send(confirmPayment, {
    body: { paymentIntentId: intent.answer.paymentIntentId, orderId: placed.answer.id },
  });
  expect(confirmed.answer.status).toBe('succeeded');
  return { client, guestId, placed, intent };
}

describe('a gift at checkout', () => {
  it("prices the wrap from the admin's setting, whatever the browser says, and taxes it like the shipping", async () => {
    const client = new Client(t.app);
    const guestId = newGuestId();
    await client.send(addCartLine, { body: { perfumeId: 4, quantity: 1, guestId } });
    const plain = (await client.send(getCartSummary, { query: { guestId, country: 'FR' } })).answer;
    const wrapped = (await client.send(getCartSummary, { query: { guestId, country: 'FR', giftWrap: 'true' } })).answer;
    expect(plain.giftWrap).toBe(0);
    expect(wrapped.giftWrap).toBe(6.5);
    expect(toCents(wrapped.total)).toBe(toCents(plain.total) + 650);
    expect(toCents(wrapped.tax!)).toBe(toCents(plain.tax!) + vatInside(650, 2000).tax);

    const { placed } = await giftCheckout(
      { gift: { wrap: true, message: MESSAGE, price: 0.01 }, giftWrapPrice: 0.01 },
      { giftWrap: true },
    );
    expect(placed.statusCode).toBe(201);
    const order = placed.answer;
    expect(order.gift).toEqual({
      wrap: true,
      wrapPrice: 6.5,
      wrapTax: vatInside(650, 2000).tax / 100,
      message: MESSAGE,
    });
    expect(toCents(order.total)).toBe(toCents(order.subtotal) + toCents(order.shipping) + 650);
    // Billing details default to the shipping details.
    expect(order.billingDetails).toEqual(recipient);
    const [row] = await queryRows<{ gift_wrap_cents: number; gift_wrap_tax_cents: number; tax_cents: number }>(
      t.store.db,
      sql`select gift_wrap_cents, gift_wrap_tax_cents, tax_cents from orders where id = ${order.id}`,
    );
    expect(row).toMatchObject({ gift_wrap_cents: 650, gift_wrap_tax_cents: vatInside(650, 2000).tax });
  });

  it('refuses a message over 250 characters, or with a control character; keeps one of 250', async () => {
    const long = await giftCheckout({ gift: { wrap: false, message: 'x'.repeat(251) } }, { pay: false });
    expect(long.placed.statusCode).toBe(400);
    expect(JSON.stringify(long.placed.error)).toContain('250');
    const control = await giftCheckout({ gift: { wrap: false, message: 'Hello\u0007there' } }, { pay: false });
    expect(control.placed.statusCode).toBe(400);
    expect(control.placed.error.code).toBe('CONTROL_CHARACTER');
    const tooManyLines = await giftCheckout({ gift: { wrap: false, message: 'a\nb\nc\nd\ne\nf\ng' } }, { pay: false });
    expect(tooManyLines.placed.statusCode).toBe(400);
    const exact = await giftCheckout({ gift: { wrap: false, message: `  ${'y'.repeat(250)}  ` } }, { pay: false });
    expect(exact.placed.statusCode).toBe(201);
    expect(exact.placed.answer.gift).toMatchObject({ wrap: false, wrapPrice: 0, message: 'y'.repeat(250) });
    // Not a gift: no gift, and the billing details are the shipping details.
    const plain = await giftCheckout({}, { pay: false });
    expect(plain.placed.answer.gift).toBeNull();
    expect(plain.placed.answer.billingDetails).toEqual(recipient);
  });

  it('bills the buyer: the invoice shows the billing details and the wrap, never the message; the slip has the message and the recipient, no prices', async () => {
    const { client, placed } = await giftCheckout(
      { gift: { wrap: true, message: MESSAGE }, billingDetails: buyer },
      { giftWrap: true },
    );
    expect(placed.statusCode).toBe(201);
    const id = placed.answer.id;
    expect(placed.answer.billingDetails).toEqual(buyer);

    // The order's own page and the back office show the gift and both parties.
    const page = (await client.send(getOrderPage, { params: { orderId: id }, query: { key: placed.answer.accessKey } }))
      .answer;
    expect(page.gift?.message).toBe(MESSAGE);
    expect(page.billingDetails).toEqual(buyer);
    expect(page.shippingDetails).toEqual(recipient);
    const seen = (await admin.send(getAdminOrder, { params: { id } })).answer;
    expect(seen.gift).toMatchObject({ wrap: true, wrapPrice: 6.5, message: MESSAGE });
    expect(seen.billingDetails).toEqual(buyer);

    const invoice = await pdfText(
      (await client.send(getInvoice, { params: { orderId: id }, query: { key: placed.answer.accessKey } })).rawPayload,
    );
    for (const part of [buyer.fullName, buyer.address, '69001 Lyon', buyer.email, 'Gift wrap', formatMoney(650, 'EUR')])
      expect(invoice).toContain(part);
    expect(invoice).not.toContain(recipient.fullName);
    expect(invoice).not.toContain('Joyeux anniversaire');
    expect(invoice).not.toContain('With love');
    expect(invoice).toContain(formatMoney(toCents(placed.answer.total), 'EUR'));

    const slipRes = await admin.send(getPackingSlip, { params: { id } });
    expect(slipRes.statusCode).toBe(200);
    const slip = await pdfText(slipRes.rawPayload);
    for (const part of ['Packing slip', 'Gift message', 'Joyeux anniversaire, Colette!', 'With love from Lyon, Bruno'])
      expect(slip).toContain(part);
    for (const part of [recipient.fullName, recipient.address, '33000 Bordeaux']) expect(slip).toContain(part);
    expect(slip).not.toContain(buyer.fullName);
    expect(slip).not.toContain('€');
    expect(slip).not.toMatch(/\d+\.\d\d\b/);
    expect(slip).not.toMatch(/VAT|Total|price/i);

    // The confirmation mail goes to the buyer, with the wrap, and never the message.
    const mails = (await admin.send(listMails, { query: { orderId: id } })).answer;
    const confirmation = mails.find((m) => m.kind === 'order-confirmation');
    expect(confirmation?.to).toBe(buyer.email);
    const mail = (await admin.send(getMail, { params: { id: confirmation!.id } })).answer;
    expect(mail.text).toContain(`Gift wrap: ${formatMoney(650, 'EUR')}`);
  });

  it('refuses a billing country that names no country', async () => {
    const res = await giftCheckout({ billingDetails: { ...buyer, country: 'Atlantis' } }, { pay: false });
    expect(res.placed.statusCode).toBe(400);
    expect(res.placed.error.code).toBe('VALIDATION');
  });

  it('keeps the admin wrap price in range', async () => {
    const current = (await admin.send(getAdminSettings)).answer;
    const res = await admin.send(updateAdminSettings, { body: { ...current, giftWrapPrice: 1000 } });
    expect(res.statusCode).toBe(400);
    // Leaving it out keeps it.
    const { giftWrapPrice: _omit, ...rest } = current;
    const kept = await admin.send(updateAdminSettings, { body: rest });
    expect(kept.answer.giftWrapPrice).toBe(current.giftWrapPrice);
  });
});
