import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { orders } from '../orders/schema';

// The payments feature's tables: its repo.ts writes them. Another feature reads them through its service (joins only as eslint.config.js's allowedJoins lists).

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'simulated'] }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    isTest: boolean('is_test').notNull().default(false),
    /** The provider's refund, once refunded. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** The simulated provider's own intents, kept in the store so every server process sees them. */
export const simulatedPaymentIntents = pgTable('simulated_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded'] }).notNull(),
  lastError: text('last_error'),
  /** Whose cart the intent was made for (`guest:…` or `user:…`). */
  ownerKey: text('owner_key'),
  /** The order it pays, once attached (its amount then equals the order's total). */
  orderId: integer('order_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
