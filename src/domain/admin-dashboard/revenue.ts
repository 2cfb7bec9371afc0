import {
  type CurrencyCode,
  type Money,
  money,
  RATE_ONE,
  type RateMicros,
  toBaseCurrency,
  toMinor,
} from '../currency/currency';
import type { Cents } from '../shared/money';

/*
 * The dashboard's revenue (issue #43): a gift card sold is a liability until it is spent, never
 * revenue (decision 062), so the money the shop kept is split in two. No zod.
 */

/** What paid orders kept (their totals less refunds), and of it what bought gift cards not cancelled since. */
interface KeptMoney {
  keptCents: Cents;
  giftCardsCents: Cents;
}

interface RevenueSplit {
  /** Sales: what was kept less the gift cards sold. */
  revenueCents: Cents;
  /** "Gift cards sold": a liability, shown apart. */
  giftCardsSoldCents: Cents;
}

/** The one rule: revenue is what was kept less the gift cards it bought; the two add up to what was kept. */
export function revenueSplit(kept: KeptMoney): RevenueSplit {
  const giftCardsSoldCents = Math.max(0, Math.min(kept.giftCardsCents, kept.keptCents));
  return { revenueCents: kept.keptCents - giftCardsSoldCents, giftCardsSoldCents };
}

/**
 * The average order (issue #43): the sales (revenue without gift cards) over the paid orders that
 * hold something other than gift cards, half up to the cent; 0 without such an order. An order of
 * gift cards only sells no perfume: counted, it would pull the average down with an order of nothing.
 */
export function averageOrderCents(revenueCents: Cents, paidOrders: number, cardOnlyOrders: number): Cents {
  const orders = paidOrders - Math.max(0, Math.min(cardOnlyOrders, paidOrders));
  return orders > 0 ? Math.round(revenueCents / orders) : 0;
}

/** The users the dashboard counts are customers: the staff's accounts are taken off (issue #43). */
export function customerCounts(
  users: { totalUsers: number; newUsersThisMonth: number },
  staff: { total: number; thisMonth: number },
): { totalUsers: number; newUsersThisMonth: number } {
  return {
    totalUsers: Math.max(0, users.totalUsers - staff.total),
    newUsersThisMonth: Math.max(0, users.newUsersThisMonth - staff.thisMonth),
  };
}

/**
 * The dashboard's 30 days summed up (its chart's caption): the revenue in minor units of `currency` (the days'
 * own: the default market's, decision 070), each day's amount (major units) to the minor unit first by the
 * currency's ISO 4217 exponent, and the paid orders.
 */
export function revenueOver(
  days: readonly { revenue: number; orders: number }[],
  currency: CurrencyCode,
): {
  totalCents: Cents;
  orders: number;
} {
  return {
    totalCents: days.reduce((sum, d) => sum + toMinor(d.revenue, currency), 0),
    orders: days.reduce((sum, d) => sum + d.orders, 0),
  };
}

/** One currency's figures as the kept totals give them (decision 070: never added to another's). */
export interface CurrencyFigures {
  currency: CurrencyCode;
  keptCents: Cents;
  giftCardsCents: Cents;
  paidOrders: number;
}

/** Each currency's sales and gift cards sold (`revenueSplit`), the largest sales first. */
export function revenueByCurrency(
  figures: readonly CurrencyFigures[],
): { revenue: Money; giftCardsSold: Money; paidOrders: number }[] {
  return figures
    .map((f) => {
      const split = revenueSplit({ keptCents: f.keptCents, giftCardsCents: f.giftCardsCents });
      return {
        revenue: money(split.revenueCents, f.currency),
        giftCardsSold: money(split.giftCardsSoldCents, f.currency),
        paidOrders: f.paidOrders,
      };
    })
    .sort((a, b) => b.revenue.minor - a.revenue.minor || a.revenue.currency.localeCompare(b.revenue.currency));
}

/**
 * Amounts of several currencies as one total in `base` at the owner's rates (the markets' rates from `base`),
 * each converted to the minor unit first (`toBaseCurrency`): what the dashboard labels "at your rates". A
 * currency no market prices any more has no rate: it is left out and named, never added as if it were `base`.
 */
export function totalAtRates(
  amounts: readonly Money[],
  base: CurrencyCode,
  rates: ReadonlyMap<CurrencyCode, RateMicros>,
): { total: Money; unconverted: CurrencyCode[] } {
  let minor = 0;
  const unconverted = new Set<CurrencyCode>();
  for (const amount of amounts) {
    const rate = amount.currency === base ? RATE_ONE : rates.get(amount.currency);
    if (rate === undefined) unconverted.add(amount.currency);
    else minor += toBaseCurrency(amount, base, rate);
  }
  return { total: money(minor, base), unconverted: [...unconverted].sort() };
}
