import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  CurrencyMismatchError,
  derivePrice,
  exponentOf,
  money,
  rateMicrosOf,
  sumMoney,
  toBaseCurrency,
  toMajorIn,
  toMinor,
  totalsByCurrency,
} from './currency';

const CURRENCIES = ['EUR', 'GBP', 'CHF', 'USD', 'JPY', 'KWD'] as const;

describe('currencies', () => {
  it('holds minor units by each currency’s ISO 4217 exponent', () => {
    expect(CURRENCIES.map(exponentOf)).toEqual([2, 2, 2, 2, 0, 3]);
    expect(toMinor(145.5, 'GBP')).toBe(14550);
    expect(toMinor(1800, 'JPY')).toBe(1800);
    expect(toMinor(1.234, 'KWD')).toBe(1234);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMajorIn(14550, 'CHF')).toBe(145.5);
  });

  it('goes to major units and back unchanged, in every currency', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...CURRENCIES), (minor, currency) => {
        expect(toMinor(toMajorIn(minor, currency), currency)).toBe(minor);
      }),
    );
  });
});

describe('amounts with their currency', () => {
  it('adds amounts of one currency, in any order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.array(fc.integer({ min: -1e9, max: 1e9 }), { maxLength: 30 }),
        (currency, minors) => {
          const total = sumMoney(
            currency,
            minors.map((m) => money(m, currency)),
          );
          expect(total).toEqual({ minor: minors.reduce((a, b) => a + b, 0), currency });
          expect(
            sumMoney(
              currency,
              [...minors].reverse().map((m) => money(m, currency)),
            ),
          ).toEqual(total);
        },
      ),
    );
  });

  it('refuses to add two currencies: a type error where both are known, an error always', () => {
    const pounds = money(500, 'GBP');
    const euros = money(500, 'EUR');
    // @ts-expect-error: pounds and euros never meet in one sum
    expect(() => addMoney(pounds, euros)).toThrow(CurrencyMismatchError);
    const unknown: { minor: number; currency: string }[] = [pounds, euros];
    expect(() => sumMoney<string>('GBP', unknown)).toThrow(CurrencyMismatchError);
  });

  it('adds up amounts of several currencies per currency (revenue per currency)', () => {
    expect(totalsByCurrency([money(100, 'EUR'), money(900, 'GBP'), money(250, 'EUR'), money(5, 'JPY')])).toEqual([
      money(900, 'GBP'),
      money(350, 'EUR'),
      money(5, 'JPY'),
    ]);
  });
});

describe('a price derived from the euro price at the owner’s rate', () => {
  it('rounds to whole units by default, or to the market’s step', () => {
    expect(derivePrice(money(14500, 'EUR'), rateMicrosOf(0.85), 'GBP')).toBe(12300); // 123.25 → £123
    expect(derivePrice(money(14500, 'EUR'), rateMicrosOf(0.86), 'GBP')).toBe(12500); // 124.70 → £125
    expect(derivePrice(money(14500, 'EUR'), rateMicrosOf(0.86), 'GBP', 1)).toBe(12470);
    expect(derivePrice(money(14500, 'EUR'), rateMicrosOf(0.86), 'GBP', 50)).toBe(12450);
    expect(derivePrice(money(14500, 'EUR'), rateMicrosOf(160.2), 'JPY')).toBe(23229);
    expect(derivePrice(money(14500, 'EUR'), rateMicrosOf(160.2), 'JPY', 100)).toBe(23200);
    expect(derivePrice(money(1000, 'EUR'), rateMicrosOf(0.3071), 'KWD')).toBe(3000);
    expect(derivePrice(money(1000, 'EUR'), rateMicrosOf(0.3071), 'KWD', 1)).toBe(3071);
    expect(derivePrice(money(0, 'EUR'), rateMicrosOf(1.1), 'USD')).toBe(0);
    expect(derivePrice(money(10, 'EUR'), rateMicrosOf(0.85), 'GBP')).toBe(100); // a positive price never becomes free
  });

  it('is a multiple of the step, within half a step of the exact amount, for any price, rate and currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1_000, max: 500_000_000 }),
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(1, 5, 10, 50, 100, 1000),
        (base, rate, currency, step) => {
          const price = derivePrice(money(base, 'EUR'), rate, currency, step);
          expect(Number.isSafeInteger(price)).toBe(true);
          expect(price % step).toBe(0);
          const exact = ((base / 100) * (rate / 1_000_000) * 10 ** exponentOf(currency)) as number;
          expect(price).toBeGreaterThanOrEqual(step);
          if (exact >= step / 2) expect(Math.abs(price - exact)).toBeLessThanOrEqual(step / 2 + 1e-6 * exact);
        },
      ),
    );
  });

  it('brings an amount back to euros at the owner’s rate, to the cent (the dashboard’s total)', () => {
    expect(toBaseCurrency(money(8500, 'GBP'), 'EUR', rateMicrosOf(0.85))).toBe(10000);
    expect(toBaseCurrency(money(16020, 'JPY'), 'EUR', rateMicrosOf(160.2))).toBe(10000);
    expect(toBaseCurrency(money(4200, 'EUR'), 'EUR', rateMicrosOf(1))).toBe(4200);
  });
});
