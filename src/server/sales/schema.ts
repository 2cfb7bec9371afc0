import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { markets } from '../markets/schema';

// The sales feature's tables (decision 070): its repo.ts writes them.

/** A size on sale in a market for a window `[starts_at, ends_at)`, at a price in the market's currency. */
export const marketSales = pgTable(
  'market_sales',
  {
    id: serial('id').primaryKey(),
    market: text('market')
      .notNull()
      .references(() => markets.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** `size:{perfumeId}:{ml}` (src/domain/markets/markets.ts `marketItem`). */
    item: text('item').notNull(),
    priceMinor: integer('price_minor').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('market_sales_item_idx').on(t.market, t.item, t.endsAt),
    check('market_sales_price', sql`${t.priceMinor} > 0`),
    check('market_sales_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * The regular prices in force per market and item, a row per change (the EU's price indication reads the lowest
 * of the 30 days before a sale from it). Written whenever a market's prices are read after a change.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    market: text('market')
      .notNull()
      .references(() => markets.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    item: text('item').notNull(),
    priceMinor: integer('price_minor').notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('price_history_item_idx').on(t.market, t.item, t.fromAt)],
);
