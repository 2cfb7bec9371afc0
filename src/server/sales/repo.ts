import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { marketSales, priceHistory } from './schema';

export type SaleRow = typeof marketSales.$inferSelect;

export const listSales = (db: Db, market?: string): Promise<SaleRow[]> =>
  db
    .select()
    .from(marketSales)
    .where(market ? eq(marketSales.market, market) : undefined)
    .orderBy(desc(marketSales.startsAt), desc(marketSales.id));

export async function insertSale(db: Db, sale: typeof marketSales.$inferInsert): Promise<SaleRow> {
  const [row] = await db.insert(marketSales).values(sale).returning();
  return row!;
}

export const findSale = async (db: Db, id: number): Promise<SaleRow | undefined> =>
  (await db.select().from(marketSales).where(eq(marketSales.id, id)))[0];

export const deleteSale = (db: Db, id: number) => db.delete(marketSales).where(eq(marketSales.id, id));

export const endSaleAt = (db: Db, id: number, at: Date) =>
  db.update(marketSales).set({ endsAt: at }).where(eq(marketSales.id, id));

/** Every kept regular price of a market's items, oldest first (one market's history: a few rows per size). */
export const listHistory = (db: Db, market: string, item?: string) =>
  db
    .select({ item: priceHistory.item, priceMinor: priceHistory.priceMinor, fromAt: priceHistory.fromAt })
    .from(priceHistory)
    .where(and(eq(priceHistory.market, market), item ? eq(priceHistory.item, item) : undefined))
    .orderBy(asc(priceHistory.fromAt), asc(priceHistory.id));

/**
 * Writes a row for each item whose regular price differs from its last kept one (or that has none), in one
 * statement: a restart or a second process reading the same prices writes nothing.
 */
export async function recordPrices(
  db: Db,
  market: string,
  prices: readonly { item: string; priceMinor: number }[],
  at: Date,
): Promise<void> {
  if (prices.length === 0) return;
  const rows = sql.join(
    prices.map((p) => sql`(${p.item}::text, ${p.priceMinor}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into price_history (market, item, price_minor, from_at)
    select ${market}, v.item, v.price, ${at.toISOString()}::timestamptz
    from (values ${rows}) as v(item, price)
    where v.price is distinct from (
      select h.price_minor from price_history h
      where h.market = ${market} and h.item = v.item
      order by h.from_at desc, h.id desc limit 1
    )`);
}
