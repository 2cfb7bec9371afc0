import { asc, sql } from 'drizzle-orm';
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
