import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newGuestId, shipping } from './helpers';
import { healthy, startServer, stopServers, withScratchDatabase } from './servers';
import { delivered } from './sql';

/**
 * One gift card, many checkouts at once on two server processes sharing one PostgreSQL (decision
 * 062): its balance is taken by one conditional statement in each order's transaction, so together
 * they never spend more than it holds, and it never goes below zero.
 */
vi.setConfig({ testTimeout: 180_000 });
afterEach(stopServers);

const CODE = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/;

async function call(port: number, method: string, path: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('one gift card, checkouts racing on two processes (PostgreSQL)', () => {
  it('spends at most its balance, never below zero', async () => {
    await withScratchDatabase('gift_card_procs', async (url) => {
      const env = { DATABASE_URL: url, AUTH_RATE_LIMIT: '1000' };
      const a = startServer(env);
      await healthy(a);
      const b = startServer(env);
      await healthy(b);

      // A gift card of 25 bought and paid on A; its code read from the recipient's mail in the outbox.
      const buyer = newGuestId();
      const giftCard = { amount: 25, recipientName: 'Jane', recipientEmail: 'jane.procs@example.com' };
      expect((await call(a.port, 'POST', '/api/cart', { guestId: buyer, giftCard })).status).toBe(201);
      const intent = (await call(a.port, 'POST', '/api/create-payment-intent', { guestId: buyer })).body;
      const order = (
        await call(a.port, 'POST', '/api/orders', {
          guestId: buyer,
          // Gift cards only: the buyer, no shipping (issue #43).
          buyer: { fullName: shipping.fullName, email: shipping.email },
          paymentIntentId: intent.paymentIntentId,
        })
      ).body;
      const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
      await call(a.port, 'POST', '/api/payments/simulated/confirm', { clientSecret: intent.clientSecret, ...card });
      const confirmed = await call(a.port, 'POST', '/api/confirm-payment', {
        orderId: order.id,
        paymentIntentId: intent.paymentIntentId,
      });
      expect(confirmed.body.status).toBe('succeeded');
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        const mail = await db.query<{ text: string; secrets: unknown }>(
          `select text, secrets from mails where kind = 'gift-card'`,
        );
        const code = delivered(mail.rows[0]!.text, mail.rows[0]!.secrets).match(CODE)![0];

        // Eight carts apply it, half on each process, and all place their orders at once.
        const guests = Array.from({ length: 8 }, () => newGuestId());
        for (const [i, guestId] of guests.entries()) {
          const port = i % 2 ? b.port : a.port;
          expect((await call(port, 'POST', '/api/cart', { guestId, perfumeId: 1, quantity: 1 })).status).toBe(201);
          expect((await call(port, 'PUT', '/api/cart/gift-card', { guestId, code })).status).toBe(200);
        }
        const answers = await Promise.all(
          guests.map((guestId, i) =>
            call(i % 2 ? b.port : a.port, 'POST', '/api/orders', { guestId, shippingDetails: shipping }),
          ),
        );
        for (const res of answers) expect([201, 409]).toContain(res.status);
        const placed = answers.filter((r) => r.status === 201).map((r) => Number(r.body.giftCard));
        const spent = placed.reduce((s, x) => s + x, 0);
        expect(spent).toBe(25);
        expect(placed.filter((x) => x > 0)).toHaveLength(1);
        const balance = await db.query<{ balance_cents: number }>(`select balance_cents from gift_cards`);
        expect(balance.rows[0]!.balance_cents).toBe(0);
        const moves = await db.query<{ sum: number }>(
          `select coalesce(sum(amount_cents), 0)::int as sum from gift_card_movements`,
        );
        expect(moves.rows[0]!.sum).toBe(-2500);
      } finally {
        await db.end();
      }
    });
  });
});
