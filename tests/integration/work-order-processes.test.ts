import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthy, startServer, stopServers, withScratchDatabase } from './servers';

/**
 * Two server processes on one PostgreSQL (decision 064): a bespoke perfume's payment confirmed on both
 * at once makes one work order; eight moves of it at once, through either process, move it one step
 * and record that move once.
 */
vi.setConfig({ testTimeout: 180_000 });
afterEach(stopServers);

const ADMIN = { email: 'owner@maison-lumiere.test', password: 'a-long-admin-password' };
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const SHIPPING = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  address: '12 Rue de la Paix',
  city: 'Paris',
  postalCode: '75002',
  country: 'FR',
};

async function send(port: number, method: string, path: string, body?: unknown, cookie?: string) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & unknown[], res };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('work orders across processes (PostgreSQL)', () => {
  it('one work order per paid line, and one move recorded when eight are asked at once', async () => {
    await withScratchDatabase('work_order_procs', async (url) => {
      const env = {
        DATABASE_URL: url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        AUTH_RATE_LIMIT: '1000',
        ORDER_RATE_LIMIT: '1000',
      };
      const a = startServer(env);
      await healthy(a);
      const b = startServer(env);
      await healthy(b);
      const ports = [a.port, b.port];
      const login = await send(a.port, 'POST', '/api/auth/login', ADMIN);
      expect(login.status).toBe(200);
      const cookie = login.res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');

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
      expect((await send(a.port, 'POST', '/api/cart', { ...line, customDetails: design })).status).toBe(201);
      const intent = (await send(b.port, 'POST', '/api/create-payment-intent', { guestId })).json;
      const order = await send(a.port, 'POST', '/api/orders', {
        guestId,
        shippingDetails: SHIPPING,
        paymentIntentId: intent.paymentIntentId,
      });
      expect(order.status).toBe(201);
      const orderId = order.json.id as number;
      const charged = await send(b.port, 'POST', '/api/payments/simulated/confirm', {
        clientSecret: intent.clientSecret,
        ...CARD,
      });
      expect(charged.json.status).toBe('succeeded');
      // The payment confirmed four times at once, twice on each process: paid once, one work order.
      const confirmed = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          send(ports[i % 2]!, 'POST', '/api/confirm-payment', { paymentIntentId: intent.paymentIntentId, orderId }),
        ),
      );
      for (const c of confirmed) expect(c.status).toBe(200);
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
      for (const m of moves) expect(m.status).toBe(200);
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
