import { and, eq, isNotNull, lt, ne } from 'drizzle-orm';
import { UNPAID_PAYMENT_STATUSES } from '../../../domain/orders/lifecycle';
import type { Db } from '../../db/client';
import { inStates } from '../../db/sql-lists';
import type { OrderRow } from '../repo';
import { orderLines, orders, orderStatusHistory } from '../schema';

/** An order's status and the stock it holds: moved on, expired, let go. */

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

/** The catalogue bottles of an order: what its stock is. */
export async function stockLines(
  db: Db,
  orderId: number,
): Promise<{ perfumeId: number | null; quantity: number; volume: number | null }[]> {
  return db
    .select({ perfumeId: orderLines.perfumeId, quantity: orderLines.quantity, volume: orderLines.volume })
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

/** Unpaid orders whose short hold on their bottles has ended, locked (others' skipped). */
export async function lockEndedHolds(db: Db, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        lt(orders.stockHeldUntil, now),
        eq(orders.stockHeld, true),
        inStates(orders.paymentStatus, UNPAID_PAYMENT_STATUSES),
      ),
    )
    .orderBy(orders.stockHeldUntil)
    .limit(limit)
    .for('update', { skipLocked: true });
}
