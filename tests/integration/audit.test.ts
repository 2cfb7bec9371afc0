import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditStore, ordersFound } from '../audit';
import { createTestApp, type TestApp } from './harness';
import { Client, newGuestId, shipping } from './helpers';

/** The audit the bench and the soak run after load: clean after real checkouts, and it sees a tampered payment. */
let t: TestApp;
let orderId: number;

beforeAll(async () => {
  t = await createTestApp();
  const c = new Client(t.app);
  const guestId = newGuestId();
  await c.post('/api/cart', { guestId, perfumeId: 1, quantity: 2 });
  const intent = (await c.post('/api/create-payment-intent', { guestId })).json();
  orderId = (await c.post('/api/orders', { guestId, shippingDetails: shipping, paymentIntentId: intent.paymentIntentId })).json().id;
  await c.post('/api/payments/simulated/confirm', { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
  expect((await c.post('/api/confirm-payment', { paymentIntentId: intent.paymentIntentId, orderId })).json().status).toBe('succeeded');
});

afterAll(async () => {
  await t?.close();
});

describe('the store audit', () => {
  it('is clean after a paid checkout and finds the orders the server answered', async () => {
    expect(await auditStore(t.store.db)).toEqual({ paidWithoutOnePayment: 0, settledCartsWithLines: 0 });
    expect(await ordersFound(t.store.db, [orderId, 999_999])).toBe(1);
    expect(await ordersFound(t.store.db, [])).toBe(0);
  });

  it('counts a paid order whose payment is not its total', async () => {
    await t.store.db.execute(sql`update payments set amount_cents = amount_cents + 1 where order_id = ${orderId}`);
    expect((await auditStore(t.store.db)).paidWithoutOnePayment).toBe(1);
    await t.store.db.execute(sql`update payments set amount_cents = amount_cents - 1 where order_id = ${orderId}`);
  });
});
