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
 * Two server processes on one PostgreSQL (decision 064): a bespoke perfume's payment confirmed on both
 * at once makes one work order; eight moves of it at once, through either process, move it one step
 * and record that move once.
 */
vi.setConfig({ testTimeout: 180_000 });
afterEach(stopServers);

describe.skipIf(!process.env.TEST_DATABASE_URL)('work orders across processes (PostgreSQL)', () => {
  it('one work order per paid line, and one move recorded when eight are asked at once', async () => {
    await withScratchDatabase('work_order_procs', async (url) => {
      const { ports, cookie } = await twoServersWithOwner(url);
      const [a, b] = [{ port: ports[0] }, { port: ports[1] }];

      const ingredients = (await send(a.port, 'GET', '/api/ingredients')).json as unknown as {
        id: number;
        name: string;
      }[];
      const id = (name: string) => ingredients.find((i) => i.name === name)!.id;
      const guestId = `guest_${crypto.randomUUID()}`;
      const design = {
        type: 'bespoke-perfume',
        perfumeType: 'eau-de-parfum',
        customName: 'Deux Ateliers',
        ingredients: { top: [id('Bergamot')], middle: [id('Rose')], base: [id('Oakmoss')] },
        drops: { top: { [id('Bergamot')]: 30 }, middle: { [id('Rose')]: 20 }, base: { [id('Oakmoss')]: 3 } },
      };
      const line = {
        guestId,
        perfumeId: null,
        isCustom: true,
        quantity: 1,
        customName: 'Deux Ateliers',
        customPrice: 1,
      };
      const added = await send(a.port, 'POST', '/api/cart', { ...line, customDetails: design });
      expect(added.status, JSON.stringify(added.json)).toBe(201);
      const intent = (await send(b.port, 'POST', '/api/create-payment-intent', { guestId })).json;
      const order = await send(a.port, 'POST', '/api/orders', {
        guestId,
        shippingDetails: SHIPPING,
        paymentIntentId: intent.paymentIntentId,
      });
      expect(order.status, JSON.stringify(order.json)).toBe(201);
      const orderId = order.json.id as number;
      const charged = await send(b.port, 'POST', '/api/payments/simulated/confirm', {
        clientSecret: intent.clientSecret,
        ...CARD,
      });
      expect(charged.json.status, JSON.stringify(charged.json)).toBe('succeeded');
      // The payment confirmed four times at once, twice on each process: paid once, one work order.
      const confirmed = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          send(ports[i % 2]!, 'POST', '/api/confirm-payment', { paymentIntentId: intent.paymentIntentId, orderId }),
        ),
      );
      for (const c of confirmed) expect(c.status, JSON.stringify(c.json)).toBe(200);
      const listed = (await send(a.port, 'GET', '/api/admin/work-orders?limit=200', undefined, cookie))
        .json as unknown as { id: number; orderId: number; status: string }[];
      const mine = listed.filter((w) => w.orderId === orderId);
      expect(mine).toHaveLength(1);
      const wo = mine[0]!;
      expect(wo.status).toBe('queued');

      // Eight perfumers start compounding it at once on both processes: one move, recorded once.
      const moves = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          send(ports[i % 2]!, 'PUT', `/api/admin/work-orders/${wo.id}`, { status: 'compounding' }, cookie),
        ),
      );
      for (const m of moves) expect(m.status, JSON.stringify(m.json)).toBe(200);
      const detail = (await send(b.port, 'GET', `/api/admin/work-orders/${wo.id}`, undefined, cookie))
        .json as unknown as {
        status: string;
        events: { from: string | null; to: string }[];
      };
      expect(detail.status).toBe('compounding');
      expect(detail.events.map((e) => [e.from, e.to])).toEqual([
        [null, 'queued'],
        ['queued', 'compounding'],
      ]);
      // Shipping is held on either process until it is bottled.
      const ship = await send(
        b.port,
        'PUT',
        `/api/admin/order/${orderId}/status`,
        {
          status: 'shipped',
          carrier: 'Colissimo',
          trackingNumber: '6A12345678901',
        },
        cookie,
      );
      expect(ship.status).toBe(409);
      expect(ship.json.code).toBe('WORK_ORDERS_OPEN');
    });
  });
});
