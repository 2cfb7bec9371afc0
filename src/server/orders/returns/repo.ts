import { orderLineName } from '../../../domain/catalogue/sizes';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { anyOf, isState } from '../../db/sql-lists';
import type { ListTotal, PageRequest } from '../../../domain/shared/paging';
import type { ReturnStatus } from '../../../domain/returns/returns';
import type { Db } from '../../db/client';
import { countOrEstimate, keyset, type Page, pageOf } from '../../db/keyset';
import { orderLines, orderRefunds, orderReturns, orders } from '../schema';

/*
 * The returns' queries (the orders feature owns `order_returns`). A file of its own beside the
 * orders' repo.ts: the lint lets only files named repo.ts talk to the database.
 */

export type ReturnRow = typeof orderReturns.$inferSelect;
/** `[{ lineId, quantity }]`, as the column holds it. */
export type ReturnLines = { lineId: number; quantity: number }[];

export async function insertReturn(
  db: Db,
  value: { orderId: number; lines: ReturnLines; reason: string },
): Promise<ReturnRow> {
  const [row] = await db.insert(orderReturns).values(value).returning();
  return row!;
}

/** The order's returns, newest first. */
export function returnsOfOrder(db: Db, orderId: number): Promise<ReturnRow[]> {
  return db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id));
}

/** The return, locked for the rest of the caller's transaction. */
export async function lockReturn(db: Db, id: number): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
  return row;
}

export async function updateReturn(
  db: Db,
  id: number,
  change: { status: ReturnStatus; message?: string | null; refundId?: number | null },
): Promise<ReturnRow> {
  const [row] = await db
    .update(orderReturns)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(orderReturns.id, id))
    .returning();
  return row!;
}

/** The names of the orders' lines with their sizes, by line id (what a return's lines show). */
export async function lineNames(db: Db, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: orderLines.id,
      name: orderLines.name,
      size: orderLines.size,
      isCustom: orderLines.isCustom,
      volume: orderLines.volume,
    })
    .from(orderLines)
    .where(anyOf(orderLines.orderId, [...new Set(orderIds)]));
  return new Map(rows.map((r) => [r.id, orderLineName(r)]));
}

/** A return as the back office lists it: with its order's customer (as the order names them). */
export interface AdminReturnRow {
  ret: ReturnRow;
  customerName: string | null;
  customerEmail: string | null;
}

const returnKeyset = { at: orderReturns.createdAt, id: orderReturns.id };
const filterOf = (filter: { status?: ReturnStatus | undefined }): SQL | undefined =>
  filter.status ? isState(orderReturns.status, filter.status) : undefined;

/** A page of the returns, newest first, on `order_returns_list_idx` (or `_status_idx` when filtered). */
export async function listReturns(
  db: Db,
  filter: { status?: ReturnStatus | undefined },
  page: PageRequest,
): Promise<Page<AdminReturnRow>> {
  const k = keyset(returnKeyset, page);
  const rows = await db
    .select({
      ret: orderReturns,
      customerName: sql<string | null>`${orders.shippingDetails}->>'fullName'`,
      customerEmail: sql<string | null>`${orders.shippingDetails}->>'email'`,
      cursorAt: k.cursorAt,
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(and(filterOf(filter), k.where))
    .orderBy(...k.orderBy)
    .limit(k.limit);
  const result = pageOf(rows, page, (r) => ({ at: r.cursorAt, id: r.ret.id }));
  return { ...result, rows: result.rows.map(({ cursorAt: _, ...r }) => r) };
}

export function countReturns(db: Db, filter: { status?: ReturnStatus | undefined }): Promise<ListTotal> {
  return countOrEstimate(db, db.select({ id: orderReturns.id }).from(orderReturns).where(filterOf(filter)).getSQL());
}

/** One return with its order's customer. */
export async function findAdminReturn(db: Db, id: number): Promise<AdminReturnRow | undefined> {
  const [row] = await db
    .select({
      ret: orderReturns,
      customerName: sql<string | null>`${orders.shippingDetails}->>'fullName'`,
      customerEmail: sql<string | null>`${orders.shippingDetails}->>'email'`,
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(eq(orderReturns.id, id))
    .limit(1);
  return row;
}

/** The refund made for a return, if one was. */
export async function refundOfReturn(db: Db, returnId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(eq(orderRefunds.returnId, returnId))
    .orderBy(desc(orderRefunds.id))
    .limit(1);
  return row?.id;
}
