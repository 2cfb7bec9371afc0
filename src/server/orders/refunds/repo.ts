import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { RefundRow } from '../../../domain/refunds/refunds';
import type { Db } from '../../db/client';
import { orderLines, orderRefunds, orders } from '../schema';

/*
 * The refunds' queries (the orders feature owns `order_refunds`). A file of its own beside the
 * orders' repo.ts: the lint lets only files named repo.ts talk to the database.
 */

export type RefundRecord = typeof orderRefunds.$inferSelect;

/** An order's refunds, made and under way (no credit note yet), oldest first. */
export function refundsOfOrder(db: Db, orderId: number): Promise<RefundRecord[]> {
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
}

export async function findRefund(db: Db, id: number): Promise<RefundRecord | undefined> {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id)).limit(1);
  return row;
}

/**
 * A refund reserved before the provider is asked: its amounts and its idempotency key at the
 * provider (`refund-{order}-{id}`, never reused, even when a refused refund's row is dropped).
 */
export async function insertRefundReservation(
  db: Db,
  value: Omit<typeof orderRefunds.$inferInsert, 'refundKey' | 'lines'> & { lines: RefundRow[] },
): Promise<RefundRecord> {
  const [row] = await db
    .insert(orderRefunds)
    .values({ ...value, refundKey: `reserving-${randomUUID()}` })
    .returning({ id: orderRefunds.id });
  const [keyed] = await db
    .update(orderRefunds)
    .set({ refundKey: `refund-${value.orderId}-${row!.id}` })
    .where(eq(orderRefunds.id, row!.id))
    .returning();
  return keyed!;
}

/** A reservation the provider refused: gone, unless it was recorded meanwhile. Answers whether it went. */
export async function dropRefundReservation(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(orderRefunds)
    .where(and(eq(orderRefunds.id, id), isNull(orderRefunds.creditNoteNumber)))
    .returning({ id: orderRefunds.id });
  return rows.length > 0;
}

/** The refund made: its credit note, the provider's refund and whether its bottles went back. */
export async function completeRefund(
  db: Db,
  id: number,
  done: { creditNoteNumber: string; providerRefundId: string | null; restocked: boolean },
): Promise<RefundRecord | undefined> {
  const [row] = await db
    .update(orderRefunds)
    .set(done)
    .where(and(eq(orderRefunds.id, id), isNull(orderRefunds.creditNoteNumber)))
    .returning();
  return row;
}

/** The lines' refunded bottles, counted up. */
export async function addRefundedQuantities(
  db: Db,
  lines: readonly { lineId: number; quantity: number }[],
): Promise<void> {
  for (const l of lines)
    await db
      .update(orderLines)
      .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${l.quantity}` })
      .where(eq(orderLines.id, l.lineId));
}

/** The order's refunded sum and payment status after a refund. */
export async function addRefundedAmount(
  db: Db,
  orderId: number,
  amountCents: number,
  paymentStatus: 'partially_refunded' | 'refunded',
) {
  const now = new Date();
  const [row] = await db
    .update(orders)
    .set({
      refundedCents: sql`${orders.refundedCents} + ${amountCents}`,
      paymentStatus,
      refundedAt: now,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}
