import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftSampleGap } from './gift-sample';

describe('giftSampleGap (decision 061)', () => {
  it('says what is missing, the chosen gift’s own line left out', () => {
    expect(giftSampleGap(5000, 3000, 0)).toBe(2000);
    expect(giftSampleGap(5000, 5500, 1000)).toBe(500);
    expect(giftSampleGap(5000, 6000, 0)).toBe(0);
  });

  it('is never below nothing, and with it the subtotal (gift aside) reaches the threshold', () => {
    const cents = fc.integer({ min: 0, max: 2_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, (threshold, rest, gift) => {
        const gap = giftSampleGap(threshold, rest + gift, gift);
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(rest + gap).toBeGreaterThanOrEqual(threshold);
        if (gap > 0) expect(rest + gap).toBe(threshold);
      }),
    );
  });
});
