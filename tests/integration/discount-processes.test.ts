import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  sendTo as send,
  stopServers,
  TEST_CARD as CARD,
  TEST_SHIPPING as SHIPPING,
  twoServersWithOwner,
  withScratchDatabase,
} from './servers';

/**
 * Two server processes on one PostgreSQL: a discount code with 3 uses left, 8 guests paying at once
 * through either process, is used exactly 3 times; the other 5 are refused before their card is
 * charged; a code once per customer, 8 guests naming one e-mail in several spellings, is used once
 * (docs/decisions/061-promotions.md). An owner editing an unused code while guests place orders with
 * it on both processes (issue #43): every order is priced by one set of terms, the edited ones only
 * if the edit came before every order, and an edit after the first order is refused.
 */
vi.setConfig({ testTimeout: 180_000 });
afterEach(stopServers);

describe.skipIf(!process.env.TEST_DATABASE_URL)('a discount code across processes (PostgreSQL)', () => {
  it('8 guests paying at once on two processes with 3 uses left: exactly 3 pay with it', async () => {
    await withScratchDatabase('discount_procs', async (url) => {
      const { ports, cookie } = await twoServersWithOwner(url);
      const [a, b] = [{ port: ports[0] }, { port: ports[1] }];
      const made = await send(
        a.port,
        'POST',
        '/api/admin/discounts',
        { code: 'THREE', kind: 'percent', value: 10, maxUses: 3 },
        cookie,
      );
      expect(made.status).toBe(201);

      const shoppers = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const port = ports[i % 2]!;
          const guestId = `guest_${crypto.randomUUID()}`;
          expect((await send(port, 'POST', '/api/cart', { guestId, perfumeId: 1, quantity: 1 })).status).toBe(201);
          expect((await send(port, 'PUT', '/api/cart/discount', { guestId, code: 'three' })).status).toBe(200);
          const intent = (await send(port, 'POST', '/api/create-payment-intent', { guestId })).json;
          const order = await send(port, 'POST', '/api/orders', {
            guestId,
            shippingDetails: SHIPPING,
            paymentIntentId: intent.paymentIntentId,
          });
          expect(order.status).toBe(201);
          return { port: ports[(i + 1) % 2]!, intent, orderId: order.json.id as number };
        }),
      );
      const charged = await Promise.all(
        shoppers.map((s) =>
          send(s.port, 'POST', '/api/payments/simulated/confirm', { clientSecret: s.intent.clientSecret, ...CARD }),
        ),
      );
      expect(charged.filter((r) => r.status === 200 && r.json.status === 'succeeded')).toHaveLength(3);
      const refused = charged.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(5);
      for (const r of refused) expect(r.json).toMatchObject({ code: 'DISCOUNT_INVALID' });
      await Promise.all(
        shoppers.map((s, i) =>
          charged[i]!.status === 200
            ? send(s.port, 'POST', '/api/confirm-payment', {
                paymentIntentId: s.intent.paymentIntentId,
                orderId: s.orderId,
              })
            : undefined,
        ),
      );
      const list = await send(b.port, 'GET', '/api/admin/discounts', undefined, cookie);
      expect((list.json as unknown as { code: string; uses: number; reserved: number }[])[0]).toMatchObject({
        code: 'THREE',
        uses: 3,
        reserved: 0,
      });
    });
  });

  it('8 guests at once on two processes, one e-mail spelt 4 ways, a code once per customer: exactly 1 pays with it', async () => {
    await withScratchDatabase('discount_identity', async (url) => {
      const { ports, cookie } = await twoServersWithOwner(url);
      const made = await send(
        ports[0],
        'POST',
        '/api/admin/discounts',
        { code: 'ONCE', kind: 'percent', value: 10, maxUsesPerCustomer: 1 },
        cookie,
      );
      expect(made.status).toBe(201);
      const spellings = ['ada@example.com', 'ADA@example.com', 'ada+one@example.com', 'Ada+two@Example.COM'];

      const shoppers = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const port = ports[i % 2]!;
          const guestId = `guest_${crypto.randomUUID()}`;
          expect((await send(port, 'POST', '/api/cart', { guestId, perfumeId: 1, quantity: 1 })).status).toBe(201);
          expect((await send(port, 'PUT', '/api/cart/discount', { guestId, code: 'once' })).status).toBe(200);
          const intent = (await send(port, 'POST', '/api/create-payment-intent', { guestId })).json;
          const order = await send(port, 'POST', '/api/orders', {
            guestId,
            shippingDetails: { ...SHIPPING, email: spellings[i % 4] },
            paymentIntentId: intent.paymentIntentId,
          });
          return { port: ports[(i + 1) % 2]!, intent, order };
        }),
      );
      // Placed at once, they all pass the count at placement; the count under the code's lock decides.
      for (const s of shoppers.filter((x) => x.order.status !== 201))
        expect(s.order.json).toMatchObject({ code: 'DISCOUNT_INVALID', message: 'You have already used this code.' });
      const placed = shoppers.filter((s) => s.order.status === 201);
      const charged = await Promise.all(
        placed.map((s) =>
          send(s.port, 'POST', '/api/payments/simulated/confirm', { clientSecret: s.intent.clientSecret, ...CARD }),
        ),
      );
      expect(charged.filter((r) => r.status === 200 && r.json.status === 'succeeded')).toHaveLength(1);
      for (const r of charged.filter((x) => x.status !== 200))
        expect(r.json).toMatchObject({ code: 'DISCOUNT_INVALID', message: expect.stringMatching(/already used/) });
      await Promise.all(
        placed.map((s, i) =>
          charged[i]!.status === 200
            ? send(s.port, 'POST', '/api/confirm-payment', {
                paymentIntentId: s.intent.paymentIntentId,
                orderId: s.order.json.id,
              })
            : undefined,
        ),
      );
      const list = await send(ports[1], 'GET', '/api/admin/discounts', undefined, cookie);
      expect((list.json as unknown as { code: string; uses: number; reserved: number }[])[0]).toMatchObject({
        code: 'ONCE',
        uses: 1,
        reserved: 0,
      });
    });
  });

  it('an edit racing 6 placements on two processes: every order has one set of terms, the edit only before them all', async () => {
    await withScratchDatabase('discount_edit', async (url) => {
      const { ports, cookie } = await twoServersWithOwner(url);
      const made = await send(
        ports[0],
        'POST',
        '/api/admin/discounts',
        { code: 'EDIT', kind: 'percent', value: 10 },
        cookie,
      );
      expect(made.status).toBe(201);
      const codeId = made.json.id as number;
      const guests = await Promise.all(
        Array.from({ length: 6 }, async (_, i) => {
          const port = ports[i % 2]!;
          const guestId = `guest_${crypto.randomUUID()}`;
          expect((await send(port, 'POST', '/api/cart', { guestId, perfumeId: 1, quantity: 1 })).status).toBe(201);
          expect((await send(port, 'PUT', '/api/cart/discount', { guestId, code: 'edit' })).status).toBe(200);
          return { port, guestId };
        }),
      );
      const [placed, edits] = await Promise.all([
        Promise.all(
          guests.map(async ({ port, guestId }) => {
            const intent = (await send(port, 'POST', '/api/create-payment-intent', { guestId })).json;
            return send(port, 'POST', '/api/orders', {
              guestId,
              shippingDetails: SHIPPING,
              paymentIntentId: intent.paymentIntentId,
            });
          }),
        ),
        Promise.all(
          [0, 1, 0].map((i) =>
            send(
              ports[i]!,
              'PUT',
              `/api/admin/discounts/${codeId}`,
              { code: 'EDIT', kind: 'percent', value: 50 },
              cookie,
            ),
          ),
        ),
      ]);
      for (const e of edits) {
        expect([200, 409]).toContain(e.status);
        if (e.status === 409) expect(e.json).toMatchObject({ code: 'DISCOUNT_IN_USE' });
      }
      for (const o of placed.filter((x) => x.status !== 201))
        expect(o.json).toMatchObject({ code: 'DISCOUNT_INVALID', message: expect.stringMatching(/just been changed/) });
      const orders = placed.filter((o) => o.status === 201);
      expect(orders.length).toBeGreaterThan(0);
      // One set of terms for every order: the edited one (50 %) if an edit went through, else the first.
      const edited = edits.some((e) => e.status === 200);
      const totals = new Set(orders.map((o) => o.json.total));
      expect(totals.size).toBe(1);
      const list = await send(ports[1], 'GET', '/api/admin/discounts', undefined, cookie);
      const code = (list.json as unknown as { code: string; value: number }[])[0]!;
      expect(code.value).toBe(edited ? 50 : 10);
      // Once an order holds it, the code is fixed.
      const late = await send(
        ports[0],
        'PUT',
        `/api/admin/discounts/${codeId}`,
        { code: 'EDIT', kind: 'percent', value: 20 },
        cookie,
      );
      expect(late.status).toBe(409);
    });
  });
});
