import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { revenueSplit } from './revenue';

describe('revenueSplit (issue #43: a gift card sold is a liability, not revenue)', () => {
  it('takes the gift cards sold off what was kept', () => {
    expect(revenueSplit({ keptCents: 42_000, giftCardsCents: 20_000 })).toEqual({
      revenueCents: 22_000,
      giftCardsSoldCents: 20_000,
    });
    expect(revenueSplit({ keptCents: 0, giftCardsCents: 0 })).toEqual({ revenueCents: 0, giftCardsSoldCents: 0 });
  });

  it('adds up to what was kept, never below zero, to the cent', () => {
    const cents = fc.integer({ min: 0, max: 100_000_000 });
    fc.assert(
      fc.property(cents, cents, (keptCents, giftCardsCents) => {
        const { revenueCents, giftCardsSoldCents } = revenueSplit({ keptCents, giftCardsCents });
        expect(revenueCents + giftCardsSoldCents).toBe(keptCents);
        expect(revenueCents).toBeGreaterThanOrEqual(0);
        expect(giftCardsSoldCents).toBeGreaterThanOrEqual(0);
        expect(giftCardsSoldCents).toBeLessThanOrEqual(giftCardsCents);
        expect(Number.isInteger(revenueCents)).toBe(true);
      }),
    );
  });
});
