import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { orders } from '../orders/schema';

// The gift cards feature's tables: its repo.ts writes them (decision 062).

/**
 * A gift card sold: written (without a code, without a balance) when the order buying it is placed,
 * one per unit of its line; given its code and its balance when that order is paid. The code is kept
 * only as its SHA-256; the recipient's mail carries it.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 (hex) of the normalised code; null until the order buying it is paid. */
    codeHash: text('code_hash').unique(),
    last4: text('last4'),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull().default(0),
    currency: text('currency').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message'),
    /** Whom the card is from, as the giver wrote it ("From"); null: the buyer's name (the order's). */
    fromName: text('from_name'),
    /** The language the buyer chose for the recipient: their mail is written in it. */
    recipientLocale: text('recipient_locale').notNull().default('en'),
    /** The day the recipient is mailed; null: as soon as it is paid. */
    sendOn: date('send_on', { mode: 'string' }),
    /** The order that bought it, and its line. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /**
     * Cancelled by a refund of the line that bought it, while it was still whole (decision 062): its
     * balance is 0 and nothing can spend it; the balance page and the cart say it was cancelled.
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_cards_order_idx').on(t.orderId),
    check('gift_cards_balance_range', sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.initialCents}`),
  ],
);

/** What an order pays by gift card, fixed when it is placed (the order's total stays the goods' and shipping's). */
export const orderGiftCards = pgTable(
  'order_gift_cards',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('order_gift_cards_amount', sql`${t.amountCents} > 0`)],
);

/**
 * Every change of a balance: `spend` (negative) when an order holds or pays with it, `release`
 * (positive) when an unpaid order lets it go, `refund` (positive) when a refund gives it back,
 * `void` (negative: what was left on it) when a refund of the order that bought it cancels it.
 * What an order holds of its card now is minus the sum of its spends, releases and refunds.
 */
export const giftCardMovements = pgTable(
  'gift_card_movements',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind', { enum: ['spend', 'release', 'refund', 'void'] }).notNull(),
    /**
     * The order refund it is part of: of a `refund`, the refund of the order the card paid (one
     * give-back per refund); of a `void`, the refund of the order that bought the card.
     */
    refundId: integer('refund_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_card_movements_card_idx').on(t.giftCardId),
    index('gift_card_movements_order_idx').on(t.orderId),
    uniqueIndex('gift_card_movements_refund_v2_idx')
      .on(t.refundId)
      .where(sql`${t.refundId} is not null and ${t.kind} = 'refund'`),
    index('gift_card_movements_void_idx')
      .on(t.refundId)
      .where(sql`${t.kind} = 'void'`),
    check('gift_card_movements_kind', sql`${t.kind} in ('spend', 'release', 'refund', 'void')`),
  ],
);

/** The gift card a cart applies (by its owner: `user:1`, `guest:…`). */
export const cartGiftCards = pgTable('cart_gift_cards', {
  ownerKey: text('owner_key').primaryKey(),
  giftCardId: integer('gift_card_id')
    .notNull()
    .references(() => giftCards.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * The dashboard's gift-card figures (issue #43), kept by a trigger on `gift_cards` in the transaction
 * of each change, as `order_figures` is kept (decision 058): per day a card was issued (UTC), the cards
 * sold and not cancelled, their amounts, and the orders of gift cards only among them (counted on
 * their first card sold), which the average order leaves out. A row a day, however many cards.
 */
export const giftCardFigures = pgTable(
  'gift_card_figures',
  {
    day: date('day').notNull(),
    /** The cards' currency (decision 070). */
    currency: text('currency').notNull().default('EUR'),
    cards: integer('cards').notNull().default(0),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
    cardOnlyOrders: integer('card_only_orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency] })],
);
