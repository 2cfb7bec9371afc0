import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lifetimeSpend, spendByCurrency } from './care';

describe('lifetimeSpend', () => {
  it('counts paid totals less refunds, and averages over the orders that kept money', () => {
    expect(
      lifetimeSpend([
        { paymentStatus: 'paid', totalCents: 10_000, refundedCents: 0 },
        { paymentStatus: 'partially_refunded', totalCents: 5_001, refundedCents: 2_000 },
        { paymentStatus: 'refunded', totalCents: 7_000, refundedCents: 7_000 },
        { paymentStatus: 'pending', totalCents: 9_999, refundedCents: 0 },
        { paymentStatus: 'failed', totalCents: 9_999, refundedCents: 0 },
      ]),
    ).toEqual({ spentCents: 13_001, orders: 2, averageCents: 6_501 });
  });

  it('is nothing without a paid order', () => {
    expect(lifetimeSpend([])).toEqual({ spentCents: 0, orders: 0, averageCents: 0 });
  });
});

describe('spendByCurrency', () => {
  const status = fc.constantFrom('pending', 'paid', 'failed', 'partially_refunded', 'refunded' as const);
  const order = fc
    .record({
      paymentStatus: status,
      totalCents: fc.integer({ min: 0, max: 10_000_000 }),
      currency: fc.constantFrom('EUR', 'GBP', 'JPY'),
    })
    .chain((o) => fc.integer({ min: 0, max: o.totalCents }).map((refundedCents) => ({ ...o, refundedCents })));

  it('never adds two currencies: each currency is the rule over its own orders', () => {
    fc.assert(
      fc.property(fc.array(order, { maxLength: 30 }), (orders) => {
        const spend = spendByCurrency(orders);
        for (const s of spend) {
          const own = orders.filter((o) => o.currency === s.currency);
          expect(s).toEqual({ currency: s.currency, ...lifetimeSpend(own) });
        }
        const kept = new Set(orders.filter((o) => lifetimeSpend([o]).orders > 0).map((o) => o.currency));
        expect(new Set(spend.map((s) => s.currency))).toEqual(kept);
        for (let i = 1; i < spend.length; i++) expect(spend[i - 1]!.orders).toBeGreaterThanOrEqual(spend[i]!.orders);
      }),
    );
  });

  it('answers the pounds apart from the euros', () => {
    expect(
      spendByCurrency([
        { paymentStatus: 'paid', totalCents: 10_000, refundedCents: 0, currency: 'EUR' },
        { paymentStatus: 'paid', totalCents: 4_000, refundedCents: 0, currency: 'GBP' },
        { paymentStatus: 'paid', totalCents: 2_000, refundedCents: 500, currency: 'EUR' },
      ]),
    ).toEqual([
      { currency: 'EUR', spentCents: 11_500, orders: 2, averageCents: 5_750 },
      { currency: 'GBP', spentCents: 4_000, orders: 1, averageCents: 4_000 },
    ]);
  });
});
