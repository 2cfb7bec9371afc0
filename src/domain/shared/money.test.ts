import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, lineGross, linesGross, toCents, toMajor } from './money';

describe('money', () => {
  it('formats cents as €xx.xx in en-US format', () => {
    expect(formatMoney(14500)).toBe('€145.00');
    expect(formatMoney(1200)).toBe('€12.00');
    expect(formatMoney(123456789)).toBe('€1,234,567.89');
    expect(formatMoney(5)).toBe('€0.05');
    expect(formatMoney(0)).toBe('€0.00');
  });

  it('formats another store currency with its own symbol', () => {
    expect(formatMoney(9500, 'USD')).toBe('$95.00');
    expect(formatMoney(9500, 'CHF')).toBe(`CHF${String.fromCharCode(0xa0)}95.00`);
  });

  it('writes by hand exactly what Intl writes, for every currency it knows by symbol', () => {
    const amounts = [
      0, 1, 5, 99, 100, 999, 1000, 99_999, 100_000, 123_456, 1_000_000, 123_456_789, 9_007_199_254_740_991,
    ];
    for (const currency of ['EUR', 'USD', 'GBP', 'JPY']) {
      const intl = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const cents of amounts.flatMap((a) => [a, -a]).filter((c) => !Object.is(c, -0) && Math.abs(c) < 2 ** 50)) {
        expect(formatMoney(cents, currency), `${currency} ${cents}`).toBe(intl.format(cents / 100));
      }
    }
  });

  it('converts between major units and cents without float drift', () => {
    expect(toCents(157.5)).toBe(15750);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toMajor(15750)).toBe(157.5);
  });
});

describe('what lines come to', () => {
  it('is each unit times its quantity, in whole cents, and lines add up whatever their order', () => {
    const line = fc.record({
      unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
      quantity: fc.integer({ min: 0, max: 10 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), (lines) => {
        const total = linesGross(lines);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBe(linesGross([...lines].reverse()));
        expect(total).toBe(lines.map((l) => lineGross(l.unitPriceCents, l.quantity)).reduce((a, b) => a + b, 0));
      }),
    );
    expect(lineGross(14_500, 3)).toBe(43_500);
  });
});
