import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAdminDashboard } from '../../domain/api/admin';
import { addCartLine } from '../../domain/api/cart';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { confirmSimulatedCard } from '../../domain/api/payments';
import { changeMySubscription, listMySubscriptions } from '../../domain/api/refills';
import { toMajorIn } from '../../domain/currency/currency';
import { adminClient, signedIn, useTestApp } from '#tests/integration/fixtures';
import { type Client, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

/*
 * The dashboard's refill figures (issue #48, DESIGN §1 "Refills"): how many refills run, what they bring in a month
 * per currency as charged, and how many ended this month. Read as differences: the file's other shoppers may count.
 */

const t = useTestApp({ ORDER_RATE_LIMIT: '1000', AUTH_RATE_LIMIT: '1000' });
const RENEWS = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
let admin: Client;

beforeAll(async () => {
  admin = await adminClient(t);
});

/** Pays the signed-in shopper's cart with a card kept for renewals, shipped to France. */
async function checkout(c: Client): Promise<void> {
  const intent = await c.send(createPaymentIntent, { body: { country: 'FR' } });
  const placed = await c.send(placeOrder, {
    body: { shippingDetails: shipping, paymentIntentId: intent.answer.paymentIntentId },
  });
  expect(placed.statusCode).toBe(201);
  await c.send(confirmSimulatedCard, { body: { clientSecret: intent.answer.clientSecret, ...RENEWS } });
  const confirmed = await c.send(confirmPayment, {
    body: { paymentIntentId: intent.answer.paymentIntentId, orderId: placed.answer.id },
  });
  expect(confirmed.answer.status).toBe('succeeded');
}

const figures = async () => (await admin.send(getAdminDashboard)).answer.refills;
const monthlyIn = (board: Awaited<ReturnType<typeof figures>>, currency: string) =>
  board.monthlyRecurring.find((m) => m.currency === currency)?.amount ?? 0;

describe('the dashboard’s refills', () => {
  it('counts a new refill, its monthly revenue in its currency, and its cancellation this month', async () => {
    const before = await figures();
    const c = await signedIn(t, { email: `refill-figures-${Date.now()}@example.com` });
    const added = await c.send(addCartLine, {
      body: { perfumeId: 1, quantity: 1, volume: 100, refill: { intervalWeeks: 4 } },
    });
    expect(added.statusCode).toBe(201);
    await checkout(c);
    const [sub] = (await c.send(listMySubscriptions)).answer;
    expect(sub).toMatchObject({ status: 'active', currency: 'EUR', intervalWeeks: 4 });

    // Its last amount spread over a month: × 52 / 12 / 4 weeks, in euros as charged.
    const [row] = await queryRows<{ last_amount_minor: number }>(
      t.store.db,
      sql`select last_amount_minor from subscriptions where id = ${sub!.id}`,
    );
    expect(row!.last_amount_minor).toBeGreaterThan(0);
    const monthly = toMajorIn(Math.round((row!.last_amount_minor * 52) / 12 / 4), 'EUR');
    const running = await figures();
    expect(running.active).toBe(before.active + 1);
    expect(monthlyIn(running, 'EUR')).toBeCloseTo(monthlyIn(before, 'EUR') + monthly, 2);
    expect(running.cancelledThisMonth).toBe(before.cancelledThisMonth);

    const cancelled = await c.send(changeMySubscription, { params: { id: sub!.id }, body: { status: 'cancelled' } });
    expect(cancelled.statusCode).toBe(200);
    const after = await figures();
    expect(after.active).toBe(before.active);
    expect(monthlyIn(after, 'EUR')).toBeCloseTo(monthlyIn(before, 'EUR'), 2);
    expect(after.cancelledThisMonth).toBe(before.cancelledThisMonth + 1);
  });
});
