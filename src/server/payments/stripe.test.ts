import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundOrder } from '../../domain/api/admin';
import { addCartLine, getCart, getCartSummary } from '../../domain/api/cart';
import { getPerfume } from '../../domain/api/catalogue';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { confirmSimulatedCard } from '../../domain/api/payments';
import { applyCartDiscount, createDiscount } from '../../domain/api/promotions';
import { getConfig } from '../../domain/api/system';
import type { DiscountInput } from '../../domain/promotions/schemas';
import { adminClient, signedIn, useTestApp } from '#tests/integration/fixtures';
import { type Client, newGuestId, shipping } from '#tests/integration/helpers';
import { signWebhook, startStripeStandIn, type StripeStandIn } from '#tests/integration/stripe-stand-in';
import { queryRows } from '#tests/integration/sql';

const WEBHOOK_SECRET = 'whsec_test';

// The stand-in starts first and closes last: the shop, made after it, needs its port.
let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(async () => {
  await standIn?.close();
});
const t = useTestApp(() => ({
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(standIn.port),
  STRIPE_API_PROTOCOL: 'http',
}));
let c: Client;
beforeAll(() => {
  c = t.client();
});

interface OrderState {
  payment_status: string;
  status: string;
  payment_intent_id: string | null;
  total_cents: number;
  is_test_payment: boolean;
}

async function orderState(id: number): Promise<OrderState> {
  const [state] = await queryRows<OrderState>(
    t.store.db,
    sql`select payment_status, status, payment_intent_id, total_cents, is_test_payment from orders where id = ${id}`,
  );
  return state!;
}

async function paymentsOf(orderId: number) {
  return queryRows(
    t.store.db,
    sql`select provider, provider_payment_id, amount_cents, currency, status, is_test from payments where order_id = ${orderId}`,
  );
}

async function cartLineCount(guestId: string): Promise<number> {
  const res = await c.send(getCart, { query: { guestId } });
  expect(res.statusCode).toBe(200);
  return res.answer.length;
}

async function priceOf(perfumeId: number): Promise<number> {
  return (await c.send(getPerfume, { params: { id: perfumeId } })).answer.price;
}

/** A guest with a cart, a Stripe intent for it and (unless told otherwise) an order attached to the intent. */
async function checkout({ perfumeId = 1, quantity = 2, attach = true } = {}) {
  const guestId = newGuestId();
  expect((await c.send(addCartLine, { body: { guestId, perfumeId, quantity } })).statusCode).toBe(201);
  const expectedTotal = Math.round(((await priceOf(perfumeId)) * quantity + 12) * 100) / 100;
  const intentRes = await c.send(createPaymentIntent, { body: { guestId, amount: 1, currency: 'usd' } });
  expect(intentRes.statusCode).toBe(200);
  const intent = intentRes.answer;
  const orderRes = await c.send(placeOrder, {
    body: {
      guestId,
      shippingDetails: shipping,
      total: 1,
      status: 'completed',
      paymentStatus: 'paid',
      ...(attach ? { paymentIntentId: intent.paymentIntentId } : {}),
    },
  });
  expect(orderRes.statusCode).toBe(201);
  const order = orderRes.answer;
  return { guestId, intent, order, expectedTotal };
}

function postWebhook(body: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('Stripe mode: configuration', () => {
  it('tells the browser to use Stripe with the publishable key', async () => {
    const res = await c.send(getConfig);
    expect(res.statusCode).toBe(200);
    expect(res.answer).toEqual({
      currency: 'EUR',
      samplePrice: 6,
      payments: { provider: 'stripe', publishableKey: 'pk_test_x' },
    });
  });

  it('lets the page load Stripe.js and its frames in the CSP', async () => {
    const csp = String((await c.send(getConfig)).headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });

  it('has no simulated card endpoint', async () => {
    const res = await c.send(confirmSimulatedCard, {
      body: { clientSecret: 'pi_x_secret_y', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('Stripe mode: payment intents', () => {
  it("creates the intent at the server's cart total in EUR, whatever the client says", async () => {
    const guestId = newGuestId();
    await c.send(addCartLine, { body: { guestId, perfumeId: 3, quantity: 3 } });
    const expected = Math.round(((await priceOf(3)) * 3 + 12) * 100) / 100;
    const res = await c.post('/api/create-payment-intent', { guestId, amount: 0.5, currency: 'usd' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ amount: expected, currency: 'EUR' });
    expect(body.paymentIntentId).toMatch(/^pi_test_/);
    expect(body.clientSecret).toMatch(new RegExp(`^${body.paymentIntentId}_secret_`));

    const seen = standIn.get(body.paymentIntentId)!;
    expect(seen).toMatchObject({
      amount: Math.round(expected * 100),
      currency: 'eur',
      status: 'requires_payment_method',
    });
    const created = standIn.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.params.amount === String(seen.amount),
    );
    expect(created?.params).toMatchObject({
      amount: String(Math.round(expected * 100)),
      currency: 'eur',
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(created?.headers.authorization).toBe('Bearer sk_test_x');
  });

  it('refuses an empty cart without calling Stripe', async () => {
    const before = standIn.requests.length;
    const res = await c.send(createPaymentIntent, {
      body: { guestId: newGuestId(), amount: 100, currency: 'usd' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toMatch(/cart is empty/i);
    expect(standIn.requests.length).toBe(before);
  });

  it('attaches the order id to the intent when the order names it', async () => {
    const { intent, order, expectedTotal } = await checkout();
    expect(order).toMatchObject({
      id: order.id,
      total: expectedTotal,
      status: 'pending',
      paymentStatus: 'pending',
      accessKey: expect.any(String),
    });
    expect(standIn.get(intent.paymentIntentId)!.metadata).toEqual({
      orderId: String(order.id),
      cartOwner: expect.stringMatching(/^guest:guest_/),
    });
  });

  it("never lets another shopper point someone's payment at their own order", async () => {
    const victim = await checkout({ perfumeId: 3, quantity: 1 });
    const attacker = await checkout({ perfumeId: 3, quantity: 1, attach: false });
    const hijack = await c.post('/api/orders', {
      guestId: attacker.guestId,
      shippingDetails: shipping,
      paymentIntentId: victim.intent.paymentIntentId,
    });
    expect(hijack.statusCode).toBe(201); // the order stands, but the intent stays with its owner
    expect(standIn.get(victim.intent.paymentIntentId)!.metadata.orderId).toBe(String(victim.order.id));
    standIn.succeed(victim.intent.paymentIntentId);
    const event = JSON.stringify(standIn.event('payment_intent.succeeded', victim.intent.paymentIntentId));
    expect((await postWebhook(event, { 'stripe-signature': signWebhook(event, WEBHOOK_SECRET) })).statusCode).toBe(200);
    expect((await orderState(victim.order.id)).payment_status).toBe('paid');
    expect((await orderState(hijack.json().id)).payment_status).toBe('pending');
  });
});

describe('Stripe mode: confirm-payment', () => {
  it('leaves the order pending and the cart intact until the intent succeeds, then settles once', async () => {
    const { guestId, intent, order } = await checkout();

    const early = await c.send(confirmPayment, {
      body: { paymentIntentId: intent.paymentIntentId, orderId: order.id },
    });
    expect(early.statusCode).toBe(200);
    expect(early.answer).toEqual({ status: 'requires_payment_method' });
    expect((await orderState(order.id)).payment_status).toBe('pending');
    expect(await cartLineCount(guestId)).toBe(1);

    standIn.succeed(intent.paymentIntentId);
    const paid = await c.send(confirmPayment, { body: { paymentIntentId: intent.paymentIntentId, orderId: order.id } });
    expect(paid.statusCode).toBe(200);
    expect(paid.answer).toEqual({ status: 'succeeded' });
    expect(await orderState(order.id)).toMatchObject({
      payment_status: 'paid',
      payment_intent_id: intent.paymentIntentId,
      is_test_payment: true,
    });
    expect(await cartLineCount(guestId)).toBe(0);

    const again = await c.send(confirmPayment, {
      body: { paymentIntentId: intent.paymentIntentId, orderId: order.id },
    });
    expect(again.statusCode).toBe(200);
    expect(again.answer).toEqual({ status: 'succeeded' });
    const recorded = await paymentsOf(order.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      provider: 'stripe',
      provider_payment_id: intent.paymentIntentId,
      currency: 'EUR',
      status: 'succeeded',
      is_test: true,
    });
    expect(Number(recorded[0]!.amount_cents)).toBe((await orderState(order.id)).total_cents);
  });

  it('refuses an intent whose amount differs from the order total', async () => {
    const { guestId, intent, order, expectedTotal } = await checkout();
    standIn.setAmount(intent.paymentIntentId, Math.round(expectedTotal * 100) - 1);
    standIn.succeed(intent.paymentIntentId);
    const res = await c.send(confirmPayment, { body: { paymentIntentId: intent.paymentIntentId, orderId: order.id } });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe('Payment verification failed');
    expect((await orderState(order.id)).payment_status).toBe('pending');
    expect(await cartLineCount(guestId)).toBe(1);
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });

  it('refuses an intent Stripe does not know', async () => {
    const { order } = await checkout();
    const res = await c.send(confirmPayment, { body: { paymentIntentId: 'pi_test_doesnotexist', orderId: order.id } });
    expect(res.statusCode).toBe(404);
    expect(res.error.code).toBe('ORDER_NOT_FOUND');
    expect((await orderState(order.id)).payment_status).toBe('pending');
  });

  it('refuses an intent attached to another order', async () => {
    const first = await checkout();
    const second = await checkout();
    standIn.succeed(first.intent.paymentIntentId);
    const res = await c.send(confirmPayment, {
      body: { paymentIntentId: first.intent.paymentIntentId, orderId: second.order.id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.error.code).toBe('ORDER_NOT_FOUND');
    expect((await orderState(second.order.id)).payment_status).toBe('pending');
  });
});

describe('Stripe mode: webhook', () => {
  it('writes one confirmation mail when the webhook and confirm-payment arrive at once, several times', async () => {
    const { intent, order } = await checkout();
    standIn.succeed(intent.paymentIntentId);
    const body = JSON.stringify(standIn.event('payment_intent.succeeded', intent.paymentIntentId));
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => postWebhook(body, { 'stripe-signature': signWebhook(body, WEBHOOK_SECRET) })),
      ...Array.from({ length: 5 }, () =>
        c.send(confirmPayment, { body: { paymentIntentId: intent.paymentIntentId, orderId: order.id } }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const mails = await queryRows<{ kind: string }>(
      t.store.db,
      sql`select kind from mails where order_id = ${order.id}`,
    );
    expect(mails).toEqual([{ kind: 'order-confirmation' }]);
  });

  it('matches the signature the Stripe SDK itself would make', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
    const timestamp = 1_700_000_000;
    const sdk = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp,
    });
    expect(signWebhook(payload, WEBHOOK_SECRET, timestamp)).toBe(sdk);
  });

  it('settles an order on payment_intent.succeeded when the tab was closed before confirm-payment', async () => {
    const { guestId, intent, order } = await checkout();
    standIn.succeed(intent.paymentIntentId);
    const body = JSON.stringify(standIn.event('payment_intent.succeeded', intent.paymentIntentId));
    expect(JSON.parse(body).data.object.metadata.orderId).toBe(String(order.id));

    // Stripe itself sends `application/json; charset=utf-8`.
    const res = await postWebhook(body, {
      'stripe-signature': signWebhook(body, WEBHOOK_SECRET),
      'content-type': 'application/json; charset=utf-8',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await orderState(order.id)).toMatchObject({
      payment_status: 'paid',
      payment_intent_id: intent.paymentIntentId,
    });
    expect(await cartLineCount(guestId)).toBe(0);
    expect(await paymentsOf(order.id)).toHaveLength(1);

    // Stripe delivers at least once: a replay changes nothing, and a late confirm agrees.
    const replay = await postWebhook(body, { 'stripe-signature': signWebhook(body, WEBHOOK_SECRET) });
    expect(replay.statusCode).toBe(200);
    expect(await paymentsOf(order.id)).toHaveLength(1);
    const late = await c.send(confirmPayment, { body: { paymentIntentId: intent.paymentIntentId, orderId: order.id } });
    expect(late.answer).toEqual({ status: 'succeeded' });
  });

  it.each([
    [
      'a signature made with another secret',
      (body: string) => ({ 'stripe-signature': signWebhook(body, 'whsec_other') }),
    ],
    [
      'a signature of another body',
      (body: string) => ({ 'stripe-signature': signWebhook(`${body} `, WEBHOOK_SECRET) }),
    ],
    [
      'an expired signature',
      (body: string) => ({
        'stripe-signature': signWebhook(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600),
      }),
    ],
    ['a garbled signature header', () => ({ 'stripe-signature': 'nonsense' })],
    ['no signature', () => ({})],
  ])('refuses %s with 400 and changes nothing', async (_label, headersFor) => {
    const { guestId, intent, order } = await checkout();
    standIn.succeed(intent.paymentIntentId);
    const body = JSON.stringify(standIn.event('payment_intent.succeeded', intent.paymentIntentId));
    const res = await postWebhook(body, headersFor(body));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid webhook signature');
    expect((await orderState(order.id)).payment_status).toBe('pending');
    expect(await cartLineCount(guestId)).toBe(1);
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });

  it('marks the order failed on payment_intent.payment_failed', async () => {
    const { guestId, intent, order } = await checkout();
    standIn.fail(intent.paymentIntentId);
    const body = JSON.stringify(standIn.event('payment_intent.payment_failed', intent.paymentIntentId));
    const res = await postWebhook(body, { 'stripe-signature': signWebhook(body, WEBHOOK_SECRET) });
    expect(res.statusCode).toBe(200);
    expect((await orderState(order.id)).payment_status).toBe('failed');
    expect(await cartLineCount(guestId)).toBe(1);

    // The shopper retries with another card on the same intent: success still settles the order.
    standIn.succeed(intent.paymentIntentId);
    const okBody = JSON.stringify(standIn.event('payment_intent.succeeded', intent.paymentIntentId));
    expect((await postWebhook(okBody, { 'stripe-signature': signWebhook(okBody, WEBHOOK_SECRET) })).statusCode).toBe(
      200,
    );
    expect((await orderState(order.id)).payment_status).toBe('paid');
    expect(await cartLineCount(guestId)).toBe(0);

    // A late, out-of-order failure never un-pays a paid order.
    const lateBody = JSON.stringify({
      ...standIn.event('payment_intent.payment_failed', intent.paymentIntentId),
      id: 'evt_test_late',
    });
    expect(
      (await postWebhook(lateBody, { 'stripe-signature': signWebhook(lateBody, WEBHOOK_SECRET) })).statusCode,
    ).toBe(200);
    expect((await orderState(order.id)).payment_status).toBe('paid');
  });

  it('acknowledges but does not settle a succeeded intent whose amount differs from the order', async () => {
    const { guestId, intent, order, expectedTotal } = await checkout();
    standIn.setAmount(intent.paymentIntentId, Math.round(expectedTotal * 100) + 100);
    standIn.succeed(intent.paymentIntentId);
    const body = JSON.stringify(standIn.event('payment_intent.succeeded', intent.paymentIntentId));
    const res = await postWebhook(body, { 'stripe-signature': signWebhook(body, WEBHOOK_SECRET) });
    expect(res.statusCode).toBe(200);
    expect((await orderState(order.id)).payment_status).toBe('pending');
    expect(await cartLineCount(guestId)).toBe(1);
  });

  it('acknowledges events it does not handle and intents without an order', async () => {
    const { intent, order } = await checkout({ attach: false });
    expect(standIn.get(intent.paymentIntentId)!.metadata).not.toHaveProperty('orderId');
    standIn.succeed(intent.paymentIntentId);
    for (const type of ['payment_intent.succeeded', 'payment_intent.created', 'charge.refunded']) {
      const body = JSON.stringify(standIn.event(type, intent.paymentIntentId));
      const res = await postWebhook(body, { 'stripe-signature': signWebhook(body, WEBHOOK_SECRET) });
      expect(res.statusCode).toBe(200);
    }
    expect((await orderState(order.id)).payment_status).toBe('pending');
  });
});

describe('Stripe mode: refunds', () => {
  async function paidOrder() {
    const { intent, order } = await checkout();
    standIn.succeed(intent.paymentIntentId);
    expect(
      (await c.send(confirmPayment, { body: { paymentIntentId: intent.paymentIntentId, orderId: order.id } })).answer
        .status,
    ).toBe('succeeded');
    return { intent, order };
  }

  it("refunds through Stripe's refunds API, once, and the echoed charge.refunded changes nothing more", async () => {
    const admin = await adminClient(t);
    const { intent, order } = await paidOrder();
    const res = await admin.send(refundOrder, { params: { orderId: order.id }, body: { restock: false } });
    expect(res.statusCode).toBe(200);
    expect(res.answer).toMatchObject({ paymentStatus: 'refunded', status: 'cancelled' });
    const calls = standIn.requests.filter((r) => r.path === '/v1/refunds');
    expect(calls.at(-1)).toMatchObject({
      params: { payment_intent: intent.paymentIntentId, amount: String(Math.round(order.total * 100)) },
    });
    // Named by its own refund row: asking again with the same key never refunds twice.
    expect(calls.at(-1)!.headers['idempotency-key']).toMatch(new RegExp(`^refund-${order.id}-\\d+$`));

    const body = JSON.stringify(standIn.refundedEvent(intent.paymentIntentId));
    expect((await postWebhook(body, { 'stripe-signature': signWebhook(body, WEBHOOK_SECRET) })).statusCode).toBe(200);
    const mails = await queryRows<{ kind: string }>(
      t.store.db,
      sql`select kind from mails where order_id = ${order.id} order by id`,
    );
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation', 'order-refunded']);
    const [payment] = await queryRows<{ refund_id: string }>(
      t.store.db,
      sql`select refund_id from payments where order_id = ${order.id}`,
    );
    expect(payment!.refund_id).toMatch(/^re_test_/);
  });

  it('refunds a bottle, then the rest: each for exactly its amount, under a key of its own', async () => {
    const admin = await adminClient(t);
    const { intent, order } = await paidOrder();
    const line = order.items[0]!;
    const before = standIn.requests.filter((r) => r.path === '/v1/refunds').length;
    const one = await admin.send(refundOrder, {
      params: { orderId: order.id },
      body: { lines: [{ lineId: line.id, quantity: 1 }] },
    });
    expect(one.answer).toMatchObject({ paymentStatus: 'partially_refunded', amount: line.price, refunded: line.price });
    const rest = await admin.send(refundOrder, { params: { orderId: order.id }, body: {} });
    expect(rest.answer).toMatchObject({ paymentStatus: 'refunded', amount: order.total - line.price });
    const calls = standIn.requests.filter((r) => r.path === '/v1/refunds').slice(before);
    expect(calls.map((c) => Number(c.params.amount))).toEqual([
      Math.round(line.price * 100),
      Math.round((order.total - line.price) * 100),
    ]);
    expect(new Set(calls.map((c) => c.headers['idempotency-key'])).size).toBe(2);
    // At Stripe, the refunds of the payment add up to its amount.
    const made = [...standIn.refunds.values()].filter((r) => r.payment_intent === intent.paymentIntentId);
    expect(made.reduce((s, r) => s + r.amount, 0)).toBe(Math.round(order.total * 100));
  });

  it('records a refund made in the Stripe dashboard from the charge.refunded webhook', async () => {
    const { intent, order } = await paidOrder();
    const body = JSON.stringify(standIn.refundedEvent(intent.paymentIntentId));
    expect((await postWebhook(body, { 'stripe-signature': signWebhook(body, WEBHOOK_SECRET) })).statusCode).toBe(200);
    expect(await orderState(order.id)).toMatchObject({ payment_status: 'refunded', status: 'cancelled' });
    // Delivered again: once is enough.
    expect((await postWebhook(body, { 'stripe-signature': signWebhook(body, WEBHOOK_SECRET) })).statusCode).toBe(200);
    expect(
      await queryRows(t.store.db, sql`select 1 from mails where order_id = ${order.id} and kind = 'order-refunded'`),
    ).toHaveLength(1);
  });

  it('changes nothing when Stripe declines the refund (502), and refunds when asked again', async () => {
    const admin = await adminClient(t);
    const { order } = await paidOrder();
    standIn.declineRefunds = true;
    try {
      const res = await admin.send(refundOrder, { params: { orderId: order.id }, body: { restock: true } });
      expect(res.statusCode).toBe(502);
      expect(res.error.code).toBe('REFUND_FAILED');
      expect(await orderState(order.id)).toMatchObject({ payment_status: 'paid', status: 'processing' });
    } finally {
      standIn.declineRefunds = false;
    }
    expect(
      (await admin.send(refundOrder, { params: { orderId: order.id }, body: { restock: true } })).answer.paymentStatus,
    ).toBe('refunded');
  });
});

describe('Stripe mode: a paid order lets go of its discount code (issue #43)', () => {
  it("the webhook that settles a signed-in customer's order takes the code out of the cart: the next checkout starts without it", async () => {
    const admin = await adminClient(t);
    const code = `HOOK${Date.now().toString(36).toUpperCase()}`;
    const made = await admin.send(createDiscount, {
      body: { code, kind: 'percent', value: 10, maxUsesPerCustomer: 1 } as DiscountInput,
    });
    expect(made.statusCode).toBe(201);
    const customer = await signedIn(t);
    expect((await customer.send(addCartLine, { body: { perfumeId: 1, quantity: 1 } })).statusCode).toBe(201);
    expect((await customer.send(applyCartDiscount, { body: { code } })).statusCode).toBe(200);
    const intent = (await customer.send(createPaymentIntent, { body: {} })).answer;
    const order = await customer.send(placeOrder, {
      body: { shippingDetails: shipping, paymentIntentId: intent.paymentIntentId },
    });
    expect(order.statusCode).toBe(201);
    expect(order.answer.discount).toBeGreaterThan(0);

    standIn.succeed(intent.paymentIntentId);
    const body = JSON.stringify(standIn.event('payment_intent.succeeded', intent.paymentIntentId));
    expect((await postWebhook(body, { 'stripe-signature': signWebhook(body, WEBHOOK_SECRET) })).statusCode).toBe(200);
    expect((await orderState(order.answer.id)).payment_status).toBe('paid');

    expect((await customer.send(addCartLine, { body: { perfumeId: 2, quantity: 1 } })).statusCode).toBe(201);
    expect((await customer.send(getCartSummary, { query: {} })).answer).toMatchObject({
      discountCode: null,
      discountMessage: null,
      discount: 0,
    });
  });
});
