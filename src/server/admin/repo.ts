import { desc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, orderStatusHistory, users } from '../db/schema';

export async function userCounts(db: Db) {
  const [row] = await db
    .select({
      totalUsers: sql<number>`count(*)::int`,
      newUsersThisMonth: sql<number>`(count(*) filter (where ${users.createdAt} >= date_trunc('month', now())))::int`,
    })
    .from(users);
  return { totalUsers: row?.totalUsers ?? 0, newUsersThisMonth: row?.newUsersThisMonth ?? 0 };
}

export async function recentOrders(db: Db, limit: number) {
  return db
    .select({ id: orders.id, totalCents: orders.totalCents, status: orders.status, paymentStatus: orders.paymentStatus, createdAt: orders.createdAt })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** Paid revenue per calendar day (UTC) over the last `days` days; days without sales are absent. */
export async function revenueByDay(db: Db, days: number) {
  return db
    .select({
      day: sql<string>`to_char(date_trunc('day', ${orders.paidAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
      revenueCents: sql<number>`sum(${orders.totalCents})::bigint`,
      orders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(sql`${orders.paymentStatus} = 'paid' and ${orders.paidAt} >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - make_interval(days => ${days - 1})`)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

export async function statusHistory(db: Db, orderId: number) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(sql`${orderStatusHistory.orderId} = ${orderId}`)
    .orderBy(orderStatusHistory.id);
}
