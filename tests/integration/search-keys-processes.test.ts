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

  it("an order placed under a new key while an import's pass writes the same key: it waits, neither fails", async () => {
    await withScratchDatabase('search_keys_lock', async (url) => {
      const pg = (await import('pg')).default;
      const [pass, writer] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
      await Promise.all([pass.connect(), writer.connect()]);
      try {
        const key = `verrou ${crypto.randomUUID().slice(0, 6)}`;
        const details = JSON.stringify({ ...SHIPPING, fullName: key });
        const placedOrder = (paymentStatus: string) =>
          `insert into orders (guest_id, subtotal_cents, shipping_cents, total_cents, currency, shipping_details, status, payment_status, search_text)
           values ('guest_lock_' || md5(random()::text), 1000, 500, 1500, 'EUR', $1::jsonb, 'processing', '${paymentStatus}', $2)
           returning id`;
        // An order imported paid, its search text written by a start's backfill: it waits in the pending list.
        await pass.query('begin');
        await pass.query(`select set_config('shop.search_keys', 'later', true)`);
        const imported = (await pass.query<{ id: number }>(placedOrder('paid'), [details, key])).rows[0]!.id;
        await pass.query('commit');
        // The pass (backfillSearchKeys) holds the entries' table and is about to write the pending order's key.
        await pass.query('begin');
        await pass.query('lock table order_search_entries in share row exclusive mode');
        // Another order is written placed meanwhile (an import into the live shop): its trigger waits for the table
        // before it writes any key. Were the key written first, each would wait for the other (a deadlock, one fails).
        const written = writer.query<{ id: number }>(placedOrder('paid'), [details, key]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await pass.query('delete from order_search_pending where order_id = $1', [imported]);
        await pass.query('insert into order_search_keys (key) values ($1) on conflict do nothing', [key]);
        await pass.query(
          `insert into order_search_entries (key, created_at, order_id) select $1, created_at, id from orders where id = $2`,
          [key, imported],
        );
        await pass.query('commit');
        const other = (await written).rows[0]!.id;
        const listed = await pass.query<{ order_id: number }>(
          'select order_id from order_search_entries where key = $1 order by order_id',
          [key],
        );
        expect(listed.rows.map((r) => r.order_id)).toEqual([imported, other]);
      } finally {
        await Promise.all([pass.end(), writer.end()]);
      }
    });
  });
});
