import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listAdminOrders, setOrderStatus } from '../../domain/api/admin';
import { deleteAccount, updateProfile } from '../../domain/api/auth';
import { adminClient, paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';
import { type Client, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';
import { backfillSearchText } from '../db/online-indexes';

/*
 * The search keys (docs/decisions/076): each placed order under each of its names, e-mails and lines, kept by the
 * orders' trigger as the order is paid, renamed, emptied or deleted, and written at once for a bulk import.
 */
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

const tag = () => randomUUID().slice(0, 8);

/** The keys an order is listed under, in their order. */
const keysOf = async (orderId: number) =>
  (
    await queryRows<{ key: string }>(
      t.store.db,
      sql`select key from order_search_entries where order_id = ${orderId} order by key`,
    )
  ).map((r) => r.key);

/** Whether a key is kept at all (an order holds it, or held it). */
const kept = async (key: string) =>
  (await queryRows<{ key: string }>(t.store.db, sql`select key from order_search_keys where key = ${key}`)).length > 0;

/** The ids the back office's search finds, and the total it says. */
async function searched(q: string) {
  const res = await admin.send(listAdminOrders, { query: { q, limit: 200 } });
  expect(res.statusCode, res.body).toBe(200);
  return { ids: res.answer.map((o) => o.id), total: res.headers['x-total-count'] };
}

describe('the search keys of the orders', () => {
  it('lists a paid order under its names, e-mails and lines, each once, folded; an unpaid one under none', async () => {
    const t1 = tag();
    const email = `keys-${t1}@example.com`;
    const shopper = await signedIn(t, { email, fullName: `Anaïs Clé ${t1}` });
    const shipTo = `Bérénice Destinataire ${t1}`;
    const { id } = await paidOrder(t, {
      owner: shopper,
      lines: [
        [1, 1],
        [1, 2],
      ],
      shipping: { fullName: shipTo, email: `Ship-${t1}@Example.com` },
    });
    const keys = await keysOf(id);
    expect(keys).toEqual(
      expect.arrayContaining([`anais cle ${t1}`, email, `berenice destinataire ${t1}`, `ship-${t1}@example.com`]),
    );
    // Perfume 1's line, twice in the order, is one key; the whole list holds no key twice.
    expect(keys.filter((k) => k.startsWith('rose de minuit'))).toHaveLength(1);
    expect(new Set(keys).size).toBe(keys.length);
    expect(await searched(`Bérénice destinataire ${t1}`)).toEqual({ ids: [id], total: '1' });

    // An order not paid yet is in no list; paid, it is.
    const [unpaid] = await queryRows<{ id: number }>(
      t.store.db,
      sql`insert into orders (guest_id, subtotal_cents, shipping_cents, total_cents, currency, shipping_details, status, payment_status, search_text)
        values (${`guest_${t1}`}, 1000, 500, 1500, 'EUR', ${JSON.stringify({ ...shipping, fullName: `Unpaid ${t1}` })}::jsonb,
          'pending', 'pending', ${`unpaid ${t1}`}) returning id`,
    );
    expect(await keysOf(unpaid!.id)).toEqual([]);
    expect((await searched(`unpaid ${t1}`)).ids).toEqual([]);
    await t.store.db.execute(
      sql`update orders set payment_status = 'paid', status = 'processing' where id = ${unpaid!.id}`,
    );
    expect(await keysOf(unpaid!.id)).toContain(`unpaid ${t1}`);
    expect(await searched(`unpaid ${t1}`)).toEqual({ ids: [unpaid!.id], total: '1' });
  });

  it("follows an account's new name, and forgets the old one once no order holds it", async () => {
    const t1 = tag();
    const shopper = await signedIn(t, { fullName: `Zoë Ancien ${t1}` });
    const { id } = await paidOrder(t, { owner: shopper, lines: [[1, 1]], shipping: { fullName: `Ship ${t1}` } });
    expect(await kept(`zoe ancien ${t1}`)).toBe(true);
    await shopper.send(updateProfile, { body: { fullName: `Zoë Nouveau ${t1}` } });
    expect(await keysOf(id)).toContain(`zoe nouveau ${t1}`);
    expect(await kept(`zoe ancien ${t1}`)).toBe(false);
    expect((await searched(`zoe ancien ${t1}`)).ids).toEqual([]);
    expect(await searched(`zoe nouveau ${t1}`)).toEqual({ ids: [id], total: '1' });
  });

  it("keeps nothing of a deleted account's name or address: its orders are found as a deleted customer's", async () => {
    const t1 = tag();
    const email = `gone-${t1}@example.com`;
    const shopper = await signedIn(t, { email, fullName: `Ines Partie ${t1}` });
    const { id } = await paidOrder(t, { owner: shopper, lines: [[1, 1]], shipping: { email } });
    const shipped = await admin.send(setOrderStatus, {
      params: { orderId: id },
      body: { status: 'shipped', carrier: 'Colissimo', trackingNumber: '6A12345678901' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await shopper.send(deleteAccount, { body: { password: 'cobol-forever' } })).statusCode).toBe(200);
    expect(await kept(`ines partie ${t1}`)).toBe(false);
    expect(await kept(email)).toBe(false);
    const keys = await keysOf(id);
    expect(keys).toContain('deleted customer');
    expect(keys.filter((k) => k.includes(t1))).toEqual([]);
    expect((await searched(`ines partie ${t1}`)).ids).toEqual([]);
  });

  it('follows an order moved in time, and forgets an order deleted', async () => {
    const t1 = tag();
    const { id } = await paidOrder(t, { lines: [[1, 1]], shipping: { fullName: `Temps ${t1}` } });
    await t.store.db.execute(sql`update orders set created_at = '2024-02-29T12:00:00Z' where id = ${id}`);
    const at = await queryRows<{ at: string }>(
      t.store.db,
      sql`select distinct to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as at from order_search_entries where order_id = ${id}`,
    );
    expect(at).toEqual([{ at: '2024-02-29' }]);
    const range = await admin.send(listAdminOrders, {
      query: { q: `temps ${t1}`, from: '2024-02-29', to: '2024-02-29' },
    });
    expect(range.answer.map((o) => o.id)).toEqual([id]);
    await t.store.db.execute(sql`delete from orders where id = ${id}`);
    expect(await keysOf(id)).toEqual([]);
    expect(await kept(`temps ${t1}`)).toBe(false);
  });

  it('writes the keys of orders imported without search text at once, after their search text', async () => {
    const t1 = tag();
    await t.store.db.execute(sql`
      insert into orders (guest_id, subtotal_cents, shipping_cents, total_cents, currency, shipping_details, status, payment_status)
      select ${`guest_import_${t1}_`}::text || g, 1000, 500, 1500, 'EUR',
        jsonb_build_object('fullName', ${`Importée ${t1} `}::text || g, 'email', ${`import-${t1}@example.com`}::text,
          'address', '1 rue de la Paix', 'city', 'Paris', 'postalCode', '75002', 'country', 'FR'),
        'processing', case when g % 3 = 0 then 'pending' else 'paid' end
      from generate_series(1, 30) g`);
    const written = await backfillSearchText(t.store.db);
    expect(written.order_search_entries).toBeGreaterThanOrEqual(40);
    expect(await queryRows(t.store.db, sql`select order_id from order_search_pending`)).toEqual([]);
    // The twenty paid, each under its name and the shared address; the ten unpaid under nothing.
    expect((await searched(`importee ${t1}`)).total).toBe('20');
    expect((await searched(`import-${t1}@exam`)).total).toBe('20');
    // 1 and 10–19, less 12, 15 and 18 (unpaid).
    expect((await searched(`importee ${t1} 1`)).total).toBe('8');
  });
});
