import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type CurrencyCode, toMinor } from '@/domain/currency/currency';
import { lineGross, toCents, type Cents } from '@/domain/shared/money';
import { useI18n } from './i18n';
import { configQuery } from './catalogue-queries';
import { useMarket } from './market';

export function usePublicConfig() {
  return useQuery(configQuery());
}

/**
 * The shopper's market's currency (lib/market.tsx; decision 070): what the catalogue's prices are in. An amount
 * the API answers with its own currency (an order, a cart's summary) is written in that one instead.
 */
export function useStoreCurrency(): string {
  return useMarket().currency;
}

/**
 * Formats an amount in minor units, as the page's language writes it: "€145.00", "145,00 €", "£125.00"; in
 * `currency` when given (the answer's own), else the market's.
 */
export function useMoney(currency?: string): (minor: Cents) => string {
  const market = useStoreCurrency();
  const shown = currency ?? market;
  const { money } = useI18n();
  return useCallback((minor: Cents) => money(minor, shown), [shown, money]);
}

/**
 * An amount as the API answers it (major units of `currency`) in that currency's minor units, by its ISO 4217
 * exponent (`toMinor`: ¥1800 → 1800, €18.50 → 1850, KWD 1.5 → 1500), for the domain's rules (`leftToPay`,
 * `cartTotals`, …): the client's one way from an answer's amount to minor units (issue #44; lint keeps `toCents`
 * to this module). `currency` is the amount's own (an order's, a cart summary's), never assumed.
 * Arithmetic on the minor units belongs to `src/domain`, not to components.
 */
export const minorOf = (major: number, currency: CurrencyCode): Cents => toMinor(major, currency);

/**
 * @deprecated ×100 whatever the currency: wrong for a currency without decimals (a JPY market). Use
 * `minorOf(major, currency)`. Kept only for the cart's callers not moved yet (src/client/features/cart,
 * src/client/lib/use-cart.ts: the cart's lines are still priced ×100 by the domain's `pricedLineOf`).
 */
export const centsOf = (major: number): Cents => toCents(major);

/**
 * Formats an amount as the API answers it (major units) in `currency` when given (the answer's own: an order's,
 * a cart summary's), else the market's: `price(p.price)` → "€145.00", "£125.00"; with a quantity, what that many
 * come to (`price(line.price, line.quantity)`, the domain's `lineGross`). Major units become minor ones by the
 * currency's own decimals (a currency without decimals works). The one place the client turns an answer's major
 * units into minor ones for writing (issue #44).
 */
export function usePrice(currency?: string): (major: number, quantity?: number) => string {
  const market = useStoreCurrency();
  const shown = currency ?? market;
  const { money } = useI18n();
  return useCallback(
    (major: number, quantity = 1) => money(lineGross(toMinor(major, shown), quantity), shown),
    [shown, money],
  );
}

/**
 * `usePrice` for a list whose amounts each name their own currency (a shopper's orders, each in the currency it
 * was placed in): `priceIn(order.total, order.currency)`.
 */
export function usePriceIn(): (major: number, currency: string, quantity?: number) => string {
  const { money } = useI18n();
  return useCallback(
    (major: number, currency: string, quantity = 1) => money(lineGross(toMinor(major, currency), quantity), currency),
    [money],
  );
}
