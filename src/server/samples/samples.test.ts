import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCartLine, clearCart, getCart, getCartSummary } from '../../domain/api/cart';
import { getIngredients, getPerfume } from '../../domain/api/catalogue';
import { placeOrder } from '../../domain/api/checkout';
import { getOrderPage } from '../../domain/api/orders';
import type { CartLine, CartSummary } from '../../domain/cart/schemas';
import { confirmEmail, paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';
import { type Client, newGuestId, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

const t = useTestApp();
let anon: Client;
beforeAll(() => {
  anon = t.client();
});

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.store.db, query);
const priceOf = async (id: number): Promise<number> => (await anon.send(getPerfume, { params: { id } })).answer.price;
const SAMPLE = 6;
const SHIPPING = 12;

const summaryOf = async (c: Client, guestId?: string): Promise<CartSummary> =>
  (await c.send(getCartSummary, { query: { guestId } })).answer;

describe('sample lines', () => {
  it('adds a 2 ml sample at the sample price, beside the bottle of the same perfume', async () => {
    const g = newGuestId();
    expect((await anon.send(addCartLine, { body: { guestId: g, perfumeId: 1, size: 'sample' } })).statusCode).toBe(201);
    expect((await anon.send(addCartLine, { body: { guestId: g, perfumeId: 1 } })).statusCode).toBe(201);
    expect((await anon.send(addCartLine, { body: { guestId: g, perfumeId: 1, size: 'sample' } })).answer.quantity).toBe(
      2,
    );
    const lines: CartLine[] = (await anon.send(getCart, { query: { guestId: g } })).answer;
    expect(lines.map((l) => [l.size, l.price, l.quantity])).toEqual([
      ['sample', SAMPLE, 2],
      ['bottle', await priceOf(1), 1],
    ]);
    expect(await summaryOf(anon, g)).toMatchObject({
      subtotal: 2 * SAMPLE + (await priceOf(1)),
      discount: 0,
      adjustments: [],
      shipping: SHIPPING,
    });
  });

  it('refuses a size that is neither bottle nor sample', async () => {
    const res = await anon.post('/api/cart', { guestId: newGuestId(), perfumeId: 1, size: 'magnum' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/bottle.*sample/);
  });

  it('sells a sample of a perfume whose bottles are sold out, and takes no bottle from the stock', async () => {
    await rows(sql`update perfumes set stock = 1 where id = 7`);
    const g = newGuestId();
    await anon.send(addCartLine, { body: { guestId: g, perfumeId: 7, size: 'sample', quantity: 3 } });
    await paidOrder(t, { owner: anon, guestId: g });
    expect((await rows<{ stock: number }>(sql`select stock from perfumes where id = 7`))[0]!.stock).toBe(1);
    await rows(sql`update perfumes set stock = null where id = 7`);
  });

  it('takes a sample of a creation at 12 and keeps its formula', async () => {
    const g = newGuestId();
    const ingredients = (await anon.send(getIngredients)).answer;
    const pick = (cat: string) => ingredients.find((i) => i.category === cat)!.id;
    const design = {
      type: 'bespoke-perfume',
      perfumeType: 'eau-de-parfum',
      customName: 'Salt Garden',
      ingredients: { top: [pick('top')], middle: [pick('middle')], base: [pick('base')] },
      drops: { top: { [pick('top')]: 20 }, middle: { [pick('middle')]: 20 }, base: { [pick('base')]: 20 } },
    };
    expect(
      (await anon.send(addCartLine, { body: { guestId: g, isCustom: true, customDetails: design, size: 'sample' } }))
        .statusCode,
    ).toBe(201);
    const [line] = (await anon.send(getCart, { query: { guestId: g } })).answer;
    expect(line).toMatchObject({ size: 'sample', price: 12, customPrice: 12, customName: 'Salt Garden' });
    expect(line!.customDetails).toMatchObject({ perfumeType: 'eau-de-parfum', totalDrops: 60 });
  });
});

describe('the discovery set', () => {
  it('takes one sample off every five different catalogue samples, in the cart, the intent and the order', async () => {
    const g = newGuestId();
    for (const id of [1, 2, 3, 4])
      await anon.send(addCartLine, { body: { guestId: g, perfumeId: id, size: 'sample' } });
    expect((await summaryOf(anon, g)).adjustments).toEqual([]);
    // The same perfume twice is not a set.
    await anon.send(addCartLine, { body: { guestId: g, perfumeId: 4, size: 'sample' } });
    expect((await summaryOf(anon, g)).adjustments).toEqual([]);
    await anon.send(addCartLine, { body: { guestId: g, perfumeId: 5, size: 'sample' } });
    const summary = await summaryOf(anon, g);
    expect(summary).toEqual({
      currency: 'EUR',
      lines: expect.any(Array),
      dutiesOnDelivery: false,
      subtotal: 6 * SAMPLE,
      adjustments: [{ kind: 'discovery-set', label: 'Discovery set: 5 samples for the price of 4', amount: SAMPLE }],
      discount: SAMPLE,
      shipping: SHIPPING,
      total: 5 * SAMPLE + SHIPPING,
      itemCount: 6,
      // No country named yet: the default method, and no VAT until the checkout knows where it goes.
      shippingMethodId: expect.any(Number),
      shippingMethod: 'Standard',
      country: null,
      tax: null,
      taxRate: null,
      discountCode: null,
      discountMessage: null,
      giftCard: null,
      giftSample: null,
      // Not gift-wrapped; the wrap's price is said all the same.
      giftWrap: 0,
      giftWrapPrice: expect.any(Number),
    });
    const order = await paidOrder(t, { owner: anon, guestId: g });
    expect(order.total).toBe(summary.total);
    const page = (await anon.send(getOrderPage, { params: { orderId: order.id }, query: { key: order.accessKey } }))
      .answer;
    expect(page).toMatchObject({ subtotal: 6 * SAMPLE, discount: SAMPLE, total: 5 * SAMPLE + SHIPPING });
    expect(page.adjustments).toEqual([
      { kind: 'discovery-set', label: 'Discovery set: 5 samples for the price of 4', amount: SAMPLE },
    ]);
    expect(page.items.every((i) => i.size === 'sample')).toBe(true);
  });
});

describe('sample credits', () => {
  it('credits a paid sample once against the bottle of the same perfume: cart, intent, order', async () => {
    const c = await signedIn(t);
    await c.send(addCartLine, { body: { perfumeId: 2, size: 'sample' } });
    await paidOrder(t, { owner: c });
    // Another perfume's bottle earns nothing.
    await c.send(addCartLine, { body: { perfumeId: 3 } });
    expect((await summaryOf(c)).adjustments).toEqual([]);
    await c.send(clearCart);

    await c.send(addCartLine, { body: { perfumeId: 2, quantity: 2 } });
    const bottle = await priceOf(2);
    const summary = await summaryOf(c);
    expect(summary.adjustments).toEqual([
      { kind: 'sample-credit', label: expect.stringMatching(/^Sample credit: /), amount: SAMPLE },
    ]);
    expect(summary.total).toBe(2 * bottle - SAMPLE + SHIPPING);
    const order = await paidOrder(t, { owner: c });
    expect(order.total).toBe(2 * bottle - SAMPLE + SHIPPING);
    const [stored] = await rows<{ discount_cents: number; total_cents: number }>(
      sql`select discount_cents, total_cents from orders where id = ${order.id}`,
    );
    expect(stored).toEqual({
      discount_cents: SAMPLE * 100,
      total_cents: Math.round((2 * bottle - SAMPLE + SHIPPING) * 100),
    });
    const payments = await rows<{ amount_cents: number }>(
      sql`select amount_cents from payments where order_id = ${order.id}`,
    );
    expect(payments[0]!.amount_cents).toBe(stored!.total_cents);

    // Used once: the next bottle pays in full.
    await c.send(addCartLine, { body: { perfumeId: 2 } });
    expect((await summaryOf(c)).discount).toBe(0);
  });

  it('stays in the currency the sample was bought in: a cart in pounds gets no credit of a sample paid in euros', async () => {
    const c = await signedIn(t);
    await c.send(addCartLine, { body: { perfumeId: 4, size: 'sample' } });
    await paidOrder(t, { owner: c });
    await c.send(addCartLine, { body: { perfumeId: 4 } });
    const inPounds = (await c.send(getCartSummary, { query: { country: 'GB' } })).answer;
    expect(inPounds.currency).toBe('GBP');
    expect(inPounds.adjustments).toEqual([]);
    // Back in euros, the credit is there.
    expect((await summaryOf(c)).adjustments).toEqual([
      { kind: 'sample-credit', label: expect.stringMatching(/^Sample credit: /), amount: SAMPLE },
    ]);
  });

  it('gives two samples two credits on two bottles, never more than the bottles', async () => {
    const c = await signedIn(t);
    await c.send(addCartLine, { body: { perfumeId: 4, size: 'sample', quantity: 3 } });
    await paidOrder(t, { owner: c });
    await c.send(addCartLine, { body: { perfumeId: 4, quantity: 2 } });
    const summary = await summaryOf(c);
    expect(summary.adjustments).toHaveLength(2);
    expect(summary.discount).toBe(2 * SAMPLE);
  });

  it('lapses after 60 days', async () => {
    const c = await signedIn(t);
    await c.send(addCartLine, { body: { perfumeId: 5, size: 'sample' } });
    const order = await paidOrder(t, { owner: c });
    await c.send(addCartLine, { body: { perfumeId: 5 } });
    expect((await summaryOf(c)).discount).toBe(SAMPLE);
    await rows(sql`update orders set paid_at = now() - interval '61 days' where id = ${order.id}`);
    expect((await summaryOf(c)).discount).toBe(0);
    await rows(sql`update orders set paid_at = now() - interval '59 days' where id = ${order.id}`);
    expect((await summaryOf(c)).discount).toBe(SAMPLE);
  });

  it('is not given to a guest, nor for an unpaid sample', async () => {
    const g = newGuestId();
    await anon.send(addCartLine, { body: { guestId: g, perfumeId: 6, size: 'sample' } });
    await paidOrder(t, { owner: anon, guestId: g });
    await anon.send(addCartLine, { body: { guestId: g, perfumeId: 6 } });
    expect((await summaryOf(anon, g)).discount).toBe(0);

    const c = await signedIn(t);
    await c.send(addCartLine, { body: { perfumeId: 6, size: 'sample' } });
    await c.send(placeOrder, { body: { shippingDetails: shipping } });
    await c.send(clearCart);
    await c.send(addCartLine, { body: { perfumeId: 6 } });
    expect((await summaryOf(c)).discount).toBe(0);
  });

  it("reaches a guest's sample once they sign up with the order's e-mail", async () => {
    const email = `sampler_${Date.now()}@example.com`;
    const g = newGuestId();
    await anon.send(addCartLine, { body: { guestId: g, perfumeId: 8, size: 'sample' } });
    await paidOrder(t, { owner: anon, guestId: g, shipping: { email } });
    const c = await confirmEmail(t, await signedIn(t, { email }));
    await c.send(addCartLine, { body: { perfumeId: 8 } });
    expect((await summaryOf(c)).discount).toBe(SAMPLE);
  });

  it('moves the credit from an unpaid order to the new one, which supersedes it', async () => {
    const c = await signedIn(t);
    await c.send(addCartLine, { body: { perfumeId: 9, size: 'sample' } });
    await paidOrder(t, { owner: c });
    await c.send(addCartLine, { body: { perfumeId: 9 } });
    const first = (await c.send(placeOrder, { body: { shippingDetails: shipping } })).answer;
    expect(first.total).toBe((await priceOf(9)) - SAMPLE + SHIPPING);
    // The shopper comes back and orders again: the credit is still theirs, once.
    const second = await paidOrder(t, { owner: c });
    expect(second.total).toBe(first.total);
    const status = await rows<{ id: number; status: string }>(
      sql`select id, status from orders where id in (${first.id}, ${second.id}) order by id`,
    );
    expect(status).toEqual([
      { id: first.id, status: 'cancelled' },
      { id: second.id, status: 'processing' },
    ]);
    const active = await rows<{ order_id: number }>(
      sql`select order_id from order_adjustments where active and sample_line_id is not null and order_id in (${first.id}, ${second.id})`,
    );
    expect(active).toEqual([{ order_id: second.id }]);
  });

  it('gives the credit back when the order using it is refunded', async () => {
    const c = await signedIn(t);
    await c.send(addCartLine, { body: { perfumeId: 10, size: 'sample' } });
    await paidOrder(t, { owner: c });
    await c.send(addCartLine, { body: { perfumeId: 10 } });
    const order = await paidOrder(t, { owner: c });
    await c.send(addCartLine, { body: { perfumeId: 10 } });
    expect((await summaryOf(c)).discount).toBe(0);
    await t.app.services.checkout.refundLines(order.id, {}, null, t.app.log);
    expect((await summaryOf(c)).discount).toBe(SAMPLE);
  });
});
