import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, type Cents } from '@/domain/shared/money';
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

/** Formats an amount in cents in the store currency: `money(toCents(p.price))` → "€145.00". */
export function useMoney(): (cents: Cents) => string {
  const currency = useStoreCurrency();
  return useCallback((cents: Cents) => formatMoney(cents, currency), [currency]);
}

/**
 * Millilitres for display: 0.05, 2.5, 12.5 (en-US, at most two decimals). By hand rather than with
 * `Intl.NumberFormat`, whose first use costs a phone tens of milliseconds while the builder hydrates.
 */
export function formatMl(ml: number): string {
  const [whole = '0', fraction] = String(Math.round(ml * 100) / 100).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}
