/**
 * Sales and the EU's price indication (Directive 98/6/EC art. 6a; decision 070): a size on sale in a market for
 * a window shows its sale price, the regular price struck through, and the lowest price applied in the 30 days
 * before the reduction, read from a kept history of the prices in force per market and size.
 */

/** How far back the prior price is looked for (art. 6a(2): not shorter than 30 days). */
const PRIOR_PRICE_DAYS = 30;
const DAY_MS = 86_400_000;

/** A sale: a price in a market's currency for a window `[startsAt, endsAt)`. */
export interface Sale {
  priceMinor: number;
  startsAt: Date;
  endsAt: Date;
}

/** A regular price and the moment it came into force (kept history: a row per change). */
export interface PriceChange {
  priceMinor: number;
  from: Date;
}

/** The sale in force at `at` (the latest started, if windows overlap), if any. */
export function saleAt<S extends Sale>(sales: readonly S[], at: Date): S | undefined {
  const t = at.getTime();
  return sales
    .filter((s) => s.startsAt.getTime() <= t && t < s.endsAt.getTime())
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())[0];
}

/** The regular price in force at `at` by the history (the last change at or before it). */
export function regularAt(history: readonly PriceChange[], at: Date): number | undefined {
  let found: PriceChange | undefined;
  for (const change of history)
    if (change.from.getTime() <= at.getTime() && (!found || change.from.getTime() >= found.from.getTime()))
      found = change;
  return found?.priceMinor;
}

/**
 * The lowest price applied in the `PRIOR_PRICE_DAYS` before `reducedAt` (a sale's start): every regular price in
 * force at some moment of the window, and every other sale's price that ran in it. Undefined when the history
 * knows no price in the window (nothing to indicate).
 */
export function lowestPriorPrice(
  history: readonly PriceChange[],
  sales: readonly Sale[],
  reducedAt: Date,
  days = PRIOR_PRICE_DAYS,
): number | undefined {
  const end = reducedAt.getTime();
  const start = end - days * DAY_MS;
  const candidates: number[] = [];
  const atStart = regularAt(history, new Date(start));
  if (atStart !== undefined) candidates.push(atStart);
  for (const change of history) {
    const t = change.from.getTime();
    if (t > start && t < end) candidates.push(change.priceMinor);
  }
  for (const sale of sales)
    if (sale.startsAt.getTime() < end && sale.endsAt.getTime() > start && sale.startsAt.getTime() !== end)
      candidates.push(sale.priceMinor);
  return candidates.length ? Math.min(...candidates) : undefined;
}

/** What a size shows in a market at `at`: its price, and when on sale the regular price and the lowest prior one. */
export function shownPrice(
  regularMinor: number,
  history: readonly PriceChange[],
  sales: readonly Sale[],
  at: Date,
): { priceMinor: number; compareAtMinor?: number; lowest30dMinor?: number } {
  const sale = saleAt(sales, at);
  if (!sale || sale.priceMinor >= regularMinor) return { priceMinor: regularMinor };
  const others = sales.filter((s) => s !== sale);
  return {
    priceMinor: sale.priceMinor,
    compareAtMinor: regularMinor,
    lowest30dMinor: lowestPriorPrice(history, others, sale.startsAt) ?? regularMinor,
  };
}
