import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

// The shipping feature's tables: its repo.ts writes them. Another feature reads them through its service.

/**
 * Where the shop ships: each zone a list of countries (ISO 3166-1 alpha-2), or the rest of the
 * world (at most one zone: every country no other zone names).
 */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    restOfWorld: boolean('rest_of_world').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipping_zones_one_rest_of_world')
      .on(t.restOfWorld)
      .where(sql`${t.restOfWorld}`),
  ],
);

/** How a zone's parcels travel: price, free above a subtotal (after discounts), and the delivery estimate in business days. */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Its name in the shop's other languages (`{ fr: { name } }`); a missing one shows the English. */
    translations: jsonb('translations').$type<Record<string, { name?: string }>>().notNull().default({}),
    priceCents: integer('price_cents').notNull(),
    freeAboveCents: integer('free_above_cents'),
    /**
     * Its price and free-shipping threshold in the other markets' currencies, in minor units
     * (`{ GBP: { price: 1000, freeAbove: 10000 } }`, decision 070); a currency not named is priced at its
     * market's rate, so a method is never missing in a currency.
     */
    currencyPrices: jsonb('currency_prices')
      .$type<Record<string, { price: number; freeAbove: number | null }>>()
      .notNull()
      .default({}),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipping_methods_zone_idx').on(t.zoneId, t.position),
    check('shipping_methods_price', sql`${t.priceCents} >= 0 and coalesce(${t.freeAboveCents}, 0) >= 0`),
    check('shipping_methods_days', sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`),
  ],
);
