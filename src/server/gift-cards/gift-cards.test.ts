import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAdminOrder, listAdminOrders, refundOrder } from '../../domain/api/admin';
import { createPerfume } from '../../domain/api/admin-catalogue';
import { addCartLine, getCartSummary } from '../../domain/api/cart';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { applyGiftCard, getGiftCardBalance } from '../../domain/api/gift-cards';
import { getOrderPage } from '../../domain/api/orders';
import { confirmSimulatedCard } from '../../domain/api/payments';
import { perfumeInputSchema } from '../../domain/catalogue/admin-schemas';
import { adminClient, paidOrder, useTestApp } from '#tests/integration/fixtures';
import type { Client } from '#tests/integration/helpers';
import { newGuestId, newPerfume, shipping } from '#tests/integration/helpers';
import { startSmtp } from '#tests/integration/smtp';
import { queryRows } from '#tests/integration/sql';

/*
 * Gift cards (decision 062), through the API on both stores: bought as a cart line, mailed to the
 * recipient on its day from the outbox (the test moves the outbox's clock), applied by code, spent
 * over two orders, never below zero when two checkouts race, paid in full without a card, and given
 * back by a refund or an unpaid order's expiry. Codes are read from the recipient's real mail.
 */

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
// AUTH_RATE_LIMIT 4: 20 wrong codes per address in 15 minutes.
const t = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example', AUTH_RATE_LIMIT: '4' }));
let admin: Client;
let c: Client;
let perfumeId: number;
beforeAll(async () => {
  admin = await adminClient(t);
  c = t.client();
  // A perfume at 30: an order of one is 42 with the standard shipping (12).
  const res = await admin.send(createPerfume, { body: perfumeInputSchema.parse(newPerfume({ price: 30 })) });
  perfumeId = res.answer.id;
});

const uniqueEmail = (who: string) => `${who}.${Math.random().toString(36).slice(2)}@example.com`;
const CODE = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/;
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const balanceOf = async (code: string) => (await c.send(getGiftCardBalance, { query: { code } })).answer.balance;

/** A gift card bought and paid by card for a new recipient, mailed at once: its code, read from the mail. */
async function buyCard(amount: number): Promise<string> {
  const recipientEmail = uniqueEmail('friend');
  await paidOrder(t, { lines: [{ giftCard: { amount, recipientName: 'Jane Friend', recipientEmail } }] });
  const [mail] = await smtp.waitFor((m) => m.to.includes(recipientEmail));
  return mail!.text.match(CODE)![0];
}

/** A guest's cart with one perfume at 30 (42 with shipping) and the gift card applied. */
async function cartWithCard(code: string, quantity = 1) {
  const guestId = newGuestId();
  expect((await c.send(addCartLine, { body: { guestId, perfumeId, quantity } })).statusCode).toBe(201);
  const applied = await c.send(applyGiftCard, { body: { guestId, code } });
  expect(applied.statusCode).toBe(200);
  return { guestId, summary: applied.answer };
}

const place = (guestId: string, paymentIntentId?: string) =>
  c.send(placeOrder, { body: { guestId, shippingDetails: shipping, ...(paymentIntentId ? { paymentIntentId } : {}) } });

/** Every later answer about the order carries what the gift card paid: its own page, the back office's order and list. */
async function expectGiftCardShown(orderId: number, key: string, amount: number) {
  const page = await c.send(getOrderPage, { params: { orderId }, query: { key } });
  expect(page.answer).toMatchObject({ id: orderId, total: 42, giftCard: amount });
  expect((await admin.send(getAdminOrder, { params: { id: orderId } })).answer).toMatchObject({ giftCard: amount });
  const list = (await admin.send(listAdminOrders, { query: { limit: 50 } })).answer;
  expect(list.find((o) => o.id === orderId)).toMatchObject({ giftCard: amount });
}

describe('buying a gift card', () => {
  it('is a line with no shipping and no VAT, and its recipient is mailed the code on its day, not before', async () => {
    const guestId = newGuestId();
    const recipientEmail = uniqueEmail('jane');
    const sendOn = dayAfter(2);
    const giftCard = { amount: 75, recipientName: 'Jane Doe', recipientEmail, message: 'Happy birthday!', sendOn };
    expect((await c.send(addCartLine, { body: { guestId, giftCard } })).statusCode).toBe(201);
    const summary = (await c.send(getCartSummary, { query: { guestId, country: 'FR' } })).answer;
    expect(summary).toMatchObject({ subtotal: 75, shipping: 0, total: 75, tax: 0, giftCard: null });

    const buyerEmail = uniqueEmail('buyer');
    const order = await paidOrder(t, { owner: c, guestId, shipping: { email: buyerEmail } });
    const [confirmation] = await smtp.waitFor((m) => m.to.includes(buyerEmail));
    expect(confirmation!.text).toContain('Gift card €75.00 for Jane Doe');

    // Waiting in the outbox for its day: the worker, on today's clock, leaves it there.
    const rows = await queryRows<{ status: string; next_attempt_at: Date }>(
      t.store.db,
      sql`select status, next_attempt_at from mails where kind = 'gift-card' and order_id = ${order.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('pending');
    expect(new Date(rows[0]!.next_attempt_at).toISOString()).toBe(`${sendOn}T00:00:00.000Z`);
    await t.app.services.mail.deliverDue();
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to(recipientEmail)).toHaveLength(0);

    // On its day, the outbox sends it.
    const onItsDay = new Date(`${sendOn}T00:00:01Z`);
    for (let i = 0; i < 50 && smtp.to(recipientEmail).length === 0; i++) {
      await t.app.services.mail.deliverDue(onItsDay);
      await new Promise((r) => setTimeout(r, 100));
    }
    const [mail] = await smtp.waitFor((m) => m.to.includes(recipientEmail));
    expect(mail!.subject).toContain('gift card');
    expect(mail!.text).toContain('Happy birthday!');
    expect(mail!.text).toContain('€75.00');
    const code = mail!.text.match(CODE)![0];
    expect(mail!.html).toContain(code);
    // The buyer's confirmation never shows the code; the store keeps only its hash.
    expect(confirmation!.text).not.toContain(code);
    expect(confirmation!.html).not.toContain(code);
    const stored = await queryRows<{ code_hash: string; last4: string }>(
      t.store.db,
      sql`select code_hash, last4 from gift_cards where order_id = ${order.id}`,
    );
    expect(stored[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.last4).toBe(code.slice(-4));

    expect(await balanceOf(code.toLowerCase().replace(/-/g, ' '))).toBe(75);
  });

  it('refuses an amount outside 25 to 1,000 and a day in the past', async () => {
    const guestId = newGuestId();
    const add = (giftCard: Record<string, unknown>) => c.send(addCartLine, { body: { guestId, giftCard } as never });
    const base = { recipientName: 'Jane', recipientEmail: 'jane@example.com' };
    expect((await add({ ...base, amount: 24 })).statusCode).toBe(400);
    expect((await add({ ...base, amount: 1001 })).statusCode).toBe(400);
    expect((await add({ ...base, amount: 50, sendOn: '2020-01-01' })).statusCode).toBe(400);
    expect((await add({ ...base, amount: 1000 })).statusCode).toBe(201);
  });
});

describe('paying with a gift card', () => {
  it('pays a whole order without a card (paid at once, invoiced), then part of the next one', async () => {
    const code = await buyCard(50);
    const first = await cartWithCard(code);
    expect(first.summary).toMatchObject({ total: 0, giftCard: { applied: 42, balance: 50, last4: code.slice(-4) } });
    expect((await c.send(createPaymentIntent, { body: { guestId: first.guestId } })).statusCode).toBe(400);
    const paid = await place(first.guestId);
    expect(paid.statusCode).toBe(201);
    expect(paid.answer).toMatchObject({ total: 42, giftCard: 42, status: 'processing', paymentStatus: 'paid' });
    expect(paid.answer.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(await balanceOf(code)).toBe(8);
    await expectGiftCardShown(paid.answer.id, paid.answer.accessKey, 42);

    const second = await cartWithCard(code);
    expect(second.summary).toMatchObject({ total: 34, giftCard: { applied: 8 } });
    const intent = (await c.send(createPaymentIntent, { body: { guestId: second.guestId } })).answer;
    expect(intent.amount).toBe(34);
    const order = (await place(second.guestId, intent.paymentIntentId)).answer;
    expect(order).toMatchObject({ total: 42, giftCard: 8, paymentStatus: 'pending' });
    expect(await balanceOf(code)).toBe(0);
    await c.send(confirmSimulatedCard, { body: { clientSecret: intent.clientSecret, ...card } });
    const confirmed = await c.send(confirmPayment, {
      body: { orderId: order.id, paymentIntentId: intent.paymentIntentId },
    });
    expect(confirmed.answer.status).toBe('succeeded');
    expect(await balanceOf(code)).toBe(0);
    await expectGiftCardShown(order.id, order.accessKey, 8);
    // Spent: it cannot be applied again.
    const again = await c.send(applyGiftCard, { body: { guestId: newGuestId(), code } });
    expect(again.statusCode).toBe(400);
    expect(again.error.code).toBe('GIFT_CARD_EMPTY');
  });

  it('spends at most its balance when two checkouts race with one card', async () => {
    const code = await buyCard(50);
    const carts = await Promise.all([cartWithCard(code), cartWithCard(code), cartWithCard(code)]);
    const answers = await Promise.all(carts.map((cart) => place(cart.guestId)));
    const placed = answers.filter((a) => a.statusCode === 201).map((a) => a.answer);
    for (const a of answers) if (a.statusCode !== 201) expect(a.error.code).toBe('GIFT_CARD_SPENT');
    const spent = placed.reduce((s, o) => s + o.giftCard, 0);
    expect(spent).toBeLessThanOrEqual(50);
    expect(placed.filter((o) => o.paymentStatus === 'paid')).toHaveLength(1);
    expect(await balanceOf(code)).toBe(50 - spent);
    expect(await balanceOf(code)).toBeGreaterThanOrEqual(0);
  });

  it('refuses to charge a card when the balance it counted on went to another order meanwhile', async () => {
    const code = await buyCard(25);
    const a = await cartWithCard(code);
    const intent = (await c.send(createPaymentIntent, { body: { guestId: a.guestId } })).answer;
    expect(intent.amount).toBe(17);
    const order = (await place(a.guestId, intent.paymentIntentId)).answer;
    // Its hold ends: the gift card's part goes back, and another order takes it all.
    expect(await t.app.services.orderLifecycle.endHolds(new Date(Date.now() + 60 * 60_000))).toBeGreaterThan(0);
    expect(await balanceOf(code)).toBe(25);
    const b = await cartWithCard(code);
    expect((await place(b.guestId)).answer).toMatchObject({ paymentStatus: 'pending', giftCard: 25 });
    // The first order's card is not charged: 409 before the charge.
    const charge = await c.send(confirmSimulatedCard, { body: { clientSecret: intent.clientSecret, ...card } });
    expect(charge.statusCode).toBe(409);
    expect(charge.error.code).toBe('GIFT_CARD_SPENT');
    expect(order.giftCard).toBe(25);
    expect(await balanceOf(code)).toBe(0);
  });

  it('gives the balance back when an unpaid order expires', async () => {
    const code = await buyCard(30);
    const a = await cartWithCard(code);
    const intent = (await c.send(createPaymentIntent, { body: { guestId: a.guestId } })).answer;
    await place(a.guestId, intent.paymentIntentId);
    expect(await balanceOf(code)).toBe(0);
    await t.app.services.orderLifecycle.expireUnpaid(new Date(Date.now() + 25 * 3600_000));
    expect(await balanceOf(code)).toBe(30);
  });
});

describe('refunds', () => {
  it('give an order paid by gift card its balance back', async () => {
    const code = await buyCard(100);
    const { guestId } = await cartWithCard(code);
    const order = (await place(guestId)).answer;
    expect(order.paymentStatus).toBe('paid');
    expect(await balanceOf(code)).toBe(58);
    const refunded = await admin.send(refundOrder, { params: { orderId: order.id }, body: {} });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.answer).toMatchObject({ paymentStatus: 'refunded', amount: 42 });
    expect(await balanceOf(code)).toBe(100);
  });

  it('give the gift card its part first, then the card the rest', async () => {
    const code = await buyCard(25);
    const { guestId } = await cartWithCard(code, 2); // 60 + 12 = 72: 25 by gift card, 47 by card
    const intent = (await c.send(createPaymentIntent, { body: { guestId } })).answer;
    expect(intent.amount).toBe(47);
    const order = (await place(guestId, intent.paymentIntentId)).answer;
    await c.send(confirmSimulatedCard, { body: { clientSecret: intent.clientSecret, ...card } });
    await c.send(confirmPayment, { body: { orderId: order.id, paymentIntentId: intent.paymentIntentId } });
    const line = order.items[0]!;
    const first = await admin.send(refundOrder, {
      params: { orderId: order.id },
      body: { lines: [{ lineId: line.id, quantity: 1 }] },
    });
    expect(first.answer.amount).toBe(30);
    expect(await balanceOf(code)).toBe(25);
    const rest = await admin.send(refundOrder, { params: { orderId: order.id }, body: {} });
    expect(rest.answer).toMatchObject({ amount: 42, paymentStatus: 'refunded' });
    expect(await balanceOf(code)).toBe(25);
    const byCard = await queryRows<{ amount_cents: number }>(
      t.store.db,
      sql`select coalesce(sum(amount_cents), 0)::int as amount_cents from gift_card_movements where order_id = ${order.id} and kind = 'refund'`,
    );
    expect(byCard[0]!.amount_cents).toBe(2500);
  });
});

describe('code guessing', () => {
  it('is throttled like sign-ins: 404 for a wrong code, then 429', async () => {
    const guesser = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push(
        (
          await guesser.send(getGiftCardBalance, {
            query: { code: `AAAA-BBBB-CCCC-${String(2000 + i).replace(/[01]/g, '2')}` },
          })
        ).statusCode,
      );
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses.at(-1)).toBe(429);
  });
});
