import { and, desc, eq, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { documentYear } from '../../../domain/invoices/numbering';
import { UNPAID_PAYMENT_STATUSES } from '../../../domain/orders/lifecycle';
import type { Db } from '../../db/client';
import { inStates } from '../../db/sql-lists';
import { nextDocumentNumber, type OrderLineRow, type OrderRow } from '../repo';
import { orderLines, orders, orderStatusHistory } from '../schema';

/** Placing an order, its checkout attempts waiting for their payment, and paying it. */

export async function insertOrder(
  db: Db,
  order: typeof orders.$inferInsert,
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const [row] = await db.insert(orders).values(order).returning();
  const written = await db
    .insert(orderLines)
    .values(lines.map((l) => ({ ...l, orderId: row!.id })))
    .returning();
  // What the back office finds it by: its names, e-mails and lines (one SQL rule, shop_order_search_text).
  await db.execute(sql`update orders set search_text = shop_order_search_text(id) where id = ${row!.id}`);
  return { order: row!, lines: written.sort((a, b) => a.id - b.id) };
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

export async function findOrderByIntent(db: Db, intentId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentIntentId, intentId)).limit(1);
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
  if (!row) return row;
  // Its invoice's number, from the year's gapless sequence, in this same transaction (decision 059).
  const paidAt = row.paidAt ?? new Date();
  const invoiceNumber = await nextDocumentNumber(db, 'invoice', documentYear(paidAt));
  const [invoiced] = await db.update(orders).set({ invoiceNumber }).where(eq(orders.id, orderId)).returning();
  return invoiced;
}

export async function markPaymentFailed(db: Db, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ paymentStatus: 'failed', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')));
}

/** The cart lines an order was made from, with the quantities ordered. */
export async function orderedCartLines(db: Db, orderId: number): Promise<{ cartLineId: number; quantity: number }[]> {
  const rows = await db
    .select({ cartLineId: orderLines.cartLineId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.cartLineId)));
  return rows.map((r) => ({ cartLineId: r.cartLineId!, quantity: r.quantity }));
}

/** The owner's orders still waiting for their payment (pending, unpaid). */
function waitingOf(owner: { userId: number } | { guestId: string }): SQL {
  return and(
    'userId' in owner ? eq(orders.userId, owner.userId) : eq(orders.guestId, owner.guestId),
    eq(orders.status, 'pending'),
    // A refill's renewal waits on its own: a checkout never supersedes it, nor it a checkout.
    isNull(orders.subscriptionId),
    inStates(orders.paymentStatus, UNPAID_PAYMENT_STATUSES),
  )!;
}

/** An owner's checkout attempts still waiting for their payment, locked for the caller's transaction. */
export async function lockLiveAttempts(db: Db, owner: { userId: number } | { guestId: string }): Promise<OrderRow[]> {
  return db.select().from(orders).where(waitingOf(owner)).orderBy(orders.id).for('update');
}

/** The owner's newest checkout attempt still waiting for its payment (one waits at a time: a newer one supersedes it). */
export async function newestWaiting(
  db: Db,
  owner: { userId: number } | { guestId: string },
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(waitingOf(owner)).orderBy(desc(orders.id)).limit(1);
  return row;
}

/**
 * Names the card payment that pays a waiting order, unless another payment is named already: answers
 * whether this one is (one statement, so two payments claiming the order at once never both win).
 */
export async function claimAttachedIntent(db: Db, orderId: number, intentId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ attachedIntentId: intentId })
    .where(
      and(eq(orders.id, orderId), or(sql`${orders.attachedIntentId} is null`, eq(orders.attachedIntentId, intentId))),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
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

/** The card payment now attached to the unpaid order. */
export async function noteAttachedIntent(db: Db, orderId: number, intentId: string): Promise<void> {
  await db.update(orders).set({ attachedIntentId: intentId }).where(eq(orders.id, orderId));
}

/** What an address has placed in the last `windowMs`, and how many of its orders still wait for a payment. */
export async function activityOf(db: Db, ip: string, windowMs: number, unpaidWindowMs: number) {
  const [row] = await db
    .select({
      placed: sql<number>`(count(*) filter (where ${orders.createdAt} >= now() - make_interval(secs => ${windowMs / 1000})))::int`,
      oldestPlaced: sql<
        Date | string | null
      >`min(${orders.createdAt}) filter (where ${orders.createdAt} >= now() - make_interval(secs => ${windowMs / 1000}))`,
      unpaid: sql<number>`(count(*) filter (where ${orders.status} = 'pending' and ${inStates(orders.paymentStatus, UNPAID_PAYMENT_STATUSES)}))::int`,
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
