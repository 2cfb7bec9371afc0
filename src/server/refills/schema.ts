import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from '../users/schema';

// The refills feature's tables (DESIGN §1 "Refills"): its repo.ts writes them.

/**
 * A refill: a catalogue size or a creation delivered every `interval_weeks` weeks to its owner, at the refill price
 * of the day, charged off-session to the card the provider kept. Made once by the paid order's line it came from.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'paused', 'past_due', 'cancelled'] })
      .notNull()
      .default('active'),
    intervalWeeks: integer('interval_weeks').notNull(),
    /** What is delivered: a catalogue size (perfume, ml) or a custom perfume (its details as subscribed). */
    perfumeId: integer('perfume_id'),
    volume: integer('volume'),
    isCustom: boolean('is_custom').notNull().default(false),
    customDetails: jsonb('custom_details'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** The market it is priced in (its currency), where it goes and how (the first order's). */
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    shippingDetails: jsonb('shipping_details').notNull(),
    countryCode: text('country_code'),
    shippingMethodId: integer('shipping_method_id'),
    locale: text('locale').notNull().default('en'),
    /** The card the provider kept (its token, never a number) and how it is named to its owner ("•••• 4242"). */
    cardToken: text('card_token'),
    cardLabel: text('card_label'),
    /** The paid order and line it came from: a line makes one subscription, whatever settles it twice. */
    originOrderId: integer('origin_order_id').notNull(),
    originLineId: integer('origin_line_id').notNull(),
    /** What its last paid delivery's line came to (minor units of `currency`): the dashboard's recurring revenue reads it. */
    lastAmountMinor: integer('last_amount_minor').notNull().default(0),
    /** Deliveries paid so far: the checkout's is 1; a renewal bills `cycle + 1`. */
    cycle: integer('cycle').notNull().default(1),
    /** When the next delivery is due (its price and reminder read it); null once cancelled. */
    nextRenewalAt: timestamp('next_renewal_at', { withTimezone: true }),
    /** A paused refill resumes on this day (its next renewal). */
    resumeAt: timestamp('resume_at', { withTimezone: true }),
    /** When the scheduler acts next: the due day, a retry's day, a postponed day; null when nothing is due. */
    attemptAt: timestamp('attempt_at', { withTimezone: true }),
    /** Failed attempts of the cycle being billed (three cancel the refill). */
    failures: integer('failures').notNull().default(0),
    /** The renewal the reminder was sent for (its `next_renewal_at`): one reminder per delivery. */
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
    /** A process is billing it until then (a lease: a crashed process's ends by itself). */
    chargingUntil: timestamp('charging_until', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why it ended: `customer`, `declined`, `formula`, `staff`. */
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_origin_line_idx').on(t.originLineId),
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    // The scheduler's walk: what is due, by due time, never an offset.
    index('subscriptions_attempt_idx')
      .on(t.attemptAt, t.id)
      .where(sql`${t.attemptAt} is not null`),
    // The reminders' walk: active refills by their next renewal.
    index('subscriptions_next_idx')
      .on(t.nextRenewalAt, t.id)
      .where(sql`${t.status} = 'active'`),
    index('subscriptions_status_idx').on(t.status, t.createdAt, t.id),
    check('subscriptions_interval', sql`${t.intervalWeeks} between 1 and 52`),
    check('subscriptions_quantity', sql`${t.quantity} between 1 and 10`),
  ],
);

/** Every attempt to bill a cycle: its order, its outcome; the back office reads a refill's history from it. */
export const subscriptionAttempts = pgTable(
  'subscription_attempts',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    attempt: integer('attempt').notNull(),
    orderId: integer('order_id'),
    /** `charging`, `succeeded`, `declined`, `requires_action`, `postponed` (sold out), `stopped` (formula refused). */
    outcome: text('outcome').notNull(),
    message: text('message'),
    /** Who asked: `scheduler`, `customer`, `staff`. */
    trigger: text('trigger').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    intentId: text('intent_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_attempts_key_idx').on(t.idempotencyKey),
    index('subscription_attempts_subscription_idx').on(t.subscriptionId, t.cycle),
  ],
);

/**
 * The dashboard's refill figures, kept per status and currency by a trigger on `subscriptions` (migration 0039): how
 * many, and their monthly revenue as the sum of each one's `last_amount_minor * 52 / 12 / interval_weeks` (exact
 * numeric, rounded only when read), so the dashboard reads a few rows, not every refill twice (21 ms at 31,000).
 */
export const subscriptionFigures = pgTable(
  'subscription_figures',
  {
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    subscriptions: integer('subscriptions').notNull().default(0),
    monthlyMinor: numeric('monthly_minor').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.status, t.currency] })],
);
