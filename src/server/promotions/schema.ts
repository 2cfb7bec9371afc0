import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { perfumes } from '../catalogue/schema';
import { orders } from '../orders/schema';

// The promotions feature's tables: its repo.ts writes them. Another feature reads them through its service.

/**
 * A discount code made in the back office (docs/decisions/061-promotions.md). `code` is kept
 * upper-case, unique. `uses` counts the uses taken by paid orders and those reserved by an order
 * whose card is being charged: it never passes `max_uses` (the conditional update and the check).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount', 'free-shipping'] }).notNull(),
    /** Percent: basis points; amount: cents; free shipping: 0. */
    value: integer('value').notNull(),
    minSubtotalCents: integer('min_subtotal_cents'),
    /**
     * In the other markets' currencies (decision 070): an amount code's value and any code's minimum, in minor
     * units (`{ GBP: { value: 1000, minSubtotal: 5000 } }`). An amount code without a value in a currency does not
     * apply there; a minimum without one is the default currency's at the market's rate.
     */
    currencyAmounts: jsonb('currency_amounts')
      .$type<Record<string, { value?: number; minSubtotal?: number | null }>>()
      .notNull()
      .default({}),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    appliesTo: text('applies_to').array().notNull(),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(sql`upper(${t.code})`),
    check('discount_codes_uses', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
    check('discount_codes_value', sql`${t.value} >= 0`),
  ],
);

/**
 * An order made with a code: `placed` when the order is written, `reserved` (one of the code's uses
 * held) just before its card is charged, `paid` once paid, `released` when the order is cancelled,
 * superseded or expired (a failed payment puts a reservation back to `placed`).
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * The identities the use counts against, space-separated (domain/promotions/identity.ts): the
     * account's `user:<id>` when signed in, and `email:<address>` for each of the order's e-mails
     * (the account's, shipping, billing), normalised. A use stored before issue #41 holds one.
     */
    customerKey: text('customer_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    orderTotalCents: integer('order_total_cents').notNull(),
    state: text('state', { enum: ['placed', 'reserved', 'paid', 'released'] })
      .notNull()
      .default('placed'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_idx').on(t.orderId),
    index('discount_redemptions_customer_idx').on(t.codeId, t.customerKey),
  ],
);

/** What a cart (named by its owner: 'user:<id>' or 'guest:<id>') holds of the offers: its code, its chosen gift sample. */
export const cartPromotions = pgTable('cart_promotions', {
  ownerKey: text('owner_key').primaryKey(),
  codeId: integer('code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
  giftPerfumeId: integer('gift_perfume_id').references(() => perfumes.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row (id 1): the automatic gift's threshold; null: no gift offered. */
export const promotionSettings = pgTable(
  'promotion_settings',
  {
    id: integer('id').primaryKey().default(1),
    giftSampleThresholdCents: integer('gift_sample_threshold_cents'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('promotion_settings_one_row', sql`${t.id} = 1`)],
);
