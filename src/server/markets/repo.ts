import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { currencyPrices, marketPrices, markets } from './schema';

export type MarketRow = typeof markets.$inferSelect;

export const listMarkets = (db: Db): Promise<MarketRow[]> =>
  db.select().from(markets).orderBy(asc(markets.position), asc(markets.code));

export const listMarketPrices = (db: Db) =>
  db
    .select({ market: marketPrices.market, item: marketPrices.item, priceMinor: marketPrices.priceMinor })
    .from(marketPrices);

export const listCurrencyPrices = (db: Db) =>
  db
    .select({ currency: currencyPrices.currency, item: currencyPrices.item, priceMinor: currencyPrices.priceMinor })
    .from(currencyPrices);

/** Fixes prices in a market (a row per item; an existing one is replaced). */
export async function writeMarketPrices(
  db: Db,
  market: string,
  prices: readonly { item: string; priceMinor: number }[],
): Promise<void> {
  if (prices.length === 0) return;
  await db
    .insert(marketPrices)
    .values(prices.map((p) => ({ market, ...p })))
    .onConflictDoUpdate({
      target: [marketPrices.market, marketPrices.item],
      set: { priceMinor: sql`excluded.price_minor` },
    });
}

/** Fixes amounts in a currency (the sample price, gift wrap, the gift-sample threshold). */
export async function writeCurrencyPrices(
  db: Db,
  currency: string,
  prices: readonly { item: string; priceMinor: number }[],
): Promise<void> {
  if (prices.length === 0) return;
  await db
    .insert(currencyPrices)
    .values(prices.map((p) => ({ currency, ...p })))
    .onConflictDoUpdate({
      target: [currencyPrices.currency, currencyPrices.item],
      set: { priceMinor: sql`excluded.price_minor` },
    });
}

/** Takes fixed prices back out of a market: those items are derived from the default market's again. */
export async function clearMarketPrices(db: Db, market: string, items: readonly string[]): Promise<void> {
  if (items.length === 0) return;
  await db.delete(marketPrices).where(and(eq(marketPrices.market, market), inArray(marketPrices.item, [...items])));
}

/** Every price fixed in a market (its currency changed: they were amounts of the old one). */
export async function clearAllMarketPrices(db: Db, market: string): Promise<void> {
  await db.delete(marketPrices).where(eq(marketPrices.market, market));
}

/** Takes fixed amounts back out of a currency: they are derived at each market's rate again. */
export async function clearCurrencyPrices(db: Db, currency: string, items: readonly string[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .delete(currencyPrices)
    .where(and(eq(currencyPrices.currency, currency), inArray(currencyPrices.item, [...items])));
}

/**
 * Holds off every other market write until the caller's transaction ends, so two staff members saving markets
 * at once cannot both find no clash and put one country in two markets (readers are not blocked).
 */
export async function lockMarkets(db: Db): Promise<void> {
  await db.execute(sql`lock table markets in share row exclusive mode`);
}

export type MarketWrite = Pick<
  typeof markets.$inferInsert,
  'name' | 'currency' | 'countries' | 'rateMicros' | 'roundingMinor' | 'dutiesOnDelivery'
>;

/**
 * Adds a market after the others. Its prices are derived until the owner fixes them: it is marked seeded, so no
 * start fixes them at the house's price points.
 */
export async function insertMarket(db: Db, code: string, market: MarketWrite): Promise<void> {
  await db.insert(markets).values({
    code,
    ...market,
    position: sql`(select coalesce(max(${markets.position}), 0) + 1 from ${markets})`,
    pricesSeeded: true,
  });
}

/** Changes a market's fields; false when there is no such market. */
export async function updateMarket(db: Db, code: string, market: MarketWrite): Promise<boolean> {
  const rows = await db.update(markets).set(market).where(eq(markets.code, code)).returning({ code: markets.code });
  return rows.length > 0;
}
