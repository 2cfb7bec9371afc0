import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PageRequest } from '../../domain/shared/paging';
import type { Db } from '../db/client';
import { countOrEstimate, keyset, type Page, pageOf } from '../db/keyset';
import { marketSales, priceHistory } from './schema';

export type SaleRow = typeof marketSales.$inferSelect;

export const listSales = (db: Db, market?: string): Promise<SaleRow[]> =>
  db
    .select()
    .from(marketSales)
    .where(market ? eq(marketSales.market, market) : undefined)
    .orderBy(desc(marketSales.startsAt), desc(marketSales.id));

/**
 * A page of the sales (of one market when given), latest start first, with the total: the back office's list
 * (decision 058). The table holds what staff schedule (a few rows a size a year): the planner sorts it whole.
 */
export async function pageSales(db: Db, market: string | undefined, page: PageRequest): Promise<Page<SaleRow>> {
  const k = keyset({ at: marketSales.startsAt, id: marketSales.id }, page);
  const filter = market ? eq(marketSales.market, market) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({ sale: marketSales, cursorAt: k.cursorAt })
      .from(marketSales)
      .where(and(filter, k.where))
      .orderBy(...k.orderBy)
      .limit(k.limit),
    countOrEstimate(db, sql`select 1 from ${marketSales} ${market ? sql`where ${filter}` : sql``}`),
  ]);
  const result = pageOf(rows, page, (r) => ({ at: r.cursorAt, id: r.sale.id }));
  return { ...result, rows: result.rows.map((r) => r.sale), total };
}

/** The sales of some items of a market (a page's neighbours for its lowest prices). */
export const salesOfItems = (db: Db, market: string, items: readonly string[]): Promise<SaleRow[]> =>
  items.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(marketSales)
        .where(and(eq(marketSales.market, market), inArray(marketSales.item, [...items])));

export async function insertSale(db: Db, sale: typeof marketSales.$inferInsert): Promise<SaleRow> {
  const [row] = await db.insert(marketSales).values(sale).returning();
  return row!;
}

export const findSale = async (db: Db, id: number): Promise<SaleRow | undefined> =>
  (await db.select().from(marketSales).where(eq(marketSales.id, id)))[0];

export const deleteSale = (db: Db, id: number) => db.delete(marketSales).where(eq(marketSales.id, id));

export const endSaleAt = (db: Db, id: number, at: Date) =>
  db.update(marketSales).set({ endsAt: at }).where(eq(marketSales.id, id));

/**
 * Every kept regular price of a market's items (of `items` only when given), oldest first (one market's history: a
 * few rows per size).
 */
export const listHistory = (db: Db, market: string, items?: readonly string[]) =>
  db
    .select({ item: priceHistory.item, priceMinor: priceHistory.priceMinor, fromAt: priceHistory.fromAt })
    .from(priceHistory)
    .where(and(eq(priceHistory.market, market), items ? inArray(priceHistory.item, [...items]) : undefined))
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
