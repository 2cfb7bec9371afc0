/**
 * The SQL audit of a store after load, shared by `npm run bench` (bench/run.ts) and the kill -9 soak
 * (tests/soak/kill-restart.ts): whatever the shoppers did and however the server died, nothing paid is
 * paid twice or short, no settled cart keeps its lines, and every order answered is there.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { queryRows } from './integration/sql';

/** The `n` a `select count(*)::int as n …` answers. */
export async function countOf(db: Db, query: SQL): Promise<number> {
  return Number((await queryRows<{ n: number }>(db, query))[0]!.n);
}

export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export interface StoreAudit {
  /** Paid orders without exactly one succeeded payment of their total, in their currency: must be 0. */
  paidWithoutOnePayment: number;
  /**
   * Paid orders whose cart still holds one of the lines the order was made from at its ordered
   * quantity or more (settling takes exactly the ordered quantities out): must be 0.
   */
  settledCartsWithLines: number;
}

export async function auditStore(db: Db): Promise<StoreAudit> {
  const paidWithoutOnePayment = await countOf(
    db,
    sql`select count(*)::int as n from orders o where o.payment_status = 'paid' and (
      select count(*) from payments p where p.order_id = o.id and p.status = 'succeeded' and p.amount_cents = o.total_cents and p.currency = o.currency) <> 1`,
  );
  const settledCartsWithLines = await countOf(
    db,
    sql`select count(distinct o.id)::int as n from orders o
      join order_lines ol on ol.order_id = o.id
      join cart_lines l on l.id = ol.cart_line_id and l.cart_id = o.cart_id
      where o.payment_status = 'paid' and l.quantity >= ol.quantity and l.created_at <= o.paid_at`,
  );
  return { paidWithoutOnePayment, settledCartsWithLines };
}

/** How many of these orders (ids the server answered) the store holds. */
export async function ordersFound(db: Db, ids: readonly number[]): Promise<number> {
  return ids.length ? countOf(db, sql`select count(*)::int as n from orders where id in (${idList(ids)})`) : 0;
}
