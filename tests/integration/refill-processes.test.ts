import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newUser } from './helpers';
import {
  cookieOf,
  sendTo as send,
  stopServers,
  TEST_CARD as CARD,
  TEST_SHIPPING as SHIPPING,
  twoServersWithOwner,
  withScratchDatabase,
} from './servers';

/**
 * Two server processes on one PostgreSQL (issue #48, DESIGN §1 "Refills"): a refill's renewal due now, with both
 * processes' schedulers running, the customer's "next one now" and staff's "bill now" sent to both at once, and the
 * payment's confirmation asked on both: every cycle is billed once, and no card is charged without its paid order.
 */
vi.setConfig({ testTimeout: 180_000 });
afterEach(stopServers);

describe.skipIf(!process.env.TEST_DATABASE_URL)('refill renewals across processes (PostgreSQL)', () => {
  it('bill each cycle once, whoever asks and wherever', async () => {
    await withScratchDatabase('refill_procs', async (url) => {
      const { ports, cookie: owner } = await twoServersWithOwner(url, { REFILL_SCHEDULER_MS: '150' });
      const [a, b] = ports;
      const user = newUser();
      expect((await send(a, 'POST', '/api/auth/register', user)).status).toBe(201);
      const login = await send(b, 'POST', '/api/auth/login', { email: user.email, password: user.password });
      expect(login.status).toBe(200);
      const me = cookieOf(login.res);

      const added = await send(
        a,
        'POST',
        '/api/cart',
        { perfumeId: 1, quantity: 1, volume: 100, refill: { intervalWeeks: 4 } },
        me,
      );
      expect(added.status, JSON.stringify(added.json)).toBe(201);
      const intent = (await send(b, 'POST', '/api/create-payment-intent', { country: 'FR' }, me)).json;
      const order = await send(
        a,
        'POST',
        '/api/orders',
        { shippingDetails: SHIPPING, paymentIntentId: intent.paymentIntentId },
        me,
      );
      expect(order.status, JSON.stringify(order.json)).toBe(201);
      const charged = await send(b, 'POST', '/api/payments/simulated/confirm', {
        clientSecret: intent.clientSecret,
        ...CARD,
      });
      expect(charged.json.status).toBe('succeeded');
      const paid = await send(
        a,
        'POST',
        '/api/confirm-payment',
        { paymentIntentId: intent.paymentIntentId, orderId: order.json.id },
        me,
      );
      expect(paid.json.status, JSON.stringify(paid.json)).toBe('succeeded');
      const subs = (await send(b, 'GET', '/api/user/subscriptions', undefined, me)).json as unknown as { id: number }[];
      expect(subs).toHaveLength(1);
      const id = subs[0]!.id;

      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        // Due now: both schedulers reach for it while everyone else asks too.
        await db.query(
          `update subscriptions set next_renewal_at = now() - interval '1 minute', attempt_at = now() - interval '1 minute' where id = $1`,
          [id],
        );
        const asks = await Promise.all([
          send(a, 'POST', `/api/user/subscriptions/${id}/renew`, {}, me),
          send(b, 'POST', `/api/user/subscriptions/${id}/renew`, {}, me),
          send(a, 'POST', `/api/admin/subscriptions/${id}/renew`, {}, owner),
          send(b, 'POST', `/api/admin/subscriptions/${id}/renew`, {}, owner),
        ]);
        for (const ask of asks) expect([201, 409], JSON.stringify(ask.json)).toContain(ask.status);
        // Let the schedulers pass a few times more.
        await new Promise((resolve) => setTimeout(resolve, 1_500));

        const orders = (
          await db.query<{ id: number; cycle: number; intent: string }>(
            `select id, subscription_cycle as cycle, payment_intent_id as intent from orders
             where subscription_id = $1 and paid_at is not null order by subscription_cycle`,
            [id],
          )
        ).rows;
        expect(orders.length).toBeGreaterThanOrEqual(1);
        // Each cycle once, in order, with no gap.
        expect(orders.map((o) => o.cycle)).toEqual(orders.map((_, i) => i + 2));
        // The payment's confirmation asked again on both processes settles nothing twice.
        for (const o of orders)
          for (const port of [a, b])
            expect(
              (await send(port, 'POST', '/api/confirm-payment', { paymentIntentId: o.intent, orderId: o.id }, me)).json
                .status,
            ).toBe('succeeded');
        // No card charged for a renewal without its paid order.
        const charges = (
          await db.query<{ n: number }>(
            `select count(*)::int as n from simulated_payment_intents
             where status = 'succeeded' and idempotency_key like $1`,
            [`refill-${id}-%`],
          )
        ).rows[0]!.n;
        expect(charges).toBe(orders.length);
        const [sub] = (await db.query<{ cycle: number }>('select cycle from subscriptions where id = $1', [id])).rows;
        expect(sub!.cycle).toBe(orders.length + 1);
      } finally {
        await db.end();
      }
    });
  });
});
