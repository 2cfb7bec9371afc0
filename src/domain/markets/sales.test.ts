import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowestPriorPrice, type PriceChange, regularAt, saleAt, shownPrice } from './sales';

const day = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 86_400_000);

describe('sales and the lowest price of the last 30 days', () => {
  const history: PriceChange[] = [
    { priceMinor: 15000, from: day(-100) },
    { priceMinor: 12000, from: day(-20) }, // a lower price for ten days
    { priceMinor: 14500, from: day(-10) },
  ];

  it('reads the regular price in force at a moment', () => {
    expect(regularAt(history, day(-50))).toBe(15000);
    expect(regularAt(history, day(-15))).toBe(12000);
    expect(regularAt(history, day(0))).toBe(14500);
    expect(regularAt(history, day(-200))).toBeUndefined();
  });

  it('shows a sale in its window only, with the regular price and the lowest price of the 30 days before it', () => {
    const sale = { priceMinor: 9900, startsAt: day(0), endsAt: day(7) };
    expect(shownPrice(14500, history, [sale], day(-1))).toEqual({ priceMinor: 14500 });
    expect(shownPrice(14500, history, [sale], day(3))).toEqual({
      priceMinor: 9900,
      compareAtMinor: 14500,
      lowest30dMinor: 12000,
    });
    expect(shownPrice(14500, history, [sale], day(7))).toEqual({ priceMinor: 14500 });
  });

  it('forgets a price older than the window, and counts an earlier sale inside it', () => {
    const later = { priceMinor: 9900, startsAt: day(40), endsAt: day(47) };
    expect(lowestPriorPrice(history, [], later.startsAt)).toBe(14500);
    const flash = { priceMinor: 11000, startsAt: day(20), endsAt: day(22) };
    expect(lowestPriorPrice(history, [flash], later.startsAt)).toBe(11000);
    expect(shownPrice(14500, history, [flash, later], day(41)).lowest30dMinor).toBe(11000);
  });

  it('is never above the regular price before the sale, nor below the lowest price the window saw', () => {
    const change = fc.record({
      priceMinor: fc.integer({ min: 100, max: 100_000 }),
      at: fc.integer({ min: -120, max: 0 }),
    });
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 10 }), (changes) => {
        const h = changes.map((c) => ({ priceMinor: c.priceMinor, from: day(c.at) }));
        const lowest = lowestPriorPrice(h, [], day(0));
        const before = regularAt(h, new Date(day(0).getTime() - 1));
        if (before === undefined) return;
        expect(lowest).toBeDefined();
        expect(lowest!).toBeLessThanOrEqual(before);
        expect(lowest!).toBeGreaterThanOrEqual(Math.min(...h.map((c) => c.priceMinor)));
      }),
    );
  });

  it('takes the latest started of overlapping sales', () => {
    const a = { priceMinor: 9000, startsAt: day(0), endsAt: day(10) };
    const b = { priceMinor: 8000, startsAt: day(5), endsAt: day(8) };
    expect(saleAt([a, b], day(6))).toBe(b);
    expect(saleAt([a, b], day(9))).toBe(a);
  });
});
