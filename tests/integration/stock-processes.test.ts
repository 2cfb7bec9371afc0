import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  sendTo as send,
  sqlAt,
  stopServers,
  TEST_CARD as CARD,
  TEST_SHIPPING as SHIPPING,
  twoServersWithOwner,
  withScratchDatabase,
} from './servers';

/**
 * Two server processes on one PostgreSQL: six guests at once for the last two bottles, through either
 * process, some placing their order before their card payment exists. Two orders are paid; the other
 * four are refused before their card is charged: the simulated provider charged exactly two payments
 * and gave none back (docs/decisions/055-stock-taken-by-the-payment.md, issue #41).
 */
vi.setConfig({ testTimeout: 180_000 });
afterEach(stopServers);

describe.skipIf(!process.env.TEST_DATABASE_URL)('the last bottles across processes (PostgreSQL)', () => {
  it('6 guests on two processes for 2 bottles: 2 paid, 4 refused before any charge, no refund', async () => {
    await withScratchDatabase('stock_procs', async (url) => {
      const { ports } = await twoServersWithOwner(url);
      const perfumeId = 7;
      await sqlAt(url, 'update perfumes set stock = 2 where id = $1', [perfumeId]);

      const shoppers = await Promise.all(
        Array.from({ length: 6 }, async (_, i) => {
          const port = ports[i % 2]!;
          const other = ports[(i + 1) % 2]!;
          const guestId = `guest_${crypto.randomUUID()}`;
          expect((await send(port, 'POST', '/api/cart', { guestId, perfumeId, quantity: 1 })).status).toBe(201);
          // Half attach their card payment to the order (the checkout page's way), half pay after placing it.
          const attached = i < 3;
          const early = attached ? (await send(port, 'POST', '/api/create-payment-intent', { guestId })).json : null;
          const order = await send(other, 'POST', '/api/orders', {
            guestId,
            shippingDetails: SHIPPING,
            ...(early ? { paymentIntentId: early.paymentIntentId } : {}),
          });
          const intent = early ?? (await send(port, 'POST', '/api/create-payment-intent', { guestId })).json;
          return { port, other, intent, order };
        }),
      );
      const cards = await Promise.all(
        shoppers.map((s) =>
          s.order.status === 201
            ? send(s.port, 'POST', '/api/payments/simulated/confirm', {
                clientSecret: s.intent.clientSecret,
                ...CARD,
              })
            : undefined,
        ),
      );
      const confirmed = await Promise.all(
        shoppers.map((s, i) =>
          cards[i]?.status === 200
            ? send(s.other, 'POST', '/api/confirm-payment', {
                paymentIntentId: s.intent.paymentIntentId,
                orderId: s.order.json.id,
              })
            : undefined,
        ),
      );
      expect(confirmed.filter((r) => r?.status === 200 && r.json.status === 'succeeded')).toHaveLength(2);
      const refusals = [
        ...shoppers.map((s) => s.order).filter((r) => r.status !== 201),
        ...cards.filter((r) => r !== undefined && r.status !== 200),
      ];
      expect(refusals).toHaveLength(4);
      for (const r of refusals) expect(r!.json).toMatchObject({ code: 'OUT_OF_STOCK' });
      expect(confirmed.filter((r) => r !== undefined && r.status !== 200)).toEqual([]);

      const ids = shoppers.map((s) => s.intent.paymentIntentId as string);
      const [charged] = await sqlAt<{ n: number }>(
        url,
        `select count(*)::int as n from simulated_payment_intents where status = 'succeeded' and id = any($1)`,
        [ids],
      );
      expect(charged!.n).toBe(2);
      const [refunded] = await sqlAt<{ n: number }>(
        url,
        `select count(*)::int as n from order_status_history where note like 'payment refunded%'`,
      );
      expect(refunded!.n).toBe(0);
      const [left] = await sqlAt<{ stock: number }>(url, 'select stock from perfumes where id = $1', [perfumeId]);
      expect(left!.stock).toBe(0);
    });
  });
});
