import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

// The markets feature's tables (docs/decisions/070-markets.md): its repo.ts writes them; other features read
// them through MarketsService.

/** Where the shop sells and in which currency: each market a set of countries, its rate and rounding rule. */
export const markets = pgTable(
  'markets',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** One unit of the default market's currency in this one, in millionths. */
    rateMicros: integer('rate_micros').notNull().default(1_000_000),
    /** The step a derived price is rounded to, in minor units; null: whole units. */
    roundingMinor: integer('rounding_minor'),
    isDefault: boolean('is_default').notNull().default(false),
    dutiesOnDelivery: boolean('duties_on_delivery').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Whether the start has fixed this market's prices for the seeded catalogue (once: an owner's later change stays). */
    pricesSeeded: boolean('prices_seeded').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('markets_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    check('markets_code', sql`${t.code} ~ '^[a-z]{2,8}$'`),
    check('markets_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('markets_rate', sql`${t.rateMicros} > 0`),
    check('markets_rounding', sql`coalesce(${t.roundingMinor}, 1) > 0`),
  ],
);

/**
 * A price the owner fixed in a market, in its currency's minor units: `size:{perfumeId}:{ml}`,
 * `bespoke:{type}`, `lifestyle:{standard|premium}` (src/domain/markets/markets.ts `marketItem`). A thing
 * without a row here is priced at the market's rate.
 */
export const marketPrices = pgTable(
  'market_prices',
  {
    market: text('market')
      .notNull()
      .references(() => markets.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    item: text('item').notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.market, t.item] }), check('market_prices_price', sql`${t.priceMinor} >= 0`)],
);

/** An amount the owner fixed in a currency: the sample price, gift wrap, the gift-sample threshold (`CURRENCY_ITEMS`). */
export const currencyPrices = pgTable(
  'currency_prices',
  {
    currency: text('currency').notNull(),
    item: text('item').notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.item] }), check('currency_prices_price', sql`${t.priceMinor} >= 0`)],
);
