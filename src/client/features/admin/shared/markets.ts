import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminMarkets } from '@/domain/api/markets';
import { exponentOf, money, rateMicrosOf, toMajorIn, toMinor } from '@/domain/currency/currency';
import { type Market, priceIn } from '@/domain/markets/markets';
import type { AdminMarket } from '@/domain/markets/schemas';
import { fetcher } from '@/client/lib/api';
import { queryKeyOf } from '@/client/lib/query-keys';

/*
 * The markets as the back office reads them, shared by the Markets tab and the Settings' shipping zones (a
 * method's price per currency): the list, and what an amount nobody fixed comes to in a market.
 */

export const adminMarketsQuery = queryOptions({
  queryKey: queryKeyOf(getAdminMarkets),
  queryFn: fetcher(getAdminMarkets),
});

/** Every market with its rate and rounding. */
export const useAdminMarkets = () => useQuery(adminMarketsQuery);

/** A market as the back office reads it (rate as a decimal, rounding in major units), as the domain prices with it. */
const marketOf = (m: AdminMarket): Market => ({
  ...m,
  rateMicros: rateMicrosOf(m.rate),
  roundingMinor: m.rounding === null ? null : toMinor(m.rounding, m.currency),
});

/**
 * What an amount of the default market (major units of `baseCurrency`) comes to in `market` when nobody fixes
 * it: the domain's own rule (`priceIn`), written with the currency's decimals for a field's placeholder
 * ("124.70", "23600").
 */
export function derivedText(market: AdminMarket, baseMajor: number, baseCurrency: string): string {
  const derived = priceIn(marketOf(market), money(toMinor(baseMajor, baseCurrency), baseCurrency));
  return toMajorIn(derived.minor, derived.currency).toFixed(exponentOf(derived.currency));
}
