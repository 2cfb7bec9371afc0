import { describe, expect, it } from 'vitest';
import { lifetimeSpend } from './care';

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
