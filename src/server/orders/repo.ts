import { and, desc, eq, gte, ilike, inArray, isNotNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { OrderFilter } from '../../domain/orders/admin-schemas';
import type { Db } from '../db/client';
import { users } from '../users/schema';
import { orderKeys, orderLines, orders, orderStatusHistory } from './schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** A placed order: paid, or paid and refunded since. An unpaid checkout attempt is not one (isPlacedOrder). */
const placed = inArray(orders.paymentStatus, ['paid', 'refunded']);
/** Money the shop keeps: paid, not refunded, not cancelled. */
const earning = sql`${orders.paymentStatus} = 'paid' and ${orders.status} <> 'cancelled'`;

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

/**
 * Marks a locked order paid, in the caller's transaction; an order awaiting its payment moves on to
 * `processing` (recorded in its history), and bottles it held for a while are now its own. The
 * caller has checked the order can be paid (not paid, not cancelled).
 */
export async function markPaid(
  db: Db,
  current: OrderRow,
  intentId: string,
  isTest: boolean,
): Promise<OrderRow | undefined> {
  const orderId = current.id;
  const moves = current.status === 'pending';
  const [row] = await db
    .update(orders)
    .set({
      paymentStatus: 'paid',
      paymentIntentId: intentId,
      isTestPayment: isTest,
      paidAt: new Date(),
      updatedAt: new Date(),
      stockHeldUntil: null,
      ...(moves ? { status: 'processing' as const } : {}),
    })
    .where(and(eq(orders.id, orderId), ne(orders.paymentStatus, 'paid')))
    .returning();
  if (row && moves)
    await db
      .insert(orderStatusHistory)
      .values({ orderId, changedBy: null, fromStatus: 'pending', toStatus: 'processing', note: 'paid' });
  return row;
}

/** The order, locked for the rest of the caller's transaction. */
export async function lockOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
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

/** The user's placed orders, newest first: an unpaid checkout attempt is not in their history. */
export async function listOrdersOfUser(db: Db, userId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), placed))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Sets a locked order's status (and its shipment, when shipped) and records the change, in the caller's transaction. */
export async function writeStatus(
  db: Db,
  order: Pick<OrderRow, 'id' | 'status'>,
  status: OrderRow['status'],
  changedBy: number | null,
  extra: { note?: string; shipment?: { carrier: string; trackingNumber: string } } = {},
): Promise<number> {
  if (order.status !== status) {
    await db
      .update(orders)
      .set({
        status,
        updatedAt: new Date(),
        ...(extra.shipment ? { carrier: extra.shipment.carrier, trackingNumber: extra.shipment.trackingNumber } : {}),
      })
      .where(eq(orders.id, order.id));
  }
  const [history] = await db
    .insert(orderStatusHistory)
    .values({ orderId: order.id, changedBy, fromStatus: order.status, toStatus: status, note: extra.note ?? null })
    .returning({ id: orderStatusHistory.id });
  return history!.id;
}

/** The order's bottles held for good, or given back (any short hold ends either way). */
export async function setStockHeld(db: Db, orderId: number, held: boolean): Promise<void> {
  await db.update(orders).set({ stockHeld: held, stockHeldUntil: null }).where(eq(orders.id, orderId));
}

export async function markRefunded(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ paymentStatus: 'refunded', refundedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'paid')))
    .returning();
  return row;
}

/** The catalogue bottles of an order: what its stock is. */
export async function stockLines(db: Db, orderId: number): Promise<{ perfumeId: number | null; quantity: number }[]> {
  return db
    .select({ perfumeId: orderLines.perfumeId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        isNotNull(orderLines.perfumeId),
        eq(orderLines.isCustom, false),
        eq(orderLines.size, 'bottle'),
      ),
    );
}

/**
 * Unpaid orders older than the cutoff, locked for the caller's transaction; rows another process
 * is expiring are skipped.
 */
export async function lockExpirable(db: Db, cutoff: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        ne(orders.paymentStatus, 'paid'),
        ne(orders.paymentStatus, 'refunded'),
        lt(orders.createdAt, cutoff),
      ),
    )
    .orderBy(orders.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function findOrderByIntent(db: Db, intentId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentIntentId, intentId)).limit(1);
  return row;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The admin's filters as SQL: status, creation day range (UTC), customer or order number. Placed
 * orders only, unless `awaiting-payment` asks for the checkout attempts never paid (pending, or
 * cancelled when they expired or a newer attempt superseded them).
 */
function filterConditions(filter: OrderFilter): SQL[] {
  const c: SQL[] = [];
  if (filter.status === 'awaiting-payment') c.push(inArray(orders.paymentStatus, ['pending', 'failed']));
  else {
    c.push(placed);
    if (filter.status) c.push(eq(orders.status, filter.status));
  }
  if (filter.from) c.push(gte(orders.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) c.push(lt(orders.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)));
  const q = filter.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const number = /^#?(\d{1,9})$/.exec(q);
    c.push(
      or(
        ...(number ? [eq(orders.id, Number(number[1]))] : []),
        ilike(sql`${orders.shippingDetails}->>'fullName'`, pattern),
        ilike(sql`${orders.shippingDetails}->>'email'`, pattern),
        ilike(users.email, pattern),
        ilike(users.fullName, pattern),
      )!,
    );
  }
  return c;
}

const adminColumns = { order: orders, accountName: users.fullName, accountEmail: users.email };

/** The admin's list, newest first, filtered and paged, with the account behind each order. */
export function listOrdersFiltered(db: Db, filter: OrderFilter, limit: number, offset: number) {
  return db
    .select(adminColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(...filterConditions(filter)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}
export type AdminOrderRow = Awaited<ReturnType<typeof listOrdersFiltered>>[number];

/** A page of the export: orders older than `beforeId` (newest first), so a large export never holds everything. */
export function exportPage(db: Db, filter: OrderFilter, beforeId: number | undefined, limit: number) {
  return db
    .select(adminColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(...filterConditions(filter), ...(beforeId === undefined ? [] : [lt(orders.id, beforeId)])))
    .orderBy(desc(orders.id))
    .limit(limit);
}

export async function findAdminOrder(db: Db, id: number): Promise<AdminOrderRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  return row;
}

/** An order's history with who made each change. */
export function historyWithAuthors(db: Db, orderId: number) {
  return db
    .select({
      toStatus: orderStatusHistory.toStatus,
      note: orderStatusHistory.note,
      createdAt: orderStatusHistory.createdAt,
      by: users.email,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
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
      totalOrders: sql<number>`(count(*) filter (where ${placed}))::int`,
      // Paid and not yet shipped: what needs the shop's attention.
      pendingOrders: sql<number>`(count(*) filter (where ${orders.paymentStatus} = 'paid' and ${orders.status} in ('pending', 'processing')))::int`,
      awaitingPayment: sql<number>`(count(*) filter (where ${orders.status} = 'pending' and ${orders.paymentStatus} in ('pending', 'failed')))::int`,
      refundedOrders: sql<number>`(count(*) filter (where ${orders.paymentStatus} = 'refunded'))::int`,
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${earning}), 0)::bigint`,
      paidOrders: sql<number>`(count(*) filter (where ${earning}))::int`,
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
    .select({
      id: orders.id,
      totalCents: orders.totalCents,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(placed)
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
    .where(
      sql`${earning} and ${orders.paidAt} >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - make_interval(days => ${days - 1})`,
    )
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
export async function statusChanges(
  db: Db,
  orderId: number,
): Promise<{ toStatus: string; note: string | null; createdAt: Date }[]> {
  return db
    .select({
      toStatus: orderStatusHistory.toStatus,
      note: orderStatusHistory.note,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
}

/** The owner's orders still waiting for their payment (pending, unpaid). */
function waitingOf(owner: { userId: number } | { guestId: string }): SQL {
  return and(
    'userId' in owner ? eq(orders.userId, owner.userId) : eq(orders.guestId, owner.guestId),
    eq(orders.status, 'pending'),
    inArray(orders.paymentStatus, ['pending', 'failed']),
  )!;
}

/** An owner's checkout attempts still waiting for their payment, locked for the caller's transaction. */
export async function lockLiveAttempts(db: Db, owner: { userId: number } | { guestId: string }): Promise<OrderRow[]> {
  return db.select().from(orders).where(waitingOf(owner)).orderBy(orders.id).for('update');
}

/** An owner's waiting attempts that have a card payment attached (it may have gone through). */
export async function attemptsWithIntents(
  db: Db,
  owner: { userId: number } | { guestId: string },
): Promise<{ id: number; attachedIntentId: string }[]> {
  const rows = await db
    .select({ id: orders.id, attachedIntentId: orders.attachedIntentId })
    .from(orders)
    .where(and(waitingOf(owner), isNotNull(orders.attachedIntentId)));
  return rows.map((r) => ({ id: r.id, attachedIntentId: r.attachedIntentId! }));
}

/** What an address has placed in the last `windowMs`, and how many of its orders still wait for a payment. */
export async function activityOf(db: Db, ip: string, windowMs: number, unpaidWindowMs: number) {
  const [row] = await db
    .select({
      placed: sql<number>`(count(*) filter (where ${orders.createdAt} >= now() - make_interval(secs => ${windowMs / 1000})))::int`,
      oldestPlaced: sql<
        Date | string | null
      >`min(${orders.createdAt}) filter (where ${orders.createdAt} >= now() - make_interval(secs => ${windowMs / 1000}))`,
      unpaid: sql<number>`(count(*) filter (where ${orders.status} = 'pending' and ${orders.paymentStatus} in ('pending', 'failed')))::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.placedFrom, ip),
        sql`${orders.createdAt} >= now() - make_interval(secs => ${Math.max(windowMs, unpaidWindowMs) / 1000})`,
      ),
    );
  const oldest = row?.oldestPlaced;
  return {
    placed: row?.placed ?? 0,
    oldestPlaced: oldest ? new Date(oldest) : null,
    unpaid: row?.unpaid ?? 0,
  };
}

/** The order's bottles held (until `until`, or for good when null) or let go. */
export async function setStockHold(db: Db, orderId: number, held: boolean, until: Date | null): Promise<void> {
  await db.update(orders).set({ stockHeld: held, stockHeldUntil: until }).where(eq(orders.id, orderId));
}

/** Unpaid orders whose short hold on their bottles has ended, locked (others' skipped). */
export async function lockEndedHolds(db: Db, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        lt(orders.stockHeldUntil, now),
        eq(orders.stockHeld, true),
        inArray(orders.paymentStatus, ['pending', 'failed']),
      ),
    )
    .orderBy(orders.stockHeldUntil)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The card payment now attached to the unpaid order. */
export async function noteAttachedIntent(db: Db, orderId: number, intentId: string): Promise<void> {
  await db.update(orders).set({ attachedIntentId: intentId }).where(eq(orders.id, orderId));
}
