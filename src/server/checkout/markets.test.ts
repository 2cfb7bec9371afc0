import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAdminDashboard, getAdminOrder, refundOrder } from '../../domain/api/admin';
import { addCartLine, getCartSummary } from '../../domain/api/cart';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { confirmSimulatedCard } from '../../domain/api/payments';
import { toMinor } from '../../domain/currency/currency';
import { adminClient, useTestApp } from '#tests/integration/fixtures';
import { Client, newGuestId, shippingWith } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

/*
 * Paying in the market's currency (issue #47, decision 070): a cart shipped to the UK is charged in pounds, its
 * order is in pounds, and a refund of part of it goes back in pounds.
 */

const t = useTestApp({ ORDER_RATE_LIMIT: '1000', AUTH_RATE_LIMIT: '1000' });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

describe('an order shipped to the UK', () => {
  it('is charged, placed and partly refunded in pounds', async () => {
    const c = new Client(t.app);
    const guestId = newGuestId();
    for (const [perfumeId, quantity] of [
      [1, 2],
      [2, 1],
    ] as const)
      expect((await c.send(addCartLine, { body: { guestId, perfumeId, quantity } })).statusCode).toBe(201);
    const summary = (await c.send(getCartSummary, { query: { guestId, country: 'GB' } })).answer;
    expect(summary.currency).toBe('GBP');

    const intent = await c.send(createPaymentIntent, { body: { guestId, country: 'GB' } });
    expect(intent.statusCode).toBe(200);
    expect(intent.answer).toMatchObject({ currency: 'GBP', amount: summary.total });

    const placed = await c.send(placeOrder, {
      body: {
        guestId,
        shippingDetails: shippingWith({ country: 'GB' }),
        paymentIntentId: intent.answer.paymentIntentId,
      },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.answer;
    expect(order).toMatchObject({ currency: 'GBP', total: summary.total, taxRate: 0.2 });

    const charged = await c.send(confirmSimulatedCard, { body: { clientSecret: intent.answer.clientSecret, ...CARD } });
    expect(charged.answer.status).toBe('succeeded');
    const confirmed = await c.send(confirmPayment, {
      body: { paymentIntentId: intent.answer.paymentIntentId, orderId: order.id },
    });
    expect(confirmed.answer.status).toBe('succeeded');

    const [row] = await queryRows<{ currency: string; total_cents: number; paid: string }>(
      t.store.db,
      sql`select o.currency, o.total_cents, p.currency as paid from orders o join payments p on p.order_id = o.id
          where o.id = ${order.id}`,
    );
    expect(row).toEqual({ currency: 'GBP', total_cents: toMinor(summary.total, 'GBP'), paid: 'GBP' });

    // One bottle of the first line back: in pounds, at the provider too (the simulated one refuses another currency).
    const view = (await admin.send(getAdminOrder, { params: { id: order.id } })).answer;
    const line = view.items.find((i) => i.perfumeId === 1)!;
    const refund = await admin.send(refundOrder, {
      params: { orderId: order.id },
      body: { lines: [{ lineId: line.id, quantity: 1 }] },
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.answer).toMatchObject({ paymentStatus: 'partially_refunded', amount: line.price });
    const refunds = await queryRows<{ amount_cents: number; provider_refund_id: string | null }>(
      t.store.db,
      sql`select amount_cents, provider_refund_id from order_refunds where order_id = ${order.id}`,
    );
    expect(refunds).toEqual([{ amount_cents: toMinor(line.price, 'GBP'), provider_refund_id: expect.any(String) }]);
  });

  it('counts its revenue in pounds on the dashboard, and in euros at the owner’s rates in the total', async () => {
    const board = (await admin.send(getAdminDashboard)).answer;
    expect(board.currency).toBe('EUR');
    const gbp = board.revenueByCurrency.find((r) => r.currency === 'GBP');
    expect(gbp?.revenue).toBeGreaterThan(0);
    expect(gbp?.paidOrders).toBe(1);
    // The total is each currency at the owner's rate (GBP 0.86), never pounds added as euros.
    const euros = board.revenueByCurrency.find((r) => r.currency === 'EUR')?.revenue ?? 0;
    const expected = euros + Math.round((toMinor(gbp!.revenue, 'GBP') * 100) / 86) / 100;
    expect(board.totalRevenue).toBeCloseTo(expected, 2);
    expect(board.recentOrders[0]).toMatchObject({ currency: 'GBP' });
  });
});
