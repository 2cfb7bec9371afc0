import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { orderLines, orders } from '../orders/schema';

// The samples feature's tables: its repo.ts writes them. Another feature reads them through its service (joins only as eslint.config.js's allowedJoins lists).

/**
 * What the server takes off an order's lines: a sample's price credited against the bottle of the
 * same perfume or creation (`sample_line_id`: the sample's order line, credited once while the claim
 * is active), or the discovery set (five samples for the price of four). A cancelled, expired or
 * refunded order lets its sample credits go.
 */
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['sample-credit', 'discovery-set', 'discount-code', 'gift-sample'] }).notNull(),
    label: text('label').notNull(),
    /** Taken off the order (positive). */
    amountCents: integer('amount_cents').notNull(),
    sampleLineId: integer('sample_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    /** Which of the sample line's samples (0 … quantity − 1): each is credited once. */
    sampleUnit: integer('sample_unit').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_adjustments_order_idx').on(t.orderId),
    uniqueIndex('order_adjustments_sample_once_idx')
      .on(t.sampleLineId, t.sampleUnit)
      .where(sql`${t.sampleLineId} is not null and ${t.active}`),
    check('order_adjustments_amount', sql`${t.amountCents} > 0`),
  ],
);
