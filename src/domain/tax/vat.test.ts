import fc from 'fast-check';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translator';
import {
  chargedVat,
  EU_STANDARD_RATES,
  formatRate,
  orderTax,
  recordedVat,
  rateFraction,
  rateFromPercent,
  totalsPerRate,
  vatInside,
  type TaxedAmount,
} from './vat';

const seededRates = [0, ...Object.values(EU_STANDARD_RATES)];
const rate = fc.constantFrom(...seededRates);
/** €0.01 to €20,000. */
const unitCents = fc.integer({ min: 1, max: 2_000_000 });
const quantity = fc.integer({ min: 1, max: 10 });

describe('VAT inside a gross price', () => {
  it('answers the known figures', () => {
    expect(vatInside(16500, 2000)).toEqual({ net: 13750, tax: 2750, gross: 16500, rateBp: 2000 });
    // €12 shipping to Germany: 12 / 1.19 = 10.084 → 10.08.
    expect(vatInside(1200, 1900)).toMatchObject({ net: 1008, tax: 192 });
    // Half-up: 1.05 / 1.05 = 1 exactly; 0.01 at 20 % keeps its cent as net.
    expect(vatInside(105, 500)).toMatchObject({ net: 100, tax: 5 });
    expect(vatInside(1, 2000)).toMatchObject({ net: 1, tax: 0 });
    // 0.03 / 1.2 = 0.025 → 0.03 (half-up), no VAT.
    expect(vatInside(3, 2000)).toMatchObject({ net: 3, tax: 0 });
    expect(vatInside(0, 2000)).toMatchObject({ net: 0, tax: 0 });
    expect(vatInside(16500, 0)).toMatchObject({ net: 16500, tax: 0 });
    // Finland's 25.5 %: 100 / 1.255 = 79.68.
    expect(vatInside(10000, 2550)).toMatchObject({ net: 7968, tax: 2032 });
  });

  it('rounds half-up as the formula says, on every seeded rate (net + VAT = gross)', () => {
    fc.assert(
      fc.property(unitCents, quantity, rate, (unit, qty, bp) => {
        const gross = unit * qty;
        const { net, tax } = vatInside(gross, bp);
        expect(net + tax).toBe(gross);
        expect(Number.isInteger(net) && Number.isInteger(tax)).toBe(true);
        // round(gross / (1 + rate)) half-up, checked against exact rational arithmetic.
        const exact = (BigInt(gross) * 10_000n * 2n) / BigInt(10_000 + bp);
        expect(BigInt(net)).toBe((exact + 1n) / 2n);
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(tax).toBeLessThanOrEqual(gross);
      }),
      { numRuns: 2000 },
    );
  });

  it('makes a credit the mirror of its charge', () => {
    fc.assert(
      fc.property(unitCents, rate, (gross, bp) => {
        const charge = vatInside(gross, bp);
        const credit = vatInside(-gross, bp);
        expect(credit.net).toBe(-charge.net);
        expect(credit.tax).toBe(-charge.tax);
      }),
    );
  });

  it('refuses what is not money or a rate', () => {
    expect(() => vatInside(1.5, 2000)).toThrow(RangeError);
    expect(() => vatInside(100, -1)).toThrow(RangeError);
    expect(() => vatInside(100, 20.5)).toThrow(RangeError);
  });
});

describe("an order's VAT", () => {
  const line = fc.record({ unit: unitCents, qty: quantity });

  it('sums exactly per line and in total, with a discount and shipping', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 10 }),
        fc.nat(5_000),
        fc.nat(5_000),
        rate,
        (ls, d, ship, bp) => {
          const lines = ls.map((l) => ({ gross: l.unit * l.qty }));
          const subtotal = lines.reduce((s, l) => s + l.gross, 0);
          const discount = Math.min(d, subtotal);
          const t = orderTax(lines, discount, ship, bp);
          expect(t.gross).toBe(subtotal - discount + ship);
          expect(t.net + t.tax).toBe(t.gross);
          for (const l of [...t.lines, t.shipping]) expect(l.net + l.tax).toBe(l.gross);
          expect(t.tax).toBe(t.lines.reduce((s, l) => s + l.tax, 0) + (t.discount?.tax ?? 0) + t.shipping.tax);
          const perRate = totalsPerRate([...t.lines, ...(t.discount ? [t.discount] : []), t.shipping]);
          expect(perRate.reduce((s, r) => s + r.tax, 0)).toBe(t.tax);
          expect(perRate.reduce((s, r) => s + r.net, 0)).toBe(t.net);
        },
      ),
    );
  });

  it('taxes a line at its own rate (a gift card at 0 %) and totals per rate', () => {
    const t = orderTax([{ gross: 16500 }, { gross: 5000, rateBp: 0 }], 0, 1200, 2000);
    expect(t.lines.map((l) => l.tax)).toEqual([2750, 0]);
    expect(t.tax).toBe(2750 + 200);
    expect(totalsPerRate([...t.lines, t.shipping]).map((r) => [r.rateBp, r.net, r.tax])).toEqual([
      [2000, 13750 + 1000, 2750 + 200],
      [0, 5000, 0],
    ]);
  });
});

describe('rates', () => {
  it('reads and writes them as people do', () => {
    expect(formatRate(2000)).toBe('20 %');
    expect(formatRate(550)).toBe('5.5 %');
    expect(formatRate(2550)).toBe('25.5 %');
    expect(formatRate(0)).toBe('0 %');
    // In the reader's language: the same English, the French decimal comma.
    const [en, fr] = (['en', 'fr'] as const).map((l) => createTranslator(l, {}, compileMessage));
    for (const bp of [2000, 550, 2550, 0, 1234]) expect(formatRate(bp, en)).toBe(formatRate(bp));
    expect(formatRate(550, fr)).toBe('5,5 %');
    expect(formatRate(2000, fr)).toBe('20 %');
    expect(rateFraction(2000)).toBe(0.2);
    expect(rateFromPercent(5.5)).toBe(550);
    expect(rateFromPercent(25.5)).toBe(2550);
    expect(rateFromPercent(5.555)).toBeUndefined();
    expect(rateFromPercent(101)).toBeUndefined();
    expect(rateFromPercent(-1)).toBeUndefined();
  });

  it('seeds the 27 member states', () => {
    expect(Object.keys(EU_STANDARD_RATES)).toHaveLength(27);
    expect(EU_STANDARD_RATES.FR).toBe(2000);
    expect(EU_STANDARD_RATES.DE).toBe(1900);
  });
});

describe('chargedVat (an order’s VAT as it was charged)', () => {
  it('reads what the order recorded, the deduction carrying the rest of its VAT', () => {
    // Two lines of €60 at 20 % (VAT €10 each), €20 taken off, €12 shipping: VAT charged €18.67.
    const vat = chargedVat({
      linesTax: [1000, 1000],
      deduction: 2000,
      shipping: 1200,
      shippingTax: 200,
      total: 11_200,
      tax: 1867,
      rateBp: 2000,
    });
    expect(vat.shipping).toEqual(recordedVat(1200, 200, 2000));
    expect(vat.deduction).toEqual({ net: -1667, tax: -333, gross: -2000, rateBp: 2000 });
    expect(vat.total).toEqual({ net: 9333, tax: 1867, gross: 11_200, rateBp: 2000 });
  });

  it('works out the shipping’s VAT when it was not recorded apart, and has no deduction when nothing came off', () => {
    const vat = chargedVat({
      linesTax: [undefined],
      deduction: 0,
      shipping: 1200,
      shippingTax: null,
      total: 7200,
      tax: 1200,
      rateBp: 2000,
    });
    expect(vat.shipping).toEqual(vatInside(1200, 2000));
    expect(vat.deduction).toBeUndefined();
  });

  it('adds up: every row’s net and VAT make its gross, and the rows’ VAT the order’s', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ unit: unitCents, quantity }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        rate,
        (lines, wanted, shipping, rateBp) => {
          const gross = lines.map((l) => ({ gross: l.unit * l.quantity }));
          const subtotal = gross.reduce((s, l) => s + l.gross, 0);
          const deduction = Math.min(wanted, subtotal);
          const charged = orderTax(gross, deduction, shipping, rateBp);
          const vat = chargedVat({
            linesTax: charged.lines.map((l) => l.tax),
            deduction,
            shipping,
            shippingTax: charged.shipping.tax,
            total: charged.gross,
            tax: charged.tax,
            rateBp,
          });
          const rows = [...charged.lines, ...(vat.deduction ? [vat.deduction] : []), vat.shipping];
          for (const row of [...rows, vat.total]) expect(row.net + row.tax).toBe(row.gross);
          expect(rows.reduce((s, r) => s + r.tax, 0)).toBe(vat.total.tax);
          // What came off carries the VAT the rule gives it (0 and −0 alike).
          const figures = (a: TaxedAmount | undefined) => a && [a.net + 0, a.tax + 0, a.gross + 0, a.rateBp];
          expect(figures(vat.deduction)).toEqual(figures(charged.discount));
        },
      ),
    );
  });
});
