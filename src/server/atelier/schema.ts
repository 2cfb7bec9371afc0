import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { workOrderStatuses, type WorkOrderFormula, type WorkOrderLots } from '../../domain/atelier/work-orders';
import { createdAt } from '../columns';
import { orderLines, orders } from '../orders/schema';
import { users } from '../users/schema';

// The atelier's tables (decision 064): its repo.ts writes them; the orders feature asks its service.

/**
 * A paid custom line's work order: one per line (its quantity is the batch's bottles), its formula and
 * label as they stood when the order was paid (an ingredient edited later never changes it), and where
 * it is in the atelier. `cancelled` when the line was refunded or the order cancelled before it was bottled.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .unique()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** "B2611-00042": the month it was made and its number; on the label and the batch sheet. */
    batch: text('batch').notNull().unique(),
    status: text('status', { enum: workOrderStatuses }).notNull().default('queued'),
    formula: jsonb('formula').$type<WorkOrderFormula>().notNull(),
    /** The raw-material lot weighed for each ingredient line, by ingredient id (issue #43: traceability). */
    lots: jsonb('lots').$type<WorkOrderLots>().notNull().default({}),
    /** The day its rest ends: set when it starts macerating; it may not be bottled before (issue #43). */
    readyOn: timestamp('ready_on', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The Atelier's list: oldest first, within a status or across them.
    index('work_orders_list_idx').on(t.createdAt, t.id),
    index('work_orders_status_idx').on(t.status, t.createdAt, t.id),
    index('work_orders_order_idx').on(t.orderId),
    check('work_orders_status', sql`${t.status} in ('queued', 'compounding', 'macerating', 'bottled', 'cancelled')`),
  ],
);

/** Each move of a work order: from, to, who (null: the shop itself) and when. */
export const workOrderEvents = pgTable(
  'work_order_events',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** A record of lots rather than a move (its from and to the same status): the lots as recorded then. */
    lots: jsonb('lots').$type<WorkOrderLots>(),
    createdAt: createdAt(),
  },
  (t) => [index('work_order_events_work_order_idx').on(t.workOrderId, t.id)],
);

/**
 * How many work orders each status holds, kept by a trigger on work_orders in the change's own
 * transaction (migration 0015): the Atelier's list reads its exact total from here, in its own
 * statement, rather than counting (decision 058's kept figures).
 */
export const workOrderCounts = pgTable('work_order_counts', {
  status: text('status').primaryKey(),
  n: integer('n').notNull().default(0),
});
