import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { credited, creditedAmount, recordedAmount, totalsOf } from './recorded';
import { vatInside } from './vat';

const cents = fc.integer({ min: -10_000_000, max: 10_000_000 });
const rate = fc.integer({ min: 0, max: 10_000 });

describe('recorded amounts', () => {
  it('are what the one rule made when the VAT was worked out by it', () => {
    fc.assert(
      fc.property(cents, rate, (gross, bp) => {
        const made = vatInside(gross, bp);
        expect(recordedAmount(made.gross, made.tax, bp)).toEqual(made);
      }),
    );
  });

  it('add up: net and VAT make the gross', () => {
    fc.assert(
      fc.property(cents, cents, rate, (gross, tax, bp) => {
        const a = recordedAmount(gross, tax, bp);
        expect(a.net + a.tax).toBe(a.gross);
      }),
    );
  });

  it('are given back as their mirror, a zero never written −0', () => {
    fc.assert(
      fc.property(cents, cents, rate, (gross, tax, bp) => {
        const charged = recordedAmount(gross, tax, bp);
        const back = creditedAmount(gross, tax, bp);
        expect(back.gross + charged.gross).toBe(0);
        expect(back.tax + charged.tax).toBe(0);
        expect(back.net + charged.net).toBe(0);
        for (const part of [back.net, back.tax, back.gross]) expect(Object.is(part, -0)).toBe(false);
      }),
    );
    expect(Object.is(credited(0), 0)).toBe(true);
  });

  it('total their VAT, the net being what is left of the total', () => {
    fc.assert(
      fc.property(cents, fc.array(fc.tuple(cents, cents, rate), { maxLength: 12 }), (total, parts) => {
        const amounts = parts.map(([g, t, bp]) => recordedAmount(g, t, bp));
        const { net, tax } = totalsOf(total, amounts);
        expect(tax).toBe(parts.reduce((s, [, t]) => s + t, 0));
        expect(net + tax).toBe(total);
      }),
    );
  });
});
