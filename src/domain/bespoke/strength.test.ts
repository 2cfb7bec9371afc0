import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOTTLE_ML, DROP_ML, getPerfumeType, perfumeTypeIds, perfumeTypes } from './bespoke';
import {
  bandFloorDrops,
  bandFloorPercent,
  lighterTypeReached,
  strengthOf,
  strengthOfComposition,
  typeStrengthRange,
} from './strength';

/** A type and a drop count it can hold (0 to its capacity). */
const typeAndDrops = fc
  .constantFrom(...perfumeTypes)
  .chain((type) => fc.record({ type: fc.constant(type), drops: fc.integer({ min: 0, max: type.maxDrops }) }));

describe("a formula's real strength", () => {
  it("is the issue's two examples: 33 drops in an Extrait are 3.3 %, 240 in an Eau de Parfum 24.0 %", () => {
    expect(strengthOf('parfum', 33)).toEqual({
      percent: 3.3,
      label: '3.3 %',
      nominal: 40,
      floor: 20,
      verdict: 'below',
    });
    expect(strengthOf('eau-de-parfum', 240)).toMatchObject({ percent: 24, label: '24.0 %', verdict: 'within' });
  });

  it('has the usual bands of the issue: Extrait 20 %, Eau de Parfum 15 %, Eau de Toilette 5 %, Eau de Cologne 2 %', () => {
    expect(bandFloorPercent).toEqual({ parfum: 20, 'eau-de-parfum': 15, 'eau-de-toilette': 5, 'eau-de-cologne': 2 });
    expect(perfumeTypeIds.map(bandFloorDrops)).toEqual([200, 150, 50, 20]);
  });

  it('is drops × drop volume / bottle volume, to its tenth, for every type and drop count', () => {
    fc.assert(
      fc.property(typeAndDrops, ({ type, drops }) => {
        const strength = strengthOf(type.id, drops);
        const exact = ((drops * DROP_ML) / BOTTLE_ML) * 100;
        expect(strength.percent).toBe(Math.round(exact * 10) / 10);
        expect(Math.abs(strength.percent - exact)).toBeLessThan(0.05 + 1e-9);
        expect(strength.label).toBe(`${strength.percent.toFixed(1)} %`);
        expect(strength.nominal).toBe(type.concentration);
      }),
      { numRuns: 2000 },
    );
  });

  it("is never above the type's nominal concentration, which its full capacity reaches exactly", () => {
    fc.assert(
      fc.property(typeAndDrops, ({ type, drops }) => {
        expect(strengthOf(type.id, drops).percent).toBeLessThanOrEqual(type.concentration);
      }),
    );
    for (const type of perfumeTypes) expect(strengthOf(type.id, type.maxDrops).percent).toBe(type.concentration);
  });

  it("is below the band exactly when under the type's floor", () => {
    fc.assert(
      fc.property(typeAndDrops, ({ type, drops }) => {
        const strength = strengthOf(type.id, drops);
        expect(strength.floor).toBe(bandFloorPercent[type.id]);
        expect(strength.verdict === 'below').toBe(strength.percent < strength.floor);
        expect(strength.verdict === 'below').toBe(drops < bandFloorDrops(type.id));
      }),
    );
    // Every drop count of every type, at the edges too: 199 drops in an Extrait are below, 200 within.
    for (const type of perfumeTypes)
      for (let drops = 0; drops <= type.maxDrops; drops++)
        expect(strengthOf(type.id, drops).verdict, `${drops} drops in ${type.name}`).toBe(
          drops < bandFloorDrops(type.id) ? 'below' : 'within',
        );
  });

  it('of a label is that of its composition, whatever its drops are split into', () => {
    expect(
      strengthOfComposition({ perfumeType: 'parfum', composition: [{ drops: 20 }, { drops: 10 }, { drops: 3 }] }),
    ).toMatchObject({ label: '3.3 %', verdict: 'below' });
    expect(strengthOfComposition({ perfumeType: 'eau-de-cologne', composition: [] }).label).toBe('0.0 %');
  });
});

describe('the lighter type a formula below its band reaches', () => {
  it('is the Eau de Cologne, at €95, for 33 drops in an Extrait', () => {
    expect(lighterTypeReached('parfum', 33)).toMatchObject({ id: 'eau-de-cologne', priceCents: 9500 });
  });

  it('is the strongest lighter type whose band it is within', () => {
    expect(lighterTypeReached('parfum', 180)?.id).toBe('eau-de-parfum');
    expect(lighterTypeReached('parfum', 60)?.id).toBe('eau-de-toilette');
    expect(lighterTypeReached('eau-de-parfum', 149)?.id).toBe('eau-de-toilette');
    expect(lighterTypeReached('eau-de-toilette', 49)?.id).toBe('eau-de-cologne');
  });

  it('is none below every band, below the lightest type, or within its own band', () => {
    expect(lighterTypeReached('parfum', 19)).toBeUndefined();
    expect(lighterTypeReached('parfum', 200)).toBeUndefined();
    expect(lighterTypeReached('eau-de-cologne', 10)).toBeUndefined();
  });

  it('is lighter, holds the formula and has it within its band, for every type and drop count', () => {
    fc.assert(
      fc.property(typeAndDrops, ({ type, drops }) => {
        const lighter = lighterTypeReached(type.id, drops);
        if (!lighter) return;
        expect(lighter.concentration).toBeLessThan(type.concentration);
        expect(drops).toBeLessThanOrEqual(lighter.maxDrops);
        expect(strengthOf(lighter.id, drops).verdict).toBe('within');
        expect(getPerfumeType(lighter.id)).toBe(lighter);
      }),
    );
  });
});

describe('a type card’s strength (issue #43)', () => {
  it('says each type’s usual band up to its nominal concentration, which its fullest formula reaches', () => {
    expect(perfumeTypes.map((t) => typeStrengthRange(t.id))).toEqual(['20–40 %', '15–25 %', '5–15 %', '2–5 %']);
    for (const type of perfumeTypes) {
      // The nominal concentration is what the type's capacity holds, and a formula there is within its band.
      const full = strengthOf(type.id, type.maxDrops);
      expect(full.percent, type.id).toBe(type.concentration);
      expect(full.verdict, type.id).toBe('within');
      // The band's floor is where "within" starts: a drop fewer is below.
      expect(strengthOf(type.id, bandFloorDrops(type.id)).verdict, type.id).toBe('within');
      expect(strengthOf(type.id, bandFloorDrops(type.id) - 1).verdict, type.id).toBe('below');
      expect(typeStrengthRange(type.id)).toBe(`${bandFloorPercent[type.id]}–${type.concentration} %`);
    }
  });
});
