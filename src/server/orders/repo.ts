import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type DocumentKind, documentNumber } from '../../domain/invoices/numbering';
import { PLACED_PAYMENT_STATUSES } from '../../domain/orders/lifecycle';
import type { Db } from '../db/client';
import { anyOf, inStates } from '../db/sql-lists';
import { documentSequences, orderKeys, orderLines, orderRefunds, orders, orderStatusHistory } from './schema';

/**
 * An order's rows, read by every use case. The use cases' own queries sit beside their modules:
 * placing/repo.ts (placing and paying), lifecycle/repo.ts (status and stock), listing/repo.ts (the
 * lists and the back office's order), filtering/repo.ts (the back office's filters and totals),
 * csv/repo.ts (the export), dashboard/repo.ts (the dashboard's figures).
 */

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * A placed order: paid, or paid and refunded since. An unpaid checkout attempt is not one
 * (isPlacedOrder). Written as literals, as the partial indexes that serve the lists are
 * (db/online-indexes.ts): the planner proves a query may use one only from the same constants.
 */
export const placed = inStates(orders.paymentStatus, PLACED_PAYMENT_STATUSES);

export async function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** The order, locked for the rest of the caller's transaction. */
export async function lockOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function linesFor(db: Db, orderIds: number[]): Promise<Map<number, OrderLineRow[]>> {
  const map = new Map<number, OrderLineRow[]>();
  if (orderIds.length === 0) return map;
  const rows = await db.select().from(orderLines).where(anyOf(orderLines.orderId, orderIds)).orderBy(orderLines.id);
  for (const r of rows) {
    const list = map.get(r.orderId) ?? [];
    list.push(r);
    map.set(r.orderId, list);
  }
  return map;
}

/**
 * The next number of a kind of document for a year, in the caller's transaction: the year's counter
 * row is advanced and locked until the transaction ends, so two payments at once (any processes)
 * take consecutive numbers, and a rolled-back one gives its number back: no gap, no repeat.
 */
export async function nextDocumentNumber(db: Db, kind: DocumentKind, year: number): Promise<string> {
  const [row] = await db
    .insert(documentSequences)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.kind, documentSequences.year],
      set: { last: sql`${documentSequences.last} + 1` },
    })
    .returning({ last: documentSequences.last });
  return documentNumber(kind, year, row!.last);
}

/** A timestamp as `Date.toISOString` writes it (UTC, milliseconds, `Z`), or null. */
export const isoText = (column: PgColumn) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

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

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** The order's refunds that carry a credit note, oldest first: what its credit notes print. */
export function creditedRefunds(db: Db, orderId: number): Promise<OrderRefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), isNotNull(orderRefunds.creditNoteNumber)))
    .orderBy(orderRefunds.id);
}
