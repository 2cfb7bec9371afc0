import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../currency/currency';
import { fromStripeAmount, toStripeAmount, UnchargeableAmountError } from './amounts';

const CURRENCIES = ['EUR', 'GBP', 'CHF', 'USD', 'JPY', 'KWD', 'ISK', 'UGX', 'MGA'] as const;

describe("Stripe's units", () => {
  it('are the ISO 4217 minor units, but for the currencies Stripe counts otherwise', () => {
    expect(toStripeAmount(money(12550, 'GBP'))).toBe(12550);
    expect(toStripeAmount(money(1800, 'JPY'))).toBe(1800);
    // The króna: no decimals in ISO 4217, two at Stripe.
    expect(toStripeAmount(money(5, 'ISK'))).toBe(500);
    expect(toStripeAmount(money(5120, 'KWD'))).toBe(5120);
    expect(toStripeAmount(money(500, 'MGA'))).toBe(5);
    // What Stripe cannot charge exactly is refused rather than rounded.
    expect(() => toStripeAmount(money(5124, 'KWD'))).toThrow(UnchargeableAmountError);
    expect(() => toStripeAmount(money(550, 'MGA'))).toThrow(UnchargeableAmountError);
  });

  it('come back as the amount sent, in every currency', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom(...CURRENCIES), (minor, currency) => {
        const amount = money(minor, currency);
        let units: number;
        try {
          units = toStripeAmount(amount);
        } catch (err) {
          // Only a fraction of Stripe's unit is ever refused.
          expect(err).toBeInstanceOf(UnchargeableAmountError);
          expect(['KWD', 'MGA']).toContain(currency);
          return;
        }
        expect(Number.isSafeInteger(units)).toBe(true);
        expect(fromStripeAmount(units, currency)).toEqual(amount);
      }),
    );
  });
});
