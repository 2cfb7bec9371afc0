import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals } from '../cart/cart';
import { orderTax, vatInside } from '../tax/vat';
import {
  type DiscountLine,
  type DiscountRule,
  discountCents,
  discountLabel,
  refusalMessage,
  refusalOf,
  ruleInMarket,
} from './discounts';
import { money, rateMicrosOf, RATE_ONE } from '../currency/currency';
import { type Market, priceIn } from '../markets/markets';

const rule = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  code: 'WELCOME10',
  kind: 'percent',
  value: 1000,
  minSubtotalCents: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  appliesTo: ['catalogue', 'custom', 'sample'],
  uses: 0,
  ...over,
});
const line = (kind: DiscountLine['kind'], grossCents: number): DiscountLine => ({ kind, grossCents });

describe('discount arithmetic', () => {
  it('takes a percent of the eligible lines, half-up to the cent', () => {
    // 10 % of 123.45 = 12.345 → 12.35 (half-up).
    expect(discountCents(rule(), [line('catalogue', 12_345)])).toBe(1235);
    // 15 % of 0.10 = 0.015 → 0.02; 12.5 % of 0.04 = 0.005 → 0.01.
    expect(discountCents(rule({ value: 1500 }), [line('catalogue', 10)])).toBe(2);
    expect(discountCents(rule({ value: 1250 }), [line('catalogue', 4)])).toBe(1);
  });

  it('counts only the kinds of line the code applies to, after the other adjustments', () => {
    const lines = [line('catalogue', 10_000), line('custom', 14_500), line('sample', 400)];
    expect(discountCents(rule({ appliesTo: ['catalogue'] }), lines)).toBe(1000);
    expect(discountCents(rule({ appliesTo: ['custom', 'sample'] }), lines)).toBe(1490);
    // A sample credit of 4.00 comes off first: 10 % of 96.00.
    expect(discountCents(rule({ appliesTo: ['catalogue'] }), lines, 400)).toBe(960);
  });

  it('caps an amount at the eligible total, and free shipping takes nothing off the lines', () => {
    expect(discountCents(rule({ kind: 'amount', value: 5000 }), [line('catalogue', 3000)])).toBe(3000);
    expect(discountCents(rule({ kind: 'amount', value: 500 }), [line('catalogue', 3000)])).toBe(500);
    expect(discountCents(rule({ kind: 'amount', value: 500, appliesTo: ['sample'] }), [line('catalogue', 3000)])).toBe(
      0,
    );
    expect(discountCents(rule({ kind: 'free-shipping', value: 0 }), [line('catalogue', 3000)])).toBe(0);
  });

  it('is never negative and never more than the eligible lines (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('percent' as const, 'amount' as const, 'free-shipping' as const),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(
          fc.record({
            kind: fc.constantFrom('catalogue' as const, 'custom' as const, 'sample' as const),
            grossCents: fc.integer({ min: 0, max: 500_000 }),
          }),
          { maxLength: 8 },
        ),
        fc.integer({ min: 0, max: 100_000 }),
        fc.subarray(['catalogue', 'custom', 'sample'] as const),
        (kind, value, lines, other, appliesTo) => {
          const off = discountCents(rule({ kind, value, appliesTo }), lines, other);
          const eligible = lines.filter((l) => appliesTo.includes(l.kind)).reduce((s, l) => s + l.grossCents, 0);
          expect(Number.isInteger(off)).toBe(true);
          expect(off).toBeGreaterThanOrEqual(0);
          expect(off).toBeLessThanOrEqual(Math.max(0, eligible - other));
        },
      ),
    );
  });

  it("VAT of the discount is vat.ts's rule on one negative amount, and the order's VAT adds up (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 300_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom(0, 550, 1000, 2000, 2550),
        (grosses, bp, rateBp) => {
          const off = discountCents(
            rule({ value: bp }),
            grosses.map((g) => line('catalogue', g)),
          );
          const totals = cartTotals(
            grosses.map((g) => ({ unitPrice: g, quantity: 1 })),
            off,
          );
          const tax = orderTax(
            grosses.map((gross) => ({ gross })),
            totals.discount,
            totals.shipping,
            rateBp,
          );
          expect(tax.gross).toBe(totals.total);
          expect(tax.net + tax.tax).toBe(totals.total);
          if (off > 0) expect(tax.discount).toEqual(vatInside(-off, rateBp));
        },
      ),
    );
  });

  it('free shipping with zones: the method priced 0 leaves the lines and the VAT of the goods alone', () => {
    const method = { priceCents: 1200, freeAboveCents: 10_000 };
    const paid = cartTotals([{ unitPrice: 5000, quantity: 1 }], 0, method);
    const free = cartTotals([{ unitPrice: 5000, quantity: 1 }], 0, { ...method, priceCents: 0 });
    expect(paid.total - free.total).toBe(1200);
    expect(orderTax([{ gross: 5000 }], 0, free.shipping, 2000).shipping.gross).toBe(0);
    // A percent code can take the subtotal after discounts below the zone's free threshold.
    const off = discountCents(rule(), [line('catalogue', 10_500)]);
    expect(cartTotals([{ unitPrice: 10_500, quantity: 1 }], off, method).shipping).toBe(1200);
  });
});

describe('refusals', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('names one reason at a time, in order', () => {
    expect(refusalOf(rule(), 1000, now)).toBeUndefined();
    expect(refusalOf(rule({ startsAt: new Date('2026-07-01') }), 1000, now)).toBe('not-yet-valid');
    expect(refusalOf(rule({ endsAt: new Date('2026-05-01') }), 1000, now)).toBe('expired');
    expect(refusalOf(rule({ maxUses: 3, uses: 3 }), 1000, now)).toBe('used-up');
    expect(refusalOf(rule({ maxUsesPerCustomer: 1 }), 1000, now, 1)).toBe('already-used');
    expect(refusalOf(rule({ minSubtotalCents: 10_000 }), 9_999, now)).toBe('below-minimum');
    expect(refusalOf(rule({ minSubtotalCents: 10_000 }), 10_000, now)).toBeUndefined();
  });

  it('says each reason in words', () => {
    expect(refusalMessage('unknown')).toBe('This code is not valid.');
    expect(refusalMessage('expired')).toBe('This code has expired.');
    expect(refusalMessage('used-up')).toBe('This code has been used up.');
    expect(refusalMessage('below-minimum', { minSubtotalCents: 10_000 })).toBe(
      'This code needs a subtotal of €100.00.',
    );
    expect(discountLabel(rule())).toBe('Code WELCOME10: 10 % off');
    expect(discountLabel(rule({ kind: 'amount', value: 550 }))).toBe('Code WELCOME10: €5.50 off');
  });
});

describe('a code in each market (decision 070, vendure#2520)', () => {
  const market = (code: string, currency: string, rate: number, isDefault = false): Market => ({
    code,
    name: code,
    currency,
    countries: [],
    rateMicros: isDefault ? RATE_ONE : rateMicrosOf(rate),
    roundingMinor: null,
    isDefault,
    dutiesOnDelivery: false,
  });
  const eu = market('eu', 'EUR', 1, true);
  const gb = market('gb', 'GBP', 0.86);
  const ch = market('ch', 'CHF', 0.94);
  const jp = market('jp', 'JPY', 160);

  it('reads as it is in the default currency, whatever the other currencies say', () => {
    const amount = rule({ kind: 'amount', value: 500, minSubtotalCents: 3000 });
    expect(ruleInMarket(amount, { GBP: { value: 400, minSubtotal: 2500 } }, eu, 'EUR')).toBe(amount);
  });

  it('an amount code applies only where it has an amount; its minimum is the currency’s, else derived', () => {
    const amount = rule({ kind: 'amount', value: 500, minSubtotalCents: 3000 });
    expect(ruleInMarket(amount, { GBP: { value: 400, minSubtotal: 2500 } }, gb, 'EUR')).toMatchObject({
      value: 400,
      minSubtotalCents: 2500,
    });
    expect(ruleInMarket(amount, { GBP: { value: 400 } }, gb, 'EUR')).toMatchObject({
      value: 400,
      minSubtotalCents: priceIn(gb, money(3000, 'EUR')).minor,
    });
    expect(ruleInMarket(amount, { GBP: { value: 400 } }, ch, 'EUR')).toBe('other-currency');
    expect(ruleInMarket(amount, { CHF: { minSubtotal: 5000 } }, ch, 'EUR')).toBe('other-currency');
    expect(refusalMessage('other-currency', undefined, 'CHF')).toBe('This code cannot be used in Swiss francs.');
  });

  it('a percent or free-shipping code applies everywhere, its value untouched, its minimum at the rate (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'percent' | 'free-shipping'>('percent', 'free-shipping'),
        fc.integer({ min: 1, max: 10_000 }),
        fc.option(fc.integer({ min: 0, max: 5_000_000 })),
        fc.constantFrom(gb, ch, jp),
        (kind, value, minimum, m) => {
          const read = ruleInMarket(rule({ kind, value, minSubtotalCents: minimum }), {}, m, 'EUR');
          expect(read).not.toBe('other-currency');
          if (read === 'other-currency') return;
          expect(read.value).toBe(value);
          expect(read.minSubtotalCents).toBe(minimum === null ? null : priceIn(m, money(minimum, 'EUR')).minor);
          // A positive minimum never derives to nothing: the code keeps a threshold in every currency.
          if (minimum !== null && minimum > 0) expect(read.minSubtotalCents).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('says amounts with their currency’s decimals', () => {
    expect(discountLabel(rule({ kind: 'amount', value: 850 }), 'GBP')).toBe('Code WELCOME10: £8.50 off');
    expect(discountLabel(rule({ kind: 'amount', value: 500 }), 'JPY')).toBe('Code WELCOME10: ¥500 off');
    expect(refusalMessage('below-minimum', rule({ minSubtotalCents: 3000 }), 'JPY')).toBe(
      'This code needs a subtotal of ¥3,000.',
    );
  });
});
