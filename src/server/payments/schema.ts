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
  /** `requires_action`: an off-session charge waiting for its card holder's confirmation (3-D Secure). */
  status: text('status', { enum: ['requires_payment_method', 'requires_action', 'succeeded'] }).notNull(),
  lastError: text('last_error'),
  /** Whose cart the intent was made for (`guest:…` or `user:…`). */
  ownerKey: text('owner_key'),
  /** The order it pays, once attached (its amount then equals the order's total). */
  orderId: integer('order_id'),
  /** The shop customer (`user:12`) for whom the card that pays it is kept, for later off-session charges. */
  keepCard: text('keep_card'),
  /** The kept card (simulated_cards) it was paid with, or charged off-session. */
  cardToken: text('card_token'),
  /** An off-session charge's key: asked again with it, the same intent answers (unique, so never charged twice). */
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The simulated provider's kept cards: a token for the customer, and how the test card behaves when
 * charged off-session (the card number itself is never stored, as with a real provider).
 */
export const simulatedCards = pgTable('simulated_cards', {
  token: text('token').primaryKey(),
  customer: text('customer').notNull(),
  last4: text('last4').notNull(),
  behaviour: text('behaviour', { enum: ['renews', 'declines', 'confirms'] }).notNull(),
  createdAt: createdAt(),
});

/** The simulated provider's card setups (a card changed through its own setup flow, nothing charged). */
export const simulatedCardSetups = pgTable('simulated_card_setups', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  customer: text('customer').notNull(),
  /** The card kept once the setup succeeded. */
  cardToken: text('card_token'),
  createdAt: createdAt(),
});
