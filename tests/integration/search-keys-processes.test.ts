import { afterEach, describe, expect, it, vi } from 'vitest';
import { newUser } from './helpers';
import {
  cookieOf,
  sendTo as send,
  sqlAt,
  stopServers,
  TEST_CARD as CARD,
  TEST_SHIPPING as SHIPPING,
  twoServersWithOwner,
  withScratchDatabase,
} from './servers';

/**
 * Two server processes on one PostgreSQL (docs/decisions/076): eight guests paying at once on either process, each
 * shipping to one new name, while a customer whose only order holds the same name renames her account back and forth
 * on the other (each rename takes the name's key from her order, and deletes the key when no other order holds it).
 * Every payment and rename succeeds, and the back office's search finds every paid order under the name: no key was
 * deleted under an order that was being listed under it.
 */
vi.setConfig({ testTimeout: 180_000 });
afterEach(stopServers);

describe.skipIf(!process.env.TEST_DATABASE_URL)("the orders' search keys across processes (PostgreSQL)", () => {
  it('a key taken by eight payments while a rename deletes it: every order stays found', async () => {
    await withScratchDatabase('search_keys_procs', async (url) => {
      const { ports, cookie } = await twoServersWithOwner(url);
      const tag = crypto.randomUUID().slice(0, 6);
      const name = `Séverine Course ${tag}`;
      const other = `Severine Ailleurs ${tag}`;

      // The customer, her order paid under the name.
      const customer = newUser({ fullName: name });
      expect((await send(ports[0], 'POST', '/api/auth/register', customer)).status).toBe(201);
      const login = await send(ports[0], 'POST', '/api/auth/login', customer);
      const hers = cookieOf(login.res);
      const pay = async (port: number, who: { guestId?: string }, as?: string) => {
        expect((await send(port, 'POST', '/api/cart', { ...who, perfumeId: 1, quantity: 1 }, as)).status).toBe(201);
        const intent = (await send(port, 'POST', '/api/create-payment-intent', who, as)).json;
        const shippingDetails = { ...SHIPPING, fullName: who.guestId ? name : 'Livraison Bureau' };
        const order = await send(
          port,
          'POST',
          '/api/orders',
          { ...who, shippingDetails, paymentIntentId: intent.paymentIntentId },
          as,
        );
        expect(order.status).toBe(201);
        const card = { clientSecret: intent.clientSecret, ...CARD };
        expect((await send(port, 'POST', '/api/payments/simulated/confirm', card, as)).status).toBe(200);
        const confirm = { paymentIntentId: intent.paymentIntentId, orderId: order.json.id };
        expect((await send(port, 'POST', '/api/confirm-payment', confirm, as)).status).toBe(200);
        return order.json.id as number;
      };
      const herOrder = await pay(ports[0], {}, hers);

      // Eight guests pay under the name on both processes while she renames on the second, six times.
      const guests = Promise.all(
        Array.from({ length: 8 }, (_, i) => pay(ports[i % 2]!, { guestId: `guest_${crypto.randomUUID()}` })),
      );
      const renames = (async () => {
        for (let i = 0; i < 6; i++) {
          const fullName = i % 2 === 0 ? other : name;
          expect((await send(ports[1], 'PUT', '/api/user/profile', { fullName }, hers)).status).toBe(200);
        }
      })();
      const [paid] = await Promise.all([guests, renames]);

      // Her last rename gave her the name back: nine orders under it, counted exactly, on either process.
      for (const port of ports) {
        const found = await send(
          port,
          'GET',
          `/api/admin/orders?q=${encodeURIComponent(name)}&limit=50`,
          undefined,
          cookie,
        );
        expect(found.status).toBe(200);
        expect(found.res.headers.get('x-total-count')).toBe('9');
        const ids = (found.json as unknown as { id: number }[]).map((o) => o.id).sort((x, y) => x - y);
        expect(ids).toEqual([...paid, herOrder].sort((x, y) => x - y));
      }
      // And the name she left is a key no more, nor is any key without an order.
      const orphans = await sqlAt<{ key: string }>(
        url,
        `select key from order_search_keys k where not exists (select 1 from order_search_entries e where e.key = k.key)`,
      );
      expect(orphans.map((o) => o.key)).not.toContain(other.toLowerCase());
    });
  });
});
