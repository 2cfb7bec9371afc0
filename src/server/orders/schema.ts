import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { carts } from '../cart/schema';
import { users } from '../users/schema';

// The orders feature's tables: its repo.ts writes them. Another feature reads them through its service (joins only as eslint.config.js's allowedJoins lists).

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestId: text('guest_id'),
    /** The cart this order was made from: settling the payment clears it. */
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    /** Taken off by the server's adjustments (sample credits, the discovery set): total = subtotal − discount + shipping. */
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'processing', 'shipped', 'completed', 'cancelled'] })
      .notNull()
      .default('pending'),
    paymentStatus: text('payment_status', { enum: ['pending', 'paid', 'failed', 'partially_refunded', 'refunded'] })
      .notNull()
      .default('pending'),
    shippingDetails: jsonb('shipping_details').notNull(),
    /**
     * VAT as charged (decision 059), never recomputed: the destination's rate, the VAT
     * inside the total, and inside its shipping and its discount (negative). Null on orders placed
     * before VAT was recorded.
     */
    taxRateBp: integer('tax_rate_bp'),
    taxCents: integer('tax_cents'),
    shippingTaxCents: integer('shipping_tax_cents'),
    discountTaxCents: integer('discount_tax_cents'),
    /** The destination (ISO 3166-1 alpha-2) and the shipping method chosen, as they were. */
    countryCode: text('country_code'),
    shippingMethodId: integer('shipping_method_id'),
    shippingMethodName: text('shipping_method_name'),
    /** The invoice's number (`2026-000001`), allocated in the payment's transaction. */
    invoiceNumber: text('invoice_number').unique(),
    /** What its refunds have given back so far: revenue is total − refunded. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    paymentIntentId: text('payment_intent_id').unique(),
    /** How the order left, once shipped. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    isTestPayment: boolean('is_test_payment').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * The order holds its lines' stock: taken by the payment, or held a few minutes (`stock_held_until`)
     * while a card payment is attached to the unpaid order; released once, on cancel, expiry, the
     * hold's end or a restocking refund.
     */
    stockHeld: boolean('stock_held').notNull().default(false),
    /** Until when an unpaid order's bottles are held for its payment; null once paid (held for good) or never held. */
    stockHeldUntil: timestamp('stock_held_until', { withTimezone: true }),
    /** The payment intent attached to the unpaid order (it may have succeeded before the shop hears of it). */
    attachedIntentId: text('attached_intent_id'),
    /** The address the order was placed from: unpaid orders and placements per address are capped. */
    placedFrom: text('placed_from'),
    /** The language the order was placed in: its mails and documents speak it (decision 069). */
    locale: text('locale').notNull().default('en'),
    /**
     * What the back office's search reads: the customer's names and e-mails (the shipping details' and
     * the account's) and the lines' names, lower case and without accents (SQL `shop_order_search_text`,
     * kept by the order's insert and by its account's renames; null until a start's backfill reaches a
     * row written before it existed).
     */
    searchText: text('search_text'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A gift (decision 063): the shipping details are then the recipient's. Its wrap as charged
     * (VAT included, inside the total; its VAT at the destination's rate) and its message as printed
     * on the card and the packing slip, never on the invoice.
     */
    isGift: boolean('is_gift').notNull().default(false),
    giftWrapCents: integer('gift_wrap_cents').notNull().default(0),
    giftWrapTaxCents: integer('gift_wrap_tax_cents'),
    giftMessage: text('gift_message'),
    /** The buyer's details, on the invoice; null when they are the shipping details. */
    billingDetails: jsonb('billing_details'),
    /**
     * The buyer as the issued invoice printed them, kept when the customer deleted their account and
     * the order's own details were replaced by "Deleted customer": the law keeps issued invoices.
     */
    invoiceParty: jsonb('invoice_party'),
    /**
     * A refill's renewal (DESIGN §1 "Refills"): the subscription and the delivery (cycle) it bills. One paid
     * order per subscription and cycle (the unique index below), whatever the processes and webhooks do.
     */
    subscriptionId: integer('subscription_id'),
    subscriptionCycle: integer('subscription_cycle'),
  },
  // The back office's indexes are built online at start (db/online-indexes.ts), not by a migration.
  (t) => [
    index('orders_guest_idx').on(t.guestId),
    uniqueIndex('orders_subscription_cycle_paid_idx')
      .on(t.subscriptionId, t.subscriptionCycle)
      .where(sql`${t.subscriptionId} is not null and ${t.paidAt} is not null`),
    index('orders_placed_from_idx').on(t.placedFrom, t.createdAt),
    // The end of short stock holds: unpaid orders whose bottles are held, by the hold's end.
    index('orders_stock_hold_idx')
      .on(t.stockHeldUntil)
      .where(sql`${t.stockHeldUntil} is not null`),
    // The expiry sweep: unpaid orders by age.
    index('orders_awaiting_payment_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' and ${t.paymentStatus} <> 'paid'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    perfumeId: integer('perfume_id'),
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    isCustom: boolean('is_custom').notNull().default(false),
    customDetails: jsonb('custom_details'),
    /** The cart line it was ordered from: paying removes exactly what the order holds from the cart. */
    cartLineId: integer('cart_line_id'),
    size: text('size', { enum: ['bottle', 'sample'] })
      .notNull()
      .default('bottle'),
    /** The line's VAT as charged (gross = unit price × quantity = net + tax); null before VAT was recorded. */
    netCents: integer('net_cents'),
    taxCents: integer('tax_cents'),
    taxRateBp: integer('tax_rate_bp'),
    /** How many of its bottles have been refunded. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    /** A catalogue bottle's size in ml (2 for a sample); null for a custom line and lines ordered before sizes. */
    volume: integer('volume'),
    /** A refill line (DESIGN §1 "Refills"): paid, it makes a subscription delivered every so many weeks. */
    refillWeeks: integer('refill_weeks'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** Why, when the change says more than its status: `expired`, `refunded`. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/**
 * What the back office's search of the orders reads when it counts a search's matches (docs/decisions/076): each
 * distinct name, e-mail and line name of the placed orders, folded as `search_text` is (`shop_fold`), once, with a
 * trigram index over them (built at start, db/online-indexes.ts); kept by the trigger on `orders` (migration 0042).
 */
export const orderSearchKeys = pgTable('order_search_keys', {
  key: text('key').primaryKey(),
});

/**
 * Each placed order under each of its keys, newest first within a key: the orders of the few keys a search finds are
 * read and counted from this index alone, in the order of their text, not one order's row at a time (decision 076).
 */
export const orderSearchEntries = pgTable(
  'order_search_entries',
  {
    key: text('key')
      .notNull()
      .references(() => orderSearchKeys.key),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id').notNull(),
  },
  (t) => [
    uniqueIndex('order_search_entries_key_idx').on(t.key, t.createdAt.desc(), t.orderId.desc()),
    index('order_search_entries_order_idx').on(t.orderId),
  ],
);

/**
 * Placed orders whose search keys are still to be written: their search text was written by a start's backfill (a
 * bulk import), whose keys are then written at once, in the order of their text (`backfillSearchKeys`).
 */
export const orderSearchPending = pgTable('order_search_pending', {
  orderId: integer('order_id').primaryKey(),
});

/**
 * Keys to an order's own page (`/orders/{id}?key=…`), stored as SHA-256: one answered to the
 * browser that placed the order, one written into the confirmation mail.
 */
export const orderKeys = pgTable(
  'order_keys',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_keys_order_idx').on(t.orderId)],
);

/**
 * The dashboard's counts and sums, kept by a trigger on `orders` in the transaction of each change
 * (migration 0006): orders and their totals per day created (UTC), status and payment status.
 */
export const orderFigures = pgTable(
  'order_figures',
  {
    day: date('day').notNull(),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    /** The orders' currency (decision 070): sums of two currencies are never added. */
    currency: text('currency').notNull().default('EUR'),
    orders: integer('orders').notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    /** What refunds gave back of those orders (migration 0007): revenue is total − refunded. */
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.paymentStatus, t.currency] })],
);

/**
 * The same figures over all days, kept by the same trigger (migration 0027): a row per status and
 * payment status, so a total without a day range reads a dozen rows, not a row per day.
 */
export const orderTotals = pgTable(
  'order_totals',
  {
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    currency: text('currency').notNull().default('EUR'),
    orders: integer('orders').notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.paymentStatus, t.currency] })],
);

/** The revenue the shop keeps (paid, not cancelled) per day paid (UTC) and currency, kept by the same trigger: the chart's rows. */
export const revenueDays = pgTable(
  'revenue_days',
  {
    day: date('day').notNull(),
    currency: text('currency').notNull().default('EUR'),
    orders: integer('orders').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency] })],
);

/**
 * A refund of part or all of a paid order, as the provider made it: the lines and quantities, the
 * shipping, the amounts (each line's VAT its share of what the line was charged), the credit note's
 * number (`CN-2026-000001`), and the provider's refund.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `[{ lineId, name, quantity, grossCents, netCents, taxCents, rateBp }]`, as the credit note prints them. */
    lines: jsonb('lines').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    shippingTaxCents: integer('shipping_tax_cents').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    restocked: boolean('restocked').notNull().default(false),
    creditNoteNumber: text('credit_note_number').unique(),
    providerRefundId: text('provider_refund_id'),
    /** The refund's idempotency key at the provider. */
    refundKey: text('refund_key').notNull().unique(),
    returnId: integer('return_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId)],
);

/** A customer's request to send bottles back, and what became of it. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['requested', 'approved', 'refused', 'received', 'refunded'] })
      .notNull()
      .default('requested'),
    /** `[{ lineId, quantity }]`. */
    lines: jsonb('lines').notNull(),
    reason: text('reason').notNull(),
    /** What the house answered (mailed with an approval or a refusal). */
    message: text('message'),
    refundId: integer('refund_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_list_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('order_returns_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * Gapless document numbers: one counter per kind (`invoice`, `credit-note`) and calendar year,
 * advanced in the transaction that issues the document, so a rolled-back payment gives its number
 * back and two payments at once queue on the row.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/**
 * The house's internal notes on an order (decision 066): who wrote what, when. Never in
 * any answer the customer reads, nor in their export: the house's records, not the customer's data.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);
