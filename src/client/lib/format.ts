import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { lineGross, toCents, type Cents } from '@/domain/shared/money';
import { useI18n } from './i18n';
import { configQuery } from './catalogue-queries';

const DEFAULT_CURRENCY = 'EUR';

export function usePublicConfig() {
  return useQuery(configQuery());
}

/** The store currency from /api/config (EUR until it has answered). */
export function useStoreCurrency(): string {
  const { data } = usePublicConfig();
  return data?.currency ?? DEFAULT_CURRENCY;
}

/** Formats an amount in cents in the store currency, as the page's language writes it: "€145.00", "145,00 €". */
export function useMoney(): (cents: Cents) => string {
  const currency = useStoreCurrency();
  const { money } = useI18n();
  return useCallback((cents: Cents) => money(cents, currency), [currency, money]);
}

/**
 * An amount as the API answers it (major units) in cents, for the domain's rules (`leftToPay`,
 * `cartTotals`, …): the client's one way from an answer's amount to cents (issue #44; lint keeps
 * `toCents` to this module). Arithmetic on the cents belongs to `src/domain`, not to components.
 */
export const centsOf = (major: number): Cents => toCents(major);

/**
 * Formats an amount as the API answers it (major units) in the store currency: `price(p.price)` → "€145.00";
 * with a quantity, what that many come to (`price(line.price, line.quantity)`, the domain's `lineGross`).
 * The one place the client turns an answer's major units into cents (issue #44).
 */
export function usePrice(): (major: number, quantity?: number) => string {
  const currency = useStoreCurrency();
  const { money } = useI18n();
  return useCallback(
    (major: number, quantity = 1) => money(lineGross(toCents(major), quantity), currency),
    [currency, money],
  );
}
