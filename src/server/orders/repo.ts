import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderKeys, orderLines, orders, orderStatusHistory } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export async function insertOrder(
  db: Db,
  order: typeof orders.$inferInsert,
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row!.id })));
  return row!;
}

export async function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** Another order already paid by this intent, if any. */
export async function findOtherOrderPaidBy(db: Db, intentId: string, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentIntentId, intentId), ne(orders.id, orderId)))
    .limit(1);
  return row;
}

/** Marks the order paid unless it already is; answers the row only when this call paid it. */
export async function markPaid(db: Db, orderId: number, intentId: string, isTest: boolean): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ paymentStatus: 'paid', paymentIntentId: intentId, isTestPayment: isTest, paidAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), ne(orders.paymentStatus, 'paid')))
    .returning();
  return row;
}

export async function markPaymentFailed(db: Db, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ paymentStatus: 'failed', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')));
}

export async function linesFor(db: Db, orderIds: number[]): Promise<Map<number, OrderLineRow[]>> {
  const map = new Map<number, OrderLineRow[]>();
  if (orderIds.length === 0) return map;
  const rows = await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(orderLines.id);
  for (const r of rows) {
    const list = map.get(r.orderId) ?? [];
    list.push(r);
    map.set(r.orderId, list);
  }
  return map;
}

export async function listOrdersOfUser(db: Db, userId: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Newest first, paged: stays fast with many orders thanks to the (created_at, id) index. */
export async function listOrders(db: Db, limit: number, offset: number): Promise<OrderRow[]> {
  return db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset);
}

/**
 * Sets an order's status (and its shipment, when shipped) and records the change, in the caller's
 * transaction; setting the status it already has changes nothing. Answers the change, if any.
 */
export async function updateOrderStatus(
  db: Db,
  orderId: number,
  status: OrderRow['status'],
  changedBy: number,
  shipment?: { carrier: string; trackingNumber: string },
): Promise<{ from: OrderRow['status']; to: OrderRow['status']; historyId: number | null } | undefined> {
  const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!current) return undefined;
  if (current.status === status) return { from: status, to: status, historyId: null };
  await db
    .update(orders)
    .set({ status, updatedAt: new Date(), ...(shipment ? { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber } : {}) })
    .where(eq(orders.id, orderId));
  const [history] = await db
    .insert(orderStatusHistory)
    .values({ orderId, changedBy, fromStatus: current.status, toStatus: status })
    .returning({ id: orderStatusHistory.id });
  return { from: current.status, to: status, historyId: history!.id };
}

export async function insertOrderKey(db: Db, orderId: number, keyHash: string): Promise<void> {
  await db.insert(orderKeys).values({ orderId, keyHash });
}

export async function orderKeyExists(db: Db, orderId: number, keyHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderKeys.id })
    .from(orderKeys)
    .where(and(eq(orderKeys.orderId, orderId), eq(orderKeys.keyHash, keyHash)))
    .limit(1);
  return row !== undefined;
}

export async function orderCounts(db: Db) {
  const [row] = await db
    .select({
      totalOrders: sql<number>`count(*)::int`,
      // Paid and not yet shipped: what needs the shop's attention.
      pendingOrders: sql<number>`(count(*) filter (where ${orders.paymentStatus} = 'paid' and ${orders.status} in ('pending', 'processing')))::int`,
      awaitingPayment: sql<number>`(count(*) filter (where ${orders.status} = 'pending' and ${orders.paymentStatus} in ('pending', 'failed')))::int`,
      refundedOrders: sql<number>`(count(*) filter (where ${orders.paymentStatus} = 'refunded'))::int`,
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paymentStatus} = 'paid'), 0)::bigint`,
      paidOrders: sql<number>`(count(*) filter (where ${orders.paymentStatus} = 'paid'))::int`,
    })
    .from(orders);
  return {
    totalOrders: row?.totalOrders ?? 0,
    pendingOrders: row?.pendingOrders ?? 0,
    awaitingPayment: row?.awaitingPayment ?? 0,
    refundedOrders: row?.refundedOrders ?? 0,
    revenueCents: Number(row?.revenueCents ?? 0),
    paidOrders: row?.paidOrders ?? 0,
  };
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

/** The cart lines an order was made from, with the quantities ordered. */
export async function orderedCartLines(db: Db, orderId: number): Promise<{ cartLineId: number; quantity: number }[]> {
  const rows = await db
    .select({ cartLineId: orderLines.cartLineId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.cartLineId)));
  return rows.map((r) => ({ cartLineId: r.cartLineId!, quantity: r.quantity }));
}

/** An order's status changes, oldest first. */
export async function statusChanges(db: Db, orderId: number): Promise<{ toStatus: string; createdAt: Date }[]> {
  return db
    .select({ toStatus: orderStatusHistory.toStatus, createdAt: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
}
