import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discoveryDiscount,
  discoveryHint,
  discoverySampleCount,
  formulaKey,
  paidSampleValues,
  sampleCredits,
} from './samples';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 60 * 60 * 1000);
const sample = (sampleLineId: number, key: string, paidAt: Date, priceCents = 600, sampleUnit = 0) => ({
  sampleLineId,
  sampleUnit,
  key,
  priceCents,
  paidAt,
});
const bottle = (key: string, quantity = 1, unitPriceCents = 14500) => ({ key, quantity, unitPriceCents, name: key });

describe('sampleCredits', () => {
  it('credits a sample of the same perfume against its bottle, once', () => {
    expect(sampleCredits([bottle('perfume:1')], [sample(10, 'perfume:1', daysAgo(3))], now)).toEqual([
      { sampleLineId: 10, sampleUnit: 0, amountCents: 600, name: 'perfume:1' },
    ]);
    // Two bottles, one sample: one credit.
    expect(sampleCredits([bottle('perfume:1', 2)], [sample(10, 'perfume:1', daysAgo(3))], now)).toHaveLength(1);
    // Two bottle lines of the same perfume (a bottle and another) share the one sample.
    expect(
      sampleCredits([bottle('perfume:1'), bottle('perfume:1')], [sample(10, 'perfume:1', daysAgo(3))], now),
    ).toHaveLength(1);
  });

  it('gives nothing for another perfume or formula', () => {
    expect(sampleCredits([bottle('perfume:2')], [sample(10, 'perfume:1', daysAgo(3))], now)).toEqual([]);
  });

  it('counts 60 days: the 60th day still, the 61st no more, and never a sample paid in the future', () => {
    expect(sampleCredits([bottle('perfume:1')], [sample(10, 'perfume:1', daysAgo(60))], now)).toHaveLength(1);
    expect(sampleCredits([bottle('perfume:1')], [sample(10, 'perfume:1', daysAgo(60.01))], now)).toEqual([]);
    expect(
      sampleCredits([bottle('perfume:1')], [sample(10, 'perfume:1', new Date(now.getTime() + 60_000))], now),
    ).toEqual([]);
  });

  it('never credits more than the bottle costs', () => {
    expect(
      sampleCredits([bottle('perfume:1', 1, 400)], [sample(10, 'perfume:1', daysAgo(1), 1200)], now)[0]!.amountCents,
    ).toBe(400);
  });

  it('uses each sample once, the oldest first, one per bottle', () => {
    const credits = sampleCredits(
      [bottle('perfume:1', 2)],
      [
        sample(12, 'perfume:1', daysAgo(1)),
        sample(11, 'perfume:1', daysAgo(50)),
        sample(11, 'perfume:1', daysAgo(50), 600, 1),
      ],
      now,
    );
    expect(credits.map((c) => [c.sampleLineId, c.sampleUnit])).toEqual([
      [11, 0],
      [11, 1],
    ]);
  });
});

describe('formulaKey', () => {
  const design = (drops: number, name = 'Salt Garden') => ({
    type: 'bespoke-perfume',
    perfumeType: 'parfum',
    customName: name,
    uniqueCode: String(Math.random()),
    ingredients: { top: [3, 1], middle: [5], base: [9] },
    drops: { top: { 1: drops, 3: 10 }, middle: { 5: 10 }, base: { 9: 10 } },
  });

  it('is the same for the same formula whatever its name, code or order of ingredients', () => {
    const a = formulaKey({ perfumeId: null, customDetails: design(10) });
    const b = formulaKey({
      perfumeId: null,
      customDetails: { ...design(10, 'Another name'), ingredients: { top: [1, 3], middle: [5], base: [9] } },
    });
    expect(a).toBeDefined();
    expect(a).toBe(b);
  });

  it('differs when a drop differs, and between a catalogue perfume and a formula', () => {
    expect(formulaKey({ perfumeId: null, customDetails: design(10) })).not.toBe(
      formulaKey({ perfumeId: null, customDetails: design(11) }),
    );
    expect(formulaKey({ perfumeId: 4, customDetails: null })).toBe('perfume:4');
    expect(formulaKey({ perfumeId: null, customDetails: { type: 'unknown' } })).toBeUndefined();
  });
});

describe('discoveryDiscount', () => {
  it('takes one sample off every five different ones', () => {
    expect(discoveryDiscount(4, 600)).toBe(0);
    expect(discoveryDiscount(5, 600)).toBe(600);
    expect(discoveryDiscount(9, 600)).toBe(600);
    expect(discoveryDiscount(10, 650)).toBe(1300);
  });
});

describe('discoverySampleCount', () => {
  const sample = (perfumeId: number | null, quantity = 1) => ({ perfumeId, size: 'sample' as const, quantity });
  const fiveWithGift = [sample(1), sample(2), sample(3), sample(4), sample(5)];

  it('counts each catalogue perfume with a sample once, never a bottle or a creation', () => {
    expect(
      discoverySampleCount([sample(1, 3), sample(2), sample(null), { perfumeId: 3, size: 'bottle', quantity: 1 }]),
    ).toBe(2);
  });

  it('never counts the free gift sample: four bought samples and the gift make no set', () => {
    expect(discoverySampleCount(fiveWithGift)).toBe(5);
    expect(discoverySampleCount(fiveWithGift, 5)).toBe(4);
    expect(discoveryDiscount(discoverySampleCount(fiveWithGift, 5), 600)).toBe(0);
    expect(discoveryHint(discoverySampleCount(fiveWithGift, 5))).toMatch(/^Add 1 more different sample/);
  });

  it('counts the gift perfume when a unit of it is bought besides the free one', () => {
    expect(discoverySampleCount([...fiveWithGift.slice(0, 4), sample(5, 2)], 5)).toBe(5);
  });

  it('ignores a gift the cart does not hold', () => {
    expect(discoverySampleCount(fiveWithGift, 9)).toBe(5);
  });

  it('the gift takes at most one perfume off the count, whatever the cart', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ perfumeId: fc.option(fc.integer({ min: 1, max: 8 })), quantity: fc.integer({ min: 1, max: 3 }) }),
        ),
        fc.option(fc.integer({ min: 1, max: 8 })),
        (lines, gift) => {
          const samples = lines.map((l) => sample(l.perfumeId, l.quantity));
          const without = discoverySampleCount(samples);
          const withGift = discoverySampleCount(samples, gift);
          expect(withGift).toBeLessThanOrEqual(without);
          expect(withGift).toBeGreaterThanOrEqual(without - 1);
        },
      ),
    );
  });
});

describe('discoveryHint', () => {
  it('counts what is missing to the next set, and says nothing at none or a full set', () => {
    expect(discoveryHint(0)).toBeUndefined();
    expect(discoveryHint(1)).toBe('Add 4 more different samples for a discovery set: 5 for the price of 4.');
    expect(discoveryHint(4)).toBe('Add 1 more different sample for a discovery set: 5 for the price of 4.');
    expect(discoveryHint(5)).toBeUndefined();
    expect(discoveryHint(6)).toMatch(/^Add 4 more/);
  });
});

describe('what a paid sample is worth (paidSampleValues)', () => {
  it('five discovery-set samples bought for 24 are worth 24 together, 4.80 each', () => {
    const five = Array.from({ length: 5 }, () => ({ priceCents: 600, inDiscoverySet: true }));
    expect(paidSampleValues(five, 600)).toEqual([480, 480, 480, 480, 480]);
  });

  it("shares the discount by price; a creation's sample keeps its price", () => {
    const units = [
      { priceCents: 600, inDiscoverySet: true },
      { priceCents: 1200, inDiscoverySet: false },
      ...Array.from({ length: 5 }, () => ({ priceCents: 600, inDiscoverySet: true })),
    ];
    expect(paidSampleValues(units, 600)).toEqual([500, 1200, 500, 500, 500, 500, 500]);
    expect(paidSampleValues(units, 0)).toEqual(units.map((u) => u.priceCents));
  });

  it('always adds up to what the samples cost, never below zero, cent for cent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ priceCents: fc.integer({ min: 1, max: 5000 }), inDiscoverySet: fc.boolean() }), {
          maxLength: 30,
        }),
        fc.integer({ min: 0, max: 20_000 }),
        (units, discount) => {
          const values = paidSampleValues(units, discount);
          const sharing = units.filter((u) => u.inDiscoverySet).reduce((s, u) => s + u.priceCents, 0);
          const total = units.reduce((s, u) => s + u.priceCents, 0);
          expect(values).toHaveLength(units.length);
          expect(values.every((v) => Number.isInteger(v) && v >= 0)).toBe(true);
          expect(values.reduce((a, b) => a + b, 0)).toBe(total - Math.min(discount, sharing));
          units.forEach((u, i) => {
            if (!u.inDiscoverySet) expect(values[i]).toBe(u.priceCents);
            else expect(values[i]).toBeLessThanOrEqual(u.priceCents);
          });
        },
      ),
    );
  });
});
