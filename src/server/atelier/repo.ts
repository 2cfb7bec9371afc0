import { rowsIn } from '../db/rows';
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { isState } from '../db/sql-lists';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { WorkOrderFormula, WorkOrderLots, WorkOrderStatus } from '../../domain/atelier/work-orders';
import type { ListTotal, PageRequest } from '../../domain/shared/paging';
import type { Db } from '../db/client';
import { keyset, type Page, pageOf } from '../db/keyset';
import { workOrderCounts, workOrderEvents, workOrders } from './schema';

/* The atelier's queries (decision 064): it owns `work_orders` and `work_order_events`. */

export type WorkOrderRow = typeof workOrders.$inferSelect;
export type WorkOrderEventRow = typeof workOrderEvents.$inferSelect;

/**
 * A work order for a paid custom line, with its first event (`queued`, by the shop), unless the line
 * has one already (a payment settled twice). Its batch is the month and its own number: "B2611-00042".
 */
export async function insertWorkOrder(
  db: Db,
  value: { orderId: number; lineId: number; formula: WorkOrderFormula },
): Promise<WorkOrderRow | undefined> {
  const seq = await db.execute(sql`select nextval(pg_get_serial_sequence('work_orders', 'id'))::int as id`);
  const id = rowsIn<{ id: number }>(seq)[0]!.id;
  const [row] = await db
    .insert(workOrders)
    .values({
      id,
      ...value,
      // At least five digits, never cut (lpad would cut the 100,000th to five).
      batch: sql`'B' || to_char(now(), 'YYMM') || '-' || lpad(${id}::text, greatest(5, length(${id}::text)), '0')`,
    })
    .onConflictDoNothing({ target: workOrders.lineId })
    .returning();
  if (row) await db.insert(workOrderEvents).values({ workOrderId: row.id, fromStatus: null, toStatus: 'queued' });
  return row;
}

/** The order's work orders, locked for the rest of the caller's transaction. */
export function lockWorkOrdersOfOrder(db: Db, orderId: number): Promise<WorkOrderRow[]> {
  return db.select().from(workOrders).where(eq(workOrders.orderId, orderId)).orderBy(asc(workOrders.id)).for('update');
}

/** The order's work orders that hold its shipping: neither bottled nor cancelled. */
export function openWorkOrdersOfOrder(db: Db, orderId: number): Promise<WorkOrderRow[]> {
  return db
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.orderId, orderId), notInArray(workOrders.status, ['bottled', 'cancelled'])))
    .orderBy(asc(workOrders.id));
}

export async function findWorkOrder(db: Db, id: number): Promise<WorkOrderRow | undefined> {
  const [row] = await db.select().from(workOrders).where(eq(workOrders.id, id));
  return row;
}

export async function lockWorkOrder(db: Db, id: number): Promise<WorkOrderRow | undefined> {
  const [row] = await db.select().from(workOrders).where(eq(workOrders.id, id)).for('update');
  return row;
}

/** Moves a work order (or changes its bottles) and records the move when its status changed. */
export async function updateWorkOrder(
  db: Db,
  before: WorkOrderRow,
  change: { status?: WorkOrderStatus; formula?: WorkOrderFormula; lots?: WorkOrderLots; readyOn?: Date | null },
  changedBy: number | null,
): Promise<WorkOrderRow> {
  const [row] = await db
    .update(workOrders)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(workOrders.id, before.id))
    .returning();
  if (change.status && change.status !== before.status)
    await db
      .insert(workOrderEvents)
      .values({ workOrderId: before.id, fromStatus: before.status, toStatus: change.status, changedBy });
  // Lots recorded: a line of its history, its status unchanged, with the lots as they now are.
  else if (change.lots)
    await db.insert(workOrderEvents).values({
      workOrderId: before.id,
      fromStatus: before.status,
      toStatus: before.status,
      changedBy,
      lots: change.lots,
    });
  return row!;
}

export function eventsOf(db: Db, workOrderId: number): Promise<WorkOrderEventRow[]> {
  return db
    .select()
    .from(workOrderEvents)
    .where(eq(workOrderEvents.workOrderId, workOrderId))
    .orderBy(asc(workOrderEvents.id));
}

const listKeyset = { at: workOrders.createdAt, id: workOrders.id };
const filterOf = (filter: { status?: WorkOrderStatus | undefined }): SQL | undefined =>
  filter.status ? isState(workOrders.status, filter.status) : undefined;

const isoText = (column: PgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A page of the work orders, oldest first (a queue), on `work_orders_list_idx` (`_status_idx` when
 * filtered), each written as JSON text by the database as the list answers it (decision 058: the
 * process copies the text rather than presenting and serializing fifty formulas).
 */
export async function listWorkOrdersJson(
  db: Db,
  filter: { status?: WorkOrderStatus | undefined },
  page: PageRequest,
): Promise<Page<{ id: number; json: string }>> {
  const k = keyset(listKeyset, page, { oldestFirst: true });
  const rows = await db
    .select({
      id: workOrders.id,
      cursorAt: k.cursorAt,
      // The list's total in the same statement (the embedded store answers one query at a time).
      total: keptCount(filter),
      json: sql<string>`json_build_object(
        'id', ${workOrders.id}, 'orderId', ${workOrders.orderId}, 'lineId', ${workOrders.lineId},
        'batch', ${workOrders.batch}, 'status', ${workOrders.status}, 'formula', ${workOrders.formula},
        'lots', ${workOrders.lots},
        'readyOn', case when ${workOrders.readyOn} is null then null else ${isoText(workOrders.readyOn)} end,
        'createdAt', ${isoText(workOrders.createdAt)}, 'updatedAt', ${isoText(workOrders.updatedAt)})::text`,
    })
    .from(workOrders)
    .where(and(filterOf(filter), k.where))
    .orderBy(...k.orderBy)
    .limit(k.limit);
  const result = pageOf(rows, page, (r) => ({ at: r.cursorAt, id: r.id }));
  const total = rows[0] ? { count: rows[0].total, estimated: false } : await countWorkOrders(db, filter);
  return { ...result, total, rows: result.rows.map(({ id, json }) => ({ id, json })) };
}

/** These work orders' rows (the tests' reference for the list the database writes). */
export function workOrdersById(db: Db, ids: readonly number[]): Promise<WorkOrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(workOrders)
    .where(inArray(workOrders.id, [...ids]));
}

/** How many work orders the filter finds, exact, from the kept counts (one row a status). */
const keptCount = (filter: { status?: WorkOrderStatus | undefined }) =>
  sql<number>`(select coalesce(sum(${workOrderCounts.n}), 0)::int from ${workOrderCounts}
    ${filter.status ? sql`where ${workOrderCounts.status} = ${filter.status}` : sql``})`;

async function countWorkOrders(db: Db, filter: { status?: WorkOrderStatus | undefined }): Promise<ListTotal> {
  const result = await db.execute(sql`select ${keptCount(filter)} as n`);
  const n = rowsIn<{ n: number }>(result)[0]?.n ?? 0;
  return { count: Number(n), estimated: false };
}

/** The work orders of these lines (the order page's). */
export function workOrdersOfLines(db: Db, lineIds: readonly number[]): Promise<WorkOrderRow[]> {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(workOrders)
    .where(inArray(workOrders.lineId, [...lineIds]));
}
