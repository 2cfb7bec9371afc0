import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../currency/currency';
import { MAX_REFILL_DISCOUNT_PERCENT, refillPrice } from './price';

const CURRENCIES = ['EUR', 'GBP', 'CHF', 'USD', 'JPY', 'KWD'] as const;

/** A discount the owner can set: 0 to 90 %, at most two decimals. */
const discount = fc.integer({ min: 0, max: MAX_REFILL_DISCOUNT_PERCENT * 100 }).map((bp) => bp / 100);
const price = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });

describe('the refill price', () => {
  it('is the size price less the discount, rounded half up to the minor unit, in the same currency', () => {
    expect(refillPrice(money(14500, 'EUR'), 15)).toEqual(money(12325, 'EUR'));
    expect(refillPrice(money(9900, 'GBP'), 15)).toEqual(money(8415, 'GBP'));
    expect(refillPrice(money(9990, 'USD'), 12.5)).toEqual(money(8741, 'USD')); // 8741.25
    expect(refillPrice(money(9990, 'CHF'), 12.55)).toEqual(money(8736, 'CHF')); // 8736.255
    expect(refillPrice(money(10, 'EUR'), 15)).toEqual(money(9, 'EUR')); // 8.5 → 9: a half goes up
    expect(refillPrice(money(23229, 'JPY'), 15)).toEqual(money(19745, 'JPY')); // 19744.65
    expect(refillPrice(money(43071, 'KWD'), 15)).toEqual(money(36610, 'KWD')); // 36610.35
    expect(refillPrice(money(14500, 'EUR'), 0)).toEqual(money(14500, 'EUR'));
    expect(refillPrice(money(0, 'EUR'), 15)).toEqual(money(0, 'EUR'));
  });

  it('never makes a positive price free', () => {
    expect(refillPrice(money(1, 'JPY'), 90)).toEqual(money(1, 'JPY'));
    expect(refillPrice(money(4, 'EUR'), 90)).toEqual(money(1, 'EUR'));
  });

  it('refuses a discount the owner cannot set, or a price that is not one', () => {
    expect(() => refillPrice(money(100, 'EUR'), -1)).toThrow(RangeError);
    expect(() => refillPrice(money(100, 'EUR'), 90.01)).toThrow(RangeError);
    expect(() => refillPrice(money(100, 'EUR'), 12.345)).toThrow(RangeError);
    expect(() => refillPrice(money(100, 'EUR'), Number.NaN)).toThrow(RangeError);
    expect(() => refillPrice({ minor: -100, currency: 'EUR' }, 15)).toThrow(RangeError);
    expect(() => refillPrice({ minor: 1.5, currency: 'EUR' }, 15)).toThrow(RangeError);
  });

  it('is never above the price nor more than half a minor unit below its exact value, in every currency', () => {
    fc.assert(
      fc.property(price, discount, fc.constantFrom(...CURRENCIES), (minor, percent, currency) => {
        const refill = refillPrice(money(minor, currency), percent);
        expect(refill.currency).toBe(currency);
        expect(Number.isSafeInteger(refill.minor)).toBe(true);
        expect(refill.minor).toBeLessThanOrEqual(minor);
        // Exactly, in integers: 10000 × refill ≥ minor × (10000 − bp) − 5000 (half a minor unit), so never below price × (1 − d) − 1.
        const exact = BigInt(minor) * BigInt(10000 - Math.round(percent * 100));
        expect(BigInt(refill.minor) * 10000n).toBeGreaterThanOrEqual(exact - 5000n);
        // At most half a minor unit above it, but for the one minor unit a positive price never goes below.
        if (refill.minor > 1) expect(BigInt(refill.minor) * 10000n).toBeLessThanOrEqual(exact + 5000n);
        if (minor > 0) expect(refill.minor).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('grows with the price and shrinks with the discount', () => {
    fc.assert(
      fc.property(price, price, discount, discount, fc.constantFrom(...CURRENCIES), (a, b, d1, d2, currency) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const [less, more] = d1 <= d2 ? [d1, d2] : [d2, d1];
        expect(refillPrice(money(low, currency), less).minor).toBeLessThanOrEqual(
          refillPrice(money(high, currency), less).minor,
        );
        expect(refillPrice(money(high, currency), more).minor).toBeLessThanOrEqual(
          refillPrice(money(high, currency), less).minor,
        );
      }),
    );
  });
});
