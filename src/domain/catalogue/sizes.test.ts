import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultVolume, orderLineName, priceFrom, seededSizePriceCents, sizedName } from './sizes';

describe('bottle sizes', () => {
  it('prices the seeded sizes from the 50 ml price: 30 ml ≈ 0.68×, 100 ml ≈ 1.55×, whole euros', () => {
    expect(seededSizePriceCents(16500, 30)).toBe(11200);
    expect(seededSizePriceCents(16500, 50)).toBe(16500);
    expect(seededSizePriceCents(16500, 100)).toBe(25600);
  });

  it('a smaller bottle never costs more, a larger never less, and every price is whole euros', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000 }), (cents) => {
        const small = seededSizePriceCents(cents, 30);
        const large = seededSizePriceCents(cents, 100);
        expect(small % 100).toBe(0);
        expect(large % 100).toBe(0);
        expect(small).toBeGreaterThanOrEqual(100);
        expect(small).toBeLessThanOrEqual(Math.max(100, cents));
        expect(large).toBeGreaterThanOrEqual(cents - 50);
        // Within half a euro of the rule's exact price.
        expect(Math.abs(large - (cents * 155) / 100)).toBeLessThanOrEqual(50);
        if (cents * 0.68 >= 100) expect(Math.abs(small - (cents * 68) / 100)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('the default size is 50 ml where there is one, else the current one, else the smallest', () => {
    expect(defaultVolume([30, 50, 100])).toBe(50);
    expect(defaultVolume([30, 100], 100)).toBe(100);
    expect(defaultVolume([100, 30])).toBe(30);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 5, max: 1000 }), { minLength: 1, maxLength: 6 }), (volumes) => {
        expect(volumes).toContain(defaultVolume(volumes));
      }),
    );
  });

  it('says "from" only when the sizes differ in price', () => {
    expect(priceFrom([{ price: 110 }, { price: 165 }], 165)).toEqual({ price: 110, from: true });
    expect(priceFrom([{ price: 165 }], 165)).toEqual({ price: 165, from: false });
    expect(priceFrom([], 165)).toEqual({ price: 165, from: false });
  });

  it('names a bottle with its size', () => {
    expect(sizedName('Noir Absolu', 100)).toBe('Noir Absolu — 100 ml');
    expect(sizedName('Noir Absolu', null)).toBe('Noir Absolu');
  });

  it('names an order line with its size: a bottle in ml, a sample as a 2 ml sample, a custom perfume by its name', () => {
    const line = { name: 'Rose de Minuit', isCustom: false };
    expect(orderLineName({ ...line, size: 'bottle', volume: 50 })).toBe('Rose de Minuit — 50 ml');
    expect(orderLineName({ ...line, size: 'bottle', volume: 100 })).toBe('Rose de Minuit — 100 ml');
    expect(orderLineName({ ...line, size: 'sample', volume: 50 })).toBe('Rose de Minuit — 2 ml sample');
    expect(orderLineName({ name: 'Aube', size: 'bottle', isCustom: true, volume: null })).toBe('Aube');
    // Ordered before sizes: no volume recorded, the name alone.
    expect(orderLineName({ ...line, size: 'bottle', volume: null })).toBe('Rose de Minuit');
  });
});
