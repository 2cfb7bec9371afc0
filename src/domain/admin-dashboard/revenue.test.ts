import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money, rateMicrosOf } from '../currency/currency';
import {
  averageOrderCents,
  customerCounts,
  revenueByCurrency,
  revenueOver,
  revenueSplit,
  totalAtRates,
} from './revenue';

describe('revenueSplit (issue #43: a gift card sold is a liability, not revenue)', () => {
  it('takes the gift cards sold off what was kept', () => {
    expect(revenueSplit({ keptCents: 42_000, giftCardsCents: 20_000 })).toEqual({
      revenueCents: 22_000,
      giftCardsSoldCents: 20_000,
    });
    expect(revenueSplit({ keptCents: 0, giftCardsCents: 0 })).toEqual({ revenueCents: 0, giftCardsSoldCents: 0 });
  });

  it('adds up to what was kept, never below zero, to the cent', () => {
    const cents = fc.integer({ min: 0, max: 100_000_000 });
    fc.assert(
      fc.property(cents, cents, (keptCents, giftCardsCents) => {
        const { revenueCents, giftCardsSoldCents } = revenueSplit({ keptCents, giftCardsCents });
        expect(revenueCents + giftCardsSoldCents).toBe(keptCents);
        expect(revenueCents).toBeGreaterThanOrEqual(0);
        expect(giftCardsSoldCents).toBeGreaterThanOrEqual(0);
        expect(giftCardsSoldCents).toBeLessThanOrEqual(giftCardsCents);
        expect(Number.isInteger(revenueCents)).toBe(true);
      }),
    );
  });
});

describe('averageOrderCents (issue #43: orders of gift cards only are no orders of the average)', () => {
  it('divides the sales by the orders that hold something other than gift cards, half up', () => {
    expect(averageOrderCents(30_000, 3, 1)).toBe(15_000);
    expect(averageOrderCents(10_001, 2, 0)).toBe(5_001);
    expect(averageOrderCents(0, 2, 2)).toBe(0);
    expect(averageOrderCents(0, 0, 0)).toBe(0);
  });

  it('is never more than the sales, never negative, and whole cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (revenue, paid, cardOnly) => {
          const average = averageOrderCents(revenue, paid, cardOnly);
          expect(Number.isInteger(average)).toBe(true);
          expect(average).toBeGreaterThanOrEqual(0);
          expect(average).toBeLessThanOrEqual(revenue);
        },
      ),
    );
  });
});

describe('customerCounts (issue #43: staff are not customers)', () => {
  it('takes the staff’s accounts off the users, never below zero', () => {
    expect(customerCounts({ totalUsers: 10, newUsersThisMonth: 3 }, { total: 2, thisMonth: 1 })).toEqual({
      totalUsers: 8,
      newUsersThisMonth: 2,
    });
    expect(customerCounts({ totalUsers: 1, newUsersThisMonth: 0 }, { total: 2, thisMonth: 1 })).toEqual({
      totalUsers: 0,
      newUsersThisMonth: 0,
    });
  });
});

describe('revenueOver (the revenue chart’s caption)', () => {
  it('sums the days to the cent, and their orders', () => {
    expect(revenueOver([], 'EUR')).toEqual({ totalCents: 0, orders: 0 });
    expect(
      revenueOver(
        [
          { revenue: 0.1, orders: 1 },
          { revenue: 0.2, orders: 2 },
        ],
        'EUR',
      ),
    ).toEqual({ totalCents: 30, orders: 3 });
  });

  it('counts the days in their currency’s minor unit: a yen day of ¥1800 is 1800, a dinar’s 1.5 is 1500', () => {
    expect(revenueOver([{ revenue: 1800, orders: 1 }], 'JPY')).toEqual({ totalCents: 1800, orders: 1 });
    expect(revenueOver([{ revenue: 1.5, orders: 1 }], 'KWD')).toEqual({ totalCents: 1500, orders: 1 });
  });

  it('is the sum of each day in cents, whatever the order of the days', () => {
    const day = fc.record({ cents: fc.integer({ min: 0, max: 10_000_000 }), orders: fc.integer({ min: 0, max: 500 }) });
    fc.assert(
      fc.property(fc.array(day, { maxLength: 31 }), (days) => {
        const answered = days.map((d) => ({ revenue: d.cents / 100, orders: d.orders }));
        const sum = revenueOver(answered, 'EUR');
        expect(sum.totalCents).toBe(days.reduce((s, d) => s + d.cents, 0));
        expect(sum.orders).toBe(days.reduce((s, d) => s + d.orders, 0));
        expect(revenueOver([...answered].reverse(), 'EUR')).toEqual(sum);
      }),
    );
  });
});

describe('revenue in several currencies', () => {
  it('keeps each currency apart and totals them in the default currency at the owner’s rates', () => {
    const rows = revenueByCurrency([
      { currency: 'EUR', keptCents: 50_000, giftCardsCents: 5_000, paidOrders: 3 },
      { currency: 'GBP', keptCents: 86_000, giftCardsCents: 0, paidOrders: 4 },
    ]);
    expect(rows.map((r) => [r.revenue.currency, r.revenue.minor, r.giftCardsSold.minor])).toEqual([
      ['GBP', 86_000, 0],
      ['EUR', 45_000, 5_000],
    ]);
    const rates = new Map([['GBP', rateMicrosOf(0.86)]]);
    expect(
      totalAtRates(
        rows.map((r) => r.revenue),
        'EUR',
        rates,
      ),
    ).toEqual({
      total: { minor: 145_000, currency: 'EUR' },
      unconverted: [],
    });
    // A currency no market prices any more is named, never added as euros.
    expect(totalAtRates([money(100, 'EUR'), money(900, 'SEK')], 'EUR', rates)).toEqual({
      total: { minor: 100, currency: 'EUR' },
      unconverted: ['SEK'],
    });
  });

  it('adds in the default currency what each currency comes to there, whatever the order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ minor: fc.integer({ min: 0, max: 1e9 }), currency: fc.constantFrom('EUR', 'GBP', 'CHF', 'JPY') }),
          { maxLength: 20 },
        ),
        (amounts) => {
          const rates = new Map([
            ['GBP', rateMicrosOf(0.86)],
            ['CHF', rateMicrosOf(0.94)],
            ['JPY', rateMicrosOf(160.2)],
          ]);
          const { total } = totalAtRates(amounts, 'EUR', rates);
          expect(total).toEqual(totalAtRates([...amounts].reverse(), 'EUR', rates).total);
          const euros = amounts.filter((a) => a.currency === 'EUR').reduce((s, a) => s + a.minor, 0);
          expect(total.minor).toBeGreaterThanOrEqual(euros);
        },
      ),
    );
  });
});
