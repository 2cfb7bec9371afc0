import { beforeAll, describe, expect, it } from 'vitest';
import { addCartLine, getCartSummary } from '../../domain/api/cart';
import { getPerfumes } from '../../domain/api/catalogue';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { getOrderPage } from '../../domain/api/orders';
import { confirmSimulatedCard } from '../../domain/api/payments';
import { createShippingZone, getShippingMethods } from '../../domain/api/shipping';
import type { ShippingDetails } from '../../domain/checkout/schemas';
import { adminClient, useTestApp } from '#tests/integration/fixtures';
import { type Client, newGuestId, shipping } from '#tests/integration/helpers';
import { delivered, queryRows } from '#tests/integration/sql';
import { sql } from 'drizzle-orm';

/**
 * Checkout priced to a country and a method, on both stores: the VAT inside the summary, the payment
 * and the order, to the cent, by decision 059's rule written again here on its own (integers, half-up):
 * `tax = gross − round(gross / (1 + rate))`.
 */

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });

/** The VAT inside `gross` cents at `bp` basis points, half-up, in integers only. */
const vatOf = (gross: number, bp: number) =>
  gross - Math.floor((2 * gross * 10_000 + (10_000 + bp)) / (2 * (10_000 + bp)));
const cents = (major: number) => Math.round(major * 100);

/** A perfume of the seeded catalogue at 165 (decision 059's example) and another one. */
let at165: { id: number; price: number };
let other: { id: number; price: number };
beforeAll(async () => {
  const perfumes = (await t.client().send(getPerfumes)).answer;
  at165 = perfumes.find((p) => p.price === 165)!;
  other = perfumes.find((p) => p.price !== 165 && p.inStock)!;
  expect(at165).toBeDefined();
  expect(other).toBeDefined();
});

/** A guest's cart holding `lines` ([perfume, quantity]). */
async function cart(lines: readonly (readonly [number, number])[]) {
  const c = t.client();
  const guestId = newGuestId();
  for (const [perfumeId, quantity] of lines) {
    const res = await c.send(addCartLine, { body: { guestId, perfumeId, quantity } });
    expect(res.statusCode, res.body).toBe(201);
  }
  return { c, guestId };
}

/** An address each country's post accepts (the helpers' is in Paris): its postal code's pattern, its state (issue #43). */
const LOCAL: Record<string, Partial<ShippingDetails>> = {
  US: { city: 'Austin', region: 'TX', postalCode: '78701' },
  DK: { city: 'København', postalCode: '1050' },
  NO: { city: 'Oslo', postalCode: '0150' },
};

/** Intent, order, card and confirmation, as the checkout does them; answers the order placed and the intent's amount. */
async function checkout(
  c: Client,
  guestId: string,
  { country, shippingMethodId, pay = false }: { country: string; shippingMethodId?: number; pay?: boolean },
) {
  const intent = await c.send(createPaymentIntent, { body: { guestId, country, shippingMethodId } });
  expect(intent.statusCode, intent.body).toBe(200);
  const details: ShippingDetails = { ...shipping, ...LOCAL[country], country, phone: '+33 6 12 34 56 78' };
  const placed = await c.send(placeOrder, {
    body: { guestId, shippingDetails: details, shippingMethodId, paymentIntentId: intent.answer.paymentIntentId },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.answer;
  expect(order.total).toBe(intent.answer.amount);
  if (pay) {
    const card = await c.send(confirmSimulatedCard, {
      body: {
        clientSecret: intent.answer.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      },
    });
    expect(card.answer.status).toBe('succeeded');
    const confirmed = await c.send(confirmPayment, {
      body: { paymentIntentId: intent.answer.paymentIntentId, orderId: order.id },
    });
    expect(confirmed.answer.status).toBe('succeeded');
  }
  const page = await c.send(getOrderPage, { params: { orderId: order.id }, query: { key: order.accessKey } });
  expect(page.statusCode, page.body).toBe(200);
  return { order, page: page.answer, amount: intent.answer.amount };
}

describe('the cart summary, priced to a country', () => {
  it('has no VAT until the country is known', async () => {
    const { c, guestId } = await cart([[at165.id, 1]]);
    const summary = (await c.send(getCartSummary, { query: { guestId } })).answer;
    expect(summary).toMatchObject({
      country: null,
      tax: null,
      taxRate: null,
      shipping: 12,
      shippingMethod: 'Standard',
    });
    expect(summary.total).toBe(177);
  });

  it.each([
    ['FR', 2000],
    ['DE', 1900],
    // Norway: an export at 0 %, in the default market (the US is a market of its own, in dollars: decision 070).
    ['NO', 0],
  ])('%s: the VAT inside the lines and the shipping at its rate, to the cent', async (country, bp) => {
    const { c, guestId } = await cart([
      [at165.id, 1],
      [other.id, 3],
    ]);
    const summary = (await c.send(getCartSummary, { query: { guestId, country } })).answer;
    const expected =
      vatOf(cents(at165.price), bp) + vatOf(cents(other.price) * 3, bp) + vatOf(cents(summary.shipping), bp);
    expect(summary.country).toBe(country);
    expect(summary.taxRate).toBe(bp / 10_000);
    expect(cents(summary.tax!)).toBe(expected);
    expect(summary.total).toBe(at165.price + 3 * other.price + 12);
  });

  it('165 and 12 shipping to Germany: 26.34 + 1.92 = 28.26 of VAT', async () => {
    const { c, guestId } = await cart([[at165.id, 1]]);
    const summary = (await c.send(getCartSummary, { query: { guestId, country: 'DE' } })).answer;
    expect(vatOf(16_500, 1900) + vatOf(1200, 1900)).toBe(2826);
    expect(summary.tax).toBe(28.26);
    expect(summary.total).toBe(177);
  });
});

describe('the order keeps the VAT it was charged', () => {
  it('Germany: per line, on the shipping and in total, with the method, the country, the phone and, once paid, the invoice number', async () => {
    const { c, guestId } = await cart([[at165.id, 1]]);
    const { order, page } = await checkout(c, guestId, { country: 'DE', pay: true });
    expect(order).toMatchObject({ total: 177, shipping: 12, tax: 28.26, taxRate: 0.19 });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ tax: 26.34, taxRate: 0.19 });
    expect(typeof order.items[0]!.id).toBe('number');
    expect(page).toMatchObject({
      tax: 28.26,
      taxRate: 0.19,
      shippingTax: 1.92,
      shippingMethod: 'Standard',
      countryName: 'Germany',
      paymentStatus: 'paid',
    });
    expect(page.shippingDetails).toMatchObject({ country: 'DE', phone: '+33 6 12 34 56 78' });
    expect(page.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);

    // The confirmation, written with the payment: the VAT line, the method, and the invoice's link with the key.
    const [row] = await queryRows<{ html: string; text: string; secrets: unknown }>(
      t.store.db,
      sql`select html, text, secrets from mails where order_id = ${order.id} and kind = 'order-confirmation'`,
    );
    const mail = { html: delivered(row!.html, row!.secrets), text: delivered(row!.text, row!.secrets) };
    expect(mail.text).toContain('incl. VAT 19 %: €28.26');
    expect(mail.text).toContain('Shipping (Standard): €12.00');
    expect(mail.text).toContain('Germany');
    expect(mail.text).toMatch(new RegExp(`/api/orders/${order.id}/invoice\\?key=[\\w-]+`));
    expect(mail.text).toContain(`Your invoice ${page.invoiceNumber} (PDF)`);
    expect(mail.html).toMatch(new RegExp(`href="[^"]*/api/orders/${order.id}/invoice\\?key=[\\w-]+"`));
  });

  it('France at 20 %, two lines: the lines and the shipping add up to the total VAT', async () => {
    const { c, guestId } = await cart([
      [at165.id, 2],
      [other.id, 1],
    ]);
    const { order, page } = await checkout(c, guestId, { country: 'FR' });
    const lineTax = order.items.map((l) => cents(l.tax!));
    expect(lineTax.sort()).toEqual([vatOf(33_000, 2000), vatOf(cents(other.price), 2000)].sort());
    expect(cents(page.shippingTax!)).toBe(vatOf(1200, 2000));
    expect(cents(order.tax)).toBe(lineTax.reduce((a, b) => a + b, 0) + vatOf(1200, 2000));
    expect(page.invoiceNumber).toBeNull(); // not paid
  });

  it('Norway: an export at 0 %', async () => {
    const { c, guestId } = await cart([[at165.id, 1]]);
    const { order, page } = await checkout(c, guestId, { country: 'NO' });
    expect(order).toMatchObject({ tax: 0, taxRate: 0, total: 177 });
    expect(order.items[0]).toMatchObject({ tax: 0, taxRate: 0 });
    expect(page).toMatchObject({ shippingTax: 0, countryName: 'Norway' });
  });

  it('an older client\'s country name, "France", is stored as FR and taxed as France', async () => {
    const { c, guestId } = await cart([[at165.id, 1]]);
    const { order, page } = await checkout(c, guestId, { country: 'France' });
    expect(order.taxRate).toBe(0.2);
    expect(cents(order.tax)).toBe(vatOf(16_500, 2000) + vatOf(1200, 2000));
    expect(page.shippingDetails.country).toBe('FR');
    expect(page.countryName).toBe('France');
  });

  it('an unknown country is 400 COUNTRY_UNKNOWN in the summary, the payment and the order', async () => {
    const { c, guestId } = await cart([[at165.id, 1]]);
    const summary = await c.send(getCartSummary, { query: { guestId, country: 'Atlantis' } });
    expect(summary.statusCode).toBe(400);
    expect(summary.error.code).toBe('COUNTRY_UNKNOWN');
    const intent = await c.send(createPaymentIntent, { body: { guestId, country: 'Atlantis' } });
    expect(intent.statusCode).toBe(400);
    expect(intent.error.code).toBe('COUNTRY_UNKNOWN');
    const order = await c.send(placeOrder, {
      body: { guestId, shippingDetails: { ...shipping, country: 'Atlantis' } },
    });
    expect(order.statusCode).toBe(400);
    expect(order.error.code).toBe('COUNTRY_UNKNOWN');
  });
});

describe('a zone of its own: a free threshold, another zone’s method', () => {
  let standard: number;
  let express: number;
  let everywhere: number;
  beforeAll(async () => {
    const admin = await adminClient(t);
    const res = await admin.send(createShippingZone, {
      body: {
        name: 'Nordics',
        countries: ['SE', 'DK'],
        restOfWorld: false,
        methods: [
          { name: 'Postnord', price: 9, freeAbove: 300, minDays: 3, maxDays: 6 },
          { name: 'Courier', price: 30, freeAbove: null, minDays: 1, maxDays: 2 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const methods = (await t.client().send(getShippingMethods, { query: { country: 'SE' } })).answer;
    [standard, express] = [methods[0]!.id, methods[1]!.id];
    everywhere = (await t.client().send(getShippingMethods, { query: { country: 'FR' } })).answer[0]!.id;
  });

  it('below the threshold the method costs its price, taxed at 25 % in Sweden', async () => {
    const { c, guestId } = await cart([[at165.id, 1]]);
    const summary = (await c.send(getCartSummary, { query: { guestId, country: 'SE' } })).answer;
    expect(summary).toMatchObject({ shipping: 9, shippingMethod: 'Postnord', shippingMethodId: standard, total: 174 });
    expect(cents(summary.tax!)).toBe(vatOf(16_500, 2500) + vatOf(900, 2500));
  });

  it('at the threshold it is free: no shipping, no VAT on it, and the order and payment agree', async () => {
    const { c, guestId } = await cart([[at165.id, 2]]); // 330 ≥ 300
    const summary = (await c.send(getCartSummary, { query: { guestId, country: 'SE', shippingMethodId: standard } }))
      .answer;
    expect(summary).toMatchObject({ shipping: 0, total: 330 });
    expect(cents(summary.tax!)).toBe(vatOf(33_000, 2500));
    const { order, page, amount } = await checkout(c, guestId, { country: 'SE', shippingMethodId: standard });
    expect(amount).toBe(330);
    expect(order).toMatchObject({ total: 330, shipping: 0 });
    expect(page).toMatchObject({ shippingTax: 0, shippingMethod: 'Postnord', countryName: 'Sweden' });
  });

  it('a method without a threshold costs its price whatever the subtotal; the payment includes it', async () => {
    const { c, guestId } = await cart([[at165.id, 2]]);
    const { order, page, amount } = await checkout(c, guestId, { country: 'DK', shippingMethodId: express });
    expect(amount).toBe(360);
    expect(order).toMatchObject({ total: 360, shipping: 30 });
    expect(cents(order.tax)).toBe(vatOf(33_000, 2500) + vatOf(3000, 2500));
    expect(page).toMatchObject({ shippingMethod: 'Courier', countryName: 'Denmark' });
  });

  it('a method of another zone is 400 SHIPPING_METHOD_UNKNOWN in the summary, the payment and the order', async () => {
    const { c, guestId } = await cart([[at165.id, 1]]);
    for (const [country, methodId] of [
      ['FR', express],
      ['SE', everywhere],
    ] as const) {
      const summary = await c.send(getCartSummary, { query: { guestId, country, shippingMethodId: methodId } });
      expect(summary.statusCode).toBe(400);
      expect(summary.error.code).toBe('SHIPPING_METHOD_UNKNOWN');
      const intent = await c.send(createPaymentIntent, { body: { guestId, country, shippingMethodId: methodId } });
      expect(intent.statusCode).toBe(400);
      expect(intent.error.code).toBe('SHIPPING_METHOD_UNKNOWN');
      const order = await c.send(placeOrder, {
        body: { guestId, shippingDetails: { ...shipping, country }, shippingMethodId: methodId },
      });
      expect(order.statusCode).toBe(400);
      expect(order.error.code).toBe('SHIPPING_METHOD_UNKNOWN');
    }
  });
});
