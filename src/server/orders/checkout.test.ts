import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCartLine, getCart } from '../../domain/api/cart';
import { getPerfume } from '../../domain/api/catalogue';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { confirmSimulatedCard } from '../../domain/api/payments';
import { getConfig } from '../../domain/api/system';
import { useTestApp } from '#tests/integration/fixtures';
import { createTestApp } from '#tests/integration/harness';
import { Client, newGuestId, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

const t = useTestApp();
let c: Client;
beforeAll(() => {
  c = t.client();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(t.store.db, query);
}

async function perfumePrice(id: number): Promise<number> {
  return (await c.send(getPerfume, { params: { id } })).answer.price;
}

/** A guest with a filled cart, an intent and an order. */
async function checkoutUpToOrder(lines: [number, number][] = [[1, 2]]) {
  const guestId = newGuestId();
  for (const [perfumeId, quantity] of lines) await c.send(addCartLine, { body: { guestId, perfumeId, quantity } });
  const intent = (await c.send(createPaymentIntent, { body: { guestId, amount: 1, currency: 'usd' } })).answer;
  const orderRes = await c.send(placeOrder, {
    body: {
      guestId,
      shippingDetails: shipping,
      total: 0.5,
      status: 'completed',
      paymentStatus: 'paid',
      items: [],
    },
  });
  expect(orderRes.statusCode).toBe(201);
  return { guestId, intent, order: orderRes.answer };
}

const pay = (clientSecret: string, cardNumber = '4242 4242 4242 4242') =>
  c.send(confirmSimulatedCard, { body: { clientSecret, cardNumber, expiry: '12/34', cvc: '123' } });

describe('payment intent', () => {
  it("charges the server's cart total plus shipping in the store currency, ignoring the client's amount", async () => {
    const guestId = newGuestId();
    await c.send(addCartLine, { body: { guestId, perfumeId: 1, quantity: 2 } });
    await c.send(addCartLine, { body: { guestId, perfumeId: 2, quantity: 1 } });
    const res = await c.post('/api/create-payment-intent', { guestId, amount: 1, currency: 'usd' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = (await perfumePrice(1)) * 2 + (await perfumePrice(2)) + 12;
    expect(body).toMatchObject({ amount: expected, currency: 'EUR' });
    expect(body.clientSecret).toMatch(/^pi_sim_\w+_secret_\w+$/);
    expect(body.paymentIntentId).toMatch(/^pi_sim_/);
  });

  it('refuses an empty cart', async () => {
    const res = await c.send(createPaymentIntent, { body: { guestId: newGuestId() } });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toMatch(/cart is empty/i);
  });
});

describe('orders', () => {
  it("writes the order at the server's total with a snapshot of its lines, pending", async () => {
    const { order, guestId } = await checkoutUpToOrder([
      [1, 2],
      [3, 1],
    ]);
    const expected = (await perfumePrice(1)) * 2 + (await perfumePrice(3)) + 12;
    expect(order).toMatchObject({
      id: expect.any(Number),
      total: expected,
      shipping: 12,
      taxRate: 0.2,
      invoiceNumber: null,
      status: 'pending',
      paymentStatus: 'pending',
      accessKey: expect.stringMatching(/^[\w-]{32}$/),
    });
    const [stored] = await rows<{ guest_id: string; total_cents: number; shipping_details: unknown }>(
      sql`select * from orders where id = ${order.id}`,
    );
    expect(stored).toMatchObject({
      guest_id: guestId,
      total_cents: Math.round(expected * 100),
      shipping_details: shipping,
    });
    const lines = await rows<{ name: string; quantity: number; unit_price_cents: number }>(
      sql`select name, quantity, unit_price_cents from order_lines where order_id = ${order.id} order by id`,
    );
    const p1 = (await c.send(getPerfume, { params: { id: 1 } })).answer;
    expect(lines[0]).toEqual({ name: p1.name, quantity: 2, unit_price_cents: Math.round(p1.price * 100) });
    expect(lines).toHaveLength(2);
  });

  it('refuses an empty cart and stores nothing', async () => {
    const [{ n: before }] = (await rows<{ n: number }>(sql`select count(*)::int as n from orders`)) as [{ n: number }];
    const res = await c.send(placeOrder, { body: { guestId: newGuestId(), shippingDetails: shipping } });
    expect(res.statusCode).toBe(400);
    const [{ n: after }] = (await rows<{ n: number }>(sql`select count(*)::int as n from orders`)) as [{ n: number }];
    expect(after).toBe(before);
  });

  it.each([
    ['fullName', 'Al', 'Full name is required'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['address', '1 A', 'Address is required'],
    ['city', 'X', 'City is required'],
    ['postalCode', '12', 'Postal code is required'],
    ['country', 'F', 'Country is required'],
  ])('validates %s with the spec message', async (field, value, message) => {
    const guestId = newGuestId();
    await c.send(addCartLine, { body: { guestId, perfumeId: 1, quantity: 1 } });
    const res = await c.send(placeOrder, { body: { guestId, shippingDetails: { ...shipping, [field]: value } } });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe(message);
    expect(res.error.errors).toContainEqual({ path: `shippingDetails.${field}`, message });
  });
});

describe('simulated payments', () => {
  it('approves 4242…, settles the order once, records the payment and empties the cart', async () => {
    const { guestId, intent, order } = await checkoutUpToOrder();
    const paid = await pay(intent.clientSecret);
    expect(paid.answer).toEqual({ status: 'succeeded', paymentIntentId: intent.paymentIntentId });
    const confirm = await c.send(confirmPayment, {
      body: { paymentIntentId: intent.paymentIntentId, orderId: order.id },
    });
    expect(confirm.answer).toEqual({ status: 'succeeded' });
    const again = await c.send(confirmPayment, {
      body: { paymentIntentId: intent.paymentIntentId, orderId: order.id },
    });
    expect(again.answer).toEqual({ status: 'succeeded' });
    const [o] = await rows<{ payment_status: string; is_test_payment: boolean }>(
      sql`select * from orders where id = ${order.id}`,
    );
    expect(o).toMatchObject({ payment_status: 'paid', is_test_payment: true });
    const payments = await rows<{ amount_cents: number }>(sql`select * from payments where order_id = ${order.id}`);
    expect(payments).toHaveLength(1);
    expect(payments[0]!.amount_cents).toBe(Math.round(order.total * 100));
    expect((await c.send(getCart, { query: { guestId } })).answer).toEqual([]);
  });

  it('declines 4000 0000 0000 0002, leaving the order unpaid and the cart intact', async () => {
    const { guestId, intent, order } = await checkoutUpToOrder();
    const res = await pay(intent.clientSecret, '4000 0000 0000 0002');
    expect(res.answer).toEqual({
      status: 'requires_payment_method',
      paymentIntentId: intent.paymentIntentId,
      error: { message: 'Your card was declined.' },
    });
    const confirm = await c.send(confirmPayment, {
      body: { paymentIntentId: intent.paymentIntentId, orderId: order.id },
    });
    expect(confirm.answer.status).toBe('requires_payment_method');
    const [o] = await rows<{ payment_status: string }>(sql`select payment_status from orders where id = ${order.id}`);
    expect(o!.payment_status).toBe('pending');
    expect((await c.send(getCart, { query: { guestId } })).answer).toHaveLength(1);
  });

  it('accepts any other Luhn-valid card and refuses invalid card details', async () => {
    const { intent } = await checkoutUpToOrder();
    expect((await pay(intent.clientSecret, '4242 4242 4242 4241')).statusCode).toBe(400);
    const badExpiry = await c.send(confirmSimulatedCard, {
      body: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expiry: '01/20', cvc: '123' },
    });
    expect(badExpiry.statusCode).toBe(400);
    const badCvc = await c.send(confirmSimulatedCard, {
      body: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '12' },
    });
    expect(badCvc.statusCode).toBe(400);
    expect((await pay(intent.clientSecret, '5555 5555 5555 4444')).answer.status).toBe('succeeded');
    expect((await pay('pi_sim_nope_secret_nope')).statusCode).toBe(404);
  });

  it('refuses to confirm an order with an intent that has not been paid', async () => {
    const { intent, order } = await checkoutUpToOrder();
    const res = await c.send(confirmPayment, { body: { paymentIntentId: intent.paymentIntentId, orderId: order.id } });
    expect(res.answer).toEqual({ status: 'requires_payment_method' });
  });

  it('refuses an intent reused for a dearer order', async () => {
    const { guestId, intent, order } = await checkoutUpToOrder([[1, 1]]);
    await pay(intent.clientSecret);
    await c.send(addCartLine, { body: { guestId, perfumeId: 2, quantity: 3 } });
    const dearer = (await c.send(placeOrder, { body: { guestId, shippingDetails: shipping } })).answer;
    const res = await c.send(confirmPayment, { body: { paymentIntentId: intent.paymentIntentId, orderId: dearer.id } });
    // The card form attached the payment to the order waiting when it was charged (decision 055): it pays that
    // order, settled before the dearer one was placed, and no other (the same 404 as an unknown order).
    expect(res.statusCode).toBe(404);
    const [o] = await rows<{ payment_status: string }>(sql`select payment_status from orders where id = ${dearer.id}`);
    expect(o!.payment_status).toBe('pending');
    const [first] = await rows<{ payment_status: string }>(
      sql`select payment_status from orders where id = ${order.id}`,
    );
    expect(first!.payment_status).toBe('paid');
  });

  it('refuses an intent that already paid another order', async () => {
    const first = await checkoutUpToOrder([[5, 1]]);
    await pay(first.intent.clientSecret);
    expect(
      (
        await c.send(confirmPayment, {
          body: { paymentIntentId: first.intent.paymentIntentId, orderId: first.order.id },
        })
      ).answer.status,
    ).toBe('succeeded');
    const second = await checkoutUpToOrder([[5, 1]]);
    const res = await c.send(confirmPayment, {
      body: { paymentIntentId: first.intent.paymentIntentId, orderId: second.order.id },
    });
    // Not this order's intent: it learns nothing (the same 404 as an unknown order).
    expect(res.statusCode).toBe(404);
  });

  it('settles 20 simultaneous confirmations of one payment exactly once', async () => {
    const { intent, order } = await checkoutUpToOrder([[6, 2]]);
    await pay(intent.clientSecret);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        c.send(confirmPayment, { body: { paymentIntentId: intent.paymentIntentId, orderId: order.id } }),
      ),
    );
    expect(results.map((r) => r.answer.status)).toEqual(Array(20).fill('succeeded'));
    const payments = await rows(sql`select * from payments where order_id = ${order.id}`);
    expect(payments).toHaveLength(1);
  });

  it('answers the same 404 for an unknown order and an unknown intent, telling nothing of the order', async () => {
    expect((await c.send(confirmPayment, { body: { paymentIntentId: 'pi_sim_x', orderId: 999999 } })).statusCode).toBe(
      404,
    );
    const { order } = await checkoutUpToOrder();
    const unknownIntent = await c.send(confirmPayment, {
      body: { paymentIntentId: 'pi_sim_unknown', orderId: order.id },
    });
    expect(unknownIntent.statusCode).toBe(404);
    expect(unknownIntent.error).toEqual(
      (await c.send(confirmPayment, { body: { paymentIntentId: 'pi_sim_x', orderId: 999999 } })).error,
    );
    expect((await c.post('/api/confirm-payment', { paymentIntentId: 'x', orderId: 'abc' })).statusCode).toBe(400);
  });
});

describe('disabled payments', () => {
  it('answers 503 for payment calls in production without Stripe keys', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const shopper = new Client(prod.app);
      expect((await shopper.send(getConfig)).answer.payments).toEqual({ provider: 'disabled' });
      const guestId = newGuestId();
      await shopper.send(addCartLine, { body: { guestId, perfumeId: 1, quantity: 1 } });
      const res = await shopper.send(createPaymentIntent, { body: { guestId } });
      expect(res.statusCode).toBe(503);
      expect(
        (await prod.app.inject({ method: 'POST', url: '/api/payments/simulated/confirm', payload: {} })).statusCode,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
