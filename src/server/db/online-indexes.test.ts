import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { placed } from '../orders/repo';
import { signedIn, useTestApp } from '#tests/integration/fixtures';
import { indexPlanOf, queryRows } from '#tests/integration/sql';

/*
 * The indexes a start builds (online-indexes.ts), as the planner uses them. Sequential scans, bitmaps and sorts are
 * priced out (a few thousand rows here would rather be read whole, as a million would not).
 */

const shop = useTestApp();
let customer: number;
beforeAll(async () => {
  const db = shop.store.db;
  const email = 'many-orders@example.com'; // the file's own store
  await signedIn(shop, { email });
  const [account] = await queryRows<{ id: number }>(db, sql`select id from users where email = ${email}`);
  customer = account!.id;
  // One customer's 300 orders, a third of them unpaid checkout attempts, among 3,000 guests' orders; then the
  // statistics and the visibility map an index-only read needs, as autovacuum keeps them.
  await db.execute(sql`
    insert into orders (user_id, guest_id, subtotal_cents, shipping_cents, total_cents, currency, shipping_details,
      status, payment_status, created_at)
    select case when g <= 300 then ${customer}::int end, case when g > 300 then 'guest_' || g end, 1000, 500, 1500, 'EUR',
      '{"fullName":"Ada","email":"ada@example.com","country":"FR"}'::jsonb, 'processing',
      case when g % 3 = 0 then 'pending' else 'paid' end, now() - g * interval '1 hour'
    from generate_series(1, 3300) g`);
  await db.execute(sql`vacuum (analyze) orders`);
});

const planOf = (query: ReturnType<typeof sql>) => indexPlanOf(shop.store.db, query);

describe("a customer's orders", () => {
  it('are paged newest first and counted from their index alone, the unpaid ones left out there', async () => {
    const page = await planOf(
      sql`select id, created_at from orders where user_id = ${customer} and ${placed}
        order by created_at desc, id desc limit 51`,
    );
    expect(page).toContain('Index Only Scan using orders_user_created_v2_idx');
    expect(page).not.toMatch(/Seq Scan|Sort|Bitmap|Index Scan/);
    const count = await planOf(sql`select count(*) from orders where user_id = ${customer} and ${placed}`);
    expect(count).toContain('Index Only Scan using orders_user_created_v2_idx');
    expect(count).not.toMatch(/Seq Scan|Bitmap|Index Scan/);
  });

  it('leave no index behind that the one carrying their payment status replaced', async () => {
    const [row] = await queryRows<{ old: string | null }>(
      shop.store.db,
      sql`select to_regclass('orders_user_created_idx')::text as old`,
    );
    expect(row?.old).toBeNull();
  });
});
