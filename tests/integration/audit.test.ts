import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditStore, ordersFound } from '../audit';
import { paidOrder, useTestApp } from './fixtures';

/** The audit the bench and the soak run after load: clean after real checkouts, and it sees a tampered payment. */
const t = useTestApp();
let orderId: number;

beforeAll(async () => {
  orderId = (await paidOrder(t, { lines: [[1, 2]] })).id;
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
